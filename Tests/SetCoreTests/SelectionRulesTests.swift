import Testing

@testable import SetCore

/// Rules 1–5: a new game, selecting, judging, and what the next click does.
@Suite("Selecting and judging")
struct SelectionRulesTests {
    @Test func rule1NewGameDeals12FromAShuffledDeck() {
        let game = Game(seed: 7, now: 3)
        #expect(game.table.count == 12)
        #expect(game.deck.count == 69)
        #expect(Set(game.table + game.deck) == Set(Card.all))
        #expect(game.selection.isEmpty && game.foundSets.isEmpty && game.score == 0)
        #expect(game.startedAt == 3 && game.clock == 3 && !game.isGameOver)
        #expect(game.table != Array(Card.all.prefix(12)))
    }

    @Test func rule2ClickSelectsAnUnselectedCard() {
        var game = Game.fixture(Tables.oneSet)
        var expected = game
        let events = game.tap(5)
        expected.selection = [5]
        #expect(game == expected)
        #expect(events == [.selected(card("1GOS"))])
        #expect(game.selectionState == .partial)
    }

    @Test func rule2ClickDeselectsWhileOneOrTwoAreSelected() {
        var game = Game.fixture(Tables.oneSet)
        var expected = game
        game.tap(5)
        #expect(game.tap(5) == [.deselected(card("1GOS"))])
        #expect(game == expected)
        game.tap(5, 7)
        #expect(game.tap(5) == [.deselected(card("1GOS"))])
        expected.selection = [7]
        #expect(game == expected)
    }

    @Test func rule3ThirdCardIsJudgedAMatchAndScoredAtOnce() {
        var game = Game.fixture(Tables.oneSet)
        var expected = game
        game.tap(0, 4)
        let events = game.tap(8, now: 2)
        expected.selection = [0, 4, 8]
        expected.score = 9  // 3 for the Set + 6 speed bonus (2 s after the deal)
        expected.clock = 2
        #expect(game == expected)
        #expect(game.selectionState == .match)
        #expect(events == [.selected(card("1RSO")), .matched(cards("3PDS 2GOF 1RSO"))])
        #expect(events.summary == "selected 1RSO; matched 3PDS 2GOF 1RSO")
    }

    @Test func rule3ThirdCardIsJudgedAMismatch() {
        var game = Game.fixture(Tables.oneSet)
        var expected = game
        game.tap(0, 1)
        let events = game.tap(2)
        expected.selection = [0, 1, 2]
        expected.score = -2
        expected.mismatches = 1
        #expect(game == expected)
        #expect(game.selectionState == .mismatch)
        #expect(events == [.selected(card("3GSO")), .mismatched(cards("3PDS 1GSF 3GSO"))])
    }

    @Test func rule2AThirdSelectedCardIsNotDeselectedByClickingIt() {
        var game = Game.fixture(Tables.oneSet)
        game.tap(0, 1, 2)
        game.tap(2)
        #expect(game.selection == [2])
    }

