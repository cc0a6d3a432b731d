import FoundationEssentials
import Glibc
import SetStorage

/// Appends JSON Lines to the `--trace` file, one object per line, each line
/// written with a single `write(2)` so a reader (or a crash) never sees half a line.
final class TraceWriter {
    private let fd: Int32
    private(set) var sequence = 0
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Opens (creating if needed) the trace file for appending.
    init(path: String) throws {
        var info = stat()
        let exists = stat(path, &info) == 0
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | (exists ? 0 : O_CREAT), 0o666)
        guard fd >= 0 else {
            throw TraceError(
                message: exists
                    ? "cannot open the trace file \(path) for writing"
                    : "cannot create the trace file \(path)")
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Writes one line, numbered with the next `seq`.
    func write(_ record: TraceRecord) {
        var record = record
        record.seq = sequence
        sequence += 1
        // Nothing in a record can fail to encode (its numbers are finite or null); a full disk
        // or a vanished file must not stop the game either: the trace is a debugging aid.
        guard let line = try? encoder.encode(record) else { return }
        try? AtomicFile.writeAll(Array(line) + [10], to: fd, path: "the trace file")
    }
}

/// A trace file that could not be opened.
struct TraceError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
