import FoundationEssentials
import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Host: the lobby and the autosave")
struct HostGameLobbyTests {
    @Test func theLobbyShowsNoCardsAndCountsNoClaimUntilTheHostStarts() throws {
        var game = HostGame(seed: 11, now: 0, started: false)
        game.apply(.helloReceived(Hello(name: name("Ann")), newToken: token("1")), now: 1)
        #expect(game.snapshot.cards.isEmpty)
        #expect(game.snapshot.started == false)
        let set = try #require(SetFinder.firstSet(in: game.table)).map { game.table[$0] }
        #expect(game.apply(.claimReceived(set, seat: 0), now: 2).isEmpty)
        #expect(game.seats[0]?.score == 0)
        #expect(game.apply(.startRequested, now: 3) == [.event(.gameStarted)])
        #expect(game.snapshot.cards == game.table)
        #expect(game.snapshot.cards.count == 12)
        #expect(game.apply(.startRequested, now: 4).isEmpty)
        #expect(game.apply(.claimReceived(set, seat: 0), now: 5).first == .event(.setFound(seat: 0, cards: set)))
    }

    @Test func aSessionPublishesTheStartToEveryone() {
        var session = HostSession(game: HostGame(seed: 11, now: 0, started: false))
        var generator = SplitMix64(seed: 1)
        _ = session.apply(.peerConnected(PeerID(1)), now: 0, using: &generator)
        _ = session.apply(
            .messageReceived(.hello(Hello(name: name("Ann"))), from: PeerID(1)), now: 0, using: &generator)
        let outputs = session.apply(.startRequested, now: 1, using: &generator)
        #expect(
            outputs == [
                .send(.event(.gameStarted), to: PeerID(1)), .log("the game started"),
                .send(.table(session.game.snapshot), to: PeerID(1)),
            ])
        #expect(session.game.snapshot.started)
    }

    @Test func theAutosaveKeepsEverythingButThePassword() throws {
        var game = HostGame.fixture(Tables.oneSet, deck: "1RDF 1RDS 1RDO", players: ["Ann", "Bob"], password: "sesame")
        game.apply(.claimReceived(cards("3PDS 2GOF 1RSO"), seat: 1), now: 3)
        game.apply(.pingReceived(seat: 0, rttMs: 12), now: 4)
        let data = try JSONEncoder().encode(game)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("sesame"))
        let read = try JSONDecoder().decode(HostGame.self, from: data)
        #expect(read.table == game.table)
        #expect(read.deckCount == 0)
        #expect(read.seats == game.seats)
        #expect(read.clock == 4)
        #expect(read.isStarted)
        #expect(read.snapshot == game.snapshot)
    }

    @Test func aResumedGameKeepsSeatsForTheirPlayersAndTakesTheNewPassword() throws {
        let game = HostGame.fixture(Tables.oneSet, deck: "", players: ["Ann", "Bob"])
        let read = try JSONDecoder().decode(HostGame.self, from: JSONEncoder().encode(game))
        var resumed = read.resuming(password: "new")
        #expect(resumed.seats.compactMap { $0?.connected } == [false, false])
        #expect(resumed.seats.compactMap { $0?.droppedAt } == [0, 0])
        let wrong = resumed.apply(
            .helloReceived(Hello(name: name("Ann"), seatToken: token("1")), newToken: token("9")),
            now: 5)
        #expect(wrong == [.refused(reason: "this table needs a password")])
        let back = resumed.apply(
            .helloReceived(
                Hello(name: name("Ann"), password: "new", seatToken: token("1")),
                newToken: token("9")), now: 5)
        #expect(back == [.welcomed(seat: 0, token: token("1")), .event(.playerReconnected(seat: 0))])
    }

    @Test(arguments: [
        #"{"table":["1RDF","1RDF"],"deck":[],"seats":[null,null,null,null,null,null,null,null],"clock":0,"started":true,"gameOver":false}"#,
        #"{"table":["1RDF"],"deck":[],"seats":[null],"clock":0,"started":true,"gameOver":false}"#,
        #"{"table":["9ZZZ"],"deck":[],"seats":[null,null,null,null,null,null,null,null],"clock":0,"started":true,"gameOver":false}"#,
        #"{"table":[],"deck":[],"seats":[null,null,null,null,null,null,null,null],"started":true,"gameOver":false}"#,
    ])
    func aCorruptAutosaveIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HostGame.self, from: Data(json.utf8)) }
    }
}
