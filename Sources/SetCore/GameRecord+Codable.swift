// A record as JSON: what `--export-game` writes and `--review` reads. The cards are
// their codes; a move's table is its place in `tables`. Decoding checks the shape
// (`GameRecord.validated()` checks the rest: that the record could be a game).

extension GameRecord: Codable {
    private enum Keys: String, CodingKey {
        case mode, seed, startedAt, endedAt, result, players, computers, startClock, tables, moves
    }

    /// Reads a record's fields; the seed is a decimal string, as JSON numbers lose a 64-bit seed's last digits.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let seedText = try c.decode(String.self, forKey: .seed)
        guard let seed = UInt64(seedText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .seed, in: c, debugDescription: "\"\(seedText)\" is not a seed (a whole number 0 to 2⁶⁴ − 1)")
        }
        self.init(
            mode: try c.decode(Game.Mode.self, forKey: .mode), seed: seed,
            startedAt: try c.decode(Double.self, forKey: .startedAt),
            endedAt: try c.decodeIfPresent(Double.self, forKey: .endedAt),
            result: try c.decode(Result.self, forKey: .result),
            players: try c.decodeIfPresent([String].self, forKey: .players) ?? [],
            computers: try c.decodeIfPresent([String].self, forKey: .computers) ?? [],
            startClock: try c.decodeIfPresent(Double.self, forKey: .startClock) ?? 0,
            tables: try c.decode([RecordedTable].self, forKey: .tables),
            moves: try c.decode([RecordedMove].self, forKey: .moves))
    }

    /// Writes the record's fields.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(mode, forKey: .mode)
        try c.encode(String(seed), forKey: .seed)
        try c.encode(startedAt, forKey: .startedAt)
        try c.encodeIfPresent(endedAt, forKey: .endedAt)
        try c.encode(result, forKey: .result)
        try c.encode(players, forKey: .players)
        // Only a game with computer players names them: every other record reads as it did.
        if !computers.isEmpty { try c.encode(computers, forKey: .computers) }
        try c.encode(startClock, forKey: .startClock)
        try c.encode(tables, forKey: .tables)
        try c.encode(moves, forKey: .moves)
    }
}

/// `{"cards": ["1RDF", …], "previous": [], "groups": [["1RDF", "2GOS", "3PSO"], …]}`.
extension RecordedTable: Codable {
    private enum Keys: String, CodingKey { case cards, previous, groups }

    /// Reads a table; `previous` may be left out.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            cards: try c.decode([Card].self, forKey: .cards),
            previous: try c.decodeIfPresent([Card].self, forKey: .previous) ?? [],
            groups: try c.decode([[Card]].self, forKey: .groups))
    }

    /// Writes a table; `previous` only in a chain.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(cards, forKey: .cards)
        if !previous.isEmpty { try c.encode(previous, forKey: .previous) }
        try c.encode(groups, forKey: .groups)
    }
}

/// `{"time": 4.25, "kind": "found", "cards": [...], "table": 0, "seconds": 4.25}`; the optional keys may be left out.
extension RecordedMove: Codable {
    private enum Keys: String, CodingKey { case time, kind, cards, table, player, seconds, overGroup }

    /// Reads a move.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init(
            time: try c.decode(Double.self, forKey: .time), kind: try c.decode(Kind.self, forKey: .kind),
            cards: try c.decodeIfPresent([Card].self, forKey: .cards) ?? [],
            table: try c.decode(Int.self, forKey: .table),
            player: try c.decodeIfPresent(Int.self, forKey: .player),
            seconds: try c.decodeIfPresent(Double.self, forKey: .seconds),
            overGroup: try c.decodeIfPresent(Bool.self, forKey: .overGroup) ?? false)
    }

    /// Writes a move, leaving out what it does not have.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(time, forKey: .time)
        try c.encode(kind, forKey: .kind)
        if !cards.isEmpty { try c.encode(cards, forKey: .cards) }
        try c.encode(table, forKey: .table)
        try c.encodeIfPresent(player, forKey: .player)
        try c.encodeIfPresent(seconds, forKey: .seconds)
        if overGroup { try c.encode(overGroup, forKey: .overGroup) }
    }
}
