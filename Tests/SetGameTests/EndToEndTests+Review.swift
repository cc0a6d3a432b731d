import Foundation
import SetCore
import Testing

/// Review in the real window: a seeded game played at a quick player's pace, with a miss,
/// a hint and a deal made over a Set, then opened from Statistics → Past games. Every step
/// shows the table the trace showed when its move was made, with the groups on it.
extension EndToEndTests {
    @Test func reviewShowsEachMovesTableWithItsGroups() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "2026", "--size", "1280x800"])
        _ = try xdotool(x, "windowmove", "--sync", window.id, "0", "0")
        func ids(_ line: [String: Any]) -> [String] { Self.ids(line) }
        func table(_ line: [String: Any]) -> [Card] { ids(line).compactMap(Card.init(code:)) }
        func click(_ frame: [Double]) throws {
            let (cx, cy) = (Int((frame[0] + frame[2] / 2).rounded()), Int((frame[1] + frame[3] / 2).rounded()))
            _ = try xdotool(x, "mousemove", "--window", window.id, "\(cx)", "\(cy)", "click", "1")
        }
        func clickCards(_ indices: [Int], on line: [String: Any]) throws {
            let cards = try #require(line["cards"] as? [[String: Any]])
            for index in indices {
                try click(try #require(cards[index]["frame"] as? [Double]))
                usleep(100_000)
            }
        }
        func moves() -> [[String: Any]] {
            window.lines().filter { ["select", "hint", "deal"].contains($0["event"] as? String ?? "") }
        }

        // A miss, a card selected and deselected, 100 ms apart, then a hint and a deal with a Set on the table.
        let start = try #require(window.lines().first)
        let opening = table(start)
        let set = try #require(SetFinder.firstSet(in: opening))
        let other = try #require(opening.indices.first { !set.contains($0) })
        try clickCards([set[0], set[1], other, other, other], on: start)
        _ = try xdotool(x, "key", "--window", window.id, "h")
        usleep(100_000)
        _ = try xdotool(x, "key", "--window", window.id, "space")
        try #require(ProcessSupport.wait { moves().count >= 7 }, "\(moves().map { $0["event"] ?? "" })")
        // A Set on the new table, while its dealt cards may still be moving.
        let dealt = try #require(moves().last)
        let next = try #require(SetFinder.firstSet(in: table(dealt)))
        try clickCards(next, on: dealt)
        try #require(ProcessSupport.wait { moves().count >= 10 })
        let played = window.lines()
        #expect(played.last { $0["event"] as? String == "select" }?["selection"] as? String == "match")
        let gameId = try #require(played.last?["gameId"] as? Int)

        // What each step must show: the table before its move, and the groups the test's own rule finds on it.
        var expected: [(kind: String, cards: [String])] = []
        for (index, line) in played.enumerated() where index > 0 {
            guard let event = line["event"] as? String, ["select", "hint", "deal"].contains(event) else { continue }
            let before = ids(played[index - 1])
            // A click that leaves nothing selected took its card back.
            expected.append((event == "select" && line["selection"] as? String == "none" ? "deselect" : event, before))
            switch line["selection"] as? String {
            case "mismatch" where event == "select": expected.append(("missed", before))
            case "match" where event == "select": expected.append(("found", before))
            default: break
            }
        }
        #expect(
            expected.map(\.kind) == [
                "select", "select", "select", "missed", "select", "deselect", "hint", "deal", "select", "select",
                "select",
                "found",
            ])

        // Menu → Statistics → Past games → this game.
        func overlayLine(_ overlay: String, after count: Int) throws -> [String: Any] {
            try #require(
                ProcessSupport.wait {
                    window.lines().dropFirst(count).contains { $0["overlay"] as? String == overlay }
                }, "no \(overlay) overlay")
            return try #require(window.lines().last { $0["overlay"] as? String == overlay })
        }
        func press(_ name: String, in line: [String: Any]) throws {
            let buttons = try #require(line["overlayButtons"] as? [String: [String: Any]])
            try click(try #require(buttons[name]?["frame"] as? [Double], "no \(name) in \(buttons.keys.sorted())"))
        }
        var count = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "F10")
        try press("stats", in: try overlayLine("menu", after: count))
        count = window.lines().count
        // The statistics gain the recorded games' columns, and a page of charts after the figures.
        var stats = try overlayLine("stats", after: count - 1)
        try #require(
            ProcessSupport.wait {
                (window.lines().last?["overlayText"] as? [String])?.contains("Last 10 games") == true
            }, "no recent-games columns")
        stats = try #require(window.lines().last)
        while (stats["overlayButtons"] as? [String: [String: Any]])?["next"]?["enabled"] as? Bool == true {
            count = window.lines().count
            try press("next", in: stats)
            try #require(ProcessSupport.wait { window.lines().count > count })
            stats = try #require(window.lines().last)
        }
        let charts = try #require(stats["charts"] as? [[String: Any]])
        #expect(charts.compactMap { $0["name"] as? String } == ["secondsPerSet", "setsPerMinute", "kindMedians"])
        count = window.lines().count
        try press("pastGames", in: stats)
        let list = try overlayLine("pastGames", after: count)
        count = window.lines().count
        try press("game\(gameId)", in: list)
        var shown = [try overlayLine("review", after: count)]
        // → to the last step, a line each.
        for _ in 1..<expected.count {
            count = window.lines().count
            _ = try xdotool(x, "key", "--window", window.id, "Right")
            try #require(ProcessSupport.wait { window.lines().count > count })
            shown.append(try #require(window.lines().last))
        }
        for (step, (line, want)) in zip(shown, expected).enumerated() {
            let review = try #require(line["review"] as? [String: Any], "step \(step)")
            #expect(review["step"] as? Int == step)
            #expect(review["steps"] as? Int == expected.count)
            #expect(review["move"] as? String == want.kind, "step \(step)")
            let cards = (review["cards"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            #expect(cards == want.cards, "step \(step)")
            let onTable = want.cards.compactMap(Card.init(code:))
            let groups = Set(SetFinder.allSets(in: onTable).map { Set($0.map { onTable[$0].code }) })
            let listed = Set((review["groups"] as? [[String]] ?? []).map(Set.init))
            #expect(listed == groups, "step \(step)")
            // The deal was made over a Set: its groups are the ones never seen.
            if want.kind == "deal" {
                #expect(!groups.isEmpty)
                #expect(Set((review["unseen"] as? [[String]] ?? []).map(Set.init)) == groups)
            }
        }
        // Replay at 4×: the same tables, in the same order as the game showed them, and the find's sound.
        count = window.lines().count
        try press("replay", in: try #require(window.lines().last))
        let replaying = try overlayLine("replay", after: count)
        try press("speed4", in: replaying)
        try #require(
            ProcessSupport.wait(timeout: 20) {
                window.lines().dropFirst(count).contains {
                    ($0["replay"] as? [String: Any])?["playing"] as? Bool == false
                }
            }, "the replay did not play to its end")
        let replayed = window.lines().dropFirst(count).compactMap { $0["replay"] as? [String: Any] }
        #expect(replayed.contains { $0["speed"] as? Int == 4 })
        func distinct(_ tables: [[String]]) -> [[String]] {
            tables.reduce(into: []) { kept, table in if kept.last != table { kept.append(table) } }
        }
        let gameTables = distinct(played.map(ids))
        let replayTables = distinct(replayed.compactMap { $0["table"] as? [String] })
        #expect(replayTables == gameTables)
        let sounds = window.lines().dropFirst(count).filter { $0["event"] as? String == "replay" }
            .compactMap { $0["sound"] as? String }
        #expect(sounds.contains("setFound") && sounds.contains("miss") && sounds.contains("deal"), "\(sounds)")
        // Escape goes back to Review, a second to the list, and a third to the game.
        count = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "Escape")
        _ = try overlayLine("review", after: count)
        count = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "Escape")
        _ = try overlayLine("pastGames", after: count)
        try window.quit(self, x)
    }
}
