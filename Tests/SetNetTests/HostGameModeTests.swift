import Foundation
import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

/// Every mode but hot-seat two players, played through the host by three seats in turn.
@Suite("Host: every mode")
struct HostGameModeTests {
    static let boardModes = HostGame.modes.filter { $0 != .solo }

    static func seated(_ mode: Game.Mode, seed: UInt64 = 5, date: DailyDate? = nil) -> HostGame {
        var host = HostGame(seed: seed, mode: mode, date: date, now: 0)
        for (index, player) in ["Ann", "Bob", "Cy"].enumerated() {
            host.apply(.helloReceived(Hello(name: name(player)), newToken: token(Character(String(index + 1)))), now: 0)
        }
        return host
    }

    @Test func twoPlayersIsNotANetworkMode() {
        #expect(!HostGame.modes.contains(.twoPlayer))
        #expect(HostGame.modes.contains(.memory))
        #expect(HostGame.modes.count == Game.Mode.allCases.count - 1)
        #expect(HostGame(seed: 1, mode: .twoPlayer, now: 0).mode == .solo)
    }

    /// The host's table follows a local game of the mode dealt from the same seed, group for
    /// group; each group scores 1 for its finder, and the same group claimed 2 ms later is too late.
    @Test(arguments: boardModes.filter { $0 != .daily })
    func eachModePlaysAsTheLocalGameOfItDoes(mode: Game.Mode) throws {
        var host = Self.seated(mode)
        // A local game of the mode deals from the same board (Junior online is Set with Friends' junior board).
        var local = VariantBoard(variant: mode.variant, seed: 5)
        if mode.engine == .board { #expect(Game(seed: 5, mode: mode, now: 0).board == local) }
        #expect(host.table == local.table)
        #expect(host.snapshot.mode == mode)
        var groups = 0
        var now = 1.0
        while !host.isGameOver, groups < 100 {
            let group = try #require(local.nextGroup, "\(mode): no group on a table still in play").cards
            let seat = groups % 3
            let outcome = host.apply(.claimReceived(group, seat: seat), now: now)
            #expect(outcome.first == .event(.setFound(seat: seat, cards: group)), "\(mode) group \(groups)")
            #expect(
                host.apply(.claimReceived(group, seat: (seat + 1) % 3), now: now + 0.002) == [
                    .event(.tooLate(seat: (seat + 1) % 3))
                ])
            local.collect(group)
            groups += 1
            now += 1
            #expect(host.table == local.table, "\(mode) after group \(groups)")
            #expect(host.previous == local.state.previous)
            #expect(host.snapshot.previous == local.state.previous)
        }
        let sets = host.seats.compactMap { $0?.sets }
        #expect(sets.reduce(0, +) == groups)
        #expect(host.seats.compactMap { $0?.score } == sets)
        switch mode.variant.end {
        case .groupsFound(let target):
            // The first to reach the target ends it: Ann, who claims first in every round.
            #expect(host.isGameOver)
            #expect(sets == [target, target - 1, target - 1])
            #expect(groups == 3 * target - 2)
            #expect(Standing.places(of: host.snapshot.players, by: host.ranking).map(\.place) == [1, 2, 2])
        case .timeLimit(let seconds):
            // Groups never end Timed: its two minutes do, at the host's clock.
            #expect(!host.isGameOver)
            #expect(abs((host.timeLeft ?? 0) - (seconds - (now - 1))) < 0.01)
            #expect(host.apply(.clockTicked, now: seconds - 0.5).isEmpty)
            #expect(host.apply(.clockTicked, now: seconds) == [.event(.gameOver)])
            #expect(host.isGameOver)
            #expect(host.timeLeft == 0)
            let late = try #require(local.nextGroup).cards
            #expect(host.apply(.claimReceived(late, seat: 0), now: seconds + 1) == [.event(.tooLate(seat: 0))])
        case .deckExhausted, .tableSolved:
            #expect(host.isGameOver)
            #expect(local.isOver(afterPlaying: now))
        }
    }

