import Foundation
import Testing

/// A game in another language in the real window: the environment chooses it, the trace says it with every
/// label, and Settings → Language changes it at a quick player's pace, remembered at the next launch.
extension EndToEndTests {
    @Test func theEnvironmentsLanguageIsPlayedAndSettingsChangesItAtOnce() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(
            self, x, folder: folder, arguments: ["--new", "--seed", "8", "--size", "1024x700"],
            environment: ["LANGUAGE": "xx:de", "LANG": "fr_FR.UTF-8"])
        let start = try #require(window.lines().first)
        #expect(start["language"] as? String == "de")
        let buttons = try #require(start["buttons"] as? [String: [String: Any]])
        #expect(buttons["hint"]?["label"] as? String == "Tipp")
        #expect(buttons["deal"]?["label"] as? String == "3 austeilen\nnoch 69")
        let hud = try #require(start["hud"] as? [[String: Any]])
        #expect(hud.map { $0["name"] as? String } == ["score", "sets", "time"])
        #expect(hud.first?["label"] as? String == "Punkte" && hud.first?["value"] as? String == "0")
        #expect(start["textOverflow"] as? Int == 0 && start["missingGlyphs"] as? String == "")

        // F10, then Tab to Settings (the third button) and Enter, 100 ms apart: a quick player's pace.
        var n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "--delay", "100", "F10", "Tab", "Tab", "Tab", "Return")
        _ = ProcessSupport.wait(timeout: 5) {
            window.lines().dropFirst(n).contains { $0["overlay"] as? String == "settings" }
        }
        var line = try #require(window.lines().dropFirst(n).first { $0["overlay"] as? String == "settings" })
        n = window.lines().count
        var settings = try #require(line["overlayButtons"] as? [String: [String: Any]])
        #expect(settings["language"]?["label"] as? String == "Sprache: System (Deutsch)")

        /// Clicks the Language button and returns the line of the press.
        func language() throws -> [String: Any] {
            let (cx, cy) = try centre(settings["language"]?["frame"])
            n = window.lines().count
            _ = try xdotool(x, "mousemove", "--window", window.id, "\(cx)", "\(cy)", "click", "1")
            try #require(ProcessSupport.wait(timeout: 5) { window.lines().count > n }, "Language changed nothing")
            usleep(100_000)
            let line = try #require(window.lines().last)
            settings = try #require(line["overlayButtons"] as? [String: [String: Any]])
            return line
        }
        // The system's, then English, then each language installed: Čeština, then Deutsch.
        line = try language()
        #expect(line["language"] as? String == "en" && settings["language"]?["label"] as? String == "Language: English")
        line = try language()
        #expect(line["language"] as? String == "cs")
        line = try language()
        #expect(line["language"] as? String == "de" && settings["close"]?["label"] as? String == "Schließen")
        #expect(line["textOverflow"] as? Int == 0 && line["missingGlyphs"] as? String == "")
        try window.quit(self, x)

        // Remembered: the next launch plays in German whatever the environment says.
        let again = try Window(
            self, x, folder: folder, arguments: ["--size", "1024x700"], environment: ["LANGUAGE": "fr"])
        #expect(again.lines().first?["language"] as? String == "de")
        try again.quit(self, x)
    }

    @Test func aLanguageNotInstalledPlaysInEnglishAndSaysSo() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = Pipe()
        let trace = folder.appendingPathComponent("trace.jsonl")
        let game = try ProcessSupport.launchGame(
            ["--new", "--size", "800x600", "--language", "tlh", "--trace", trace.path], folder: folder,
            display: x.display, standardError: errors)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
        let tail = TraceTail(trace)
        try #require(ProcessSupport.wait { !tail.lines().isEmpty }, "the game did not start")
        #expect(tail.lines().first?["language"] as? String == "en")
        kill(game.processIdentifier, SIGINT)
        _ = ProcessSupport.wait(timeout: 10) { !game.isRunning }
        game.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.hasPrefix("set-game: no tlh catalog is installed (there are en, cs, de,"), "\(said)")
        #expect(said.hasSuffix("; playing in English\n") && said.split(separator: "\n").count == 1, "\(said)")
    }
}
