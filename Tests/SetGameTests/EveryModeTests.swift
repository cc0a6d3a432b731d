import Foundation
import SetCore
import Testing

/// Every mode played to its end in the real window, with the mouse, each group
/// found by a rule function of the test's own and checked against the game's
/// verdict. The modes run in four batches at once (Timed's two minutes beside
/// the others), each on its own X server.
@Suite("Every mode under Xvfb")
struct EveryModeTests {
    /// The batches: Timed alone, and the rest split in three.
    static let batches: [[Game.Mode]] = [
        [.timed],
        [.solo, .junior, .daily, .chain, .sprint10],
        [.twoPlayer, .ultra, .ultra9, .ghost, .sprint20],
        [.puzzle, .shuffle, .memory, .ultraChain, .sprint30],
    ]

    @Test(arguments: batches.indices)
    func everyModePlaysToItsEndWithTheMouse(batch: Int) throws {
        let e2e = EndToEndTests()
        let x = try EndToEndTests.XServer(base: 2450 + 50 * batch)
        for mode in Self.batches[batch] {
            let folder = try ProcessSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let window = try EndToEndTests.Window(e2e, x, folder: folder, arguments: [
                "--mode", mode.rawValue, "--new", "--seed", "\(11 + batch)", "--no-animation", "--size", "1024x700",
            ])
            try Player(e2e: e2e, x: x, window: window, mode: mode).play()
            try window.quit(e2e, x)
        }
    }

    @Test func theMenusModesSwitchToAVariant() throws {
        let e2e = EndToEndTests()
        let x = try EndToEndTests.XServer(base: 2700)
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try EndToEndTests.Window(e2e, x, folder: folder,
                                              arguments: ["--new", "--seed", "3", "--no-animation", "--size", "1024x700"])
        func waitFor(_ event: String, after n: Int) throws -> [String: Any] {
            try #require(ProcessSupport.wait { window.lines().dropFirst(n).contains { $0["event"] as? String == event } },
                         "no \(event) line")
            return try #require(window.lines().dropFirst(n).last { $0["event"] as? String == event })
        }
        func press(_ name: String, in line: [String: Any]) throws {
            let buttons = try #require(line["overlayButtons"] as? [String: [String: Any]])
            let f = try #require(buttons[name]?["frame"] as? [Double], "no \(name) in \(buttons.keys.sorted())")
            _ = try e2e.xdotool(x, "mousemove", "--window", window.id, "\(Int(f[0] + f[2] / 2))", "\(Int(f[1] + f[3] / 2))",
                                "click", "1")
        }
        // F10, then Modes, then pages on to GhostSet.
        var n = window.lines().count
        _ = try e2e.xdotool(x, "key", "--window", window.id, "F10")
        let menu = try waitFor("overlay", after: n)
        n = window.lines().count
        try press("modes", in: menu)
        var line = try waitFor("overlay", after: n)
        #expect(line["overlay"] as? String == "modes")
        // Page on to GhostSet's button: each page turn writes an overlay line with the page's buttons.
        var pressed = false
        for _ in 0..<5 where !pressed {
            let buttons = (line["overlayButtons"] as? [String: Any]) ?? [:]
            n = window.lines().count
            if buttons["modeGhost"] != nil {
                try press("modeGhost", in: line)
                pressed = true
            } else {
                try press("next", in: line)
                line = try waitFor("overlay", after: n)
            }
        }
        try #require(pressed, "GhostSet's button never showed")
        let switched = try waitFor("switchMode", after: n)
        #expect(switched["mode"] as? String == "ghost" && switched["groupSize"] as? Int == 6)
        #expect((switched["cards"] as? [Any])?.count ?? 0 >= 10)
        try window.quit(e2e, x)
    }
}

/// Plays one game in a window: reads the table from the trace, finds a group with
/// `IndependentRules`, clicks it, and deals when there is none.
private struct Player {
    let e2e: EndToEndTests
    let x: EndToEndTests.XServer
    let window: EndToEndTests.Window
    let mode: Game.Mode

    /// The last line of the trace that is not an animation's end.
    func last() throws -> [String: Any] {
        try #require(window.lines().last { $0["event"] as? String != "animationEnd" })
    }

    /// Runs `action` and waits for the line it brings; returns that line.
    @discardableResult
    func act(_ what: String, _ action: () throws -> Void) throws -> [String: Any] {
        let n = window.lines().count
        try action()
        try #require(ProcessSupport.wait(timeout: 10) { window.lines().count > n }, "\(mode): \(what) changed nothing")
        return try #require(window.lines().dropFirst(n).first)
    }

