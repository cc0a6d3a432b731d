import Foundation
import Testing

@testable import SetCore

/// What the fuzz targets found in SetCore, each with the input that showed it, kept once fixed.
@Suite("Fuzz findings: SetCore")
struct FuzzFindingsTests {
    /// `reduce` target, `Tests/corpus/reduce/mode-daily`: a daily game asked of `init(seed:mode:now:)`
    /// was dealt as a solo game (12 cards and a deck of 69) under the daily mode, a state its own
    /// save refused ("table, deck and found Sets hold 81 cards"). It is now the puzzle of a day.
    @Test(arguments: [0, 3, 20_000, UInt64.max] as [UInt64])
    func aDailyGameFromASeedIsADaysPuzzleAndSavesAndLoads(seed: UInt64) throws {
        let game = Game(seed: seed, mode: .daily, now: 0)
        let date = try #require(game.dailyDate)
        #expect(game == Game(daily: date, now: 0))
        #expect(game.table.count == 12 && game.deck.isEmpty)
        #expect(Set(game.table) == Set(DailyPuzzle.cards(for: date)))
        let loaded = try JSONDecoder().decode(Game.self, from: try JSONEncoder().encode(game))
        #expect(loaded == game)
    }
}

/// `files` target, `Tests/corpus/files/finding-rooms-board-with-a-card-twice`: a rooms server's
/// file whose UltraSet board held one card twice (and so lacked another) was read, and the host
/// would have played it; written back, its own deck was refused. A board now holds its variant's
/// deck once, or is refused.
@Suite("Fuzz findings: saved boards")
struct SavedBoardFindingsTests {
    /// A board of `variant` from `seed` as JSON, changed by `edit`, read back.
    static func read(_ variant: Variant, seed: UInt64 = 3, _ edit: (inout [String: Any]) -> Void) throws -> VariantBoard
    {
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(VariantBoard(variant: variant, seed: seed)))
                as? [String: Any])
        edit(&object)
        return try JSONDecoder().decode(VariantBoard.self, from: JSONSerialization.data(withJSONObject: object))
    }

    @Test func anUntouchedBoardReadsBack() throws {
        for variant in Variant.all where variant.deal != .dailyTable {
            let board = VariantBoard(variant: variant, seed: 3)
            #expect(try Self.read(variant) { _ in } == board, "\(variant)")
        }
    }

    @Test func aCardTwiceIsRefused() {
        #expect(throws: DecodingError.self) {
            try Self.read(.ultra) { object in
                var cards = object["cards"] as? [String] ?? []
                cards[5] = cards[4]
                object["cards"] = cards
            }
        }
    }

    @Test func aCardOfAnotherDeckOrAShortDeckIsRefused() {
        #expect(throws: DecodingError.self) {
            try Self.read(.megaSet) { object in
                var cards = object["cards"] as? [String] ?? []
                cards[0] = "1RDF"
                object["cards"] = cards
            }
        }
        #expect(throws: DecodingError.self) {
            try Self.read(.junior) { object in
                var cards = object["cards"] as? [String] ?? []
                cards[0] = "1RDS"
                object["cards"] = cards
            }
        }
        #expect(throws: DecodingError.self) {
            try Self.read(.chain) { object in object["cards"] = Array((object["cards"] as? [String] ?? []).dropLast(3))
            }
        }
    }

    @Test func aLastGroupNotTakenOrAFoundGroupOffTheTableIsRefused() {
        #expect(throws: DecodingError.self) {
            try Self.read(.chain) { object in object["previous"] = Array((object["cards"] as? [String] ?? []).prefix(3))
            }
        }
        #expect(throws: DecodingError.self) {
            try Self.read(.puzzle) { object in object["found"] = [Array((object["cards"] as? [String] ?? []).suffix(3))]
            }
        }
    }
}
