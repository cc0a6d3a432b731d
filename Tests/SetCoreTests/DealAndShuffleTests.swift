import Testing

@testable import SetCore

/// Rules 6 and 7: Deal 3 and shuffling the table.
@Suite("Dealing and shuffling")
struct DealAndShuffleTests {
    @Test func rule6DealAddsThreeAtTheEndAndKeepsTheSelection() {
        var game = Game.fixture(Tables.noSet)
        game.tap(2, 6)
        var expected = game
        let events = game.apply(.dealTapped(), now: 5)
        expected.table += cards("1RDO 1ROF 1ROS")
        expected.deck.removeFirst(3)
        expected.clock = 5
        expected.tableChangedAt = 5
        #expect(game == expected)
        #expect(events == [.dealt(cards("1RDO 1ROF 1ROS"))])
        #expect(game.selection == [2, 6] && game.score == 0)
    }

    @Test func rule6DealWhileASetIsOnTheTableCosts3() {
        var game = Game.fixture(Tables.oneSet)
        game.apply(.dealTapped(), now: 0)
        #expect(game.score == -3)
        #expect(game.table.count == 15)
    }

    @Test func rule6DealKeepsAMismatchSelected() {
        var game = Game.fixture(Tables.oneSet)
        game.tap(0, 1, 2)
        game.apply(.dealTapped(), now: 0)
        #expect(game.selection == [0, 1, 2] && game.selectionState == .mismatch)
    }

    @Test func rule6DealWithAMatchReplacesItInPlaceEvenOnALargeTable() {
        var game = Game.fixture(Tables.oneSet)
        game.apply(.dealTapped(), now: 0)
        game.tap(0, 4, 8)
        var expected = game
        let events = game.apply(.dealTapped(), now: 1)
        expected.table = cards("1ROF 1GSF 3GSO 1POO 1ROS 1GOS 3PDO 3PSS 1ROO 1PSF 2PDO 1GOF 1RDF 1RDS 1RDO")
        expected.deck.removeFirst(3)
        expected.foundSets = [cards("3PDS 2GOF 1RSO")]
        expected.selection = []
        expected.clock = 1
        expected.tableChangedAt = 1
        #expect(game == expected)
        #expect(events == [.collected(cards("3PDS 2GOF 1RSO")), .dealt(cards("1ROF 1ROS 1ROO"))])
    }

    @Test func rule6DealIsImpossibleWithAnEmptyDeck() {
        var game = Game.fixture(Tables.twoSets, deck: "")
        #expect(!game.canDeal)
        let before = game
        #expect(game.apply(.dealTapped(), now: 0).isEmpty)
        #expect(game == before)
        #expect(Game.fixture(Tables.twoSets).canDeal)
    }

    @Test func dealingTheLastCardsWithoutASetEndsTheGame() {
        var game = Game.fixture(Tables.noSet, deck: "1ROF 1GDS 1GOF")
        game.tap(0)
        let events = game.apply(.dealTapped(), now: 9)
        #expect(!SetFinder.containsSet(game.table))
        #expect(events == [.dealt(cards("1ROF 1GDS 1GOF")), .gameOver])
        #expect(game.isGameOver && game.endedAt == 9 && game.selection.isEmpty && !game.canDeal)
    }

    @Test func rule7ShuffleMovesCardsAndKeepsTheSelectedCards() {
        var game = Game(seed: 11, now: 0)
        game.tap(3, 7)
        let selected = game.selectedCards
        var expected = game
        let events = game.apply(.shuffleRequested, now: 2)
        #expect(events == [.shuffled])
        #expect(game.table != expected.table)
        #expect(Set(game.table) == Set(expected.table))
        #expect(game.selectedCards == selected)
        #expect(game.rng != expected.rng)
        expected.table = game.table
        expected.selection = game.selection
        expected.rng = game.rng
        expected.clock = 2
        #expect(game == expected)
    }

    @Test func rule7ShuffleKeepsAMatchAndItsScore() {
        var game = Game.fixture(Tables.oneSet)
        game.tap(0, 4, 8)
        game.apply(.shuffleRequested, now: 0)
        #expect(game.selectionState == .match)
        #expect(Set(game.selectedCards) == Set(cards("3PDS 2GOF 1RSO")))
        #expect(game.score == 9)
    }
}