    @Test func theDailyPuzzleIsTheDatesTableAndEachSetScoresOnce() throws {
        let date = try #require(DailyDate(year: 2026, month: 11, day: 27))
        var host = Self.seated(.daily, date: date)
        #expect(host.table == DailyPuzzle.cards(for: date))
        let sets = SetFinder.allSets(in: host.table).map { $0.map { host.table[$0] } }
        #expect(sets.count == DailyPuzzle.setCount)
        for (n, set) in sets.enumerated() {
            #expect(
                host.apply(.claimReceived(set, seat: n % 3), now: Double(n + 1)).first
                    == .event(.setFound(seat: n % 3, cards: set)))
            // Found before, in any order: too late, and no point off.
            #expect(
                host.apply(.claimReceived(set.reversed(), seat: (n + 1) % 3), now: Double(n + 1)) == [
                    .event(.tooLate(seat: (n + 1) % 3))
                ])
            #expect(host.table == DailyPuzzle.cards(for: date))
        }
        #expect(host.isGameOver)
        #expect(host.seats.compactMap { $0?.score } == [2, 2, 2])
        #expect(host.found.count == 6)
    }

    @Test func aMissCostsOneInTheVariantsToo() throws {
        var host = Self.seated(.ultra)
        // Four cards of the table that are not an UltraSet: the first four of any not judged one.
        let table = host.table
        let miss = try #require(
            (0..<table.count - 3).lazy.map { Array(table[$0..<$0 + 4]) }.first {
                GroupRule.ultraSet.check($0).group == nil
            })
        #expect(host.apply(.claimReceived(miss, seat: 1), now: 1) == [.event(.miss(seat: 1))])
        #expect(host.seats[1]?.score == -1)
        // Three cards are no UltraSet claim: too late, not a miss.
        #expect(host.apply(.claimReceived(Array(table.prefix(3)), seat: 2), now: 2) == [.event(.tooLate(seat: 2))])
        #expect(host.seats[2]?.score == 0)
    }

    @Test func theLobbyStartsTimedsClockAndPlayAgainDealsTheSameMode() throws {
        var host = HostGame(seed: 9, mode: .timed, now: 0, started: false)
        #expect(host.timeLeft == nil)
        host.apply(.startRequested, now: 30)
        #expect(host.timeLeft == 120)
        host.apply(.clockTicked, now: 150)
        #expect(host.isGameOver)
        host.apply(.playAgainRequested(seed: 11), now: 160)
        #expect(host.mode == .timed)
        #expect(!host.isGameOver)
        #expect(host.timeLeft == 120)
        let board = try #require(Game(seed: 11, mode: .timed, now: 0).board)
        #expect(host.table == board.table)
    }

    @Test(arguments: [Game.Mode.chain, .puzzle, .sprint10, .daily])
    func theAutosaveKeepsTheModeAndItsBoard(mode: Game.Mode) throws {
        var host = Self.seated(mode, date: DailyDate(year: 2026, month: 1, day: 2))
        if let group = host.board?.nextGroup?.cards { host.apply(.claimReceived(group, seat: 0), now: 1) }
        let encoder = JSONEncoder()
        let data = try encoder.encode(host)
        let back = try JSONDecoder().decode(HostGame.self, from: data)
        // Everything but the board before the last group, which only judges claims racing it.
        #expect(back.snapshot == host.snapshot)
        #expect(back.board == host.board)
        #expect(back.seats == host.seats)
        #expect(back.mode == mode)
        #expect(back.previous == host.previous)
    }

    /// The `files` fuzz target's finding (`Tests/corpus/files/finding-rooms-board-with-a-card-twice`):
    /// an autosave whose table and deck are not its board's, or whose solo table holds a MegaSet
    /// card, is refused rather than played.
    @Test func anAutosaveWhoseTableIsNotItsBoardIsRefused() throws {
        let host = Self.seated(.ultra, date: nil)
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(host)) as? [String: Any])
        // The table's first card and the deck's first swapped: the same cards, not the board's.
        var table = object["table"] as? [String] ?? []
        var deck = object["deck"] as? [String] ?? []
        (table[0], deck[0]) = (deck[0], table[0])
        object["table"] = table
        object["deck"] = deck
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(HostGame.self, from: JSONSerialization.data(withJSONObject: object))
        }
        let solo = HostGame(seed: 4, now: 0)
        var classic = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(solo)) as? [String: Any])
        classic["table"] = ["1RDFR"] + (classic["table"] as? [String] ?? []).dropFirst()
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(HostGame.self, from: JSONSerialization.data(withJSONObject: classic))
        }
    }
}

@Suite("Host: the lobby's mode")
struct HostGameLobbyModeTests {
    @Test func theLobbyChoosesTheModeAndDealsIt() throws {
        var host = HostGame(seed: 1, now: 0, started: false)
        host.apply(.helloReceived(Hello(name: name("Ann")), newToken: token("1")), now: 0)
        #expect(host.apply(.modeChosen(.ultra, seed: 8, date: nil), now: 1) == [.event(.modeChosen(.ultra))])
        #expect(host.mode == .ultra)
        #expect(host.table == VariantBoard(variant: .ultra, seed: 8).table)
        #expect(host.snapshot.cards.isEmpty)
        #expect(host.snapshot.mode == .ultra)
        // Two players is not offered; the same mode again changes nothing.
        #expect(host.apply(.modeChosen(.twoPlayer, seed: 9, date: nil), now: 2).isEmpty)
        #expect(host.apply(.modeChosen(.ultra, seed: 9, date: nil), now: 2).isEmpty)
        #expect(host.apply(.modeChosen(.memory, seed: 9, date: nil), now: 2) == [.event(.modeChosen(.memory))])
        #expect(host.snapshot.hidden == 0, "no cards in the lobby, face down or up")
        let date = try #require(DailyDate(year: 2026, month: 11, day: 27))
        host.apply(.modeChosen(.daily, seed: 9, date: date), now: 3)
        #expect(host.table == DailyPuzzle.cards(for: date))
        // Back to the classic game: a classic deal of 12 (or more, while it holds no Set).
        host.apply(.modeChosen(.solo, seed: 4, date: nil), now: 4)
        #expect(host.mode == .solo)
        #expect(host.table.count >= 12 && host.table.count + host.deckCount == 81)
        host.apply(.startRequested, now: 5)
        // Once play begins the mode stays.
        #expect(host.apply(.modeChosen(.chain, seed: 4, date: nil), now: 6).isEmpty)
        #expect(host.mode == .solo)
    }

