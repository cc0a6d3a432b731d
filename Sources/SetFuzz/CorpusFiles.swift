import FoundationEssentials
import SetStorage

/// The replayer's files: a file given by name, or the files of a folder, sorted by name.
enum CorpusFiles {
    /// `path` itself when it is a file; the files directly in it, but hidden ones, when it is a folder.
    static func paths(in path: String) -> [String] {
        var isFolder = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
    }

    /// The bytes of the file at `path`, or nil (read as the game reads its files, up to 64 MiB).
    static func read(_ path: String) -> [UInt8]? {
        guard case .contents(let bytes) = AtomicFile.read(path, limit: 1 << 26) else { return nil }
        return bytes
    }
}
