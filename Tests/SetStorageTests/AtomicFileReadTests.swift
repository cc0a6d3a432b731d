import Foundation
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
        #expect(AtomicFile.read(path) == .unreadable("larger than \(AtomicFile.sizeLimit) bytes"))
        #expect(AtomicFile.read(path, limit: Int.max) == .contents(bytes))
    }
}
