/// A small value kept whole in a file of its own, in its `VersionedFile` envelope: read
/// whole, written whole (atomically), and an unreadable file counts as none.
///
/// For the files that need no setting aside or warning in the window (the network
/// game's seat tokens and the host's autosave): a failed write is one line on standard error.
package struct KeptFile<Value: StoredValue>: Sendable {
    /// Where the value is kept.
    package let path: String

    /// The file at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The value in the file, or nil when there is none or it is unreadable.
    package func load() -> Value? {
        guard case .contents(let bytes) = AtomicFile.read(path) else { return nil }
        return try? VersionedFile.decode(Value.self, from: bytes)
    }

    /// Replaces the file with `value`, readable by this user only; a failure is reported, not thrown.
    package func save(_ value: Value) {
        do {
            try AtomicFile.write(try VersionedFile.encode(value), to: path, mode: 0o600)
        } catch {
            Diagnostics.warn("set-game: cannot save \(path) (\(error))")
        }
    }
}
