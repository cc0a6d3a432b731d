import Foundation
import SetCore
import SetNet
import SetProtocol
import SetTable
import Testing

/// Every mode but the classic game, played over loopback to its end by a host and two
/// joiners in real windows under Xvfb, each group clicked as a player would.
@Suite("Every mode over the network, in windows under Xvfb", .timeLimit(.minutes(4)))
struct NetworkModeWindowTests {
    typealias Window = NetworkWindowTests.Window

    /// The modes played here: every network mode but the classic game (NetworkWindowTests plays
    /// that one), Timed and MegaSet, which have tests of their own beside them (MegaSet's 243
    /// cards take as long as three other modes).
    static let modes = HostGame.modes.filter { $0 != .solo && $0 != .timed && $0 != .megaSet }

    static let names = ["Hana", "Ann", "Bob"]

    /// Where each card of a window's latest line is: on the table, or in the chain's strip.
    static func frames(_ line: [String: Any]) -> [String: [Double]] {
        let listed = (line["cards"] as? [[String: Any]] ?? []) + (line["previous"] as? [[String: Any]] ?? [])
        var frames: [String: [Double]] = [:]
        for card in listed {
            if let id = card["id"] as? String, let frame = card["frame"] as? [Double] { frames[id] = frame }
        }
        return frames
    }

    static func previous(_ line: [String: Any]) -> [Card] {
        (line["previous"] as? [[String: Any]] ?? []).compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
    }

    static func found(_ line: [String: Any]) -> [[Card]] {
        (line["found"] as? [[String]] ?? []).map { $0.compactMap(Card.init(code:)) }
    }

    /// The mode's first group on what the line shows: the table, the chain's last group, a puzzle's found groups.
    static func group(in line: [String: Any], mode: Game.Mode) -> [Card]? {
        let state = FindState(previous: previous(line), found: Set(found(line).map(Set.init)))
        return mode.variant.firstGroup(in: NetworkWindowTests.cards(line), state: state)?.cards
    }

