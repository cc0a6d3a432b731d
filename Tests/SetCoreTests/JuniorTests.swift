import Foundation
import Testing

@testable import SetCore

/// Set Junior: the 27 solid cards, 9 on the table to start, the solo rules otherwise.
@Suite("Set Junior")
struct JuniorTests {
    /// Nine solid cards holding the Set 1RDF 2RDF 3RDF at 0, 1, 2, and the rest of Junior's deck in order.
    private func juniorFixture(_ tableCodes: String = "1RDF 2RDF 3RDF 1GOF 2GSF 1PSF 2POF 3GDF 3PDF") -> Game {
        let table = cards(tableCodes)
        return Game(table: table, deck: Card.junior.filter { !table.contains($0) }, mode: .junior, now: 0)
    }

    @Test func theDeckIsTheTwentySevenSolidCardsInCardOrder() {
        #expect(Card.junior.count == 27)
        #expect(Card.junior.prefix(4).map(\.code) == ["1RDF", "1ROF", "1RSF", "1GDF"])
        #expect(Card.junior.last?.code == "3PSF")
        #expect(Card.junior.allSatisfy { $0.shading == .solid })
        #expect(Game.Mode.junior.deck == Card.junior)
        #expect(Game.Mode.solo.deck.count == 81)
    }

    @Test func aNewGameDealsNineOfTheTwentySevenAndIsPlayedBySoloRules() {
        for seed in UInt64(0)..<50 {
            let game = Game(seed: seed, mode: .junior, now: 0)
            #expect(game.table.count == 9 && game.deck.count == 18)
            #expect(Set(game.table + game.deck) == Set(Card.junior))
            #expect(game.players.isEmpty && game.canDeal && game.canHint)
        }
        #expect(Game(seed: 7, mode: .junior, now: 0).table != Game(seed: 8, mode: .junior, now: 0).table)
        #expect(Game(seed: 7, mode: .junior, now: 0) == Game(seed: 7, mode: .junior, now: 0))
        #expect(Game.Mode.junior.tableSize == 9 && Game.Mode.solo.tableSize == 12)
        #expect(Game.Mode.allCases.filter(\.playsSoloRules) == [.solo, .junior])
    }

    @Test func aSetScoresAndIsReplacedInPlaceUpToNineCards() {
        var game = juniorFixture()
        let events = game.apply([.cardTapped(index: 0), .cardTapped(index: 1), .cardTapped(index: 2)], now: 2)
        #expect(events == [.selected(card("3RDF")), .matched(cards("1RDF 2RDF 3RDF"))])
        #expect(game.score == 3 + 6)
        // The next click takes the Set away; the deck's first three take its places.
        game.apply(.cardTapped(index: 3), now: 3)
        #expect(game.table.map(\.code) == ["1ROF", "1RSF", "1GDF", "1GOF", "2GSF", "1PSF", "2POF", "3GDF", "3PDF"])
        #expect(game.selection == [3])
        #expect(game.deck.count == 15 && game.foundSets == [cards("1RDF 2RDF 3RDF")])
    }

    @Test func dealingGrowsTheTableByThreeAndASetThenLeavesItAtNine() {
        var game = juniorFixture()
        // A Set is on the table, so Deal 3 costs the penalty, as in solo.
        game.apply(.dealTapped(player: nil), now: 1)
        #expect(game.table.count == 12 && game.deck.count == 15)
        #expect(game.score == -3)
        #expect(Array(game.table.suffix(3)).map(\.code) == ["1ROF", "1RSF", "1GDF"])
        game.apply(
            [.cardTapped(index: 0), .cardTapped(index: 1), .cardTapped(index: 2), .cardTapped(index: 3)], now: 2)
        // Twelve less three is nine, Junior's table: the others close up and nothing is dealt.
        #expect(game.table.count == 9 && game.deck.count == 15)
        #expect(game.table.first?.code == "1GOF")
    }

    @Test func aMismatchCostsAsInSoloAndExplainsItself() {
        var game = juniorFixture()
        let events = game.apply([.cardTapped(index: 0), .cardTapped(index: 1), .cardTapped(index: 3)], now: 1)
        #expect(events == [.selected(card("1GOF")), .mismatched(cards("1RDF 2RDF 1GOF"))])
        #expect(game.score == -2 && game.mismatches == 1)
    }

    @Test func wholeGamesEndWithTheDeckEmptyAndNoSetLeft() throws {
        var rng = SplitMix64(seed: 27)
        var tablesAtEnd: [Int: Int] = [:]
        for seed in UInt64(0)..<300 {
            var game = Game(seed: seed, mode: .junior, now: 0)
            var steps = 0
            var now = 0.0
            while !game.isGameOver, steps < 500 {
                steps += 1
                now += 1
                if game.selection.count == 3 {
                    game.apply(.cardTapped(index: rng.nextIndex(below: game.table.count)), now: now)
                } else if let first = game.selection.first {
                    game.apply(.cardTapped(index: first), now: now)
                } else if let set = SetFinder.allSets(in: game.table).first, rng.nextIndex(below: 10) > 0 {
                    game.apply(set.map { .cardTapped(index: $0) }, now: now)
                } else {
                    game.apply(game.canDeal ? .dealTapped(player: nil) : .shuffleRequested, now: now)
                }
                try game.validate()
            }
            #expect(game.isGameOver && game.deck.isEmpty && !SetFinder.containsSet(game.table))
            #expect(game.table.count + 3 * game.foundSets.count == 27)
            #expect(game.foundSets.allSatisfy(Card.isSet))
            tablesAtEnd[game.table.count, default: 0] += 1
        }
        // Three cards left would always be a Set (each feature sums to 0 mod 3).
        #expect(tablesAtEnd[3] == nil)
        #expect(tablesAtEnd.values.reduce(0, +) == 300)
    }

    @Test func aSavedJuniorGameRoundTripsAndAForeignCardIsRejected() throws {
        var game = Game(seed: 5, mode: .junior, now: 0)
        game.apply(.dealTapped(player: nil), now: 4)
        let data = try JSONEncoder().encode(game)
        #expect(try JSONDecoder().decode(Game.self, from: data) == game)

        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var table = try #require(object["table"] as? [String])
        table[0] = "1RDS"  // a striped card: not in Junior's deck, though the count is right
        object["table"] = table
        let edited = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: GameStateError.notJuniorDeck) { try JSONDecoder().decode(Game.self, from: edited) }

        object["table"] = Array(table.dropFirst(3))
        let short = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: GameStateError.notJuniorDeck) { try JSONDecoder().decode(Game.self, from: short) }
    }

    @Test func undoTakesBackAJuniorMove() {
        var game = juniorFixture()
        var history = History(startingAt: game)
        game.apply(.dealTapped(player: nil), now: 1)
        history.record(.dealTapped(player: nil), at: 1)
        #expect(history.leads(to: game))
        let back = history.undo(now: 2)
        #expect(back?.table.count == 9 && back?.mode == .junior && back?.deck.count == 18)
    }
}
