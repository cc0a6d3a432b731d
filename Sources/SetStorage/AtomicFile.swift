import FoundationEssentials
import Glibc

/// Whole-file reads and crash-safe whole-file writes, on POSIX calls so every
/// failure carries its `errno`.
///
/// A write goes to a temporary file in the same folder, is flushed with
/// `fsync`, renamed over the old file and then the folder is flushed too: after
/// a crash or a power cut the file holds either the old or the new contents,
/// never a mixture (the pattern of SQLite's and LMDB's durability notes, and of
/// `rename(2)`'s atomicity guarantee on one file system).
package enum AtomicFile {
    /// Files larger than this are not ours (a save is a few kilobytes).
    package static let sizeLimit = 1 << 20

    /// The outcome of reading a file.
    package enum ReadResult: Equatable {
        /// There is no such file (or its folder does not exist).
        case missing
        /// The file's bytes.
        case contents([UInt8])
        /// The file exists but cannot be read, or is too large to be ours.
        case unreadable(String)
    }

    /// Reads a whole regular file of at most `limit` bytes.
    ///
    /// Anything else is refused at once, without reading: a FIFO nobody writes to would block
    /// the read for good, `/dev/zero` never ends, and a folder or a socket has no contents to read.
    package static func read(_ path: String, limit: Int = sizeLimit) -> ReadResult {
        var info = stat()
        if stat(path, &info) == 0, let kind = notRegular(info.st_mode) {
            return .unreadable("\(kind), not a regular file")
        }
        // O_NONBLOCK: should the path become a FIFO after the check, the open returns at once instead of
        // waiting for a writer. It changes nothing on a regular file. O_NOCTTY: never a controlling terminal.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .missing : .unreadable(describe(code))
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { return .unreadable(describe(errno)) }
        if let kind = notRegular(info.st_mode) { return .unreadable("\(kind), not a regular file") }
        guard Int(info.st_size) <= limit else { return .unreadable(tooLarge(Int(info.st_size), limit: limit)) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(describe(errno))
            }
            if count == 0 { return .contents(bytes) }
            bytes += chunk[0..<count]
            // A file that grew while it was read.
            if bytes.count > limit { return .unreadable("larger than \(sizeText(limit)), the most read") }
        }
    }

    /// What a file of mode `mode` is, when it is not a regular file.
    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "an unknown kind of file"
        }
    }

    /// Why a file of `size` bytes is not read.
    static func tooLarge(_ size: Int, limit: Int) -> String {
        "\(size) bytes, larger than \(sizeText(limit)), the most read"
    }

    /// A limit as a person reads it: `16 MiB`, `1 MiB`, or bytes when it is no whole number of MiB.
    static func sizeText(_ bytes: Int) -> String {
        bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// Replaces the file at `path` with `bytes`, creating its folder if needed.
    ///
    /// - Parameters:
    ///   - mode: the new file's permissions (`0o755` for a program).
    ///   - createsFolder: `false` fails on a missing folder instead (a path the user typed).
    /// - Returns: the folders it created, outermost first.
    /// - Throws: `StorageError` naming the step that failed; the old file is then untouched.
    @discardableResult
    package static func write(
        _ bytes: [UInt8], to path: String, mode: mode_t = 0o644,
        createsFolder: Bool = true
    ) throws(StorageError) -> [String] {
        let folder = Self.folder(of: path)
        let created = createsFolder ? try makeFolder(folder) : []
        let temporary = temporaryPath(for: path, pid: getpid())
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw StorageError(path: folder, reason: describe(errno)) }
        do throws(StorageError) {
            try writeAll(bytes, to: fd, path: temporary)
            guard fsync(fd) == 0 else { throw StorageError(path: temporary, reason: describe(errno)) }
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let reason = describe(errno)
            unlink(temporary)
            throw StorageError(path: path, reason: reason)
        }
        // The rename is durable only once the folder's entry is on disk.
        let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderFD >= 0 {
            fsync(folderFD)
            close(folderFD)
        }
        return created
    }

    /// The temporary file a process writes before renaming it to `path`: `.NAME.PID.tmp`
    /// beside it, so two games running at once never write into each other's.
    static func temporaryPath(for path: String, pid: Int32) -> String {
        Self.folder(of: path) + "/." + URL(filePath: path).lastPathComponent + ".\(pid).tmp"
    }

    /// The folder holding `path`, without a final `/` (the working folder for a bare file name).
    package static func folder(of path: String) -> String {
        let folder = URL(filePath: path).deletingLastPathComponent().path(percentEncoded: false)
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// Deletes the temporary files of `path` left by processes that no longer run
    /// (killed in the middle of a write); returns how many.
    @discardableResult
    static func removeStaleTemporaries(of path: String) -> Int {
        let folder = Self.folder(of: path)
        let prefix = "." + URL(filePath: path).lastPathComponent + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let pid = Int32(middle), pid > 0 else { continue }
            // ESRCH: no such process. EPERM means it runs under another user: leave it.
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink(folder + "/" + name) == 0 { removed += 1 }
        }
        return removed
    }

    /// Moves an unreadable file aside as `NAME.corrupt` (or `NAME.2.corrupt`, … when
    /// that exists: an earlier bad file is never overwritten) and returns the new path.
    package static func keepAside(_ path: String) throws(StorageError) -> String {
        for n in 1...1000 {
            let candidate = n == 1 ? path + ".corrupt" : path + ".\(n).corrupt"
            var info = stat()
            if lstat(candidate, &info) == 0 { continue }
            // link + unlink rather than rename: link fails instead of replacing a file
            // that appeared in the meantime.
            if link(path, candidate) == 0 {
                unlink(path)
                return candidate
            }
            let code = errno
            if code == EEXIST { continue }
            // File systems without hard links: rename, having checked the name is free.
            if code == EPERM || code == EXDEV || code == ENOTSUP, rename(path, candidate) == 0 { return candidate }
            throw StorageError(path: path, reason: describe(code))
        }
        throw StorageError(path: path, reason: "1000 earlier copies are already kept")
    }

    /// `mkdir -p`, one component at a time, so a failure names the component and
    /// its errno; returns the folders it made, outermost first.
    @discardableResult
    package static func makeFolder(_ folder: String) throws(StorageError) -> [String] {
        var created: [String] = []
        var path = ""
        for component in folder.split(separator: "/") {
            path += "/" + component
            var info = stat()
            if stat(path, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else { throw StorageError(path: path, reason: "not a folder") }
                continue
            }
            if mkdir(path, 0o755) == 0 {
                created.append(path)
            } else if errno != EEXIST {
                throw StorageError(path: path, reason: describe(errno))
            }
        }
        return created
    }

    /// Writes every byte to `fd`, again after an interruption or a partial write;
    /// `path` names the file in the error.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(StorageError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw StorageError(path: path, reason: describe(errno))
            }
            guard written > 0 else { throw StorageError(path: path, reason: "nothing was written") }
            offset += written
        }
    }

    private static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// A file or folder that could not be written.
package struct StorageError: Error, Equatable, CustomStringConvertible {
    /// The file or folder concerned.
    package var path: String
    /// Why, in the system's words.
    package var reason: String

    package var description: String { "\(path): \(reason)" }
}
