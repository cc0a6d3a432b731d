import GRDB
import SetCore

// Writing a game as it is played, and reading it back.

extension GameDatabase {
    /// Writes a new game's record whole and returns its id.
    package func insert(_ record: GameRecord) throws -> Int64 {
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO game (mode, seed, startedAt, endedAt, result, players, computers, startClock)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    record.mode.rawValue, Int64(bitPattern: record.seed), record.startedAt, record.endedAt,
                    record.result.rawValue, CardText.names(record.players), CardText.names(record.computers),
                    record.startClock,
                ])
            let id = db.lastInsertedRowID
            try Self.write(record, id: id, tablesFrom: 0, movesFrom: 0, in: db)
            return id
        }
    }

    /// Writes what `record` gained since it held `written` tables and moves, and how it stands, in one transaction.
    package func update(_ id: Int64, with record: GameRecord, from written: (tables: Int, moves: Int)) throws {
        try queue.write { db in
            try Self.write(record, id: id, tablesFrom: written.tables, movesFrom: written.moves, in: db)
        }
    }

    private static func write(
        _ record: GameRecord, id: Int64, tablesFrom: Int, movesFrom: Int, in db: Database
    ) throws {
        for place in tablesFrom..<record.tables.count {
            let table = record.tables[place]
            try db.execute(
                sql: "INSERT INTO tableau (gameId, place, cards, previous, groups) VALUES (?, ?, ?, ?, ?)",
                arguments: [
                    id, place, CardText.cards(table.cards), CardText.cards(table.previous),
                    CardText.groups(table.groups),
                ])
        }
        for step in movesFrom..<record.moves.count {
            let move = record.moves[step]
            try db.execute(
                sql: """
                    INSERT INTO move (gameId, step, time, kind, cards, tablePlace, player, seconds, overGroup)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    id, step, move.time, move.kind.rawValue, CardText.cards(move.cards), move.table, move.player,
                    move.seconds, move.overGroup,
                ])
        }
        let summary = record.summary(id: id)
        try db.execute(
            sql: """
                UPDATE game SET endedAt = ?, result = ?, seconds = ?, finds = ?, misses = ?, hints = ?
                WHERE id = ?
                """,
            arguments: [
                record.endedAt, record.result.rawValue, summary.seconds, summary.finds, summary.misses,
                summary.hints, id,
            ])
    }

    /// The record of game `id`, or nil when there is none.
    ///
    /// - Throws: `RecordProblem` for a row this program cannot read (written by hand, or damaged).
    package func record(_ id: Int64) throws -> GameRecord? {
        try queue.read { db in try Self.record(id, in: db) }
    }

    /// The latest game of `mode` dealt from `seed` that is still in play, with its id: the game a
    /// resumed saved game continues.
    package func gameInPlay(mode: Game.Mode, seed: UInt64) throws -> (id: Int64, record: GameRecord)? {
        try queue.read { db in
            let id = try Int64.fetchOne(
                db,
                sql: """
                    SELECT id FROM game WHERE mode = ? AND seed = ? AND result = 'playing' AND players = ''
                    ORDER BY id DESC LIMIT 1
                    """,
                arguments: [mode.rawValue, Int64(bitPattern: seed)])
            guard let id, let record = try Self.record(id, in: db) else { return nil }
            return (id, record)
        }
    }

    /// The latest games, newest first, at most `limit` of them.
    package func pastGames(limit: Int = 1000) throws -> [GameSummary] {
        try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, mode, startedAt, seconds, result, finds, misses, hints, players FROM game
                    ORDER BY id DESC LIMIT ?
                    """, arguments: [max(0, limit)]
            ).compactMap { row in
                guard let mode = Game.Mode(rawValue: row["mode"]),
                    let result = GameRecord.Result(rawValue: row["result"])
                else { return nil }
                return GameSummary(
                    id: row["id"], mode: mode, startedAt: row["startedAt"], seconds: row["seconds"], result: result,
                    finds: row["finds"], misses: row["misses"], hints: row["hints"],
                    isNetworkGame: (row["players"] as String) != "")
            }
        }
    }

    /// How many games the database holds.
    package func gameCount() throws -> Int {
        try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM game") ?? 0 }
    }

    /// Deletes all but the latest `keeping` games, never game `inPlay`; returns how many went.
    @discardableResult
    package func trim(keeping: Int, inPlay: Int64? = nil) throws -> Int {
        try queue.write { db in
            try db.execute(
                sql: """
                    DELETE FROM game WHERE id NOT IN (SELECT id FROM game ORDER BY id DESC LIMIT ?) AND id IS NOT ?
                    """,
                arguments: [max(0, keeping), inPlay])
            return db.changesCount
        }
    }

    private static func record(_ id: Int64, in db: Database) throws -> GameRecord? {
        guard let game = try Row.fetchOne(db, sql: "SELECT * FROM game WHERE id = ?", arguments: [id]) else {
            return nil
        }
        guard let mode = Game.Mode(rawValue: game["mode"]) else {
            throw RecordProblem("game \(id) has the mode \(game["mode"] as String), which this set-game does not know")
        }
        guard let result = GameRecord.Result(rawValue: game["result"]) else {
            throw RecordProblem("game \(id) has the result \(game["result"] as String)")
        }
        let tables = try Row.fetchAll(
            db, sql: "SELECT cards, previous, groups FROM tableau WHERE gameId = ? ORDER BY place", arguments: [id]
        ).map { row in
            RecordedTable(
                cards: try CardText.cards(row["cards"]), previous: try CardText.cards(row["previous"]),
                groups: try CardText.groups(row["groups"]))
        }
        let moves = try Row.fetchAll(
            db,
            sql: """
                SELECT time, kind, cards, tablePlace, player, seconds, overGroup FROM move
                WHERE gameId = ? ORDER BY step
                """, arguments: [id]
        ).map { row in
            guard let kind = RecordedMove.Kind(rawValue: row["kind"]) else {
                throw RecordProblem("game \(id) has a move of the kind \(row["kind"] as String)")
            }
            return RecordedMove(
                time: row["time"], kind: kind, cards: try CardText.cards(row["cards"]), table: row["tablePlace"],
                player: row["player"], seconds: row["seconds"], overGroup: row["overGroup"])
        }
        return GameRecord(
            mode: mode, seed: UInt64(bitPattern: game["seed"]), startedAt: game["startedAt"], endedAt: game["endedAt"],
            result: result, players: CardText.names(game["players"]), computers: CardText.names(game["computers"]),
            startClock: game["startClock"], tables: tables,
            moves: moves)
    }
}

/// Cards, groups and names as the database's text columns hold them: `1RDF 2GOS 3PSO`, groups
/// separated by `;`, names by a line break.
enum CardText {
    static func cards(_ cards: [Card]) -> String { cards.map(\.code).joined(separator: " ") }

    static func cards(_ text: String) throws(RecordProblem) -> [Card] {
        var cards: [Card] = []
        for code in text.split(separator: " ") {
            guard let card = Card(code: String(code)) else { throw RecordProblem("\"\(code)\" is not a card's code") }
            cards.append(card)
        }
        return cards
    }

    static func groups(_ groups: [[Card]]) -> String { groups.map(cards).joined(separator: ";") }

    static func groups(_ text: String) throws(RecordProblem) -> [[Card]] {
        var groups: [[Card]] = []
        for group in text.split(separator: ";") { groups.append(try cards(String(group))) }
        return groups
    }

    static func names(_ names: [String]) -> String { names.joined(separator: "\n") }

    static func names(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
