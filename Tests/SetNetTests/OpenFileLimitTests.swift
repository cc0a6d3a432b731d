import Glibc
import Testing

@testable import SetNet

/// The open-file limit a server raises for its connections.
@Suite("The open-file limit", .serialized)
struct OpenFileLimitTests {
    /// The soft and hard limits now.
    static func limits() -> (soft: rlim_t, hard: rlim_t) {
        var limit = rlimit()
        _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        return (limit.rlim_cur, limit.rlim_max)
    }

    @Test func aLimitWithinTheHardOneIsRaisedWithNoWarning() {
        let (soft, hard) = Self.limits()
        let wanted = min(Int(hard) - OpenFileLimit.spare, 4_096)
        #expect(OpenFileLimit.raise(toHold: wanted) == nil)
        #expect(Self.limits().soft >= max(soft, rlim_t(wanted + OpenFileLimit.spare)))
        #expect(Self.limits().soft <= hard)
    }

    @Test func aLimitPastTheHardOneIsRaisedOrSaysWhyNot() {
        let (_, hard) = Self.limits()
        let wanted = Int(hard) + 1_000
        let warning = OpenFileLimit.raise(toHold: wanted)
        if let warning {
            // Not permitted here: the limit stays the hard one, and the words say what to change.
            #expect(Self.limits().soft == hard)
            #expect(
                warning
                    == "open files are limited to \(hard), and \(wanted) connections want \(wanted + OpenFileLimit.spare) "
                    + "with the process's own: the last may be refused; raise LimitNOFILE (systemd) or ulimit -Hn as root"
            )
        } else {
            #expect(Self.limits().soft >= rlim_t(wanted + OpenFileLimit.spare))
        }
    }
}
