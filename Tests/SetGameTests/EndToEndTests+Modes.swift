import Foundation
import SetCore
import Testing

/// Set Junior and the daily puzzle played to their ends with the mouse alone,
/// in the real window, and the mode buttons that lead from one mode to another.
extension EndToEndTests {
    /// A game on its own X server, its trace, and a mouse that clicks traced frames.
    final class ModeSession {
        let x: XServer
        let folder: URL
        let trace: URL
        private let tail: TraceTail
        let game: Process
        let window: String
        private let tests: EndToEndTests

        /// Starts the game with `arguments` and checks its window's `title`.
        init(_ tests: EndToEndTests, arguments: [String], title: String) throws {
            self.tests = tests
            x = try XServer()
            folder = try ProcessSupport.temporaryFolder()
            trace = folder.appendingPathComponent("trace.jsonl")
            tail = TraceTail(trace)
            game = try ProcessSupport.launchGame(
                ["--no-animation", "--size", "1024x700", "--trace", trace.path]
                    + arguments, folder: folder, display: x.display)
            let tail = tail
            guard ProcessSupport.wait({ !tail.lines().isEmpty }) else {
                throw E2EError("the game did not start")
            }
            // Found by its class: xdotool matches names only in its C locale, where
            // the title's dash does not convert and no name would match.
            let found = try tests.xdotool(x, "search", "--sync", "--class", "set-game")
            guard let wid = found.split(separator: "\n").first else { throw E2EError("no set-game window") }
            window = String(wid)
            _ = try tests.xdotool(x, "windowmove", "--sync", window, "0", "0")
            let shown = try self.title()
            guard shown == title else { throw E2EError("the window is titled \(shown), not \(title)") }
        }

        deinit {
            if game.isRunning { kill(game.processIdentifier, SIGKILL) }
            try? FileManager.default.removeItem(at: folder)
        }

        func lines() -> [[String: Any]] { tail.lines() }

        func last() throws -> [String: Any] { try #require(lines().last) }

        /// Clicks the centre of a traced frame and waits for the line it causes.
        func click(_ frame: Any?) throws {
            let f = try #require(frame as? [Double])
            let count = lines().count
            _ = try tests.xdotool(
                x, "mousemove", "--window", window, "\(Int(f[0] + f[2] / 2))",
                "\(Int(f[1] + f[3] / 2))", "click", "1")
            try #require(ProcessSupport.wait { self.lines().count > count }, "a click at \(f) changed nothing")
        }

        /// The window's title as a window manager reads it: `_NET_WM_NAME`, in UTF-8.
        func title() throws -> String {
            let xprop = try ProcessSupport.tool("xprop", apt: "x11-utils")
            let read = try ProcessSupport.run(
                xprop, ["-id", window, "-notype", "_NET_WM_NAME"],
                environment: ["DISPLAY": x.display, "LC_ALL": "C.UTF-8"], timeout: 10)
            // `_NET_WM_NAME = "Set — Junior"`
            let quoted = read.stdout.split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false)
            return quoted.count == 2 ? String(quoted[1].dropLast(quoted[1].hasSuffix("\"\n") ? 2 : 1)) : read.stdout
        }

        func quit() {
            _ = try? tests.xdotool(x, "key", "--window", window, "q")
            #expect(ProcessSupport.wait { !self.game.isRunning })
        }
    }

    private static func table(_ line: [String: Any]) -> [Card] {
        (line["cards"] as? [[String: Any]] ?? []).compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
    }

    private static func found(_ line: [String: Any]) -> [Set<Card>] {
        (line["found"] as? [[String]] ?? []).map { Set($0.compactMap(Card.init(code:))) }
    }

    /// Solves the daily puzzle on screen: each Set not found yet, three clicks;
    /// after the first, that Set again, which says so and costs nothing.
    private func solveDailyPuzzle(_ s: ModeSession) throws {
        let start = try s.last()
        #expect(start["mode"] as? String == "daily")
        #expect(start["setsInPuzzle"] as? Int == 6)
        let table = Self.table(start)
        let sets = SetFinder.allSets(in: table)
        #expect(table.count == 12 && sets.count == 6)
        for (n, set) in sets.enumerated() {
            let cards = try #require(try s.last()["cards"] as? [[String: Any]])
            for index in set { try s.click(cards[index]["frame"]) }
            let line = try s.last()
            #expect(Self.found(line).count == n + 1)
            #expect(Self.found(line).last == Set(set.map { table[$0] }))
            // Found cards stay on the table, in their places.
            #expect(Self.table(line) == table)
            if n == 0 {
                for index in set.reversed() { try s.click(cards[index]["frame"]) }
                let again = try s.last()
                #expect(again["message"] as? String == "Already found: look for another Set")
                #expect(Self.found(again).count == 1 && again["score"] as? Int == 0)
            }
        }
        let end = try s.last()
        #expect(end["gameOver"] as? Bool == true)
        #expect(end["matched"] as? Int == 6)
        // A date has one puzzle: the panel offers the other modes, not a New Game.
        let panel = try #require(end["gameOverPanel"] as? [String: Any])
        #expect(panel["newGame"] == nil)
        #expect(["modeSolo", "modeTwoPlayer", "modeDaily", "modeJunior"].allSatisfy { panel[$0] != nil })
    }

