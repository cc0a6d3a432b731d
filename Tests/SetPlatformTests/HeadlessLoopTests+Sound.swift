import CSDL2
import Foundation
import SetAudio
import SetCore
import SetStorage
import Synchronization
import Testing

@testable import SetPlatform

/// The session plays each move's sound and traces it, with the volume and the mute on every line.
extension HeadlessLoopTests {
    /// A sound client that writes down what it is asked.
    final class Recorder: Sendable {
        let calls = Mutex<[String]>([])

        var client: SoundClient {
            SoundClient(
                play: { name in
                    self.calls.withLock { $0.append(name.traceName) }; return true
                },
                setVolume: { v in self.calls.withLock { $0.append("volume \(v)") } },
                setMuted: { m in self.calls.withLock { $0.append(m ? "mute" : "unmute") } })
        }

        var played: [String] { calls.withLock { $0 } }
    }

    @Test func aMovePlaysItsSoundAndItsLineNamesItOrSaysNull() throws {
        let recorder = Recorder()
        let day = try #require(DailyDate(year: 2026, month: 11, day: 23))
        let h = try Harness(
            game: Game(new: .daily, date: day, seed: 1, now: 0),
            size: WindowSize(width: 1280, height: 800), autosave: nil, message: nil,
            sound: recorder.client)
        h.click(h.cardCentre(0))
        // New Game means nothing in the daily puzzle: a move line that made no sound.
        h.key(Int32(bitPattern: SDLK_n.rawValue))
        h.key(Int32(bitPattern: SDLK_m.rawValue))
        h.click(h.cardCentre(0))
        #expect(recorder.played == ["select1", "mute", "deselect"])

        let lines = try h.lines()
        #expect(lines.map { $0["event"] as? String } == ["start", "select", "newGame", "mute", "select"])
        #expect(lines[0]["sound"] == nil)
        #expect(lines[1]["sound"] as? String == "select1")
        #expect(lines[2]["sound"] is NSNull, "an explicit null, not a missing key")
        #expect(lines[3]["sound"] == nil)
        #expect(lines[4]["sound"] as? String == "deselect")
        #expect(lines.map { $0["muted"] as? Bool } == [false, false, false, true, true])
        #expect(lines.allSatisfy { $0["volume"] as? Int == 80 })
        // The trace writes keys sorted, and null where a move made no sound.
        let text = try String(contentsOfFile: h.tracePath, encoding: .utf8)
        #expect(text.split(separator: "\n")[2].contains(#""sound":null"#))
    }
}
