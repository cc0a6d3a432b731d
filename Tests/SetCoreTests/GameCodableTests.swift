import Foundation
import Testing

@testable import SetCore

@Suite("Saving and loading a game")
struct GameCodableTests {
    /// A solo game in mid-play: Sets found, a hint showing, a selection, extra cards dealt.
    private func midPlay() -> Game {
        var game = Game.fixture(Tables.twoSets, now: 5)
        game.tap(0, 5, 6, now: 9)
        game.tap(2, now: 10)
        game.apply([.dealTapped(), .hintTapped, .hintTapped], now: 12)
        game.tap(3, now: 13)
        return game
    }

    private func roundTrip(_ game: Game) throws -> Game {
        try JSONDecoder().decode(Game.self, from: JSONEncoder().encode(game))
    }

    /// The game as JSON objects, to corrupt one field at a time.
    private func json(_ game: Game) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(game))
        return try #require(object as? [String: Any])
    }

    private func decode(_ object: [String: Any]) throws -> Game {
        try JSONDecoder().decode(Game.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test func aGameInMidPlayRoundTrips() throws {
        let game = midPlay()
        #expect(game.setsFound == 1 && game.hintLevel == 2 && game.selection.count == 2 && game.table.count == 15)
        #expect(try roundTrip(game) == game)
        var twoPlayers = Game(seed: 8, mode: .twoPlayer, now: 0)
        twoPlayers.apply(.claimTapped(player: 1), now: 3)
        twoPlayers.tap(4, now: 4)
        #expect(try roundTrip(twoPlayers) == twoPlayers)
    }

    @Test func aLoadedGameReplaysLikeTheOriginal() throws {
        var game = Game(seed: 99, now: 0)
        game.apply(.shuffleRequested, now: 1)
        var loaded = try roundTrip(game)
        game.apply([.shuffleRequested, .newGameTapped], now: 2)
        loaded.apply([.shuffleRequested, .newGameTapped], now: 2)
        #expect(loaded == game)
    }

    @Test func cardsAreSavedAsCodes() throws {
        let object = try json(Game.fixture(Tables.oneSet))
        let table = try #require(object["table"] as? [String])
        #expect(table.joined(separator: " ") == Tables.oneSet)
    }

    @Test func aDuplicateCardIsRejected() throws {
        var object = try json(midPlay())
        var deck = try #require(object["deck"] as? [String])
        deck[0] = "2GOO"  // on the table already
        object["deck"] = deck
        #expect(throws: GameStateError.duplicateCard(card("2GOO"))) { try decode(object) }
    }

    @Test func aMissingCardIsRejected() throws {
        var object = try json(midPlay())
        let deck = try #require(object["deck"] as? [String])
        object["deck"] = Array(deck.dropFirst(3))
        #expect(throws: GameStateError.wrongCardCount(78)) { try decode(object) }
    }

    @Test func aFoundTripleThatIsNotASetIsRejected() throws {
        var object = try json(Game.fixture(Tables.oneSet))
        var deck = try #require(object["deck"] as? [String])
        deck.removeAll { ["1RDF", "1RDS", "2RDF"].contains($0) }
        object["deck"] = deck
        object["foundSets"] = [["1RDF", "1RDS", "2RDF"]]
        #expect(throws: GameStateError.notASet(cards("1RDF 1RDS 2RDF"))) { try decode(object) }
    }

    @Test func aBadSelectionIsRejected() throws {
        var object = try json(midPlay())
        object["selection"] = [99]
        #expect(throws: GameStateError.badSelection([99])) { try decode(object) }
        object["selection"] = [1, 1]
        #expect(throws: GameStateError.badSelection([1, 1])) { try decode(object) }
    }

    @Test func otherInconsistenciesAreRejected() throws {
        let object = try json(midPlay())
        var hint = object
        hint["hintLevel"] = 4
        #expect(throws: GameStateError.badHint) { try decode(hint) }
        var players = object
        players["players"] = [["score": 0, "setsFound": 0]]
        #expect(throws: GameStateError.badPlayers) { try decode(players) }
        var time = object
        time["startedAt"] = 1000
        #expect(throws: GameStateError.badTime) { try decode(time) }
        var over = object
        over["endedAt"] = 13
        #expect(throws: GameStateError.badGameOver) { try decode(over) }
        var score = object
        score["score"] = Int.max
        #expect(throws: GameStateError.badScoring) { try decode(score) }
    }

    @Test func aBadCardCodeIsADecodingError() throws {
        var object = try json(midPlay())
        object["table"] = ["4RDF"]
        #expect(throws: DecodingError.self) { try decode(object) }
    }

    @Test func errorsSayWhatIsWrong() {
        #expect(GameStateError.duplicateCard(card("2GOO")).description == "card 2GOO appears more than once")
        #expect(GameStateError.wrongCardCount(78).description == "table, deck and found Sets hold 78 cards, not 81")
    }
}

@Suite("Intents and events as text")
struct IntentAndEventTextTests {
    @Test func intentsRoundTripThroughJSON() throws {
        let intents: [Intent] = [
            .cardTapped(index: 4), .dealTapped(), .dealTapped(player: 1), .newGameTapped,
            .hintTapped, .shuffleRequested, .claimTapped(player: 0), .tick,
        ]
        let data = try JSONEncoder().encode(intents)
        #expect(try JSONDecoder().decode([Intent].self, from: data) == intents)
    }

    @Test func eventsReadAsTraceLines() {
        #expect(GameEvent.matched(cards("1GDO 2GDS 3GDF")).description == "matched 1GDO 2GDS 3GDF")
        #expect(GameEvent.mismatched(cards("1GDO 2GDS 3GDS")).description == "mismatch 1GDO 2GDS 3GDS")
        #expect(GameEvent.dealt(cards("1RDF 1RDS 1RDO")).description == "dealt 1RDF 1RDS 1RDO")
        #expect(
            [GameEvent.timedOut(player: 1), .windowOpened(player: 0, deadline: 28)].summary
                == "player 1 timed out; player 0 may select until 28.0")
    }
}
