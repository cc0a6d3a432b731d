import SetProtocol

/// When a client whose link to the host was lost tries again, and when it gives up.
///
/// The host keeps a dropped player's seat for 120 seconds; the client tries to take it
/// back with its seat token until then, starting an attempt at least every `retryInterval`
/// seconds (an attempt that takes longer is followed by the next at once). Time is passed
/// in (seconds on any monotonic clock), so the schedule is testable without a network.
public struct ReconnectSchedule: Equatable, Sendable {
    /// Seconds between the starts of two attempts (1).
    public let retryInterval: Double
    /// Seconds after the loss at which the client gives up (120, the host's kept seat).
    public let giveUpAfter: Double
    /// When the loss was noticed.
    public let lostAt: Double
    /// When the last attempt started, if one did.
    public private(set) var lastAttempt: Double?

    /// A schedule for a loss noticed at `now`.
    public init(lostAt now: Double, retryInterval: Double = 1, giveUpAfter: Double = 120) {
        lostAt = now
        self.retryInterval = retryInterval
        self.giveUpAfter = giveUpAfter
    }

    /// Seconds to wait at `now` before the next attempt, or `nil` once the seat's time is up.
    public func delay(at now: Double) -> Double? {
        guard now - lostAt < giveUpAfter else { return nil }
        guard let lastAttempt else { return 0 }
        return max(0, min(lastAttempt + retryInterval - now, lostAt + giveUpAfter - now))
    }

    /// Records an attempt starting at `now`.
    public mutating func attempted(at now: Double) {
        lastAttempt = now
    }

    /// Why the client stopped trying.
    public var reason: String { "the host did not come back within \(Int(giveUpAfter).counted("second"))" }
}
