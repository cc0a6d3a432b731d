import Foundation

/// Appends JSON Lines to the `--trace` file, one object per line, each line
/// written with a single `write(2)` so a reader (or a crash) never sees half a line.
final class TraceWriter {
    private let handle: FileHandle
    private(set) var sequence = 0

    /// Opens (creating if needed) the trace file for appending.
    init(path: String) throws {
        let fm = FileManager.default
        if !fm.fileExists(atPath: path) {
            guard fm.createFile(atPath: path, contents: nil) else {
                throw TraceError(message: "cannot create the trace file \(path)")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw TraceError(message: "cannot open the trace file \(path) for writing")
        }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// Writes one line: `seq` and `event` first, then the given members.
    func write(event: String, members: [(String, JSONValue)]) {
        let line = JSONValue.object([("seq", .int(sequence)), ("event", .string(event))] + members).text + "\n"
        sequence += 1
        // A full disk or a vanished file must not stop the game: the trace is a debugging aid.
        try? handle.write(contentsOf: Data(line.utf8))
    }
}

/// A trace file that could not be opened.
struct TraceError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
