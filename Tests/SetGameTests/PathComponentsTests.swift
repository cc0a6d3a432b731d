@testable import SetGame
import Foundation
import Testing

/// The path helpers that stand in for `NSString`'s, now that the game links
/// only FoundationEssentials.
@Suite("Path components")
struct PathComponentsTests {
    /// Paths on which `NSString` (Foundation 6.3.1) answers, with its answers.
    @Test(arguments: [
        ("", "", ""), ("/", "/", "/"), ("/a", "a", "/"), ("/a/", "a", "/"), ("//a", "a", "/"),
        ("/a/b", "b", "/a"), ("/a/b/", "b", "/a"), ("/a//b", "b", "/a"), ("/a/b//", "b", "/a"),
        ("a/b", "b", "a"), ("a/b/", "b", "a"), ("./a", "a", "."), ("..", "..", ""), ("../a", "a", ".."),
        ("shot.png", "shot.png", ""), ("d/shot.png", "shot.png", "d"), ("/a/./b", "b", "/a/."), ("é/ü", "ü", "é"),
        ("/home/ann/.local/state/set-game/game-solo.json", "game-solo.json", "/home/ann/.local/state/set-game"),
    ])
    func theComponentsAreNSStringsOnes(path: String, last: String, folder: String) {
        #expect(PathComponents.last(of: path) == last)
        #expect(PathComponents.deletingLast(of: path) == folder)
        #expect(PathComponents.last(of: path) == (path as NSString).lastPathComponent)
        #expect(PathComponents.deletingLast(of: path) == (path as NSString).deletingLastPathComponent)
    }

    /// `NSString` traps on these (`String._startOfLastPathComponent`), so
    /// `set-game --screenshot a` crashed before the game left Foundation.
    @Test(arguments: [("a", "a", ""), ("a/", "a", ""), (".", ".", "")])
    func aOneLetterNameWithoutAFolderHasAnAnswer(path: String, last: String, folder: String) {
        #expect(PathComponents.last(of: path) == last)
        #expect(PathComponents.deletingLast(of: path) == folder)
        #expect(AtomicFile.temporaryPath(for: path, pid: 7) == "./.\(last).7.tmp")
    }
}
