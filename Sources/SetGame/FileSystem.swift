import Glibc

/// The few questions about files that are not whole-file reads or writes
/// (`AtomicFile`), asked with POSIX calls.
enum FileSystem {
    /// Whether anything is at `path`, a dangling symbolic link included.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The names in a folder, without `.` and `..`, in the order the folder
    /// lists them; nil when it cannot be read.
    static func names(inFolder folder: String) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Where the symbolic link at `path` points; nil when it is not one or cannot be read.
    static func linkTarget(_ path: String) -> String? {
        var bytes = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = bytes.withUnsafeMutableBufferPointer { readlink(path, $0.baseAddress!, $0.count) }
        // A target as long as the buffer may have been cut short.
        guard count > 0, count < bytes.count else { return nil }
        return String(decoding: bytes[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
