import GRDB
import SetCore
import SetStorage

/// Every game played on this machine, move by move, in SQLite (`games.sqlite` in the data folder).
///
/// One connection, written after each frame that shows a move and read for Review, Replay,
/// Practice and the charts. Write-ahead logging with `synchronous = NORMAL`: a commit is in
/// the log before `append` returns, so a game killed mid-play keeps every move it traced;
/// only a power cut can lose the last few.
package final class GameDatabase: Sendable {
    /// Where the database is.
    package let path: String
    let queue: DatabaseQueue

    /// Opens (or makes) the database at `path` and brings its schema up to date.
    ///
    /// - Throws: GRDB's error for a file that is no database, or one this program cannot read.
    package init(path: String) throws {
        self.path = path
        try AtomicFile.makeFolder(AtomicFile.folder(of: path))
        var configuration = Configuration()
        configuration.label = "games"
        // Two windows of one player (a host's and a player's) share the file: a write waits for the other's.
        configuration.busyMode = .timeout(2)
        configuration.prepareDatabase { db in
            // A file that is no SQLite database fails here, on its first read.
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        queue = try DatabaseQueue(path: path, configuration: configuration)
        let migrator = Self.migrator
        if try queue.read({ try migrator.hasBeenSuperseded($0) }) {
            throw DatabaseTooNew(path: path)
        }
        try migrator.migrate(queue)
    }

    /// A database on a queue whose schema a test has brought to an earlier version: opened as is.
    init(inMigratedQueue queue: DatabaseQueue) throws {
        path = queue.path
        self.queue = queue
    }

    /// An in-memory database, for tests and the benchmarks.
    package init() throws {
        path = ":memory:"
        queue = try DatabaseQueue()
        try Self.migrator.migrate(queue)
    }

    /// Opens the database at `path`; one that cannot be read is kept aside as `games.sqlite.corrupt`
    /// and a new one begun. Returns the database (nil when none could be opened) and a line for the player.
    package static func openKeepingAside(path: String) -> (GameDatabase?, warning: FileWarning?) {
        do {
            return (try GameDatabase(path: path), nil)
        } catch let error as DatabaseTooNew {
            return (nil, FileWarning(.databaseTooNew, reason: error.description))
        } catch {
            let reason = Self.reason(error)
            let kept: String
            do {
                kept = try AtomicFile.keepAside(path)
            } catch {
                return (nil, FileWarning(.databaseUnreadable(path: path), reason: reason))
            }
            // The log and index of the database set aside belong to it, not to the new one.
            for suffix in ["-wal", "-shm"] {
                _ = try? AtomicFile.keepAside(path + suffix)
            }
            do {
                return (try GameDatabase(path: path), FileWarning(.databaseKeptAside(kept: kept), reason: reason))
            } catch {
                return (
                    nil,
                    FileWarning(.databaseKeptAsideFailedToo(kept: kept, again: Self.reason(error)), reason: reason)
                )
            }
        }
    }

    /// SQLite's own words for an error.
    package static func reason(_ error: Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }

    /// The schema, one migration per version; a migration once released is never changed.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: games, tables and moves") { db in
            try db.create(table: "game") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("mode", .text).notNull()
                // The seed's 64 bits as a signed integer.
                t.column("seed", .integer).notNull()
                t.column("startedAt", .double).notNull()
                t.column("endedAt", .double)
                t.column("result", .text).notNull()
                t.column("players", .text).notNull().defaults(to: "")
                t.column("startClock", .double).notNull()
                t.column("seconds", .double).notNull().defaults(to: 0)
                t.column("finds", .integer).notNull().defaults(to: 0)
                t.column("misses", .integer).notNull().defaults(to: 0)
                t.column("hints", .integer).notNull().defaults(to: 0)
            }
            try db.create(index: "gameByMode", on: "game", columns: ["mode", "seed"])
            try db.create(table: "tableau") { t in
                t.column("gameId", .integer).notNull().references("game", onDelete: .cascade)
                t.column("place", .integer).notNull()
                t.column("cards", .text).notNull()
                t.column("previous", .text).notNull().defaults(to: "")
                t.column("groups", .text).notNull()
                t.primaryKey(["gameId", "place"])
            }
            try db.create(table: "move") { t in
                t.column("gameId", .integer).notNull().references("game", onDelete: .cascade)
                t.column("step", .integer).notNull()
                t.column("time", .double).notNull()
                t.column("kind", .text).notNull()
                t.column("cards", .text).notNull()
                t.column("tablePlace", .integer).notNull()
                t.column("player", .integer)
                t.column("seconds", .double)
                t.column("overGroup", .boolean).notNull().defaults(to: false)
                t.primaryKey(["gameId", "step"])
            }
        }
        migrator.registerMigration("v2: practice drills") { db in
            try db.create(table: "drill") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("kind", .text).notNull()
                t.column("playedAt", .double).notNull()
                t.column("cards", .text).notNull()
                t.column("found", .text).notNull()
                t.column("misses", .integer).notNull()
                t.column("seconds", .double).notNull()
                t.column("median", .double)
            }
        }
        migrator.registerMigration("v3: computer players and ratings") { db in
            // Each seat's computer level ("" for a person), names' order; "" for a game with no computer.
            try db.alter(table: "game") { t in t.add(column: "computers", .text).notNull().defaults(to: "") }
            // A rated game: the mode's rating before and after it, and the rated games in the mode, it included.
            try db.create(table: "rating") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("mode", .text).notNull()
                t.column("gameId", .integer).references("game", onDelete: .setNull)
                t.column("playedAt", .double).notNull()
                t.column("before", .double).notNull()
                t.column("after", .double).notNull()
                t.column("games", .integer).notNull()
            }
            try db.create(index: "rating_by_mode", on: "rating", columns: ["mode", "id"])
        }
        return migrator
    }
}

/// The database was written by a newer set-game, whose schema this one does not know.
struct DatabaseTooNew: Error, CustomStringConvertible {
    var path: String
    var description: String { "the games database \(path) is from a newer set-game" }
}

extension GameDatabase {
    /// Folds the write-ahead log into the file, as closing the last connection does.
    package func checkpoint() throws {
        _ = try queue.writeWithoutTransaction { try $0.checkpoint(.truncate) }
    }
}
