import Foundation
import Testing

@testable import SetCore
@testable import SetStorage

/// One record type for Junior and every variant: what each counts comes from its mode's tally,
/// and each is written in the shape its key always had.
@Suite("A mode's own record")
struct ModeRecordTests {
    /// A game of `mode` that ends now: 90 s of play, a score of 30, one Set found.
    static func finished(_ mode: Game.Mode) -> Game {
        var game = Game(seed: 3, mode: mode, now: 0)
        game.score = 30
        game.clock = 90
        game.endedAt = 90
        game.foundSets = [Array(mode.deck.prefix(3))]
        return game
    }

    @Test func juniorsRecordCountsHintsAndPaceAndAVariantsDoesNot() {
        var stats = Statistics()
        for mode in [Game.Mode.junior, .ultra] {
            let game = Game(seed: 3, mode: mode, now: 0)
            stats.recordStart(game)
            stats.record([.hinted([]), .matched(Array(game.table.prefix(3)))], game: game, before: game)
            stats.record([.gameOver], game: Self.finished(mode), before: game)
        }
        #expect(
            stats.record(for: .junior)
                == ModeRecord(
                    gamesStarted: 1, gamesFinished: 1, groupsFound: 1, hintsUsed: 1, bestTime: 90, bestScore: 30,
                    finishedSeconds: 90, finishedGroups: 1))
        #expect(
            stats.record(for: .ultra)
                == ModeRecord(gamesStarted: 1, gamesFinished: 1, groupsFound: 1, bestTime: 90, bestScore: 30))
        // Neither touches the classic record.
        #expect(stats.gamesStarted == 0 && stats.setsFound == 0 && stats.hintsUsed == 0 && stats.gamesFinished == 0)
    }

    @Test func aRaceKeepsOnlyTheBestItsEndAllows() {
        var stats = Statistics()
        for mode in [Game.Mode.sprint10, .timed] {
            stats.record([.gameOver], game: Self.finished(mode), before: Game(seed: 3, mode: mode, now: 0))
        }
        #expect(stats.record(for: .sprint10) == ModeRecord(gamesFinished: 1, bestTime: 90))
        #expect(stats.record(for: .timed) == ModeRecord(gamesFinished: 1, mostGroups: 0))
        #expect(
            stats.panelLines(for: Game(seed: 3, mode: .timed, now: 0)) == [
                "Most Sets 0", "Timed 2:00 games finished 1",
            ])
    }

    /// The keys of one object of a written statistics file.
    static func keys(_ stats: Statistics, _ path: String...) throws -> Set<String> {
        let json = try JSONSerialization.jsonObject(with: Data(try VersionedFile.encode(stats)))
        var object = (json as? [String: Any])?["stats"] as? [String: Any]
        for key in path { object = object?[key] as? [String: Any] }
        return Set(try #require(object).keys)
    }

    @Test func eachShapeIsWrittenWithTheKeysItAlwaysHad() throws {
        var stats = Statistics()
        #expect(try Self.keys(stats).contains("junior") && !Self.keys(stats).contains("variants"))
        stats.records["junior"] = ModeRecord(gamesStarted: 1, bestTime: 5, bestScore: 2)
        stats.records["ultra"] = ModeRecord(gamesStarted: 1, bestTime: 5, bestScore: 2)
        stats.records["timed"] = ModeRecord(gamesStarted: 1, mostGroups: 4)
        #expect(
            try Self.keys(stats, "junior")
                == [
                    "gamesStarted", "gamesFinished", "setsFound", "hintsUsed", "bestTime", "bestScore",
                    "finishedSeconds", "finishedSets",
                ])
        #expect(try Self.keys(stats, "variants") == ["ultra", "timed"])
        #expect(
            try Self.keys(stats, "variants", "ultra")
                == ["gamesStarted", "gamesFinished", "groupsFound", "bestTime", "bestScore"])
        #expect(
            try Self.keys(stats, "variants", "timed") == ["gamesStarted", "gamesFinished", "groupsFound", "mostGroups"])
        let read = try VersionedFile.decode(Statistics.self, from: VersionedFile.encode(stats))
        #expect(read == stats)
    }

    @Test func statisticsOfNoGamesRoundTrip() throws {
        let read = try VersionedFile.decode(Statistics.self, from: VersionedFile.encode(Statistics()))
        #expect(read == Statistics())
    }

    /// `stats-variants.json` with one edit.
    static func edited(_ from: String, _ to: String) throws -> [UInt8] {
        let text = String(decoding: try SavedFileFixtureTests.bytes("stats-variants.json"), as: UTF8.self)
        #expect(text.contains(from))
        return Array(text.replacingOccurrences(of: from, with: to).utf8)
    }

    @Test func aRecordOutOfRangeOrIncompleteIsRefusedAsBefore() throws {
        #expect(throws: FileFormatError("a Junior count or time is out of range")) {
            try VersionedFile.decode(
                Statistics.self,
                from: Self.edited("\"hintsUsed\" : 2,\n      \"setsFound\"", "\"hintsUsed\" : -2,\n      \"setsFound\"")
            )
        }
        #expect(throws: FileFormatError("a variant's count or time is out of range")) {
            try VersionedFile.decode(Statistics.self, from: Self.edited("\"mostGroups\" : 14", "\"mostGroups\" : -14"))
        }
        // Junior's record without its hints, and a variant's written in Junior's shape, are not read.
        #expect(throws: FileFormatError.self) {
            try VersionedFile.decode(
                Statistics.self, from: Self.edited("\"hintsUsed\" : 2,\n      \"setsFound\"", "\"setsFound\""))
        }
        #expect(throws: FileFormatError.self) {
            try VersionedFile.decode(Statistics.self, from: Self.edited("\"groupsFound\" : 20", "\"setsFound\" : 20"))
        }
        #expect(throws: FileFormatError.self) {
            try VersionedFile.decode(
                Statistics.self, from: Self.edited("\"memory\" : {", "\"memory\" : null, \"x\" : {"))
        }
    }
}
