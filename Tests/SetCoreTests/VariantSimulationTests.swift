import Testing

@testable import SetCore

/// Whole games of every variant played by the player who takes the first group offered.
@Suite("Variants played by the first-group player")
struct VariantSimulationTests {
    /// The games of `variant` that `run(_:games:seed:)` plays for `seed`, one by one.
    static func games(of variant: Variant, count: Int, seed: UInt64) -> [VariantSimulation.Playthrough] {
        var seeds = SplitMix64(seed: seed)
        var date = VariantSimulation.firstDailyDate
        return (0..<count).map { _ in
            defer { date = date.next ?? date }
            return VariantSimulation.play(variant, seed: seeds.next(), date: date)
        }
    }

    /// 81 cards, three a Set: the deck runs out, and every table is a multiple of 3 (at
    /// least 12 while the deck lasts, as it only ever grows by three).
    @Test func soloEndsWithTheDeckEmpty() {
        for game in Self.games(of: .solo, count: 20, seed: 7) {
            #expect(game.isFinished)
            #expect(game.deckSize == 0)
            #expect((20...27).contains(game.groupsFound))
            #expect(game.moves == game.groupsFound)
            #expect(game.positions.allSatisfy { $0.tableSize % 3 == 0 })
            #expect(game.positions.allSatisfy { $0.deckSize == 0 || $0.tableSize >= 12 })
            #expect(game.positions.first?.deckSize == 81 - (game.positions.first?.tableSize ?? 0))
        }
    }

    /// While the deck lasts, a table is the variant's minimum or grew to a multiple of 3
    /// (GhostSet's 10 grow to 12, then 15); a chain takes two cards or one from the
    /// table, so only the minimum holds there.
    @Test func tablesGrowByThreesFromTheMinimum() {
        for variant in Variant.all {
            let sizes = Self.games(of: variant, count: 10, seed: 3).flatMap(\.positions)
                .filter { $0.deckSize > 0 }.map(\.tableSize)
            let minimum = variant.tableMinimum
            #expect(sizes.allSatisfy { $0 >= minimum }, "\(variant)")
            if !variant.chain.isChained {
                #expect(sizes.allSatisfy { $0 == minimum || $0 % 3 == 0 }, "\(variant)")
            }
        }
    }

    /// Every variant's games end by its own rule, with groups found and a group on every table faced.
    @Test func everyVariantFindsGroups() {
        for variant in Variant.all {
            let summary = VariantSimulation.run(variant, games: 10, seed: 1)
            #expect(summary.games == 10)
            #expect(summary.unfinishedGames == 0, "\(variant)")
            #expect(summary.meanGroupsFound > 0, "\(variant)")
            #expect(summary.meanGroupsOnTable >= 1, "\(variant)")
            #expect(summary.positionsWithoutGroup == 0, "\(variant)")
        }
    }

    @Test func sprintTenFindsExactlyTen() {
        for game in Self.games(of: .sprint10, count: 20, seed: 1) {
            #expect(game.isFinished)
            #expect(game.groupsFound == 10)
            #expect(game.moves == 10)
        }
    }

    /// Two minutes at 4 s a Set: 30 Sets, 90 cards, more than the deck holds; the cards taken come back.
    @Test func timedEndsAtTwoMinutesWithThirtySets() {
        for game in Self.games(of: .timed, count: 20, seed: 1) {
            #expect(game.isFinished)
            #expect(game.seconds == 120)
            #expect(game.groupsFound == 30)
            #expect(game.moves == 30)
        }
    }

    /// Twelve cards with six Sets, found ones not counted: 6, 5, 4, 3, 2, 1 Sets faced, 3.5 on average.
    @Test func theDailyPuzzleCountsDownItsSixSets() {
        for game in Self.games(of: .daily, count: 5, seed: 1) {
            #expect(game.positions.map(\.groupCount) == [6, 5, 4, 3, 2, 1])
            #expect(game.positions.allSatisfy { $0.tableSize == 12 && $0.deckSize == 0 })
        }
        let summary = VariantSimulation.run(.daily, games: 5, seed: 1)
        #expect(summary.meanGroupsOnTable == 3.5)
        #expect(summary.meanTableSize == 12)
        #expect(summary.meanGroupsFound == 6)
        #expect(summary.meanMoves == 6)
    }

    /// The games differ from one date to the next.
    @Test func eachDailyGamePlaysAnotherDate() {
        let first = VariantSimulation.firstDailyDate
        let second = first.next ?? first
        let games = Self.games(of: .daily, count: 2, seed: 1)
        #expect(games[0] == VariantSimulation.play(.daily, seed: 0, date: first))
        #expect(games[1] == VariantSimulation.play(.daily, seed: 0, date: second))
        #expect(DailyPuzzle.cards(for: first) != DailyPuzzle.cards(for: second))
    }

    /// A seed gives the same figures, and a summary is its games added up.
    @Test func theSeedFixesTheFigures() {
        let summary = VariantSimulation.run(.chain, games: 8, seed: 42)
        #expect(summary == VariantSimulation.run(.chain, games: 8, seed: 42))
        #expect(summary != VariantSimulation.run(.chain, games: 8, seed: 43))
        var added = VariantSimulation.Summary(variant: .chain)
        for game in Self.games(of: .chain, count: 8, seed: 42) { added.add(game) }
        #expect(added == summary)
        #expect(summary.positions == Self.games(of: .chain, count: 8, seed: 42).map(\.moves).reduce(0, +))
    }

    /// The means of two hand-made games: tables of 12 and 15 with 2 and 1 groups, then 12 with 0.
    @Test func theMeansAreOverPositionsAndGames() {
        typealias Position = VariantSimulation.Position
        var summary = VariantSimulation.Summary(variant: .solo)
        summary.add(
            VariantSimulation.Playthrough(
                positions: [
                    Position(tableSize: 12, groupCount: 2, deckSize: 69),
                    Position(tableSize: 15, groupCount: 1, deckSize: 63),
                ],
                groupsFound: 2, seconds: 8, deckSize: 63, isFinished: true))
        summary.add(
            VariantSimulation.Playthrough(
                positions: [Position(tableSize: 12, groupCount: 0, deckSize: 0)],
                groupsFound: 0, seconds: 0, deckSize: 0, isFinished: false))
        #expect(summary.meanTableSize == 13)
        #expect(summary.meanGroupsOnTable == 1)
        #expect(summary.shareWithoutGroup == 1.0 / 3)
        #expect(summary.meanGroupsFound == 1)
        #expect(summary.meanMoves == 1.5)
        #expect(summary.unfinishedGames == 1)
    }
}
