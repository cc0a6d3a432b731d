import FoundationEssentials
import SetCore
import SetStorage

/// Keeps the record of the game in play: what `reduce` says to record, taken as it
/// comes, and written to the database after the frame that shows it.
///
/// A game is written when its first move is, so a launch that plays nothing leaves no
/// game behind. A saved game resumed continues its record (the latest game of its mode
/// and seed still in play); one from before the database existed begins a record there.
package final class GameRecorder {
    /// The database written to.
    package let database: GameDatabase
    /// The database's id of the game in play, once it has a move (or of the game just ended).
    package private(set) var gameId: Int64?
    /// The record of the game in play, or of the game just ended; nil before any.
    package private(set) var record: GameRecord?
    /// How many games to keep, the latest; nil keeps every one.
    package var keepsLatest: Int?
    /// How many of the record's tables and moves are in the database.
    private var written = (tables: 0, moves: 0)
    /// Whether the record changed since it was last written.
    private var changed = false
    /// Whether a failed write was reported: the next failures are not, until a write succeeds.
    private var reportedFailure = false
    /// Seconds since 1970 now.
    private let wallClock: @Sendable () -> Double

    /// A recorder writing to `database`; `wallClock` gives the time for a game's start and end.
    package init(
        database: GameDatabase, keepsLatest: Int? = nil,
        wallClock: @escaping @Sendable () -> Double = {
            Date.now.timeIntervalSince1970
        }
    ) {
        self.database = database
        self.keepsLatest = keepsLatest
        self.wallClock = wallClock
    }

    /// Takes up the record of `game`, the game now in play: its record from the database
    /// when it has one in play, a new one otherwise (none for a game already over).
    /// Returns a line for the player when the database could not be read.
    @discardableResult
    package func resume(_ game: Game) -> FileWarning? {
        gameId = nil
        record = nil
        changed = false
        written = (0, 0)
        do {
            if let (id, found) = try database.gameInPlay(mode: game.mode, seed: game.seed) {
                gameId = id
                record = found
                written = (found.tables.count, found.moves.count)
                return nil
            }
        } catch {
            return FileWarning(.cannotReadDatabase, reason: GameDatabase.reason(error))
        }
        if !game.isGameOver { record = GameRecord(starting: game, at: wallClock()) }
        return nil
    }

    /// Takes what `reduce` said to record.
    package func take(_ entry: RecordEntry) {
        switch entry {
        case .started(let game, let players, let computers):
            if record?.result == .playing, record?.moves.isEmpty == false { record?.end(.abandoned, at: wallClock()) }
            // The game left is written before its place is taken.
            _ = flush()
            gameId = nil
            written = (0, 0)
            record = GameRecord(starting: game, at: wallClock(), players: players, computers: computers)
        case .moves(let moves, let game, let clock):
            if record == nil { record = GameRecord(starting: game, at: wallClock()) }
            if record?.result != .playing {
                // An undo took back the game's end.
                record?.result = .playing
                record?.endedAt = nil
            }
            record?.append(moves, on: game, at: clock)
            changed = true
        case .ended(let result):
            guard record?.result == .playing else { return }
            record?.end(result, at: wallClock())
            changed = gameId != nil || record?.moves.isEmpty == false
        }
    }

    /// Writes what changed since the last write; returns a line for the player when it failed (once, until it works).
    @discardableResult
    package func flush() -> FileWarning? {
        guard changed, let record, !record.moves.isEmpty else { return nil }
        do {
            if let gameId {
                try database.update(gameId, with: record, from: written)
            } else {
                gameId = try database.insert(record)
                if let keepsLatest { try database.trim(keeping: keepsLatest, inPlay: gameId) }
            }
            written = (record.tables.count, record.moves.count)
            changed = false
            reportedFailure = false
            return nil
        } catch {
            guard !reportedFailure else { return nil }
            reportedFailure = true
            return FileWarning(.cannotRecord(path: database.path), reason: GameDatabase.reason(error))
        }
    }
}
