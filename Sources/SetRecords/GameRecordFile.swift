import FoundationEssentials
import SetCore
import SetStorage

/// `{"format": "set-game/record", "version": 1, "game": {…}}`: one game, to share.
extension GameRecord: StoredValue {
    package static let file = VersionedFile(format: "set-game/record", key: "game")
}

/// A game's record in a file of its own: what `--export-game` writes and `--review` reads.
package enum GameRecordFile {
    /// The largest record file read (32 MiB): a record at its bounds (`GameRecord.maxMoves` moves on
    /// `GameRecord.maxTables` tables of up to 81 cards) comes to about 30 MB. A larger file, or anything
    /// but a regular file, is refused before a byte is read.
    package static let sizeLimit = 32 << 20

    /// Reads a record from a file, which may be anyone's: its JSON, its envelope and then
    /// every card, table and move are checked (`GameRecord.validate()`).
    ///
    /// - Throws: `GameRecordFileError` with a line for the player.
    package static func read(_ path: String) throws(GameRecordFileError) -> GameRecord {
        let bytes: [UInt8]
        switch AtomicFile.read(path, limit: sizeLimit) {
        case .missing: throw GameRecordFileError(path: path, reason: "no such file")
        case .unreadable(let reason): throw GameRecordFileError(path: path, reason: reason)
        case .contents(let contents): bytes = contents
        }
        let record: GameRecord
        do {
            record = try VersionedFile.decode(GameRecord.self, from: bytes)
        } catch {
            throw GameRecordFileError(path: path, reason: error.reason)
        }
        do {
            try record.validate()
        } catch {
            throw GameRecordFileError(path: path, reason: error.reason)
        }
        return record
    }

    /// Writes `record` to `path` (its folder must exist: it is a path the player typed).
    package static func write(_ record: GameRecord, to path: String) throws {
        try AtomicFile.write(try VersionedFile.encode(record), to: path, createsFolder: false)
    }

    /// Writes game `id` of the database at `databasePath` to `path`; returns the line that says so.
    ///
    /// - Throws: `GameRecordFileError` for a database with no such game, or a file that cannot be written.
    package static func export(_ id: Int64, from databasePath: String, to path: String) throws -> String {
        // Reading must not make a database where there was none.
        guard FileManager.default.fileExists(atPath: databasePath) else {
            throw GameRecordFileError(path: databasePath, reason: "no game has been recorded yet")
        }
        let database = try GameDatabase(path: databasePath)
        guard let record = try database.record(id) else {
            throw GameRecordFileError(path: databasePath, reason: "there is no game \(id); set-game --games lists them")
        }
        do {
            try write(record, to: path)
        } catch {
            throw GameRecordFileError(path: path, reason: "\(error)")
        }
        let moves = record.moves.count.counted("move")
        return "wrote game \(id) (\(record.mode.title), \(moves)) to \(path)"
    }
}

/// Why a record file could not be read or written.
package struct GameRecordFileError: Error, Equatable, CustomStringConvertible {
    /// The file concerned.
    package var path: String
    /// What is wrong with it.
    package var reason: String

    package var description: String { "\(path): \(reason)" }
}
