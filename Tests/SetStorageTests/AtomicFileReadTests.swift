import Foundation
import SetStorageTestSupport
import Testing

@testable import SetStorage

/// Reading whole files, and the home folder when `HOME` is not set.
@Suite("Files and the home folder")
struct AtomicFileReadTests {
    @Test func theHomeFolderWithoutHOMEIsThePasswordFilesForThisUser() throws {
        // Read /etc/passwd by hand: name:password:uid:gid:comment:home:shell.
        let uid = String(geteuid())
        let text = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
        let fields = text.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }
        let line = try #require(fields.first { $0.count >= 7 && $0[2] == uid })
        #expect(StorageLocations.passwordHome == String(line[5]))
        #expect(StorageLocations(environment: [:]).stateFolder == String(line[5]) + "/.local/state/set-game")
    }

    /// The folder a temporary file goes in: the working folder for a bare name.
    @Test(arguments: [("/a/b/c", "/a/b"), ("/a/b/", "/a"), ("/a", "/"), ("/a//b", "/a")])
    func aPathsFolder(path: String, folder: String) {
        #expect(AtomicFile.folder(of: path) == folder)
    }

    @Test func aBareNamesFolderIsTheWorkingFolder() {
        #expect(AtomicFile.folder(of: "a") == FileManager.default.currentDirectoryPath)
        #expect(AtomicFile.temporaryPath(for: "a", pid: 12) == FileManager.default.currentDirectoryPath + "/.a.12.tmp")
    }

    @Test func aReadStopsAtItsLimitAndAProgramIsReadWhole() throws {
        let folder = try StorageTests.Folder()
        let path = folder.url.path + "/big"
        let bytes = (0..<(AtomicFile.sizeLimit + 70_000)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try folder.put(bytes, at: path)
        #expect(AtomicFile.read(path) == .unreadable("\(bytes.count) bytes, larger than 1 MiB, the most read"))
        #expect(AtomicFile.read(path, limit: Int.max) == .contents(bytes))
        #expect(AtomicFile.read(path, limit: bytes.count) == .contents(bytes))
        #expect(
            AtomicFile.read(path, limit: 1000)
                == .unreadable("\(bytes.count) bytes, larger than 1000 bytes, the most read"))
    }

    /// What is not a regular file is refused at once: a FIFO nobody writes to once blocked the read for good,
    /// and `/dev/zero` would never end.
    @Test func whatIsNotARegularFileIsRefusedWithoutReading() throws {
        let folder = try StorageTests.Folder()
        let fifo = folder.url.path + "/fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        let socket = try UnixSocket(path: folder.url.path + "/socket")
        defer { socket.close() }
        let link = folder.url.path + "/link"
        try #require(symlink(fifo, link) == 0)
        #expect(AtomicFile.read(fifo) == .unreadable("a FIFO, not a regular file"))
        #expect(AtomicFile.read(link) == .unreadable("a FIFO, not a regular file"))
        #expect(AtomicFile.read(folder.url.path) == .unreadable("a folder, not a regular file"))
        #expect(AtomicFile.read("/dev/zero") == .unreadable("a character device, not a regular file"))
        #expect(AtomicFile.read(socket.path) == .unreadable("a socket, not a regular file"))
        // A link to a regular file is read through.
        let file = folder.url.path + "/file"
        try folder.put(Array("set".utf8), at: file)
        let fileLink = folder.url.path + "/file-link"
        try #require(symlink(file, fileLink) == 0)
        #expect(AtomicFile.read(fileLink) == .contents(Array("set".utf8)))
    }

    @Test(arguments: [
        (0, "0 bytes"), (1000, "1000 bytes"), (1 << 20, "1 MiB"), (16 << 20, "16 MiB"),
        ((1 << 20) + 1, "1048577 bytes"),
    ])
    func aLimitReadsAsAPersonSaysIt(bytes: Int, text: String) {
        #expect(AtomicFile.sizeText(bytes) == text)
    }
}
