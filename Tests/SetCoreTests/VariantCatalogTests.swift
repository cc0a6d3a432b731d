import Testing

@testable import SetCore

@Suite("The sixteen variants as data")
struct VariantCatalogTests {
    /// name, title, family, rule, table minimum, chain, puzzle, shuffle, face down, features, players, deal, end.
    typealias Row = (
        String, String, Variant.Family, GroupRule, Int, Int, Bool, Bool, Bool, Int, Int,
        Variant.Deal, Variant.EndCondition
    )

    static let rows: [Row] = [
        ("solo", "Solo", .classic, .set, 12, 0, false, false, false, 4, 1, .shuffledDeck, .deckExhausted),
        ("twoPlayer", "Two players", .classic, .set, 12, 0, false, false, false, 4, 2, .shuffledDeck, .deckExhausted),
        ("junior", "Junior", .classic, .set, 9, 0, false, false, false, 3, 1, .shuffledDeck, .deckExhausted),
        ("daily", "Daily", .puzzles, .set, 12, 0, true, false, false, 4, 1, .dailyTable, .tableSolved),
        ("puzzle", "Puzzle", .puzzles, .set, 12, 0, true, false, false, 4, 1, .shuffledDeck, .deckExhausted),
        ("chain", "Set-Chain", .variants, .set, 12, 1, false, false, false, 4, 1, .shuffledDeck, .deckExhausted),
        ("ultra", "UltraSet", .variants, .ultraSet, 12, 0, false, false, false, 4, 1, .shuffledDeck, .deckExhausted),
        ("ultra9", "Ultra9", .variants, .ultraSet, 9, 0, false, false, false, 4, 1, .shuffledDeck, .deckExhausted),
        (
            "ultraChain", "UltraSet-Chain", .variants, .ultraSet, 12, 2, false, false, false, 4, 1, .shuffledDeck,
            .deckExhausted
        ),
        ("ghost", "GhostSet", .variants, .ghostSet, 10, 0, false, false, false, 4, 1, .shuffledDeck, .deckExhausted),
        ("shuffle", "Shuffle", .variants, .set, 12, 0, false, true, false, 4, 1, .shuffledDeck, .deckExhausted),
        ("memory", "Memory", .variants, .set, 21, 0, false, false, true, 4, 1, .shuffledDeck, .deckExhausted),
        ("megaSet", "MegaSet", .variants, .set, 16, 0, false, false, false, 5, 1, .shuffledDeck, .deckExhausted),
        ("sprint10", "Sprint 10", .sprints, .set, 12, 0, false, false, false, 4, 1, .recycledDeck, .groupsFound(10)),
        ("sprint20", "Sprint 20", .sprints, .set, 12, 0, false, false, false, 4, 1, .recycledDeck, .groupsFound(20)),
        ("sprint30", "Sprint 30", .sprints, .set, 12, 0, false, false, false, 4, 1, .recycledDeck, .groupsFound(30)),
        (
            "timed", "Timed 2:00", .sprints, .set, 12, 0, false, false, false, 4, 1, .recycledDeck,
            .timeLimit(seconds: 120)
        ),
    ]

    @Test func everyVariantIsItsRow() {
        #expect(Variant.all.count == Self.rows.count)
        for (variant, row) in zip(Variant.all, Self.rows) {
            #expect(variant.name == row.0)
            #expect(variant.title == row.1)
            #expect(variant.family == row.2)
            #expect(variant.rule == row.3)
            #expect(variant.tableMinimum == row.4)
            #expect(variant.chain.count == row.5)
            #expect(variant.isPuzzle == row.6)
            #expect(variant.shufflesAfterGroup == row.7)
            #expect(variant.dealsFaceDown == row.8)
            #expect(variant.featureCount == row.9)
            #expect(variant.players == row.10)
            #expect(variant.deal == row.11)
            #expect(variant.end == row.12)
            #expect(!variant.summary.isEmpty && variant.summary.count <= 70)
        }
    }

    @Test func namesAreTheCommandLineNames() {
        let names =
            "solo twoPlayer junior daily chain ultra ultra9 ultraChain ghost puzzle shuffle memory megaSet "
            + "sprint10 sprint20 sprint30 timed"
        #expect(Set(Variant.all.map(\.name)) == Set(names.split(separator: " ").map(String.init)))
        for variant in Variant.all { #expect(Variant(name: variant.name) == variant) }
        #expect(Variant(name: "Solo") == nil)
        #expect(Variant(name: "") == nil)
    }

    @Test func thePickerGroupsThem() {
        #expect(Variant.listed(under: .classic).map(\.name) == ["solo", "twoPlayer", "junior"])
        #expect(Variant.listed(under: .puzzles).map(\.name) == ["daily", "puzzle"])
        #expect(
            Variant.listed(under: .variants).map(\.name)
                == ["chain", "ultra", "ultra9", "ultraChain", "ghost", "shuffle", "memory", "megaSet"])
        #expect(Variant.listed(under: .sprints).map(\.name) == ["sprint10", "sprint20", "sprint30", "timed"])
    }

    @Test func derivedValues() {
        #expect(Variant.all.map(\.groupSize) == [3, 3, 3, 3, 3, 3, 4, 4, 4, 6, 3, 3, 3, 3, 3, 3, 3])
        #expect(
            Variant.junior.deck == Card.junior && Variant.ghost.deck == Card.all && Variant.megaSet.deck == Card.mega)
        #expect(
            Variant.all.filter(\.allowsUndo).map(\.name)
                == [
                    "solo", "junior", "daily", "puzzle", "chain", "ultra", "ultra9", "ultraChain", "ghost", "shuffle",
                    "memory", "megaSet",
                ])
        #expect(Variant.all.filter(\.isRace).map(\.name) == ["sprint10", "sprint20", "sprint30", "timed"])
    }
}
