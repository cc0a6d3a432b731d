import Foundation
import SetCore
import Synchronization
import Testing

/// Every mode played to its end in the real window, with the mouse, each group
/// found by a rule function of the test's own and checked against the game's
/// verdict. The modes run in four batches at once (Timed's two minutes beside
/// the others), each on its own X server.
@Suite("Every mode under Xvfb", .onBlockingThreads)
struct EveryModeTests {
    /// The batches: Timed alone, MegaSet (three games' worth of Sets) alone, and the rest split in three.
    static let batches: [[Game.Mode]] = [
        [.timed],
        [.megaSet],
        [.solo, .junior, .daily, .chain, .sprint10],
        [.twoPlayer, .ultra, .ultra9, .ghost, .sprint20],
        [.puzzle, .shuffle, .memory, .ultraChain, .sprint30],
    ]

    /// The batches run on threads of their own, and the test awaits them without holding one of
    /// Swift's cooperative threads: blocked for minutes, those would starve the asynchronous tests
    /// (the network ones) running beside this suite on a two-core machine.
    @Test func everyModePlaysToItsEndWithTheMouse() async throws {
        let failures = Failures()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let group = DispatchGroup()
            for batch in Self.batches.indices {
                group.enter()
                Thread {
                    defer { group.leave() }
                    do {
                        try Self.play(batch: batch, failures: failures)
                    } catch {
                        failures.add("batch \(batch): \(error)")
                    }
                }.start()
            }
            group.notify(queue: .global()) { done.resume() }
        }
        let found = failures.all
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// Plays each mode of a batch to its end on an X server of its own.
    fileprivate static func play(batch: Int, failures: Failures) throws {
        let e2e = EndToEndTests()
        let x = try EndToEndTests.XServer()
        for mode in Self.batches[batch] {
            let folder = try ProcessSupport.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = folder.appendingPathComponent("trace.jsonl")
            let game = try ProcessSupport.launchGame(
                [
                    "--mode", mode.rawValue, "--new", "--seed", "\(11 + batch)", "--no-animation", "--size", "1024x700",
                    "--trace", trace.path,
                ], folder: folder, display: x.display)
            defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
            let player = Player(e2e: e2e, x: x, trace: trace, tail: TraceTail(trace), mode: mode, failures: failures)
            try player.need(
                ProcessSupport.wait { !player.lines().isEmpty }, "\(mode): the game did not start")
            let found = try e2e.xdotool(x, "search", "--sync", "--class", "set-game").split(separator: "\n")
            let id = String(try player.need(found.first, "\(mode): no window"))
            try player.play(window: id)
            _ = try? e2e.xdotool(x, "key", "--window", id, "q")
            player.check(ProcessSupport.wait(timeout: 10) { !game.isRunning }, "\(mode): Q did not quit")
            player.check(!game.isRunning && game.terminationStatus == 0, "\(mode): exit status")
        }
    }

    @Test func theMenusModesSwitchToAVariant() throws {
        let e2e = EndToEndTests()
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try EndToEndTests.Window(
            e2e, x, folder: folder,
            arguments: ["--new", "--seed", "3", "--no-animation", "--size", "1024x700"])
        func waitFor(_ event: String, after n: Int) throws -> [String: Any] {
            try #require(
                ProcessSupport.wait { window.lines().dropFirst(n).contains { $0["event"] as? String == event } },
                "no \(event) line")
            return try #require(window.lines().dropFirst(n).last { $0["event"] as? String == event })
        }
        func press(_ name: String, in line: [String: Any]) throws {
            let buttons = try #require(line["overlayButtons"] as? [String: [String: Any]])
            let f = try #require(buttons[name]?["frame"] as? [Double], "no \(name) in \(buttons.keys.sorted())")
            _ = try e2e.xdotool(
                x, "mousemove", "--window", window.id, "\(Int(f[0] + f[2] / 2))", "\(Int(f[1] + f[3] / 2))",
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

/// Failures recorded from the batches' threads, read by the test at the end.
private final class Failures: Sendable {
    private let items = Mutex<[String]>([])

    func add(_ line: String) { items.withLock { $0.append(line) } }

    var all: [String] { items.withLock { $0 } }
}

/// Plays one game in a window: reads the table from the trace, finds a group with
/// `IndependentRules`, clicks it, and deals when there is none.
private struct Player {
    let e2e: EndToEndTests
    let x: EndToEndTests.XServer
    let trace: URL
    let tail: TraceTail
    let mode: Game.Mode
    let failures: Failures

    /// A failed requirement: the game cannot go on.
    struct Stop: Error, CustomStringConvertible { var description: String }

    /// Records `message` unless `condition` holds.
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.add(message()) }
    }

    /// The value, or a `Stop` saying `message`.
    func need<T>(_ value: T?, _ message: @autoclosure () -> String) throws -> T {
        guard let value else { throw Stop(description: message()) }
        return value
    }

    /// Goes on if `condition` holds, else throws a `Stop` saying `message`.
    func need(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Stop(description: message()) }
    }

    func lines() -> [[String: Any]] { tail.lines() }

    /// The last line of the trace that is not an animation's end.
    func last() throws -> [String: Any] {
        try need(lines().last { $0["event"] as? String != "animationEnd" }, "\(mode): no line")
    }

    /// Runs `action` and waits for the line it brings; returns that line.
    @discardableResult
    func act(_ what: String, _ action: () throws -> Void) throws -> [String: Any] {
        let n = lines().count
        try action()
        try need(ProcessSupport.wait(timeout: 10) { lines().count > n }, "\(mode): \(what) changed nothing")
        return try need(lines().dropFirst(n).first, "\(mode): no line after \(what)")
    }

