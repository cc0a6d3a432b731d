import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Host: the end of a game")
struct HostGameEndTests {
    /// Players with these scores and Sets, in seat order.
    static func players(_ results: [(score: Int, sets: Int)]) -> [PlayerSnapshot] {
        results.enumerated().map { seat, result in
            PlayerSnapshot(
                seat: seat, name: name(["Ann", "Bob", "Cy", "Dee"][seat]), score: result.score, sets: result.sets,
                connected: true, pingMs: nil)
        }
    }

    @Test func placesGoByPointsAndATieSharesItsPlace() {
        let standings = Standing.places(of: Self.players([(4, 5), (7, 7), (4, 4), (1, 3)]))
        #expect(standings.map(\.seat) == [1, 0, 2, 3])
        #expect(standings.map(\.place) == [1, 2, 2, 4])
        #expect(standings.map(\.name.text) == ["Bob", "Ann", "Cy", "Dee"])
        #expect(standings.map(\.score) == [7, 4, 4, 1])
        #expect(standings.map(\.sets) == [7, 5, 4, 3])
    }

    @Test func aTieForFirstSkipsTheSecondPlace() {
        let standings = Standing.places(of: Self.players([(3, 3), (3, 4), (2, 2)]))
        #expect(standings.map(\.place) == [1, 1, 3])
        #expect(standings.map(\.seat) == [0, 1, 2])
    }

    @Test func theSprintsGoByGroupsNotPoints() {
        let standings = Standing.places(of: Self.players([(4, 5), (5, 5), (6, 4)]), by: .groups)
        #expect(standings.map(\.seat) == [0, 1, 2])
        #expect(standings.map(\.place) == [1, 1, 3])
        #expect(Standing.places(of: []).isEmpty)
    }

    /// A game played to its end by Ann and Bob, Bob's connection down at the end.
    static func finishedGame() throws -> HostGame {
        var host = HostGame(seed: 7, now: 0)
        host.apply(.helloReceived(Hello(name: name("Ann")), newToken: token("1")), now: 0)
        host.apply(.helloReceived(Hello(name: name("Bob")), newToken: token("2")), now: 0)
        var now = 1.0
        while !host.isGameOver {
            let set = try #require(SetFinder.firstSet(in: host.table)).map { host.table[$0] }
            host.apply(.claimReceived(set, seat: Int(now) % 2), now: now)
            now += 1
        }
        host.apply(.connectionLost(seat: 1), now: now)
        return host
    }

    @Test func playAgainDealsANewGameToTheSameSeatsFromZero() throws {
        var host = try Self.finishedGame()
        let before = host.seats
        let outcomes = host.apply(.playAgainRequested(seed: 2026), now: 100)
        #expect(outcomes.first == .event(.newGame))
        var fresh = HostGame(seed: 2026, now: 100)
        fresh.apply(.clockTicked, now: 100)
        #expect(host.table == fresh.table)
        #expect(host.deckCount == fresh.deckCount)
        #expect(host.table.count + host.deckCount == 81)
        #expect(!host.isGameOver)
        #expect(host.isStarted)
        // The same players, names and tokens; the one away keeps the seat (and its hold) too.
        #expect(host.seats.map { $0?.name } == before.map { $0?.name })
        #expect(host.seats.map { $0?.token } == before.map { $0?.token })
        #expect(host.seats[1]?.connected == false)
        #expect(host.seats.compactMap { $0?.score } == [0, 0])
        #expect(host.seats.compactMap { $0?.sets } == [0, 0])
    }

    @Test func playAgainWhileTheGameGoesOnChangesNothing() {
        var host = HostGame(seed: 7, now: 0)
        host.apply(.helloReceived(Hello(name: name("Ann")), newToken: token("1")), now: 0)
        let before = host
        #expect(host.apply(.playAgainRequested(seed: 1), now: 1).isEmpty)
        #expect(host.table == before.table)
        #expect(host.seats == before.seats)
    }

    @Test func theSessionSendsEveryoneTheNewGameThenTheNewTable() throws {
        let game = try Self.finishedGame()
        // Within Bob's 120 s, so his kept seat is dealt in too.
        let now = game.clock + 1
        var session = HostSession(game: game)
        var generator = SplitMix64(seed: 3)
        _ = session.apply(.peerConnected(PeerID(1)), now: now, using: &generator)
        _ = session.apply(
            .messageReceived(.hello(Hello(name: name("Ann"), seatToken: token("1"))), from: PeerID(1)), now: now,
            using: &generator)
        let outputs = session.apply(.playAgainRequested, now: now + 1, using: &generator)
        #expect(outputs.first == .send(.event(.newGame), to: PeerID(1)))
        #expect(outputs.contains(.log("a new game was dealt")))
        #expect(outputs.last == .send(.table(session.game.snapshot), to: PeerID(1)))
        #expect(!session.game.isGameOver)
        #expect(session.game.snapshot.players.map(\.score) == [0, 0])
    }

    @Test func theNewGameEventCrossesTheWire() throws {
        let bytes = try NetCodec.encode(HostMessage.event(.newGame))
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""kind":"newGame""#))
        #expect(try NetCodec.decode(HostMessage.self, from: bytes) == .event(.newGame))
    }
}
