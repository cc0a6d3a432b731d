import Foundation
@testable import SetGame
import Testing

/// The C-library reads that stand in for Foundation's `ProcessInfo` and `FileManager`,
/// checked against Foundation and against files made for the test.
@Suite("System queries")
struct SystemQueriesTests {
    @Test func theEnvironmentIsFoundationsEnvironment() {
        let ours = ProcessEnvironment.current
        #expect(ours == ProcessInfo.processInfo.environment)
        #expect(ours["PATH"] != nil)
    }

    @Test func theHomeFolderIsThePasswordFilesForThisUser() throws {
        // Read /etc/passwd by hand: name:password:uid:gid:comment:home:shell.
        let uid = String(geteuid())
        let text = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
        let fields = text.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }
        let line = try #require(fields.first { $0.count >= 7 && $0[2] == uid })
        #expect(ProcessEnvironment.passwordHome == String(line[5]))
    }

    @Test func aFolderListsItsNamesWithoutDotEntries() throws {
        let folder = try StorageTests.Folder()
        let names = [".hidden", "game-solo.json", "été ♠.json", ".game-solo.json.123.tmp"]
        for name in names { try folder.put([1], at: folder.url.path + "/" + name) }
        try FileManager.default.createDirectory(atPath: folder.url.path + "/sub", withIntermediateDirectories: false)
        let listed = try #require(FileSystem.names(inFolder: folder.url.path))
        #expect(listed.sorted() == (names + ["sub"]).sorted())
        #expect(listed.sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder.url.path)).sorted())
        #expect(FileSystem.names(inFolder: folder.url.path + "/missing") == nil)
        #expect(FileSystem.names(inFolder: folder.url.path + "/game-solo.json") == nil)
    }

    @Test func existenceCountsADanglingLinkButNotAMissingName() throws {
        let folder = try StorageTests.Folder()
        let path = folder.url.path
        try folder.put([1], at: path + "/file")
        #expect(symlink(path + "/nowhere", path + "/dangling") == 0)
        #expect(FileSystem.exists(path + "/file"))
        #expect(FileSystem.exists(path))
        #expect(FileSystem.exists(path + "/dangling"))
        #expect(!FileSystem.exists(path + "/nowhere"))
        #expect(!FileSystem.exists(path + "/file/below"))
    }

    @Test func aLinksTargetIsReadAsWritten() throws {
        let folder = try StorageTests.Folder()
        let path = folder.url.path
        let long = String(repeating: "d/", count: 300) + "é"
        #expect(symlink("a/b", path + "/relative") == 0)
        #expect(symlink(long, path + "/long") == 0)
        try folder.put([1], at: path + "/file")
        #expect(FileSystem.linkTarget(path + "/relative") == "a/b")
        #expect(FileSystem.linkTarget(path + "/long") == long)
        #expect(FileSystem.linkTarget(path + "/file") == nil)
        #expect(FileSystem.linkTarget(path + "/missing") == nil)
        let exe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect(FileSystem.linkTarget("/proc/self/exe") == exe)
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
