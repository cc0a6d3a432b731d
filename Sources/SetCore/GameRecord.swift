/// One game as it was played: its mode and seed, when it started and ended, how it
/// ended, and every move with its time and the table the player faced.
///
/// What Review, Replay and Practice read, what the database keeps, and what
/// `--export-game` writes. A pure value: the recorder builds it move by move from
/// what `Game.apply` reports (`RecordedMove.moves(for:events:before:after:)`).
public struct GameRecord: Equatable, Sendable {
    /// How a game ended, or that it has not.
    public enum Result: String, Equatable, Sendable, Codable, CaseIterable {
        /// Still in play (or left in play when the program stopped).
        case playing
        /// Played to its end: the deck out and no group left, a race run, or the clock run out.
        case finished
        /// Left for a new game before its end.
        case abandoned
    }

    /// The mode played.
    public var mode: Game.Mode
    /// The seed the game was dealt from (a daily puzzle's date key).
    public var seed: UInt64
    /// When the game started, in seconds since 1970 (UTC).
    public var startedAt: Double
    /// When the game ended, in seconds since 1970, or nil while it has not.
    public var endedAt: Double?
    /// How the game ended.
    public var result: Result
    /// The players' names, one per seat, in a network game; empty in a game on this machine.
    public var players: [String]
    /// The level of the computer player at each seat (`expert`, …), "" for a person; empty when no computer played.
    public var computers: [String]
    /// The game clock when the game started: a move's time is its game clock less this.
    public var startClock: Double
    /// Every table the player faced, in order; a move names its table by its place here.
    public var tables: [RecordedTable]
    /// Every move, in the order made.
    public var moves: [RecordedMove]

    /// A record with these values.
    public init(
        mode: Game.Mode, seed: UInt64, startedAt: Double, endedAt: Double? = nil, result: Result = .playing,
        players: [String] = [], computers: [String] = [], startClock: Double = 0, tables: [RecordedTable] = [],
        moves: [RecordedMove] = []
    ) {
        self.computers = computers
        self.startClock = startClock
        self.mode = mode
        self.seed = seed
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.result = result
        self.players = players
        self.tables = tables
        self.moves = moves
    }

    /// The table move `step` was made on, or nil for a step outside the moves.
    public func table(at step: Int) -> RecordedTable? {
        guard moves.indices.contains(step), tables.indices.contains(moves[step].table) else { return nil }
        return tables[moves[step].table]
    }

    /// The groups found, in order, by whoever found them.
    public var finds: [RecordedMove] { moves.filter { $0.kind == .found } }

    /// Seconds of play from the start to the last move.
    public var seconds: Double { moves.last?.time ?? 0 }
}

/// A table as the player saw it: its cards in table order and the groups on it.
public struct RecordedTable: Equatable, Hashable, Sendable {
    /// The cards, in table order.
    public var cards: [Card]
    /// A chain's last group, shown beside the table and part of the next group; empty otherwise.
    public var previous: [Card]
    /// Every group the mode's rules accepted on this table (a puzzle's: those not found yet), or
    /// none on a table over the rule's `GroupRule.listingLimit`.
    public var groups: [[Card]]

    /// A table of these cards with these groups.
    public init(cards: [Card], previous: [Card] = [], groups: [[Card]]) {
        self.cards = cards
        self.previous = previous
        self.groups = groups
    }

    /// The table `game` shows now, with the groups its rules accept there (`Game.listedGroups`).
    public init(_ game: Game) {
        self.init(cards: game.table, previous: game.previous, groups: game.listedGroups)
    }

    /// Whether the table lists its groups: it holds no more cards than `rule` lists groups for.
    public func listsGroups(under rule: GroupRule) -> Bool {
        cards.count + previous.count <= rule.listingLimit
    }
}

/// One move of a recorded game.
public struct RecordedMove: Equatable, Sendable {
    /// What the move was.
    public enum Kind: String, Equatable, Sendable, Codable, CaseIterable {
        /// A card was added to the selection.
        case select
        /// A card was taken out of the selection.
        case deselect
        /// A valid group was found (`cards`, in the order selected).
        case found
        /// The selection was no valid group (`cards`).
        case missed
        /// A hint marked `cards` (none: it found no group on the table).
        case hint
        /// Cards were dealt on request (`cards`); `overGroup` says whether a group was on the table.
        case deal
        /// The table was shuffled.
        case shuffle
        /// The last move was taken back.
        case undo
        /// The move taken back was made again.
        case redo
        /// A player claimed a Set (two players, or a network game).
        case claim
        /// A claiming player ran out of time.
        case timeout
    }

    /// Seconds of play from the start of the game to the move.
    public var time: Double
    /// What the move was.
    public var kind: Kind
    /// The cards it concerned, in order (none for a shuffle, an undo or a redo).
    public var cards: [Card]
    /// The place in the record's `tables` of the table the move was made on.
    public var table: Int
    /// The seat that made it, with two players or in a network game; nil for the only player.
    public var player: Int?
    /// For a find: seconds from the table last changing to the find (what the statistics count).
    public var seconds: Double?
    /// For a deal: whether a group was on the table when it was asked for.
    public var overGroup: Bool

    /// A move with these values.
    public init(
        time: Double, kind: Kind, cards: [Card] = [], table: Int = 0, player: Int? = nil, seconds: Double? = nil,
        overGroup: Bool = false
    ) {
        self.time = time
        self.kind = kind
        self.cards = cards
        self.table = table
        self.player = player
        self.seconds = seconds
        self.overGroup = overGroup
    }
}

/// A past game as the list of them shows it: when, what, how long and how it went.
public struct GameSummary: Equatable, Sendable, Identifiable {
    /// The database's id of the game.
    public var id: Int64
    /// The mode played.
    public var mode: Game.Mode
    /// When the game started, in seconds since 1970 (UTC).
    public var startedAt: Double
    /// Seconds of play to its last move.
    public var seconds: Double
    /// How it ended.
    public var result: GameRecord.Result
    /// Groups found (by every player, in a network game).
    public var finds: Int
    /// Selections that were no group.
    public var misses: Int
    /// Hints taken.
    public var hints: Int
    /// Whether it was a network game.
    public var isNetworkGame: Bool

    /// A summary with these values.
    public init(
        id: Int64, mode: Game.Mode, startedAt: Double, seconds: Double, result: GameRecord.Result, finds: Int,
        misses: Int, hints: Int, isNetworkGame: Bool = false
    ) {
        self.id = id
        self.mode = mode
        self.startedAt = startedAt
        self.seconds = seconds
        self.result = result
        self.finds = finds
        self.misses = misses
        self.hints = hints
        self.isNetworkGame = isNetworkGame
    }
}

extension GameRecord {
    /// The record's line in the list of past games, under the database's `id`.
    public func summary(id: Int64) -> GameSummary {
        GameSummary(
            id: id, mode: mode, startedAt: startedAt, seconds: seconds, result: result,
            finds: moves.count { $0.kind == .found }, misses: moves.count { $0.kind == .missed },
            hints: moves.count { $0.kind == .hint }, isNetworkGame: !players.isEmpty)
    }
}
