import Foundation
import Raster
import SetTable
import Testing

/// The game as a desktop program under a real X server: the click that focuses
/// the window, the first window's size, full screen kept across launches, and
/// the window's class and icon as a task bar reads them.
extension EndToEndTests {
    /// A launched game on `x` with its trace, the window found, stopped at the end.
    final class Window {
        let game: Process
        let trace: URL
        let id: String
        private let tail: TraceTail

        init(
            _ test: EndToEndTests, _ x: XServer, folder: URL, arguments: [String],
            environment: [String: String] = [:], firstLaunch: Bool = false
        ) throws {
            trace = folder.appendingPathComponent("trace-\(UUID().uuidString).jsonl")
            tail = TraceTail(trace)
            game = try ProcessSupport.launchGame(
                arguments + ["--trace", trace.path], folder: folder,
                display: x.display, environment: environment,
                firstLaunch: firstLaunch)
            let tail = tail
            try #require(ProcessSupport.wait { !tail.lines().isEmpty }, "the game did not start")
            let found = try test.xdotool(x, "search", "--sync", "--class", "set-game").split(separator: "\n")
            id = String(try #require(found.first))
        }

        deinit { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }

        /// The trace's lines so far.
        func lines() -> [[String: Any]] { tail.lines() }

        /// Quits with Q and waits for the exit.
        func quit(_ test: EndToEndTests, _ x: XServer) throws {
            _ = try? test.xdotool(x, "key", "--window", id, "q")
            #expect(ProcessSupport.wait(timeout: 10) { !game.isRunning }, "Q did not quit")
            #expect(game.terminationStatus == 0)
        }
    }

    /// The X server's root window: the one under the pointer in a corner no game window covers.
    func rootWindow(_ x: XServer) throws -> String {
        let location = try xdotool(x, "mousemove", "2555", "1595", "getmouselocation", "--shell")
        let line = try #require(location.split(separator: "\n").first { $0.hasPrefix("WINDOW=") })
        return String(line.dropFirst("WINDOW=".count))
    }

    /// Launches the game, takes the focus away from its window (which pauses
    /// it), then clicks a card as a window manager delivers a click on an
    /// unfocused window: the focus arrives and the button press follows within
    /// a millisecond or two. Returns whether the click reached the game: it
    /// plays on (a `resume` line) and, as any click that ends a pause, selects nothing.
    func focusingClickArrives(_ x: XServer, folder: URL, seed: Int, environment: [String: String] = [:]) throws -> Bool
    {
        let window = try Window(
            self, x, folder: folder, arguments: ["--new", "--seed", "\(seed)", "--size", "800x600"],
            environment: environment)
        let cards = try #require(window.lines().first?["cards"] as? [[String: Any]])
        let index = seed % cards.count
        let (cx, cy) = try #require(centre(of: cards[index]))
        _ = try xdotool(x, "windowfocus", "--sync", try rootWindow(x))
        #expect(
            ProcessSupport.wait(timeout: 3) { window.lines().last?["paused"] as? Bool == true },
            "losing the focus did not pause the game")
        _ = try xdotool(x, "mousemove", "--window", window.id, "\(cx)", "\(cy)", "windowfocus", window.id, "click", "1")
        let resumed = ProcessSupport.wait(timeout: 3) { window.lines().last?["event"] as? String == "resume" }
        if resumed {
            let line = try #require(window.lines().last)
            #expect(line["paused"] as? Bool == false)
            #expect(
                (line["cards"] as? [[String: Any]])?.allSatisfy { $0["selected"] as? Bool == false } == true,
                "the click that played on selected a card")
        }
        try window.quit(self, x)
        return resumed
    }

    @Test func theClickThatFocusesTheWindowReachesTheGame() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for launch in 1...4 {
            #expect(try focusingClickArrives(x, folder: folder, seed: launch), "launch \(launch): the click was lost")
        }
        // The same click with SDL's click-through forced off (the environment
        // overrides the game's hint) is lost: this is the click the hint saves.
        #expect(
            try !focusingClickArrives(
                x, folder: folder, seed: 5,
                environment: ["SDL_MOUSE_FOCUS_CLICKTHROUGH": "0"]))
    }

    @Test func aFirstWindowFitsTheScreenAndFullScreenIsKeptAcrossLaunches() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func sizes(_ window: Window) -> [[Int]] { window.lines().compactMap { $0["window"] as? [Int] } }

        // No --size and nothing remembered: three quarters of Xvfb's 2560x1600.
        let first = try Window(self, x, folder: folder, arguments: ["--seed", "2"])
        #expect(sizes(first) == [[1920, 1200]])
        _ = try xdotool(x, "key", "--window", first.id, "F11")
        #expect(ProcessSupport.wait { sizes(first).last == [2560, 1600] }, "F11 did not fill the screen")
        try first.quit(self, x)

        // Opens full screen again; F11 returns to the window it had.
        let second = try Window(self, x, folder: folder, arguments: [])
        #expect(sizes(second).first == [2560, 1600])
        _ = try xdotool(x, "key", "--window", second.id, "F11")
        #expect(
            ProcessSupport.wait { sizes(second).last == [1920, 1200] }, "leaving full screen did not restore the window"
        )
        _ = try xdotool(x, "windowsize", "--sync", second.id, "1000", "700")
        #expect(ProcessSupport.wait { sizes(second).last == [1000, 700] })
        try second.quit(self, x)

        // A window left at 1000x700 opens at 1000x700.
        let third = try Window(self, x, folder: folder, arguments: [])
        #expect(sizes(third) == [[1000, 700]])
        try third.quit(self, x)
    }

    @Test func theWindowHasTheMenuEntrysClassAndTheIcon() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xprop = try ProcessSupport.tool("xprop", apt: "x11-utils")
        let window = try Window(self, x, folder: folder, arguments: ["--seed", "1", "--size", "640x480"])
        let read = try ProcessSupport.run(
            xprop,
            [
                "-id", window.id, "-notype", "-f", "_NET_WM_ICON", "32c",
                "WM_CLASS", "_NET_WM_ICON",
            ], environment: ["DISPLAY": x.display])
        try window.quit(self, x)
        let lines = read.stdout.split(separator: "\n")
        #expect(lines.contains("WM_CLASS = \"set-game\", \"set-game\""), "\(read.stdout.prefix(200))")

        // _NET_WM_ICON: width, height, then straight-alpha ARGB words, row by row.
        let icon = try #require(lines.first { $0.hasPrefix("_NET_WM_ICON = ") })
        let words = icon.dropFirst("_NET_WM_ICON = ".count).split(separator: ",").compactMap {
            UInt32($0.trimmingCharacters(in: .whitespaces))
        }
        let expected = try #require(AppIcon.render(size: 64))
        try #require(words.count == 2 + 64 * 64)
        #expect(words[0] == 64 && words[1] == 64)
        var differing = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let c = expected.pixel(x: x, y: y) ?? .clear
                let argb = UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
                if words[2 + y * 64 + x] != argb { differing += 1 }
            }
        }
        #expect(differing == 0)
        // Not a blank icon: the tile's corner is clear, its middle is opaque.
        #expect(words[2] >> 24 == 0 && words[2 + 32 * 64 + 32] >> 24 == 255)
    }
}
