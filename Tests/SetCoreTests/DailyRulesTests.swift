import Foundation
import Testing

@testable import SetCore

@Suite("The rules of the daily puzzle")
struct DailyRulesTests {
    private let day = DailyDate(year: 2026, month: 11, day: 23)

    private func puzzle() -> Game {
        guard let day else { fatalError("2026-11-23 is a day") }
        return Game(daily: day, now: 0)
    }

    private func select(_ indices: [Int], in game: inout Game, at time: Double) -> [GameEvent] {
        indices.flatMap { game.apply(.cardTapped(index: $0), now: time) }
    }

    @Test func startsWithTheDatesTwelveCardsAndNothingFound() throws {
        let game = puzzle()
        #expect(game.mode == .daily)
        #expect(game.dailyDate == day)
        #expect(game.table == DailyPuzzle.cards(for: try #require(day)))
        #expect(game.deck.isEmpty && game.foundSets.isEmpty && !game.isGameOver)
        #expect(!game.canDeal && game.canHint)
        #expect(SetFinder.allSets(in: game.table).count == 6)
    }

    @Test func aFoundSetStaysOnTheTableAndJoinsTheStrip() {
        var game = puzzle()
        let sets = SetFinder.allSets(in: game.table)
        let table = game.table
        let events = select(sets[0], in: &game, at: 5)
        let found = sets[0].map { table[$0] }
        #expect(events.last == .matched(found))
        #expect(game.table == table)
        #expect(game.foundSets == [found])
        #expect(game.setsFound == 1)
        #expect(game.score == 0)
        #expect(game.selection == sets[0])
    }

    @Test func aSetFoundAgainCostsNothing() {
        var game = puzzle()
        let set = SetFinder.allSets(in: game.table)[0]
        _ = select(set, in: &game, at: 1)
        let before = game
        // The same three cards in another order.
        let events = select(set.reversed(), in: &game, at: 2)
        #expect(events.last == .alreadyFound(set.reversed().map { game.table[$0] }))
        #expect(game.foundSets == before.foundSets)
        #expect(game.mismatches == 0 && game.score == 0)
    }

    @Test func aMismatchIsCountedAndChangesNothingElse() {
        var game = puzzle()
        let table = game.table
        let triple =
            (0..<12).flatMap { i in ((i + 1)..<12).flatMap { j in ((j + 1)..<12).map { [i, j, $0] } } }
            .first { !Card.isSet($0.map { table[$0] }) } ?? []
        let events = select(triple, in: &game, at: 1)
        #expect(events.last == .mismatched(triple.map { table[$0] }))
        #expect(game.mismatches == 1 && game.foundSets.isEmpty && game.score == 0)
    }

    @Test func findingTheSixthSetEndsThePuzzle() throws {
        var game = puzzle()
        let sets = SetFinder.allSets(in: game.table)
        for (n, set) in sets.enumerated() {
            // The first click after a judged selection starts a new one.
            _ = select(set, in: &game, at: Double(n + 1) * 10)
        }
        #expect(game.foundSets.count == 6)
        #expect(game.isGameOver)
        #expect(game.endedAt == 60)
        #expect(game.selection.isEmpty)
        #expect(game.apply(.cardTapped(index: 0), now: 70).isEmpty)
        let data = try JSONEncoder().encode(game)
        #expect(try JSONDecoder().decode(Game.self, from: data) == game)
    }

    @Test func hintsPointAtASetNotFoundYetAndAreCountedNotCharged() {
        var game = puzzle()
        let sets = SetFinder.allSets(in: game.table)
        _ = select(sets[0], in: &game, at: 1)
        let events = game.apply(.hintTapped, now: 2)
        let hinted = game.hintedCards
        #expect(events == [.hinted(hinted)])
        #expect(hinted.count == 1)
        #expect(game.hintsUsed == 1 && game.score == 0)
        let firstUnfound = sets[1].map { game.table[$0] }
        #expect(hinted[0] == firstUnfound[0])
    }

    @Test func dealNewGameAndShuffleDoNotChangeThePuzzle() {
        var game = puzzle()
        #expect(game.apply(.dealTapped(player: nil), now: 1).isEmpty)
        #expect(game.apply(.newGameTapped, now: 1).isEmpty)
        #expect(game.table == puzzle().table)
    }

    @Test func aSavedPuzzleWithOtherCardsIsRejected() throws {
        var game = puzzle()
        game.table[0] = game.table[0] == Card.all[0] ? Card.all[1] : Card.all[0]
        #expect(throws: GameStateError.self) { try game.validate() }
        #expect(throws: Never.self) { try puzzle().validate() }
    }
}
