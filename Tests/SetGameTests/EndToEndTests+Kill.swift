import Foundation
import SetCore
import SetRecords
import Testing

/// A game killed without warning (`kill -9`) loses at most its last move.
extension EndToEndTests {
    @Test func aGameKilledMidPlayResumesWithItsLastMove() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        func launch(_ arguments: [String], trace: URL) throws -> Process {
            try ProcessSupport.launchGame(arguments + ["--trace", trace.path], folder: folder, display: x.display)
        }

        let firstTrace = folder.appendingPathComponent("first.jsonl")
        let first = try launch(["--seed", "7", "--size", "1024x700"], trace: firstTrace)
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
        func lines() -> [[String: Any]] { ProcessSupport.jsonLines(firstTrace) }
        try #require(ProcessSupport.wait { lines().count >= 1 }, "no start line in the trace")
        let wid = try #require(try xdotool(x, "search", "--sync", "--class", "set-game").split(separator: "\n").first)
        _ = try xdotool(x, "windowmove", "--sync", String(wid), "0", "0")

        // Two cards of a Set, then a third card that makes it a mismatch: the score moves.
        let start = try #require(lines().first)
        let cards = try #require(start["cards"] as? [[String: Any]])
        let table = cards.compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
        let set = try #require(SetFinder.firstSet(in: table))
        let other = try #require(table.indices.first { !set.contains($0) })
        for (n, index) in [set[0], set[1], other].enumerated() {
            let (cx, cy) = try #require(centre(of: cards[index]))
            _ = try xdotool(x, "mousemove", "--window", String(wid), "\(cx)", "\(cy)", "click", "1")
            try #require(ProcessSupport.wait { lines().count >= 2 + n }, "click \(n + 1) was not traced")
        }
        // A trace line is written after the move is saved: kill at once.
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        let last = try #require(lines().last)
        #expect(last["selection"] as? String == "mismatch")
        #expect(last["score"] as? Int == -2)
        #expect((last["saveMs"] as? Double ?? -1) >= 0, "the last move was traced before it was saved")
        // The games database holds every move traced, the last one too, under the trace's id of the game.
        let gameId = try #require(last["gameId"] as? Int)
        let database = try GameDatabase(path: folder.appendingPathComponent("data/set-game/games.sqlite").path)
        let record = try #require(try database.record(Int64(gameId)))
        #expect(record.moves.map(\.kind) == [.select, .select, .select, .missed])
        #expect(record.moves.last?.cards == [set[0], set[1], other].map { table[$0] })
        #expect(record.result == .playing)
        #expect(record.tables.first?.cards == table)

        let secondTrace = folder.appendingPathComponent("second.jsonl")
        let second = try launch([], trace: secondTrace)
        defer { if second.isRunning { kill(second.processIdentifier, SIGKILL) } }
        try #require(
            ProcessSupport.wait { !ProcessSupport.jsonLines(secondTrace).isEmpty }, "the relaunch did not start")
        let resumed = try #require(ProcessSupport.jsonLines(secondTrace).first)
        for key in ["selection", "score", "deck", "matched", "window"] {
            #expect(String(describing: resumed[key]) == String(describing: last[key]), "\(key) differs")
        }
        func shown(_ line: [String: Any]) -> [String] {
            (line["cards"] as? [[String: Any]] ?? []).map { "\($0["id"] ?? "")/\($0["selected"] ?? "")" }
        }
        #expect(shown(resumed) == shown(last))
        // The game resumed continues its record.
        #expect(resumed["gameId"] as? Int == gameId)
        kill(second.processIdentifier, SIGKILL)
    }
}

extension EndToEndTests {
    /// SIGKILL while the player clicks as fast as X can deliver, at a different moment
    /// each round: the save on disk is always whole (the next launch never warns), and
    /// it holds the last traced move or, killed between saving and tracing, the one after.
    @Test func killsAtRandomMomentsNeverLeaveABrokenSave() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tool = try ProcessSupport.tool("xdotool", apt: "xdotool")
        var generator = SystemRandomNumberGenerator()
        var previous: [[String: Any]] = []

        for round in 0..<4 {
            let trace = folder.appendingPathComponent("round\(round).jsonl")
            let errors = Pipe()
            let game = try ProcessSupport.launchGame(
                (round == 0 ? ["--seed", "7", "--size", "800x600"] : []) + ["--trace", trace.path],
                folder: folder, display: x.display, standardError: errors)
            defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
            try #require(
                ProcessSupport.wait { !ProcessSupport.jsonLines(trace).isEmpty }, "round \(round) did not start")
            let start = try #require(ProcessSupport.jsonLines(trace).first)
            if let before = previous.last {
                // The resumed table is the last traced one, or one click further.
                let states = [before["selection"], before["selection"] as? String == "none" ? "partial" : "none"]
                #expect(Self.ids(start) == Self.ids(before))
                #expect(
                    states.contains { String(describing: $0 ?? "") == String(describing: start["selection"] ?? "") })
            }

            let wid = try #require(
                try xdotool(x, "search", "--sync", "--class", "set-game").split(separator: "\n").first)
            _ = try xdotool(x, "windowmove", "--sync", String(wid), "0", "0")
            let cards = try #require(start["cards"] as? [[String: Any]])
            let (cx, cy) = try #require(centre(of: cards[0]))
            // The same card, clicked again and again: selected, deselected, … each one a save.
            let clicker = Process()
            clicker.executableURL = URL(fileURLWithPath: tool)
            clicker.arguments = [
                "mousemove", "--window", String(wid), "\(cx)", "\(cy)", "click", "--repeat", "200", "--delay", "1", "1",
            ]
            clicker.environment = ["DISPLAY": x.display]
            try clicker.run()
            try #require(
                ProcessSupport.wait { ProcessSupport.jsonLines(trace).count >= 3 }, "round \(round): no clicks traced")
            usleep(UInt32.random(in: 0...60_000, using: &generator))
            kill(game.processIdentifier, SIGKILL)
            game.waitUntilExit()
            clicker.waitUntilExit()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(stderr.isEmpty, "round \(round): \(stderr)")
            previous = ProcessSupport.jsonLines(trace)
        }
        let state = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent("state/set-game").path)
        #expect(!state.contains { $0.hasSuffix(".corrupt") })
    }

    static func ids(_ line: [String: Any]) -> [String] {
        (line["cards"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }
}
