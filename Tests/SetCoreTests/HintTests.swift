import Testing

@testable import SetCore

/// Rule 8: the hint shows one, then two, then three cards of one Set.
@Suite("Hints")
struct HintTests {
    @Test func rule8EachPressShowsOneMoreCardOfTheSameSet() {
        var game = Game.fixture(Tables.oneSet)
        var expected = game
        #expect(game.apply(.hintTapped, now: 0) == [.hinted(cards("3PDS"))])
        expected.hintSet = cards("3PDS 2GOF 1RSO")
        expected.hintLevel = 1
        expected.hintsUsed = 1
        expected.score = -1
        #expect(game == expected)
        #expect(game.hintedIndices == [0])
        #expect(game.apply(.hintTapped, now: 0) == [.hinted(cards("3PDS 2GOF"))])
        #expect(game.apply(.hintTapped, now: 0) == [.hinted(cards("3PDS 2GOF 1RSO"))])
        expected.hintLevel = 3
        expected.hintsUsed = 3
        expected.score = -3
        #expect(game == expected)
        #expect(game.hintedIndices == [0, 4, 8])
        #expect(!game.canHint)
    }

    @Test func rule8AFourthPressChangesNothingAndCostsNothing() {
        var game = Game.fixture(Tables.oneSet)
        game.apply([.hintTapped, .hintTapped, .hintTapped], now: 0)
        let before = game
        #expect(game.apply(.hintTapped, now: 0).isEmpty)
        #expect(game == before)
    }

    @Test func rule8ATableWithoutASetSaysSoForFree() {
        var game = Game.fixture(Tables.noSet)
        var expected = game
        #expect(game.apply(.hintTapped, now: 0) == [.noSetOnTable])
        expected.hintFoundNoSet = true
        #expect(game == expected)
        #expect(game.apply(.hintTapped, now: 0).isEmpty)
        #expect(game == expected)
    }

    @Test func rule8DealClearsTheHint() {
        var game = Game.fixture(Tables.noSet)
        game.apply(.hintTapped, now: 0)
        game.apply(.dealTapped(), now: 0)
        #expect(!game.hintFoundNoSet && game.hintLevel == 0 && game.hintedCards.isEmpty)
    }

    @Test func rule8ShuffleAndTakingASetClearTheHint() {
        var game = Game.fixture(Tables.twoSets)
        game.apply(.hintTapped, now: 0)
        game.apply(.shuffleRequested, now: 0)
        #expect(game.hintLevel == 0 && game.hintedCards.isEmpty && game.score == -1)
        var other = Game.fixture(Tables.twoSets)
        other.apply([.hintTapped, .hintTapped], now: 0)
        other.tap(4, 9, 10, 0)
        #expect(other.hintLevel == 0 && other.hintedCards.isEmpty)
    }

    @Test func rule8NewGameClearsTheHint() {
        var game = Game.fixture(Tables.oneSet)
        game.apply(.hintTapped, now: 0)
        #expect(game.hintLevel == 1)
        game.apply(.newGameTapped, now: 1)
        #expect(game.hintLevel == 0 && game.hintsUsed == 0)
    }

    @Test func aMatchedSetIsNotHinted() {
        var game = Game.fixture(Tables.twoSets)
        game.tap(0, 5, 6)
        #expect(game.apply(.hintTapped, now: 0) == [.hinted(cards("3ROF"))])
        game.apply([.hintTapped, .hintTapped], now: 0)
        #expect(game.hintedIndices == [4, 9, 10])
    }

    @Test func aMatchedLastSetLeavesNothingToHint() {
        var game = Game.fixture(Tables.oneSet)
        game.tap(0, 4, 8)
        #expect(game.apply(.hintTapped, now: 0) == [.noSetOnTable])
    }
}
