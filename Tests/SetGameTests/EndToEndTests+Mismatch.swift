import Foundation
import SetCore
import Testing

/// Three cards that are not a Set, clicked in the real window: the trace says why.
extension EndToEndTests {
    /// The `explain` entries for three card codes, worked out from the code letters alone:
    /// a feature fails when exactly two of the three letters at its place agree.
    static func expectedExplanation(_ codes: [String]) -> [[String: [String]]] {
        let names = ["number", "colour", "shape", "shading"]
        return names.indices.compactMap { place in
            let letters = codes.map { String(Array($0)[place]) }
            guard Set(letters).count == 2 else { return nil }
            return ["feature": [names[place]], "values": letters]
        }
    }

    /// A trace line's `explain`, in the shape of `expectedExplanation`.
    static func explanation(in line: [String: Any]) -> [[String: [String]]]? {
        (line["explain"] as? [[String: Any]])?.map { entry in
            ["feature": [entry["feature"] as? String ?? "?"], "values": entry["values"] as? [String] ?? []]
        }
    }

    @Test func aMismatchIsExplainedInTheTrace() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.jsonl")
        let game = try ProcessSupport.launchGame(
            [
                "--no-animation", "--seed", "5", "--size", "1280x800",
                "--trace", trace.path,
            ], folder: folder, display: x.display)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
        func lines() -> [[String: Any]] { ProcessSupport.jsonLines(trace) }
        try #require(ProcessSupport.wait { !lines().isEmpty }, "the game did not start")
        let window = String(
            try #require(
                try xdotool(x, "search", "--sync", "--class", "set-game")
                    .split(separator: "\n").first))
        _ = try xdotool(x, "windowmove", "--sync", window, "0", "0")

        func click(_ card: [String: Any]) throws {
            let (cx, cy) = try #require(centre(of: card))
            let count = lines().count
            _ = try xdotool(x, "mousemove", "--window", window, "\(cx)", "\(cy)", "click", "1")
            try #require(ProcessSupport.wait { lines().count > count }, "a click on a card was not traced")
        }

        // Three cards that are not a Set, from the start line, clicked last one first so
        // that selection order differs from table order.
        let start = try #require(lines().first)
        let cards = try #require(start["cards"] as? [[String: Any]])
        let codes = cards.compactMap { $0["id"] as? String }
        try #require(codes.count == 12)
        let triple = try #require(Self.firstMismatch(in: codes))
        let order = [triple[2], triple[0], triple[1]]
        for index in order { try click(cards[index]) }

        var last = try #require(lines().last)
        #expect(last["event"] as? String == "select")
        #expect(last["selection"] as? String == "mismatch")
        let expected = Self.expectedExplanation(order.map { codes[$0] })
        #expect(!expected.isEmpty)
        #expect(Self.explanation(in: last) == expected)
        let message = last["message"] as? String ?? ""
        #expect(message.hasPrefix("Not a Set: "), "message: \(message)")
        for entry in expected {
            let name = entry["feature"]?.first ?? "?"
            #expect(message.contains(name + " ("), "\(name) is not named in \(message)")
        }

        // A hint leaves the three cards selected: the explanation stays on every line.
        let count = lines().count
        _ = try xdotool(x, "key", "--window", window, "h")
        try #require(ProcessSupport.wait { lines().count > count }, "the hint was not traced")
        last = try #require(lines().last)
        #expect(last["selection"] as? String == "mismatch")
        #expect(Self.explanation(in: last) == expected)

        // A fourth card starts a new selection: no explanation, no message.
        let other = try #require(cards.indices.first { !triple.contains($0) })
        try click(cards[other])
        last = try #require(lines().last)
        #expect(last["selection"] as? String == "partial")
        #expect(last["explain"] == nil)
        #expect(last["message"] == nil)

        _ = try xdotool(x, "key", "--window", window, "q")
        #expect(ProcessSupport.wait { !game.isRunning })
    }

    /// The table positions of the first three cards (in table order) that are not a Set.
    static func firstMismatch(in codes: [String]) -> [Int]? {
        let table = codes.compactMap(Card.init(code:))
        for i in table.indices {
            for j in table.indices where j > i {
                for k in table.indices where k > j && !Card.isSet(table[i], table[j], table[k]) {
                    return [i, j, k]
                }
            }
        }
        return nil
    }
}
