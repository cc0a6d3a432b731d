import Foundation
import GRDB
import SetCore
import SetStorage
import SetStorageTestSupport
import Testing

@testable import SetRecords

@Suite("The games database")
struct GameDatabaseTests {
    @Test func migrationsFromEmptyMakeTheSchema() throws {
        let folder = try TemporaryGameFolder()
        let path = folder.locations.gamesDatabase
        #expect(!FileManager.default.fileExists(atPath: path))
        let database = try GameDatabase(path: path)
        let (tables, migrations) = try database.queue.read { db in
            (
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            )
        }
        #expect(tables == ["drill", "game", "grdb_migrations", "move", "rating", "sqlite_sequence", "tableau"])
        #expect(
            migrations == ["v1: games, tables and moves", "v2: practice drills", "v3: computer players and ratings"])
        let journal = try database.queue.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
        // Opened again, nothing is migrated twice.
        _ = try GameDatabase(path: path)
        #expect(try database.gameCount() == 0)
    }

    @Test func aGameRecordedMoveByMoveReadsBackIdentical() throws {
        let database = try GameDatabase()
        var play = RecordedPlay(recorder: GameRecorder(database: database, wallClock: { 1_790_000_000 }))
        play.playToTheEnd()
        let recorder = play.recorder
        let id = try #require(recorder.gameId)
        let kept = try #require(recorder.record)
        let read = try #require(try database.record(id))
        #expect(read == kept)
        #expect(read.result == .finished)
        #expect(read.endedAt == 1_790_000_000)
        // Every find of the game is there, in order, and each on a table that held it.
        #expect(read.finds.map(\.cards) == play.game.foundSets)
        for (step, move) in read.moves.enumerated() where move.kind == .found {
            let table = try #require(read.table(at: step))
            #expect(table.groups.contains { Set($0) == Set(move.cards) })
        }
        // The opening: three selections and a miss, a card selected and deselected, a hint, a deal over a Set.
        let kinds = read.moves.prefix(8).map(\.kind)
        #expect(kinds == [.select, .select, .select, .missed, .select, .deselect, .hint, .deal])
        #expect(read.moves[7].overGroup)
        #expect(read.moves.count { $0.kind == .deal && !$0.overGroup } > 0)
        #expect(read.moves[3].cards.count == 3)
        #expect(try read.validate() == ())
        let summary = try #require(try database.pastGames().first)
        #expect(summary.id == id)
        #expect(summary.finds == play.game.foundSets.count)
        #expect(summary.misses == 1)
        #expect(summary.hints == 1)
        #expect(summary.result == .finished)
    }

    @Test func movesAreNamedByTheirCardsCodesInTheirRows() throws {
        let database = try GameDatabase()
        var play = RecordedPlay(recorder: GameRecorder(database: database))
        let set = try #require(SetFinder.firstSet(in: play.game.table))
        let cards = set.map { play.game.table[$0] }
        play.select(set)
        let id = try #require(play.recorder.gameId)
        let rows = try database.queue.read { db in
            try Row.fetchAll(db, sql: "SELECT kind, cards FROM move WHERE gameId = ? ORDER BY step", arguments: [id])
        }
        #expect(rows.map { $0["kind"] as String } == ["select", "select", "select", "found"])
        #expect(rows.map { $0["cards"] as String }.last == cards.map(\.code).joined(separator: " "))
        let table = try database.queue.read { db in
            try String.fetchOne(db, sql: "SELECT cards FROM tableau WHERE gameId = ? AND place = 0", arguments: [id])
        }
        #expect(table == play.game.table.map(\.code).joined(separator: " "))
    }

    @Test func undoAndRedoAreMovesAndAGameResumedContinuesItsRecord() throws {
        let database = try GameDatabase()
        let recorder = GameRecorder(database: database)
        var play = RecordedPlay(recorder: recorder)
        play.select([0])
        recorder.take(.moves([RecordedMove(time: 0, kind: .undo)], on: play.game, clock: 9))
        recorder.flush()
        let id = try #require(recorder.gameId)
        // A new launch: the saved game's record is found by its mode and seed, and goes on.
        let again = GameRecorder(database: database)
        again.resume(play.game)
        #expect(again.gameId == id)
        #expect(again.record?.moves.map(\.kind) == [.select, .undo])
        again.take(.moves([RecordedMove(time: 0, kind: .redo)], on: play.game, clock: 12))
        again.flush()
        #expect(try database.record(id)?.moves.map(\.kind) == [.select, .undo, .redo])
        #expect(try database.record(id)?.moves.map(\.time) == [1.5, 9, 12])
        #expect(try database.gameCount() == 1)
    }

    @Test func aNewGameEndsTheLastAsAbandonedAndALaunchThatPlaysNothingLeavesNoGame() throws {
        let database = try GameDatabase()
        var play = RecordedPlay(recorder: GameRecorder(database: database))
        play.select([0])
        play.apply(.newGameTapped)
        let games = try database.pastGames()
        #expect(games.map(\.result) == [.abandoned])
        // The new game has no move yet, so it is not in the database.
        #expect(try database.gameCount() == 1)
        play.select([1])
        #expect(try database.pastGames().map(\.result) == [.playing, .abandoned])
    }

    @Test func keepingTheLatestGamesTrimsTheOldestButNeverTheOneInPlay() throws {
        let database = try GameDatabase()
        let recorder = GameRecorder(database: database)
        var play = RecordedPlay(recorder: recorder)
        for _ in 0..<5 {
            play.select([0])
            play.apply(.newGameTapped)
        }
        #expect(try database.gameCount() == 5)
        recorder.keepsLatest = 3
        play.select([2])
        // The sixth game was written and the oldest three went.
        let ids = try database.pastGames().map(\.id)
        #expect(ids == [6, 5, 4])
        #expect(try database.trim(keeping: 0, inPlay: recorder.gameId) == 2)
        #expect(try database.pastGames().map(\.id) == [6])
        let orphans = try database.queue.read {
            try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM move WHERE gameId < 6")
        }
        #expect(orphans == 0)
    }

    @Test func aDatabaseOfTheFirstVersionIsMigratedWithItsGamesKept() throws {
        let folder = try TemporaryGameFolder()
        let path = folder.locations.gamesDatabase
        // A database as the first release left it: its one migration, and a game.
        do {
            try AtomicFile.makeFolder(AtomicFile.folder(of: path))
            let queue = try DatabaseQueue(path: path)
            try GameDatabase.migrator.migrate(queue, upTo: "v1: games, tables and moves")
            // Written as the first release wrote a network game: the columns of the time, two players.
            try queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO game (mode, seed, startedAt, result, players, startClock)
                        VALUES ('solo', 7, 1790000000, 'playing', 'Ann' || char(10) || 'Bob', 0)
                        """)
            }
        }
        let database = try GameDatabase(path: path)
        #expect(try database.gameCount() == 1)
        let migrations = try database.queue.read {
            try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(
            migrations == ["v1: games, tables and moves", "v2: practice drills", "v3: computer players and ratings"])
        #expect(try database.drills().isEmpty)
        #expect(try database.ratings().isEmpty)
        let kept = try #require(try database.record(1))
        #expect(kept.players == ["Ann", "Bob"] && kept.computers == [] && kept.seed == 7)
    }

    @Test func theSlowestFindsAgainstTheirKindsMedianAreTheSlowMoments() throws {
        let database = try GameDatabase()
        var play = RecordedPlay(recorder: GameRecorder(database: database))
        play.playToTheEnd()
        let record = try #require(play.recorder.record)
        let finds = record.moves.filter { $0.kind == .found }
        // A median of 0.5 s for one kind makes its finds the slowest against their median.
        let kinds = Set(finds.compactMap { SetKind($0.cards) })
        let slowKind = try #require(kinds.max())
        var medians = Dictionary(uniqueKeysWithValues: SetKind.allCases.map { ($0, 3.0) })
        medians[slowKind] = 0.5
        let moments = try database.slowMoments(medians: medians, limit: 3)
        #expect(!moments.isEmpty)
        for moment in moments {
            #expect(moment.kind == .slow && moment.targets.count == 1)
            #expect(SetKind(moment.targets[0]) == slowKind)
            #expect(moment.targets[0].allSatisfy(moment.cards.contains))
            #expect(moment.median == 0.5)
            #expect(finds.contains { $0.cards == moment.targets[0] && $0.seconds == moment.tookBefore })
        }
    }

    @Test func aDrillPlayedIsKept() throws {
        let database = try GameDatabase()
        let table = DrillTable.findAll(seed: 2, sets: 4)
        let drill = DrillPlayed(
            kind: .findAll, cards: table.cards, found: table.targets, misses: 2, seconds: 31.5, median: 40)
        try database.insert(drill, at: 1_790_000_000)
        #expect(try database.drills() == [drill])
    }

    @Test func aCorruptDatabaseIsKeptAsideAndANewOneBegun() throws {
        let folder = try TemporaryGameFolder()
        let path = folder.locations.gamesDatabase
        let junk = Array("this is not a database, it is a grocery list: eggs, milk, 81 cards".utf8)
        try folder.put(junk + [UInt8](repeating: 7, count: 4000), at: path)
        let (database, warning) = GameDatabase.openKeepingAside(path: path)
        let opened = try #require(database)
        #expect(try opened.gameCount() == 0)
        #expect(
            warning?.line
                == "set-game: the games database was unreadable (file is not a database); kept it as \(path).corrupt and began a new one"
        )
        #expect(folder.bytes(path + ".corrupt")?.prefix(junk.count).elementsEqual(junk) == true)
        // Play goes on: the new database records.
        var play = RecordedPlay(recorder: GameRecorder(database: opened))
        play.select([0])
        #expect(try opened.gameCount() == 1)
    }

    @Test func aDatabaseFromANewerSetGameIsLeftAlone() throws {
        let folder = try TemporaryGameFolder()
        let path = folder.locations.gamesDatabase
        let database = try GameDatabase(path: path)
        try database.queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99: the future')") }
        let (none, warning) = GameDatabase.openKeepingAside(path: path)
        #expect(none == nil)
        #expect(
            warning?.line == "set-game: the games database \(path) is from a newer set-game; games are not recorded")
        #expect(!FileManager.default.fileExists(atPath: path + ".corrupt"))
    }
}