    @Test func aJuniorGameToItsEndThenTheDailyPuzzleSolvedFromThePanel() throws {
        let s = try ModeSession(self, arguments: ["--junior", "--seed", "3"], title: "Set \u{2014} Junior")
        let start = try s.last()
        #expect(start["mode"] as? String == "junior")
        #expect(Self.table(start).count == 9 && start["deck"] as? Int == 18)
        #expect(Self.table(start).allSatisfy { $0.shading == .solid })
        let buttons = try #require(start["buttons"] as? [String: Any])
        #expect((buttons["modeJunior"] as? [String: Any])?["enabled"] as? Bool == false)
        #expect((buttons["modeDaily"] as? [String: Any])?["enabled"] as? Bool == true)

        var deals = 0
        for _ in 0..<200 {
            let last = try s.last()
            if last["gameOver"] as? Bool == true { break }
            let cards = try #require(last["cards"] as? [[String: Any]])
            if last["selection"] as? String == "match" {
                try s.click(cards.first { $0["selected"] as? Bool == true }?["frame"])
                continue
            }
            if let set = SetFinder.firstSet(in: Self.table(last)) {
                for index in set { try s.click(cards[index]["frame"]) }
            } else {
                let deal = try #require((last["buttons"] as? [String: Any])?["deal"] as? [String: Any])
                #expect(deal["enabled"] as? Bool == true, "no Set on the table and no cards to deal, but no game over")
                try s.click(deal["frame"])
                deals += 1
            }
        }
        let end = try s.last()
        #expect(end["gameOver"] as? Bool == true && end["deck"] as? Int == 0)
        let left = Self.table(end)
        #expect(!SetFinder.containsSet(left))
        #expect((end["matched"] as? Int ?? 0) * 3 + left.count == 27)
        #expect(end.keys.contains("time") && lines(of: s).allSatisfy { $0["mode"] as? String == "junior" })

        // From the finished game's panel to today's daily puzzle, by its mode button.
        let panel = try #require(end["gameOverPanel"] as? [String: Any])
        #expect(panel["newGame"] != nil)
        try s.click((panel["modeDaily"] as? [String: Any])?["frame"])
        let switched = try s.last()
        #expect(switched["event"] as? String == "switchMode")
        let title = try s.title()
        #expect(
            title.hasPrefix("Set ") && title.hasSuffix("daily puzzle \(switched["date"] as? String ?? "?")"),
            "\(title)")
        try solveDailyPuzzle(s)

        // And on to the classic game.
        let solved = try #require(try s.last()["gameOverPanel"] as? [String: Any])
        try s.click((solved["modeSolo"] as? [String: Any])?["frame"])
        let solo = try s.last()
        #expect(solo["mode"] as? String == "solo" && Self.table(solo).count == 12 && solo["deck"] as? Int == 69)
        #expect(try s.title() == "Set")
        // Two players by the HUD's mode button; every mode names itself in the title.
        try s.click(((solo["buttons"] as? [String: Any])?["modeTwoPlayer"] as? [String: Any])?["frame"])
        #expect(try s.last()["mode"] as? String == "twoPlayer")
        #expect(try s.title() == "Set \u{2014} two players")
        s.quit()

        // Each mode's game is on disk, and the statistics keep Junior apart.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = s.folder.appendingPathComponent("state").path
        environment["XDG_DATA_HOME"] = s.folder.appendingPathComponent("data").path
        let stats = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--stats"], environment: environment, timeout: 10)
        let rows = stats.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.first { $0.starts(with: ["Games", "finished"]) }?.suffix(2) == ["1", "1"])
        #expect(rows.first { $0.starts(with: ["Daily", "puzzles", "solved"]) }?.last == "1")
    }

    @Test func aPastDailyPuzzleSolvedWithTheMouse() throws {
        let s = try ModeSession(
            self, arguments: ["--daily", "2026-11-23"], title: "Set \u{2014} daily puzzle 2026-11-23")
        let start = try s.last()
        #expect(
            Self.table(start).map(\.code)
                == ["2GSO", "1ROO", "3RDF", "2PDS", "1PSO", "1GDS", "1GOF", "2PDO", "1RSS", "3PSF", "3GOF", "1RDS"])
        #expect(start["date"] as? String == "2026-11-23")
        let buttons = try #require(start["buttons"] as? [String: Any])
        #expect((buttons["deal"] as? [String: Any])?["enabled"] as? Bool == false)
        #expect((buttons["newGame"] as? [String: Any])?["enabled"] as? Bool == false)
        try solveDailyPuzzle(s)
        #expect(lines(of: s).allSatisfy { $0["mode"] as? String == "daily" && $0["date"] as? String == "2026-11-23" })
        s.quit()
    }

    private func lines(of s: ModeSession) -> [[String: Any]] { s.lines() }
}
