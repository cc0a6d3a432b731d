import Foundation
import SetCore
import Testing

/// The rules, the first-game tutorial and the settings in the real window.
extension EndToEndTests {
    /// The centre of a trace frame `[x, y, width, height]`, in whole pixels.
    func centre(_ frame: Any?) throws -> (Int, Int) {
        let f = try #require(frame as? [Double], "no frame in \(String(describing: frame))")
        return (Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
    }

    @Test func f1OpensTheRulesAndEscapeClosesThem() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "8", "--size", "1024x700"])
        #expect(window.lines().first?["overlay"] as? String == "none")
        var n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "F1")
        let rules = try #require(waitForEvent(window, "overlay", after: n), "F1 did not open the rules")
        #expect(rules["overlay"] as? String == "rules" && rules["paused"] as? Bool == true)
        let buttons = try #require(rules["overlayButtons"] as? [String: [String: Any]])
        #expect(Set(buttons.keys) == ["previous", "next", "tutorial", "close"])
        #expect(buttons["previous"]?["enabled"] as? Bool == false && buttons["next"]?["enabled"] as? Bool == true)
        let text = try #require(rules["overlayText"] as? [String])
        #expect(text.first == "The cards" && text.contains("Shading: solid, striped or open."))
        n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "Escape")
        let closed = try #require(waitForEvent(window, "overlay", after: n), "Escape did not close the rules")
        #expect(closed["overlay"] as? String == "none" && closed["paused"] as? Bool == false)
        // Nothing of the game moved: the same cards, none selected.
        #expect(
            (closed["cards"] as? [[String: Any]])?.map { $0["id"] as? String }
                == (rules["cards"] as? [[String: Any]])?.map { $0["id"] as? String })
        try window.quit(self, x)
    }

    @Test func aFirstLaunchShowsTheTutorialPlayedWithTheMouseAndTheNextDoesNot() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--size", "1024x700"], firstLaunch: true)
        var last = try #require(window.lines().first)
        #expect(last["overlay"] as? String == "tutorial" && last["paused"] as? Bool == true)
        #expect(last["tutorialStep"] as? Int == 1)

        /// Clicks a point of the window and returns the first line it brought.
        func click(_ point: (Int, Int)) throws -> [String: Any] {
            let n = window.lines().count
            _ = try xdotool(x, "mousemove", "--window", window.id, "\(point.0)", "\(point.1)", "click", "1")
            try #require(
                ProcessSupport.wait(timeout: 5) { window.lines().count > n }, "a click at \(point) changed nothing")
            usleep(100_000)
            return try #require(window.lines().dropFirst(n).first)
        }
        func cards(_ line: [String: Any]) -> [[String: Any]] { line["cards"] as? [[String: Any]] ?? [] }
        func codes(_ line: [String: Any]) -> [String] { cards(line).compactMap { $0["id"] as? String } }

        // Step 1: a miss, explained, then the one Set.
        #expect(codes(last) == ["2GOF", "2ROS", "3POF", "1ROF"])
        for index in [0, 1, 2] { last = try click(try centre(cards(last)[index]["frame"])) }
        #expect(last["event"] as? String == "tutorial" && last["selection"] as? String == "mismatch")
        let explained = (last["overlayText"] as? [String] ?? []).joined(separator: " ")
        #expect(explained.contains("Not a Set: number (two with two symbols, one with three)"), "\(explained)")
        for index in [0, 2, 3] { last = try click(try centre(cards(last)[index]["frame"])) }
        #expect(last["selection"] as? String == "match")
        var buttons = try #require(last["overlayButtons"] as? [String: [String: Any]])
        #expect(buttons["next"]?["enabled"] as? Bool == true)
        last = try click(try centre(buttons["next"]?["frame"]))
        #expect(last["tutorialStep"] as? Int == 2 && cards(last).count == 6)

        // Step 2: find the Set among six, at a quick player's pace.
        let table = codes(last).compactMap(Card.init(code:))
        let set = try #require(SetFinder.firstSet(in: table))
        for index in set { last = try click(try centre(cards(last)[index]["frame"])) }
        #expect(last["selection"] as? String == "match")
        buttons = try #require(last["overlayButtons"] as? [String: [String: Any]])
        last = try click(try centre(buttons["next"]?["frame"]))
        #expect(last["tutorialStep"] as? Int == 3 && cards(last).count == 6)

        // Step 3: drag down to deal three more.
        var n = window.lines().count
        _ = try xdotool(x, "mousemove", "--window", window.id, "500", "120", "mousedown", "1")
        for y in stride(from: 140, through: 320, by: 20) {
            _ = try xdotool(x, "mousemove", "--window", window.id, "500", "\(y)")
        }
        _ = try xdotool(x, "mouseup", "1")
        let dealt = try #require(waitForEvent(window, "tutorial", after: n), "the drag did not deal")
        #expect(dealt["detail"] as? String == "deal" && cards(dealt).count == 9 && dealt["sound"] as? String == "deal")
        buttons = try #require(dealt["overlayButtons"] as? [String: [String: Any]])
        n = window.lines().count
        _ = try click(try centre(buttons["next"]?["frame"]))
        let played = try #require(waitForEvent(window, "overlay", after: n))
        #expect(played["overlay"] as? String == "none" && played["paused"] as? Bool == false)
        #expect(played["tutorialStep"] == nil && cards(played).count == 12)
        // Remembered at once.
        let settings = folder.appendingPathComponent("state/set-game/settings.json")
        #expect(
            ProcessSupport.wait(timeout: 5) {
                (try? String(contentsOf: settings, encoding: .utf8))?.contains("\"tutorial\" : true") == true
                    || (try? String(contentsOf: settings, encoding: .utf8))?.contains("\"tutorial\":true") == true
            }, "settings.json does not remember the tutorial")
        try window.quit(self, x)

        let again = try Window(self, x, folder: folder, arguments: ["--size", "1024x700"], firstLaunch: true)
        #expect(again.lines().first?["overlay"] as? String == "none")
        try again.quit(self, x)
    }

    @Test func eachThemeAndPaletteChangesTheColoursAndTheSettingsFile() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "3", "--size", "1024x700"])
        let board = try #require(window.lines().first?["board"] as? [Double])
        let settings = folder.appendingPathComponent("state/set-game/settings.json")
        let shot = folder.appendingPathComponent("shot.ppm")
        /// The felt's colour in the board's top-left corner, and every 7th pixel of the board.
        func look() throws -> (felt: [Int], board: [Int]) {
            try capture(x, window.id, to: shot)
            let image = try #require(PPM(url: shot))
            var pixels: [Int] = []
            for y in stride(from: Int(board[1]), to: Int(board[1] + board[3]), by: 7) {
                for x in stride(from: Int(board[0]), to: Int(board[0] + board[2]), by: 7) {
                    let p = image.pixel(x, y)
                    pixels += [p.0, p.1, p.2]
                }
            }
            let felt = image.pixel(Int(board[0]) + 2, Int(board[1]) + 2)
            return ([felt.0, felt.1, felt.2], pixels)
        }
        func remembered() throws -> [String: Any] {
            let file = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: settings)) as? [String: Any])
            return try #require(file["settings"] as? [String: Any])
        }
        var before = try look()
        for (button, expected) in [
            ("theme", ["dark", "standard"]), ("theme", ["highContrast", "standard"]),
            ("palette", ["highContrast", "colorblind"]), ("theme", ["classic", "colorblind"]),
            ("palette", ["classic", "standard"]),
        ] {
            // F10, Tab past Rules and Modes to Settings, Enter; the button; Escape back to the table.
            var n = window.lines().count
            _ = try xdotool(x, "key", "--window", window.id, "F10", "Tab", "Tab", "Tab", "Return")
            try #require(
                ProcessSupport.wait(timeout: 5) {
                    window.lines().dropFirst(n).contains { $0["overlay"] as? String == "settings" }
                }, "the settings did not open")
            let open = try #require(window.lines().last { $0["overlay"] as? String == "settings" })
            let buttons = try #require(open["overlayButtons"] as? [String: [String: Any]])
            let point = try centre(buttons[button]?["frame"])
            n = window.lines().count
            _ = try xdotool(x, "mousemove", "--window", window.id, "\(point.0)", "\(point.1)", "click", "1")
            let line = try #require(waitForEvent(window, "settings", after: n), "\(button) changed nothing")
            #expect([line["theme"] as? String ?? "", line["palette"] as? String ?? ""] == expected)
            let file = try remembered()
            #expect(file["theme"] as? String == expected[0], "settings.json: \(file)")
            #expect(file["colorblind"] as? Bool == (expected[1] == "colorblind"), "settings.json: \(file)")
            n = window.lines().count
            _ = try xdotool(x, "key", "--window", window.id, "Escape")
            _ = try #require(waitForEvent(window, "overlay", after: n), "Escape did not close the settings")
            let after = try look()
            if button == "theme" {
                #expect(after.felt != before.felt, "\(expected): the felt stayed \(after.felt)")
            } else {
                // The palette changes the cards' inks (and the classic felt, blue-grey for the colour-blind palette).
                #expect(after.board != before.board, "\(expected): the cards look the same")
            }
            before = after
        }
        try window.quit(self, x)
    }
}
