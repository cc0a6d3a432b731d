import GRDB
import SetCore

// The player's rating in each mode, and every rated game's change, kept beside the games.

extension GameDatabase {
    /// Keeps a rated game's change, naming the game it came from when that is recorded.
    package func insert(_ rated: RatedGame, gameId: Int64?) throws {
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO rating (mode, gameId, playedAt, before, after, games) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [rated.mode.rawValue, gameId, rated.playedAt, rated.before, rated.after, rated.games])
        }
    }

    /// The rating now in every mode that has a rated game: its latest change's `after`, and its count.
    package func ratings() throws -> [Game.Mode: ModeRating] {
        try queue.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT mode, after, (SELECT COUNT(*) FROM rating r WHERE r.mode = rating.mode) AS games
                    FROM rating WHERE id IN (SELECT MAX(id) FROM rating GROUP BY mode)
                    """)
            var ratings: [Game.Mode: ModeRating] = [:]
            for row in rows {
                guard let mode = Game.Mode(rawValue: row["mode"]) else { continue }
                ratings[mode] = ModeRating(rating: row["after"], games: row["games"])
            }
            return ratings
        }
    }

    /// Every rated game in `mode`, oldest first.
    package func ratingHistory(of mode: Game.Mode) throws -> [RatedGame] {
        try queue.read { db in
            try Row.fetchAll(
                db, sql: "SELECT playedAt, before, after, games FROM rating WHERE mode = ? ORDER BY id",
                arguments: [mode.rawValue]
            ).map {
                RatedGame(
                    mode: mode, playedAt: $0["playedAt"], before: $0["before"], after: $0["after"], games: $0["games"])
            }
        }
    }
}
