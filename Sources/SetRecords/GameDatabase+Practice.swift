import FoundationEssentials
import GRDB
import SetCore

// What Practice reads from the record, and the drills it keeps.

extension GameDatabase {
    /// The modes whose groups are three-card Sets of the 81 cards, all on the table: their finds make slow moments.
    static let setModes: [Game.Mode] = [.solo, .daily, .puzzle, .shuffle, .sprint10, .sprint20, .sprint30, .timed]

    /// The tables where the player's finds were slowest against their median for the kind, slowest first.
    ///
    /// - Parameters:
    ///   - medians: the player's median seconds per kind; a find of a kind without one is measured in seconds alone.
    ///   - limit: the most tables returned.
    package func slowMoments(medians: [SetKind: Double], limit: Int = 10) throws -> [DrillTable] {
        let modes = Self.setModes.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let rows = try queue.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT move.cards AS found, move.seconds AS seconds, tableau.cards AS cards FROM move
                    JOIN game ON game.id = move.gameId
                    JOIN tableau ON tableau.gameId = move.gameId AND tableau.place = move.tablePlace
                    WHERE move.kind = 'found' AND move.seconds IS NOT NULL AND game.mode IN (\(modes))
                    ORDER BY move.seconds DESC LIMIT 500
                    """)
        }
        var moments: [(ratio: Double, table: DrillTable)] = []
        for row in rows {
            guard let cards = try? CardText.cards(row["cards"] as String),
                let found = try? CardText.cards(row["found"] as String), found.allSatisfy(cards.contains),
                let kind = SetKind(found)
            else { continue }
            let seconds: Double = row["seconds"]
            let median = medians[kind]
            let ratio = median.map { seconds / max(0.5, $0) } ?? seconds
            moments.append(
                (
                    ratio,
                    DrillTable(
                        kind: .slow, cards: cards, targets: [found], median: median, medianOf: .kind(kind),
                        tookBefore: seconds)
                ))
        }
        return moments.sorted { $0.ratio > $1.ratio }.prefix(max(0, limit)).map(\.table)
    }

    /// Keeps a practice table played.
    package func insert(_ drill: DrillPlayed, at wallClock: Double = Date.now.timeIntervalSince1970) throws {
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO drill (kind, playedAt, cards, found, misses, seconds, median)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    drill.kind.rawValue, wallClock, CardText.cards(drill.cards), CardText.groups(drill.found),
                    drill.misses, drill.seconds, drill.median,
                ])
        }
    }

    /// The drills played, oldest first.
    package func drills() throws -> [DrillPlayed] {
        try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM drill ORDER BY id").compactMap { row in
                guard let kind = DrillKind(rawValue: row["kind"]),
                    let cards = try? CardText.cards(row["cards"] as String),
                    let found = try? CardText.groups(row["found"] as String)
                else { return nil }
                return DrillPlayed(
                    kind: kind, cards: cards, found: found, misses: row["misses"], seconds: row["seconds"],
                    median: row["median"])
            }
        }
    }
}

extension GameDatabase {
    /// The pace of the latest `latest` games played on this machine (all of them for nil), oldest
    /// first: games with a find, network games left out (their finds are everyone's).
    package func progress(latest: Int? = 50) throws -> [GameProgress] {
        try queue.read { db in
            let games = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, seconds, finds FROM game WHERE players = '' AND finds > 0
                    ORDER BY id DESC LIMIT ?
                    """, arguments: [latest ?? Int.max])
            guard let oldest = games.last?["id"] as Int64? else { return [] }
            var byGame: [Int64: [[Double]]] = [:]
            let finds = try Row.fetchAll(
                db,
                sql: """
                    SELECT gameId, cards, seconds FROM move
                    WHERE kind = 'found' AND seconds IS NOT NULL AND gameId >= ?
                    """, arguments: [oldest])
            for row in finds {
                guard let cards = try? CardText.cards(row["cards"] as String), let kind = SetKind(cards) else {
                    continue
                }
                let id: Int64 = row["gameId"]
                var kinds = byGame[id] ?? [[Double]](repeating: [], count: SetKind.allCases.count)
                kinds[kind.rawValue - 1].append(row["seconds"])
                byGame[id] = kinds
            }
            return games.reversed().map { row in
                let id: Int64 = row["id"]
                return GameProgress(
                    finds: row["finds"], seconds: row["seconds"],
                    kindSeconds: byGame[id] ?? [[Double]](repeating: [], count: SetKind.allCases.count))
            }
        }
    }
}
