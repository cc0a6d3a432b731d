import Foundation
import SetCore
import Testing

/// A whole game played with the mouse alone, in the real window.
extension EndToEndTests {
    @Test func aWholeGameWithTheMouseAlone() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.jsonl")
        // No audio driver, as on a player's desktop: with no sound card the game plays silently.
        let game = try ProcessSupport.launchGame(
            ["--no-animation", "--seed", "11", "--size", "1024x700", "--trace", trace.path],
            folder: folder, display: x.display, audio: nil)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
        let tail = TraceTail(trace)
        func lines() -> [[String: Any]] { tail.lines() }
        try #require(ProcessSupport.wait { !lines().isEmpty }, "the game did not start")
        let wid = try #require(try xdotool(x, "search", "--sync", "--class", "set-game").split(separator: "\n").first)
        let window = String(wid)
        _ = try xdotool(x, "windowmove", "--sync", window, "0", "0")

        /// Clicks the centre of a traced frame and waits for the line it causes.
        func click(_ frame: Any?) throws {
            let f = try #require(frame as? [Double])
            let count = lines().count
            _ = try xdotool(
                x, "mousemove", "--window", window, "\(Int(f[0] + f[2] / 2))", "\(Int(f[1] + f[3] / 2))",
                "click", "1")
            try #require(ProcessSupport.wait { lines().count > count }, "a click at \(f) changed nothing")
        }

        var deals = 0
        for _ in 0..<300 {
            let last = try #require(lines().last)
            if last["gameOver"] as? Bool == true { break }
            let cards = try #require(last["cards"] as? [[String: Any]])
            if last["selection"] as? String == "match" {
                // Clicking a card of the matched Set takes it off the table.
                try click(cards.first { $0["selected"] as? Bool == true }?["frame"])
                continue
            }
            let table = cards.compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
            if let set = SetFinder.firstSet(in: table) {
                for index in set { try click(cards[index]["frame"]) }
            } else {
                let deal = try #require((last["buttons"] as? [String: Any])?["deal"] as? [String: Any])
                #expect(deal["enabled"] as? Bool == true, "no Set on the table and no cards to deal, but no game over")
                try click(deal["frame"])
                deals += 1
            }
        }
        let end = try #require(lines().last)
        #expect(end["gameOver"] as? Bool == true)
        #expect(end["deck"] as? Int == 0)
        let left = (end["cards"] as? [[String: Any]] ?? []).compactMap {
            ($0["id"] as? String).flatMap(Card.init(code:))
        }
        #expect(!SetFinder.containsSet(left))
        // Every card is either left on the table or in one of the Sets found.
        #expect((end["matched"] as? Int ?? 0) * 3 + left.count == 81)
        #expect((end["score"] as? Int ?? 0) >= (end["matched"] as? Int ?? 0) * 3)

        // The game-over panel's New Game button starts the next game.
        let panel = try #require(end["gameOverPanel"] as? [String: Any])
        try click((panel["newGame"] as? [String: Any])?["frame"])
        let fresh = try #require(lines().last)
        #expect(fresh["event"] as? String == "newGame")
        #expect(fresh["gameOver"] as? Bool == false)
        #expect(fresh["deck"] as? Int == 69)
        _ = try? xdotool(x, "key", "--window", window, "q")
        #expect(ProcessSupport.wait { !game.isRunning })
        // With --no-animation nothing ever moves.
        #expect(lines().allSatisfy { $0["animating"] as? Bool == false })
        #expect(!lines().contains { $0["event"] as? String == "animationEnd" })
    }
}
