import Foundation
import SetCore
import Testing

/// Undo in the real window: Ctrl+Z after a found Set and after New Game, each
/// surviving a kill -9 and a relaunch.
extension EndToEndTests {
    func cardIDs(_ line: [String: Any]?) -> [String] {
        (line?["cards"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    /// Kills the game as a crash would, then launches it again on the same files.
    func relaunch(_ window: Window, _ x: XServer, folder: URL) throws -> Window {
        kill(window.game.processIdentifier, SIGKILL)
        window.game.waitUntilExit()
        return try Window(self, x, folder: folder, arguments: ["--no-animation"])
    }

    @Test func ctrlZTakesBackASetAndANewGameAndBothSurviveAKill() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var window = try Window(
            self, x, folder: folder,
            arguments: [
                "--no-animation", "--new", "--seed", "7",
                "--size", "1024x700",
            ])
        let start = try #require(window.lines().first)
        #expect(start["undoable"] as? Bool == false && start["redoable"] as? Bool == false)
        let cards = try #require(start["cards"] as? [[String: Any]])
        let set = try #require(SetFinder.firstSet(in: cardIDs(start).compactMap(Card.init(code:))))
        for (n, index) in set.enumerated() {
            let (cx, cy) = try #require(centre(of: cards[index]))
            _ = try xdotool(x, "mousemove", "--window", window.id, "\(cx)", "\(cy)", "click", "1")
            let lines = window.lines
            try #require(ProcessSupport.wait { lines().count >= 2 + n }, "click \(n + 1) was not traced")
        }
        let found = try #require(window.lines().last)
        #expect(found["selection"] as? String == "match" && (found["score"] as? Int ?? 0) > 0)
        let beforeSet = window.lines()[window.lines().count - 2]

        // Ctrl+Z: two cards selected again, the score as it was.
        _ = try xdotool(x, "key", "--window", window.id, "ctrl+z")
        #expect(ProcessSupport.wait { window.lines().last?["event"] as? String == "undo" })
        var undone = try #require(window.lines().last)
        #expect(cardIDs(undone) == cardIDs(beforeSet) && undone["score"] as? Int == beforeSet["score"] as? Int)
        #expect(undone["selection"] as? String == "partial")
        #expect(undone["undoable"] as? Bool == true && undone["redoable"] as? Bool == true)

        // Killed and launched again: the same state, and the Set can be redone.
        window = try relaunch(window, x, folder: folder)
        var start2 = try #require(window.lines().first)
        #expect(cardIDs(start2) == cardIDs(beforeSet) && start2["score"] as? Int == beforeSet["score"] as? Int)
        #expect(start2["undoable"] as? Bool == true && start2["redoable"] as? Bool == true)
        _ = try xdotool(x, "key", "--window", window.id, "ctrl+shift+z")
        #expect(ProcessSupport.wait { window.lines().last?["event"] as? String == "redo" })
        let redone = try #require(window.lines().last)
        #expect(redone["selection"] as? String == "match" && redone["score"] as? Int == found["score"] as? Int)

        // New Game, then Ctrl+Z: the old game back, and it too survives a kill.
        _ = try xdotool(x, "key", "--window", window.id, "n")
        #expect(ProcessSupport.wait { window.lines().last?["event"] as? String == "newGame" })
        #expect(cardIDs(window.lines().last) != cardIDs(redone))
        _ = try xdotool(x, "key", "--window", window.id, "ctrl+z")
        #expect(ProcessSupport.wait { window.lines().last?["event"] as? String == "undo" })
        undone = try #require(window.lines().last)
        #expect(cardIDs(undone) == cardIDs(redone) && undone["score"] as? Int == redone["score"] as? Int)
        #expect(undone["matched"] as? Int == 1)
        window = try relaunch(window, x, folder: folder)
        start2 = try #require(window.lines().first)
        #expect(cardIDs(start2) == cardIDs(redone) && start2["score"] as? Int == redone["score"] as? Int)
        try window.quit(self, x)
    }
}