    @Test func rule4NextClickReplacesTheSetInPlace() {
        var game = Game.fixture(Tables.oneSet)
        game.tap(0, 4, 8)
        var expected = game
        let events = game.tap(5, now: 4)
        expected.table = cards("1RDF 1GSF 3GSO 1POO 1RDS 1GOS 3PDO 3PSS 1RDO 1PSF 2PDO 1GOF")
        expected.deck.removeFirst(3)
        expected.foundSets = [cards("3PDS 2GOF 1RSO")]
        expected.selection = [5]
        expected.clock = 4
        expected.tableChangedAt = 4
        #expect(game == expected)
        #expect(
            events == [
                .collected(cards("3PDS 2GOF 1RSO")), .dealt(cards("1RDF 1RDS 1RDO")),
                .selected(card("1GOS")),
            ])
    }

    @Test func rule4ClickingACardOfTheSetSelectsNothing() {
        var game = Game.fixture(Tables.oneSet)
        game.tap(0, 4, 8)
        game.tap(4)
        #expect(game.selection.isEmpty)
        #expect(game.table[4] == card("1RDS"))
        #expect(game.setsFound == 1)
    }

    @Test func rule4WithExtraCardsTheTableShrinksAndTheClickedCardMoves() {
        var game = Game.fixture(Tables.oneSet)
        game.apply(.dealTapped(), now: 0)
        game.tap(0, 4, 8)
        var expected = game
        game.tap(10)  // 2PDO, which moves from index 10 to 7
        expected.table = cards("1GSF 3GSO 1POO 1GOS 3PDO 3PSS 1PSF 2PDO 1GOF 1RDF 1RDS 1RDO")
        expected.foundSets = [cards("3PDS 2GOF 1RSO")]
        expected.selection = [7]
        #expect(game == expected)
        #expect(game.selectedCards == [card("2PDO")])
    }

    @Test func rule4WithAnEmptyDeckTheTableShrinks() {
        var game = Game.fixture(Tables.twoSets, deck: "")
        game.tap(0, 5, 6)
        var expected = game
        game.tap(11)
        expected.table = cards("1POS 3GSO 1PSF 3ROF 1GSS 2PSO 2POS 1GOO 2POO")
        expected.foundSets = [cards("3RSO 3GDO 3POO")]
        expected.selection = [8]
        #expect(game == expected)
        #expect(!game.isGameOver)
    }

    @Test func rule4TheLastSetLeavesAtOnceAndEndsTheGame() {
        var game = Game.fixture(Tables.oneSet, deck: "")
        game.tap(0, 4)
        var expected = game
        let events = game.tap(8, now: 10)
        expected.table = cards("1GSF 3GSO 1POO 1GOS 3PDO 3PSS 1PSF 2PDO 1GOF")
        expected.foundSets = [cards("3PDS 2GOF 1RSO")]
        expected.selection = []
        expected.score = 7
        expected.clock = 10
        expected.tableChangedAt = 10
        expected.endedAt = 10
        #expect(game == expected)
        #expect(
            events == [
                .selected(card("1RSO")), .matched(cards("3PDS 2GOF 1RSO")),
                .collected(cards("3PDS 2GOF 1RSO")), .gameOver,
            ])
        #expect(game.tap(0).isEmpty)
    }

    @Test func rule5AfterAMismatchTheClickedCardIsTheOnlySelection() {
        var game = Game.fixture(Tables.oneSet)
        game.tap(0, 1, 2)
        var expected = game
        #expect(game.tap(9) == [.selected(card("1PSF"))])
        expected.selection = [9]
        #expect(game == expected)
        game.tap(3, 5)  // 1PSF 1POO 1GOS: a second mismatch
        game.tap(3)
        expected.selection = [3]
        expected.score = -4
        expected.mismatches = 2
        #expect(game == expected)
    }

    @Test func clicksOffTheTableAreIgnored() {
        var game = Game.fixture(Tables.oneSet)
        let before = game
        #expect(game.apply(.cardTapped(index: 12), now: 0).isEmpty)
        #expect(game.apply(.cardTapped(index: -1), now: 0).isEmpty)
        #expect(game.apply(.cardTapped(index: Int.max), now: 0).isEmpty)
        #expect(game.apply(.claimTapped(player: 0), now: 0).isEmpty)
        #expect(game.apply(.dealTapped(player: 7), now: 0).isEmpty)
        #expect(game.apply(.dealTapped(player: 0), now: 0).isEmpty)
        #expect(game == before)
    }

    @Test func intentNamesAreStable() {
        let intents: [Intent] = [
            .cardTapped(index: 3), .dealTapped(), .newGameTapped, .hintTapped,
            .shuffleRequested, .claimTapped(player: 1), .tick,
        ]
        #expect(intents.map(\.name) == ["select", "deal", "newGame", "hint", "shuffle", "claim", "tick"])
        #expect([GameEvent]().summary == "ignored")
    }
}