    @Test func theChoiceReachesEveryoneAndCrossesTheWire() throws {
        var session = HostSession(game: HostGame(seed: 1, now: 0, started: false))
        var generator = SplitMix64(seed: 2)
        _ = session.apply(.peerConnected(PeerID(1)), now: 0, using: &generator)
        _ = session.apply(
            .messageReceived(.hello(Hello(name: name("Ann"))), from: PeerID(1)), now: 0, using: &generator)
        let date = try #require(DailyDate(year: 2026, month: 1, day: 1))
        let outputs = session.apply(.modeChosen(.sprint10, date: date), now: 1, using: &generator)
        #expect(outputs.first == .send(.event(.modeChosen(.sprint10)), to: PeerID(1)))
        #expect(outputs.contains(.log("the mode is now Sprint 10")))
        #expect(outputs.last == .send(.table(session.game.snapshot), to: PeerID(1)))
        let bytes = try NetCodec.encode(HostMessage.event(.modeChosen(.sprint10)))
        #expect(try NetCodec.decode(HostMessage.self, from: bytes) == .event(.modeChosen(.sprint10)))
        let snapshot = try NetCodec.encode(HostMessage.table(session.game.snapshot))
        #expect(String(decoding: snapshot, as: UTF8.self).contains(#""mode":"sprint10""#))
    }
}

@Suite("Host: Memory's face-down cards")
struct HostGameMemoryTests {
    @Test func noFaceDownCodeLeavesTheHostButToThePlayerWhoTurnsItUp() throws {
        var session = HostSession(game: HostGame(seed: 6, mode: .memory, now: 0))
        var generator = SplitMix64(seed: 1)
        for (peer, player) in [(1, "Ann"), (2, "Bob")] {
            _ = session.apply(.peerConnected(PeerID(peer)), now: 0, using: &generator)
            _ = session.apply(
                .messageReceived(.hello(Hello(name: name(player))), from: PeerID(peer)), now: 0, using: &generator)
        }
        let table = session.game.table
        #expect(table.count == 21)
        let snapshot = session.game.snapshot
        #expect(snapshot.cards.isEmpty)
        #expect(snapshot.hidden == 21)
        let wire = String(decoding: try NetCodec.encode(HostMessage.table(snapshot)), as: UTF8.self)
        for card in table { #expect(!wire.contains(card.code), "\(card) on the wire") }
        // Turned up for Ann alone; Bob hears nothing of it.
        let outputs = session.apply(.messageReceived(.reveal(index: 4), from: PeerID(1)), now: 1, using: &generator)
        #expect(outputs == [.send(.revealed(index: 4, card: table[4]), to: PeerID(1))])
        #expect(session.apply(.messageReceived(.reveal(index: 21), from: PeerID(1)), now: 1, using: &generator).isEmpty)
        // A group taken: its cards are told (they leave the table), the new ones are not.
        let group = try #require(session.game.board?.nextGroup).cards
        let claimed = session.apply(.messageReceived(.claim(group), from: PeerID(2)), now: 2, using: &generator)
        let events = claimed.compactMap { output -> TableEvent? in
            if case .send(.event(let event), PeerID(1)) = output { return event }
            return nil
        }
        #expect(events == [.setFound(seat: 1, cards: group)])
        let after = session.game.table
        let told = String(decoding: try NetCodec.encode(HostMessage.table(session.game.snapshot)), as: UTF8.self)
        for card in after { #expect(!told.contains(card.code)) }
    }

    @Test func theMessagesCrossTheWire() throws {
        let reveal = try NetCodec.encode(ClientMessage.reveal(index: 20))
        #expect(try NetCodec.decode(ClientMessage.self, from: reveal) == .reveal(index: 20))
        let card = try #require(Card(code: "2GSO"))
        let revealed = try NetCodec.encode(HostMessage.revealed(index: 3, card: card))
        #expect(try NetCodec.decode(HostMessage.self, from: revealed) == .revealed(index: 3, card: card))
        #expect(throws: NetProtocolError.self) {
            try NetCodec.decode(ClientMessage.self, from: Array(#"{"v":1,"type":"reveal","index":81}"#.utf8))
        }
    }
}