    @discardableResult
    func click(_ frame: Any?, _ what: String) throws -> [String: Any] {
        let f = try #require(frame as? [Double], "\(mode): no frame for \(what)")
        let (cx, cy) = (Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
        return try act(what) {
            _ = try e2e.xdotool(x, "mousemove", "--window", window.id, "\(cx)", "\(cy)", "click", "1")
        }
    }

    func play() throws {
        let rules = IndependentRules(mode: mode)
        var groups = 0
        var moves = 0
        // Timed is played at an easy pace, so its two minutes run out.
        let pace: UInt32 = mode == .timed ? 2_500_000 : 0
        while try last()["gameOver"] as? Bool != true {
            moves += 1
            try #require(moves < 400, "\(mode) did not end")
            let line = try last()
            #expect(line["groupSize"] as? Int == rules.size, "\(mode): groupSize")
            if mode == .timed, let left = line["remaining"] as? Double, left < 5 {
                // Too close to the end for a whole group: the clock ends the game by itself.
                try #require(ProcessSupport.wait(timeout: 15) { (try? last())?["gameOver"] as? Bool == true },
                             "Timed did not end at two minutes")
                break
            }
            let table = (line["cards"] as? [[String: Any]]) ?? []
            if !mode.playsVariant, mode != .daily, line["selection"] as? String == "match",
               let matched = table.first(where: { $0["selected"] as? Bool == true }) {
                // The classic game keeps a found Set selected until the next click: a click on it takes it away.
                try click(matched["frame"], "the found Set")
                continue
            }
            let previous = (line["previous"] as? [[String: Any]]) ?? []
            let found = (line["found"] as? [[String]]) ?? []
            guard let group = rules.firstGroup(table: table.compactMap { $0["id"] as? String },
                                               previous: previous.compactMap { $0["id"] as? String }, found: found)
            else {
                try deal(line)
                continue
            }
            if mode == .twoPlayer {
                try act("a claim") { _ = try e2e.xdotool(x, "key", "--window", window.id, "shift") }
            }
            var result: [String: Any] = [:]
            for index in group {
                let card = index < table.count ? table[index] : previous[index - table.count]
                result = try click(card["frame"], "card \(card["id"] ?? "?")")
            }
            let detail = result["detail"] as? String ?? ""
            #expect(detail.contains("matched"), "\(mode): the game refused a group the rules accept: \(detail)")
            groups += 1
            if pace > 0 { usleep(pace) }
        }
        let end = try last()
        let table = ((end["cards"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        switch mode.variant.end {
        case .groupsFound(let target):
            #expect(groups == target && end["remaining"] as? Double == 0, "\(mode): \(groups) groups")
        case .timeLimit:
            #expect(end["remaining"] as? Double == 0 && groups >= 10, "\(mode): \(groups) groups")
        case .tableSolved:
            #expect((end["found"] as? [[String]])?.count == DailyPuzzle.setCount)
        case .deckExhausted:
            // The game ends only when the test's own rules find nothing either.
            let previous = ((end["previous"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
            #expect(end["deck"] as? Int == 0, "\(mode): ended with cards in the deck")
            #expect(rules.firstGroup(table: table, previous: previous, found: end["found"] as? [[String]] ?? []) == nil,
                    "\(mode): ended with a group on the table")
        }
    }

    /// Deals three more: the D key alone at the table, player 1's Deal 3 with two players.
    func deal(_ line: [String: Any]) throws {
        if mode == .twoPlayer {
            let buttons = try #require(line["buttons"] as? [String: [String: Any]])
            _ = try click(buttons["deal1"]?["frame"], "Deal 3")
        } else {
            try act("D") { _ = try e2e.xdotool(x, "key", "--window", window.id, "d") }
        }
    }
}

/// The groups of every mode, worked out from the card codes alone: a feature's
/// three values are its places 0, 1 and 2, and a group's values add up to 0 mod 3.
private struct IndependentRules {
    let size: Int
    let chain: Int
    let ultra: Bool

    init(mode: Game.Mode) {
        switch mode {
        case .ultra, .ultra9: (size, chain, ultra) = (4, 0, true)
        case .ultraChain: (size, chain, ultra) = (4, 2, true)
        case .ghost: (size, chain, ultra) = (6, 0, false)
        case .chain: (size, chain, ultra) = (3, 1, false)
        default: (size, chain, ultra) = (3, 0, false)
        }
    }

    /// A card code's four places: `1GOS` is (0, 1, 1, 1).
    static func places(_ code: String) -> [Int] {
        let alphabets = ["123", "RGP", "DOS", "FSO"]
        return zip(code, alphabets).map { character, alphabet in
            alphabet.firstIndex(of: character).map { alphabet.distance(from: alphabet.startIndex, to: $0) } ?? -9
        }
    }

    /// The card completing two cards to a Set, as places.
    static func third(_ a: [Int], _ b: [Int]) -> [Int] { zip(a, b).map { (6 - $0 - $1) % 3 } }

    /// Whether these codes form a group of this mode's kind.
    func isGroup(_ codes: [String]) -> Bool {
        guard codes.count == size, Set(codes).count == size else { return false }
        let cards = codes.map(Self.places)
        if ultra {
            let pairings = [(0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2)]
            return pairings.contains { a, b, c, d in Self.third(cards[a], cards[b]) == Self.third(cards[c], cards[d]) }
        }
        return (0..<4).allSatisfy { feature in cards.reduce(0) { $0 + $1[feature] } % 3 == 0 }
    }

    /// The first group (as selectable indices: the table's, then the last group's) that
    /// the mode accepts: chained to the last group, and not found already on this table.
    func firstGroup(table: [String], previous: [String], found: [[String]]) -> [Int]? {
        let all = table + previous
        let done = Set(found.map { Set($0) })
        var choice: [Int] = []
        func search(from start: Int) -> [Int]? {
            if choice.count == size {
                let codes = choice.map { all[$0] }
                let shared = choice.filter { $0 >= table.count }.count
                let chained = chain == 0 || previous.isEmpty ? shared == 0 : shared == chain
                return chained && !done.contains(Set(codes)) && isGroup(codes) ? choice : nil
            }
            guard start < all.count else { return nil }
            for index in start..<all.count {
                choice.append(index)
                if let found = search(from: index + 1) { return found }
                choice.removeLast()
            }
            return nil
        }
        return search(from: 0)
    }
}
