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

/// `reduce` target, a timeout: a GhostSet table dealt out past 30 cards made each move's record
/// list every GhostSet on it, an O(n⁵) search (seconds at 40 cards, with tens of thousands of
/// groups) on the window's thread. A record now lists a table's groups only up to the rule's
/// `listingLimit`, and a deal over a group is found by looking for one group, not all.
@Suite("Fuzz findings: records of large tables")
struct LargeTableRecordTests {
    /// A GhostSet game from `seed`, dealt three at a time until the table holds `cards`, recorded.
    static func dealt(to cards: Int, seed: UInt64 = 1) -> (Game, GameRecord) {
        var game = Game(seed: seed, mode: .ghost, now: 0)
        var record = GameRecord(starting: game, at: 1_780_000_000)
        var time = 0.0
        while game.table.count < cards {
            time += 1
            let before = game
            let events = game.apply(.dealTapped(player: nil), now: time)
            record.record(.dealTapped(player: nil), events: events, before: before, after: game)
        }
        return (game, record)
    }

    @Test func aGhostSetTablePastTheLimitListsNoGroupsAndItsRecordIsValid() throws {
        let (game, record) = Self.dealt(to: 40)
        #expect(GroupRule.ghostSet.listingLimit == 21 && GroupRule.ultraSet.listingLimit == 30)
        #expect(game.table.count >= 40 && game.listedGroups.isEmpty && game.holdsGroup(besides: []))
        #expect(RecordedTable(game).groups.isEmpty)
        // The deals were made over groups; the tables up to 21 cards list theirs.
        #expect(record.moves.allSatisfy { $0.kind == .deal && $0.overGroup })
        #expect(record.tables.contains { $0.cards.count <= 21 && !$0.groups.isEmpty })
        #expect(record.tables.contains { $0.cards.count > 21 && $0.groups.isEmpty })
        try record.validate()
    }

    @Test func aRecordListingGroupsPastTheLimitIsRefused() throws {
        let (_, record) = Self.dealt(to: 24)
        var edited = record
        let big = try #require(edited.tables.firstIndex { $0.cards.count > 21 })
        let small = try #require(edited.tables.firstIndex { !$0.groups.isEmpty })
        edited.tables[big].groups = [edited.tables[small].groups[0]]
        #expect(throws: RecordProblem.self) { try edited.validate() }
    }
}