    @discardableResult
    func click(_ frame: Any?, _ what: String, in window: String) throws -> [String: Any] {
        let f = try need(frame as? [Double], "\(mode): no frame for \(what)")
        let (cx, cy) = (Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
        return try act(what) {
            _ = try e2e.xdotool(x, "mousemove", "--window", window, "\(cx)", "\(cy)", "click", "1")
        }
    }

    func play(window: String) throws {
        let rules = IndependentRules(mode: mode)
        var groups = 0
        var moves = 0
        // Timed is played at an easy pace, so its two minutes run out.
        let pace: UInt32 = mode == .timed ? 2_500_000 : 0
        while try last()["gameOver"] as? Bool != true {
            moves += 1
            try need(moves < 400, "\(mode) did not end")
            let line = try last()
            check(line["groupSize"] as? Int == rules.size, "\(mode): groupSize")
            if mode == .timed, let left = line["remaining"] as? Double, left < 5 {
                // Too close to the end for a whole group: the clock ends the game by itself.
                try need(
                    ProcessSupport.wait(timeout: 15) { (try? last())?["gameOver"] as? Bool == true },
                    "Timed did not end at two minutes")
                break
            }
            let table = (line["cards"] as? [[String: Any]]) ?? []
            if mode.engine == .classic, line["selection"] as? String == "match",
                let matched = table.first(where: { $0["selected"] as? Bool == true })
            {
                // The classic game keeps a found Set selected until the next click: a click on it takes it away.
                try click(matched["frame"], "the found Set", in: window)
                continue
            }
            let previous = (line["previous"] as? [[String: Any]]) ?? []
            let found = (line["found"] as? [[String]]) ?? []
            guard
                let group = rules.firstGroup(
                    table: table.compactMap { $0["id"] as? String },
                    previous: previous.compactMap { $0["id"] as? String }, found: found)
            else {
                try deal(line, in: window)
                continue
            }
            if mode == .twoPlayer, let stray = strayTwoPlayerSelection(table) {
                // A window opened half-way through the last group: its cards are put back first.
                for card in stray { try click(card["frame"], "a stray card", in: window) }
                continue
            }
            let start = lines().count
            if mode == .twoPlayer {
                try act("a claim") { _ = try e2e.xdotool(x, "key", "--window", window, "shift") }
            }
            var result: [String: Any] = [:]
            for index in group {
                let card = index < table.count ? table[index] : previous[index - table.count]
                result = try click(card["frame"], "card \(card["id"] ?? "?")", in: window)
            }
            let detail = result["detail"] as? String ?? ""
            if mode == .twoPlayer, !detail.contains("matched"), deadlinePassed(since: start) {
                // A loaded machine took longer than the claim or window allows: the rules took the turn
                // away, which is what they say. The next round reads the table afresh.
                print("\(mode): a deadline passed while the group was clicked; trying again")
                continue
            }
            check(detail.contains("matched"), "\(mode): the game refused a group the rules accept: \(detail)")
            groups += 1
            if pace > 0 { usleep(pace) }
        }
        let end = try last()
        let table = ((end["cards"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
        switch mode.variant.end {
        case .groupsFound(let target):
            check(groups == target && end["remaining"] as? Double == 0, "\(mode): \(groups) groups")
        case .timeLimit:
            check(end["remaining"] as? Double == 0 && groups >= 10, "\(mode): \(groups) groups")
        case .tableSolved:
            check((end["found"] as? [[String]])?.count == DailyPuzzle.setCount, "\(mode): not every Set found")
        case .deckExhausted:
            // The game ends only when the test's own rules find nothing either.
            let previous = ((end["previous"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
            check(end["deck"] as? Int == 0, "\(mode): ended with cards in the deck")
            check(
                rules.firstGroup(table: table, previous: previous, found: end["found"] as? [[String]] ?? []) == nil,
                "\(mode): ended with a group on the table")
        }
    }

    /// Two players: the cards left selected when a deadline cut a group short, if any.
    func strayTwoPlayerSelection(_ table: [[String: Any]]) -> [[String: Any]]? {
        let selected = table.filter { $0["selected"] as? Bool == true }
        return selected.isEmpty ? nil : selected
    }

    /// Whether a claim timed out or a window closed in the lines from `start` on.
    func deadlinePassed(since start: Int) -> Bool {
        lines().dropFirst(start).contains { line in
            let detail = line["detail"] as? String ?? ""
            return detail.contains("timed out") || detail.contains("window closed")
        }
    }

    /// Deals three more: the D key alone at the table, player 1's Deal 3 with two players.
    func deal(_ line: [String: Any], in window: String) throws {
        if mode == .twoPlayer {
            let buttons = try need(line["buttons"] as? [String: [String: Any]], "\(mode): no buttons")
            _ = try click(buttons["deal1"]?["frame"], "Deal 3", in: window)
        } else {
            try act("D") { _ = try e2e.xdotool(x, "key", "--window", window, "d") }
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

    /// A card code's places, four or, on a MegaSet card, five: `1GOS` is (0, 1, 1, 1), `1GOSP` (0, 1, 1, 1, 2).
    static func places(_ code: String) -> [Int] {
        let alphabets = ["123", "RGP", "DOS", "FSO", "RGP"]
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
        guard cards.allSatisfy({ $0.count == cards[0].count }) else { return false }
        return cards[0].indices.allSatisfy { feature in cards.reduce(0) { $0 + $1[feature] } % 3 == 0 }
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