    /// Memory's table as the host keeps it in its autosave once it holds `matched` groups: the
    /// test's eyes on the face-down cards, whose codes no window is told.
    static func hostTable(in folder: URL, matched: Int) -> [Card]? {
        let url = folder.appendingPathComponent("hana/state/set-game/host-game.json")
        guard let data = try? Data(contentsOf: url),
            let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let game = file["game"] as? [String: Any]
        else { return nil }
        let sets = (game["seats"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["sets"] as? Int }
        guard sets.reduce(0, +) == matched else { return nil }
        return (game["table"] as? [String] ?? []).compactMap(Card.init(code:))
    }

    /// Clicks `cards` in order where the window's latest line shows them.
    static func click(_ cards: [Card], in window: Window, on x: EndToEndTests.XServer) async throws {
        let frames = Self.frames(try #require(window.lines.last))
        for card in cards {
            let f = try #require(frames[card.code], "\(card) is not on screen")
            try await NetworkWindowTests.press((Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2)), in: window, on: x)
        }
    }

    /// The modes the host's lobby chooses with its menu rather than `--mode`.
    static let chosenInLobby: Set<Game.Mode> = [.ghost, .sprint20]

    /// Presses the overlay button `name` in `window`, turning the overlay's pages until it shows.
    static func pressOverlayButton(_ name: String, in window: Window, on x: EndToEndTests.XServer) async throws {
        for _ in 0..<10 {
            let buttons = window.lines.last?["overlayButtons"] as? [String: Any]
            if let point = NetworkWindowTests.centre(of: name, in: buttons) {
                try await NetworkWindowTests.press(point, in: window, on: x)
                return
            }
            let next = try #require(NetworkWindowTests.centre(of: "next", in: buttons), "no \(name) and no next page")
            let count = window.lines.count
            try await NetworkWindowTests.press(next, in: window, on: x)
            try #require(await ProcessSupport.waitAsync { window.lines.count > count })
        }
        Issue.record("\(name) is on none of the pages")
    }

    /// A host with `--mode` (or its lobby's menu), two joiners, the lobby and the deal; the three windows.
    static func open(_ mode: Game.Mode, seed: Int, on x: EndToEndTests.XServer, folder: URL) async throws -> [Window] {
        let port = try NetworkPlayTests.freePort()
        let chosen = chosenInLobby.contains(mode) ? [] : ["--mode", mode.rawValue]
        let host = try await NetworkWindowTests.open(
            ["--host", "--port", "\(port)", "--seed", "\(seed)", "--name", names[0]] + chosen,
            folder: folder, trace: "hana", on: x, at: (0, 0))
        try #require(await ProcessSupport.waitAsync { host.lines.contains { $0["event"] as? String == "welcome" } })
        // The host's window knows its own game's mode from its first line (it once said "solo" until the first table).
        let start = try #require(host.lines.first)
        #expect(start["event"] as? String == "start")
        #expect(
            NetworkWindowTests.net(start)["mode"] as? String == (chosen.isEmpty ? "solo" : mode.rawValue),
            "the host's start line: \(NetworkWindowTests.net(start))")
        var windows = [host]
        for (n, name) in names.dropFirst().enumerated() {
            windows.append(
                try await NetworkWindowTests.open(
                    ["--join", "127.0.0.1:\(port)", "--name", name], folder: folder, trace: name.lowercased(), on: x,
                    at: (850 * (n + 1), 0)))
        }
        try #require(
            await ProcessSupport.waitAsync {
                windows.allSatisfy { NetworkWindowTests.players($0.lines.last ?? [:]).count == 3 }
            })
        if chosen.isEmpty {
            // F10, Mode, then the mode's button on its page of the Modes overlay.
            _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", host.id, "F10"])
            try #require(await ProcessSupport.waitAsync { host.lines.last?["overlay"] as? String == "menu" })
            try await pressOverlayButton("modes", in: host, on: x)
            try #require(await ProcessSupport.waitAsync { host.lines.last?["overlay"] as? String == "modes" })
            try await pressOverlayButton(ButtonID.mode(mode).traceName, in: host, on: x)
            try #require(await ProcessSupport.waitAsync { host.lines.last?["overlay"] as? String == "none" })
        }
        // Every window learns the mode in the lobby, before a card is dealt.
        for window in windows {
            let learnt = await ProcessSupport.waitAsync {
                NetworkWindowTests.net(window.lines.last ?? [:])["mode"] as? String == mode.rawValue
            }
            #expect(learnt, "\(window.trace.lastPathComponent) never showed \(mode)")
        }
        _ = try await NetworkWindowTests.xdotool(x, ["key", "--window", host.id, "space"])
        try #require(
            await ProcessSupport.waitAsync {
                // Counted, not read: Memory's cards are face down, with no codes.
                windows.allSatisfy { ($0.lines.last?["cards"] as? [Any])?.isEmpty == false }
            })
        return windows
    }

    /// Whose turn it is to claim: each in turn, but in the sprints the host three times in four.
    static func claimer(_ round: Int, mode: Game.Mode) -> Int {
        guard case .groupsFound = mode.variant.end else { return round % 3 }
        return round % 4 == 3 ? 1 + (round / 4) % 2 : 0
    }

    @Test(.serialized, arguments: modes)
    func aModeIsPlayedToItsEndWithTheSameTableOnEveryScreen(mode: Game.Mode) async throws {
        // A display of each mode's own.
        try await Self.playToTheEnd(mode)
    }

    /// MegaSet online, beside the other modes: about 78 Sets of five-character codes, clicked in
    /// turn in three windows, the same table on every screen after each.
    @Test func megaSetIsPlayedToItsEndWithTheSameTableOnEveryScreen() async throws {
        try await Self.playToTheEnd(.megaSet)
    }

    /// A host and two joiners play `mode` to its end, a group at a time, each clicked by the
    /// player whose turn it is; after each, every screen shows the same table.
    static func playToTheEnd(_ mode: Game.Mode) async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let windows = try await Self.open(mode, seed: 11, on: x, folder: folder)
        defer { for window in windows { kill(window.process.processIdentifier, SIGKILL) } }

        var found = [0, 0, 0]
        var round = 0
        while round < 120 {
            let player = Self.claimer(round, mode: mode)
            let line = try #require(windows[player].lines.last)
            if line["gameOver"] as? Bool == true { break }
            if mode.variant.dealsFaceDown {
                // Memory: each click turns a card up; the host's own table says where a group lies.
                var table: [Card]?
                _ = await ProcessSupport.waitAsync {
                    table = Self.hostTable(in: folder, matched: round); return table != nil
                }
                let cards = try #require(table, "\(mode): the host's table never showed \(round) groups")
                let group = try #require(mode.variant.firstGroup(in: cards), "\(mode): no group on the host's table")
                try await NetworkWindowTests.click(
                    group.cards.compactMap { cards.firstIndex(of: $0) }, in: windows[player], on: x)
            } else {
                let group = try #require(Self.group(in: line, mode: mode), "\(mode): no group while the game goes on")
                try await Self.click(group, in: windows[player], on: x)
            }
            round += 1
            found[player] += 1
            let synced = await ProcessSupport.waitAsync {
                let lasts = windows.compactMap { $0.lines.last }
                func shown(_ line: [String: Any]) -> String {
                    NetworkWindowTests.cards(line).map(\.code).joined(separator: " ") + " | "
                        + Self.previous(line).map(\.code).joined(separator: " ")
                }
                return lasts.count == 3 && lasts.allSatisfy { $0["matched"] as? Int == round }
                    && Set(lasts.map(shown)).count == 1
            }
            try #require(synced, "\(mode): after group \(round) the screens differ")
        }
        for window in windows {
            try #require(
                await ProcessSupport.waitAsync { window.lines.last?["gameOver"] as? Bool == true },
                "\(mode) never ended")
        }
        switch mode.variant.end {
        case .groupsFound(let target): #expect(found.max() == target)
        case .tableSolved: #expect(round == DailyPuzzle.setCount)
        case .deckExhausted, .timeLimit: break
        }
        for window in windows { try Self.checkLines(of: window, mode: mode) }
        let deckSize: Int? =
            switch mode {
            case .junior: 27
            case .daily: 12
            default: mode.variant.deal == .shuffledDeck ? mode.deck.count : nil
            }
        try await NetworkWindowTests.checkTheEnd(
            of: windows, found: found, names: Self.names, on: x, deckSize: deckSize)
    }

    /// Timed, for its whole two minutes: Sets are taken in turn at an easy pace until the host
    /// calls time; the time left counts down on every screen, no Set counts after it, and the
    /// places go by Sets.
    @Test func timedEndsAfterItsTwoMinutesOnEveryScreen() async throws {
        let x = try EndToEndTests.XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let windows = try await Self.open(.timed, seed: 4, on: x, folder: folder)
        defer { for window in windows { kill(window.process.processIdentifier, SIGKILL) } }
        let started = Date()
        var found = [0, 0, 0]
        var round = 0
        func over() -> Bool { windows.allSatisfy { $0.lines.last?["gameOver"] as? Bool == true } }
        while !over(), Date().timeIntervalSince(started) < 150 {
            let player = round % 3
            let line = try #require(windows[player].lines.last)
            if line["gameOver"] as? Bool == true { break }
            let group = try #require(Self.group(in: line, mode: .timed))
            try await Self.click(group, in: windows[player], on: x)
            let taken = await ProcessSupport.waitAsync {
                over() || windows.allSatisfy { $0.lines.last?["matched"] as? Int == round + 1 }
            }
            try #require(taken, "after Set \(round + 1) the screens differ")
            // Counted once every screen has it (a Set clicked as time ran out is too late).
            if windows.allSatisfy({ $0.lines.last?["matched"] as? Int == round + 1 }) {
                round += 1
                found[player] += 1
            }
            try await Task.sleep(for: .seconds(2))
        }
        try #require(await ProcessSupport.waitAsync(timeout: 10) { over() }, "Timed never ended")
        // Two minutes of play: the host's window counts them from its first dealt table, and the
        // host calls time at its next tick (each second) after them.
        let ended = windows[0].lines.first { $0["gameOver"] as? Bool == true }
        let played = (ended?["time"] as? Double) ?? (ended?["time"] as? Int).map(Double.init) ?? 0
        #expect((119.5...123).contains(played), "\(played) s")
        #expect(round >= 10)
        for window in windows {
            let remaining = window.lines.compactMap {
                $0["remaining"] as? Double ?? ($0["remaining"] as? Int).map(Double.init)
            }
            #expect(remaining.first.map { $0 > 100 } == true)
            #expect(remaining.last == 0)
            #expect(window.lines.last?["matched"] as? Int == round)
            try Self.checkLines(of: window, mode: .timed)
        }
        try await NetworkWindowTests.checkTheEnd(of: windows, found: found, names: Self.names, on: x, deckSize: nil)
    }

    /// Every line of a window's game against the mode's rules.
    static func checkLines(of window: Window, mode: Game.Mode) throws {
        let target = mode.target.map(Int.init)
        // On loopback, with a host that keeps running, the link never drops: a window that reconnects
        // refused something the host sent (an UltraSet's four cards, once).
        let dropped = window.lines.filter { $0["event"] as? String == "reconnecting" }.compactMap {
            $0["detail"] as? String
        }
        #expect(dropped.isEmpty, "\(mode): \(window.trace.lastPathComponent) reconnected: \(dropped.prefix(3))")
        for line in window.lines
        where NetworkWindowTests.net(line)["connection"] as? String == "seated"
            && NetworkWindowTests.net(line)["lobby"] as? Bool == false
        {
            let table = NetworkWindowTests.cards(line)
            #expect(Set(table).count == table.count)
            #expect(NetworkWindowTests.net(line)["mode"] as? String == mode.rawValue)
            #expect(line["groupSize"] as? Int == mode.groupSize)
            #expect((line["buttons"] as? [String: Any])?.isEmpty == true)
            if mode.variant.featureCount == 3 { #expect(table.allSatisfy { $0.shading == .solid }) }
            #expect(table.allSatisfy { ($0.background != nil) == (mode == .megaSet) })
            if mode.variant.dealsFaceDown, line["gameOver"] as? Bool == false {
                // A face-down card's code never reaches this window.
                for card in line["cards"] as? [[String: Any]] ?? [] where card["faceUp"] as? Bool == false {
                    #expect(card["id"] as? String == "", "\(card)")
                }
            }
            if mode.variant.chain.isChained, let previous = line["previous"] as? [Any], !previous.isEmpty {
                #expect(previous.count == mode.groupSize)
            }
            let detail = line["detail"] as? String ?? ""
            if let range = detail.range(of: "found ") {
                let cards = detail[range.upperBound...].split(separator: " ").compactMap { Card(code: String($0)) }
                #expect(cards.count == mode.groupSize && mode.variant.rule.check(cards).group != nil, "\(detail)")
            }
            if case .groupsFound = mode.variant.end, let target {
                let you = NetworkWindowTests.net(line)["you"] as? Int ?? -1
                let mine = NetworkWindowTests.players(line).first { $0["seat"] as? Int == you }?["sets"] as? Int ?? 0
                #expect(line["remaining"] as? Int == max(0, target - mine), "\(line)")
            }
        }
        // A game that ends with the deck ends with no group left on what is shown.
        let last = try #require(window.lines.last)
        if mode.variant.end == .deckExhausted {
            #expect(last["deck"] as? Int == 0)
            let state = FindState(previous: previous(last), found: Set(found(last).map(Set.init)))
            #expect(mode.variant.firstGroup(in: NetworkWindowTests.cards(last), state: state) == nil)
        }
    }
}
