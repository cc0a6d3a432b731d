#if canImport(Glibc)
    import Glibc
#endif

/// The replayer's files: a file given by name, or the files of a folder, sorted by name.
enum CorpusFiles {
    /// `path` itself when it is a file; the regular files directly in it when it is a folder.
    static func paths(in path: String) -> [String] {
        guard let folder = opendir(path) else { return read(path) == nil ? [] : [path] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted().map { path + "/" + $0 }.filter { read($0) != nil }
    }

    /// The bytes of the regular file at `path`, or nil.
    static func read(_ path: String) -> [UInt8]? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, let file = fopen(path, "rb") else {
            return nil
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }
}
