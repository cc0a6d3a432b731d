import Foundation
import SetCore
import Testing

/// Pause in the real window: P or the window losing focus stops the game and
/// hides the cards, the clock stands still, a key plays on, and a game closed
/// while paused opens paused.
extension EndToEndTests {
    /// The standard palette's three symbol inks.
    static let inks: [(Int, Int, Int)] = [(0xE0, 0x31, 0x2F), (0x11, 0x9A, 0x45), (0x6A, 0x2C, 0x9A)]

    /// How many pixels of the board (every other pixel each way) are exactly a symbol's ink.
    func inkPixels(_ image: PPM, board: [Double]) -> Int {
        var count = 0
        for y in stride(from: Int(board[1]), to: min(image.height, Int(board[1] + board[3])), by: 2) {
            for x in stride(from: Int(board[0]), to: min(image.width, Int(board[0] + board[2])), by: 2) {
                let p = image.pixel(x, y)
                if Self.inks.contains(where: { $0 == p }) { count += 1 }
            }
        }
        return count
    }

    func waitForEvent(_ window: Window, _ event: String, after n: Int, timeout: Double = 15) -> [String: Any]? {
        _ = ProcessSupport.wait(timeout: timeout) {
            window.lines().dropFirst(n).contains { $0["event"] as? String == event }
        }
        return window.lines().dropFirst(n).first { $0["event"] as? String == event }
    }

    @Test func pHidesTheCardsAndStopsTheClockAndAKeyPlaysOn() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "9", "--size", "1024x700"])
        let board = try #require(window.lines().first?["board"] as? [Double])
        let shot = folder.appendingPathComponent("shot.ppm")
        try capture(x, window.id, to: shot)
        #expect(inkPixels(try #require(PPM(url: shot)), board: board) > 1000, "the cards' symbols are not on screen")

        var n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "p")
        let paused = try #require(waitForEvent(window, "pause", after: n), "P did not pause")
        #expect(paused["paused"] as? Bool == true && paused["overlay"] as? String == "pause")
        try capture(x, window.id, to: shot)
        #expect(inkPixels(try #require(PPM(url: shot)), board: board) == 0, "a card face shows while paused")

        // Three seconds pass; the clock does not move.
        usleep(3_000_000)
        n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "space")
        let resumed = try #require(waitForEvent(window, "resume", after: n), "a key did not play on")
        let pausedAt = try #require(paused["time"] as? Double), resumedAt = try #require(resumed["time"] as? Double)
        #expect(resumedAt - pausedAt < 0.05, "the clock ran \(resumedAt - pausedAt) s while paused")
        // The key that played on dealt nothing, and the cards are back.
        #expect(resumed["paused"] as? Bool == false && (resumed["cards"] as? [Any])?.count == 12)
        #expect(!window.lines().dropFirst(n).contains { $0["event"] as? String == "deal" })
        try capture(x, window.id, to: shot)
        #expect(inkPixels(try #require(PPM(url: shot)), board: board) > 1000)
        try window.quit(self, x)
    }

    @Test func losingTheFocusPausesASoloAndATwoPlayerGame() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for mode in [["--seed", "4"], ["--two-player", "--seed", "4"]] {
            let window = try Window(self, x, folder: folder, arguments: ["--new", "--size", "1024x700"] + mode)
            _ = try xdotool(x, "windowfocus", "--sync", window.id)
            var n = window.lines().count
            if mode.contains("--two-player") {
                // Player 1 claims: a six-second countdown runs.
                _ = try xdotool(x, "key", "--window", window.id, "shift")
                let claim = try #require(waitForEvent(window, "claim", after: n), "the claim did not reach the game")
                #expect((claim["players"] as? [[String: Any]])?.first?["claiming"] as? Bool == true)
                n = window.lines().count
            }
            _ = try xdotool(x, "windowfocus", "--sync", try rootWindow(x))
            let paused = try #require(
                waitForEvent(window, "pause", after: n), "\(mode): losing the focus did not pause")
            #expect(paused["paused"] as? Bool == true)
            if mode.contains("--two-player") {
                // Longer than the countdown: it does not run out while paused.
                usleep(7_000_000)
                #expect(
                    !window.lines().dropFirst(n).contains { $0["event"] as? String == "timeout" },
                    "the countdown ran out during the pause")
                n = window.lines().count
                _ = try xdotool(x, "windowfocus", "--sync", window.id, "key", "--window", window.id, "Return")
                let resumed = try #require(waitForEvent(window, "resume", after: n))
                #expect(
                    (resumed["players"] as? [[String: Any]])?.first?["claiming"] as? Bool == true,
                    "the claim did not survive the pause")
            }
            try window.quit(self, x)
        }
    }

    @Test func aGameClosedWhilePausedOpensPaused() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "6", "--size", "900x700"])
        let n = first.lines().count
        _ = try xdotool(x, "key", "--window", first.id, "p")
        let paused = try #require(waitForEvent(first, "pause", after: n))
        try first.quit(self, x)
        // Resumed, it opens paused at the same time of play; a new game does not.
        let second = try Window(self, x, folder: folder, arguments: ["--size", "900x700"])
        let start = try #require(second.lines().first)
        #expect(start["paused"] as? Bool == true && start["overlay"] as? String == "pause")
        #expect(ProcessSupport.jsonLines(first.trace).count > 0)
        let was = try #require(paused["time"] as? Double), now = try #require(start["time"] as? Double)
        #expect(abs(now - was) < 0.05)
        try second.quit(self, x)
        let third = try Window(self, x, folder: folder, arguments: ["--new", "--size", "900x700"])
        #expect(third.lines().first?["paused"] as? Bool == false)
        try third.quit(self, x)
    }

    @Test func f10OpensTheMenuAndItsStatisticsAreWhatStatsPrints() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "7", "--size", "1024x700"])
        var n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "F10")
        let menu = try #require(waitForEvent(window, "overlay", after: n), "F10 did not open the menu")
        #expect(menu["overlay"] as? String == "menu" && menu["paused"] as? Bool == true)
        let buttons = try #require(menu["overlayButtons"] as? [String: Any])
        #expect(
            Set(buttons.keys) == [
                "rules", "modes", "settings", "stats", "pause", "newGame", "practice", "online", "about", "quit",
            ])
        // Tab to Rules, Modes, Settings, Statistics, Enter.
        n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "Tab", "Tab", "Tab", "Tab", "Return")
        let stats = try #require(waitForEvent(window, "overlay", after: n), "Enter did not open the statistics")
        #expect(stats["overlay"] as? String == "stats")
        let shown = try #require(stats["overlayText"] as? [String])
        // The same figures as --stats, with the same files.
        let printed = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--stats"],
            environment: [
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ])
        let cells = printed.stdout.split(separator: "\n").flatMap { line in
            line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        #expect(shown == cells, "the window shows \(shown), --stats prints \(cells)")
        #expect(shown.contains("Games started") && shown.count > 20)
        // Escape closes; play goes on.
        n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "Escape")
        let closed = try #require(waitForEvent(window, "overlay", after: n))
        #expect(closed["overlay"] as? String == "none" && closed["paused"] as? Bool == false)
        try window.quit(self, x)
    }
}
