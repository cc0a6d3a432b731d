import Foundation

/// A trace read as it grows: each poll parses only the lines written since the last,
/// so waiting on a window through a long game does not parse every line again and again: a whole
/// game's trace is megabytes of JSON, and parsing it all on every 20 ms poll made a test's clicks late.
final class TraceTail: @unchecked Sendable {
    private let url: URL
    private var offset: UInt64 = 0
    private var pending = Data()
    private var parsed: [[String: Any]] = []
    private let lock = NSLock()

    init(_ url: URL) { self.url = url }

    /// Every whole line written so far, each parsed once.
    func lines() -> [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        guard let handle = try? FileHandle(forReadingFrom: url) else { return parsed }
        defer { try? handle.close() }
        try? handle.seek(toOffset: offset)
        let fresh = (try? handle.readToEnd()) ?? Data()
        offset += UInt64(fresh.count)
        pending.append(fresh)
        // Only whole lines: a line being written stays pending until its newline.
        var start = pending.startIndex
        while let newline = pending[start...].firstIndex(of: 10) {
            if let object = try? JSONSerialization.jsonObject(with: Data(pending[start..<newline])) as? [String: Any] {
                parsed.append(object)
            }
            start = newline + 1
        }
        pending = Data(pending[start...])
        return parsed
    }
}
