import Testing

@testable import SetCore

/// Rule 11: two players claim Sets against the clock.
@Suite("Two players")
struct TwoPlayerTests {
    private func twoPlayers(_ table: String = Tables.oneSet, deck: String? = nil) -> Game {
        Game.fixture(table, deck: deck, mode: .twoPlayer)
    }

    @Test func nobodySelectsWithoutAClaim() {
        var game = twoPlayers()
        let before = game
        #expect(game.tap(0).isEmpty)
        #expect(game == before)
        #expect(game.players == [Player(), Player()])
        #expect(Game(seed: 1, mode: .twoPlayer, now: 0).players.count == 2)
        #expect(Game(seed: 1, now: 0).players.isEmpty)
    }

    @Test func aClaimGivesTheClaimer6Seconds() {
        var game = twoPlayers()
        var expected = game
        #expect(game.apply(.claimTapped(player: 1), now: 10) == [.claimed(player: 1, deadline: 16)])
        expected.turn = .claim(player: 1, deadline: 16)
        expected.clock = 10
        #expect(game == expected)
        #expect(game.isClaiming(player: 1) && !game.isClaiming(player: 0))
        #expect(game.activePlayer == 1)
        #expect(game.secondsLeft(at: 12) == 4)
    }

    @Test func aSetInAClaimScoresOneAndTakesTheSetAtOnce() {
        var game = twoPlayers()
        game.apply(.claimTapped(player: 0), now: 10)
        game.tap(0, 4, now: 11)
        var expected = game
        let events = game.tap(8, now: 12)
        expected.table = cards("1RDF 1GSF 3GSO 1POO 1RDS 1GOS 3PDO 3PSS 1RDO 1PSF 2PDO 1GOF")
        expected.deck.removeFirst(3)
        expected.foundSets = [cards("3PDS 2GOF 1RSO")]
        expected.players[0] = Player(score: 1, setsFound: 1)
        expected.selection = []
        expected.turn = .open
        expected.clock = 12
        expected.tableChangedAt = 12
        #expect(game == expected)
        #expect(
            events == [
                .selected(card("1RSO")), .matched(cards("3PDS 2GOF 1RSO")),
                .collected(cards("3PDS 2GOF 1RSO")), .dealt(cards("1RDF 1RDS 1RDO")),
            ])
    }

    @Test func aMismatchInAClaimCostsOneAndGivesTheOtherPlayer12Seconds() {
        var game = twoPlayers()
        game.apply(.claimTapped(player: 0), now: 10)
        game.tap(0, 1, now: 11)
        var expected = game
        let events = game.tap(2, now: 13)
        expected.players[0].score = -1
        expected.selection = []
        expected.mismatches = 1
        expected.turn = .rebound(player: 1, deadline: 25)
        expected.clock = 13
        #expect(game == expected)
        #expect(
            events == [
                .selected(card("3GSO")), .mismatched(cards("3PDS 1GSF 3GSO")),
                .windowOpened(player: 1, deadline: 25),
            ])
    }

    @Test func runningOutOfTimeCostsOneAndOpensTheOtherPlayersWindowFromTheDeadline() {
        var game = twoPlayers()
        game.apply(.claimTapped(player: 0), now: 10)
        game.tap(3, now: 11)
        var expected = game
        let events = game.apply(.tick, now: 17.5)
        expected.players[0].score = -1
        expected.selection = []
        expected.turn = .rebound(player: 1, deadline: 28)
        expected.clock = 17.5
        #expect(game == expected)
        #expect(events == [.timedOut(player: 0), .windowOpened(player: 1, deadline: 28)])
    }

    @Test func aLongGapExpiresTheClaimAndTheWindowTogether() {
        var game = twoPlayers()
        game.apply(.claimTapped(player: 0), now: 10)
        let events = game.apply(.tick, now: 100)
        #expect(events == [.timedOut(player: 0), .windowOpened(player: 1, deadline: 28), .windowClosed(player: 1)])
        #expect(game.turn == .open && game.players[0].score == -1 && game.players[1].score == 0)
    }

    @Test func theOtherPlayerScoresASetInTheirWindowWithoutClaiming() {
        var game = twoPlayers()
        game.apply(.claimTapped(player: 0), now: 0)
        game.tap(0, 1, 2, now: 1)
        game.tap(0, 4, 8, now: 2)
        #expect(game.players == [Player(score: -1, setsFound: 0), Player(score: 1, setsFound: 1)])
        #expect(game.turn == .open && game.foundSets.count == 1)
    }

    @Test func aMissInTheWindowClosesItWithoutPenalty() {
        var game = twoPlayers()
        game.apply(.claimTapped(player: 0), now: 0)
        game.tap(0, 1, 2, now: 1)
        let events = game.tap(0, 1, 3, now: 2)
        #expect(events == [.selected(card("1POO")), .mismatched(cards("3PDS 1GSF 1POO")), .windowClosed(player: 1)])
        #expect(game.players == [Player(score: -1, setsFound: 0), Player()])
        #expect(game.turn == .open && game.selection.isEmpty && game.mismatches == 2)
    }

    @Test func dealingGivesTheOtherPlayer8SecondsWithoutPenalty() {
        var game = twoPlayers()
        var expected = game
        let events = game.apply(.dealTapped(player: 0), now: 5)
        expected.table += cards("1RDF 1RDS 1RDO")
        expected.deck.removeFirst(3)
        expected.turn = .dealWindow(player: 1, deadline: 13)
        expected.clock = 5
        expected.tableChangedAt = 5
        #expect(game == expected)
        #expect(events == [.dealt(cards("1RDF 1RDS 1RDO")), .windowOpened(player: 1, deadline: 13)])
        #expect(game.apply(.tick, now: 13) == [.windowClosed(player: 1)])
        #expect(game.turn == .open && game.players == [Player(), Player()])
    }

    @Test func aSetInTheDealWindowScoresForTheOtherPlayer() {
        var game = twoPlayers()
        game.apply(.dealTapped(player: 1), now: 5)
        game.tap(12, 13, 14, now: 6)  // 1RDF 1RDS 1RDO
        #expect(game.players == [Player(score: 1, setsFound: 1), Player()])
        #expect(game.table.count == 12 && game.turn == .open)
    }

    @Test func claimsAndDealsDuringAClaimOrWindowAreIgnored() {
        var game = twoPlayers()
        game.apply(.claimTapped(player: 0), now: 0)
        let claiming = game
        for intent: Intent in [
            .claimTapped(player: 0), .claimTapped(player: 1), .dealTapped(player: 0),
            .dealTapped(player: 1), .hintTapped,
        ] {
            #expect(game.apply(intent, now: 0).isEmpty)
        }
        #expect(game == claiming)
        game.apply(.tick, now: 6)
        let window = game
        #expect(game.apply(.claimTapped(player: 0), now: 6).isEmpty)
        #expect(game.apply(.claimTapped(player: 1), now: 6).isEmpty)
        #expect(game.apply(.dealTapped(player: 0), now: 6).isEmpty)
        #expect(game == window)
    }

    @Test func badPlayersAndSoloIntentsAreIgnored() {
        var game = twoPlayers()
        let before = game
        for intent: Intent in [
            .claimTapped(player: 2), .claimTapped(player: -1), .dealTapped(),
            .dealTapped(player: 7), .hintTapped, .cardTapped(index: 99),
        ] {
            #expect(game.apply(intent, now: 0).isEmpty)
        }
        #expect(game == before)
        #expect(game.canDeal && game.canDeal(player: 1) && !game.canDeal(player: 2) && !game.canHint)
    }

    @Test func mostSetsWins() {
        var game = twoPlayers(deck: "")
        #expect(game.winner == nil)
        game.apply(.claimTapped(player: 1), now: 0)
        let events = game.tap(0, 4, 8, now: 1)
        #expect(events.last == .gameOver)
        #expect(game.isGameOver && game.winner == .player(1))
        #expect(!game.canClaim(player: 0) && game.apply(.claimTapped(player: 0), now: 2).isEmpty)
    }

    @Test func equalSetsIsATie() {
        var game = twoPlayers(Tables.twoSets, deck: "")
        game.apply(.claimTapped(player: 0), now: 0)
        game.tap(0, 5, 6, now: 1)
        #expect(!game.isGameOver)
        game.apply(.claimTapped(player: 1), now: 2)
        game.tap(3, 6, 7, now: 3)  // 3ROF 2POS 1GOO, closed up after the first Set left
        #expect(game.isGameOver && game.winner == .tie)
        #expect(game.players == [Player(score: 1, setsFound: 1), Player(score: 1, setsFound: 1)])
    }
}
