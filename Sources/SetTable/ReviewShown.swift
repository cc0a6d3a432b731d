import Catalog
import SetCore

/// What the Review overlay shows of a recorded game at one step: the table as it was
/// when the move was made, the groups on it, the move, and the whole game's timeline.
public struct ReviewShown: Equatable, Sendable {
    /// A mark on the timeline: one step worth seeing.
    public struct Marker: Equatable, Sendable {
        /// What the step was.
        public enum Kind: String, Equatable, Sendable {
            /// A group found, at the player's usual pace.
            case found
            /// A group found, slower than twice the player's median for its kind.
            case slow
            /// A selection that was no group.
            case missed
            /// A hint taken.
            case hint
            /// Cards dealt while a group was on the table.
            case dealOverGroup
        }

        /// The step.
        public var step: Int
        /// Seconds of play at the step.
        public var time: Double
        /// What it was.
        public var kind: Kind
        /// For a find: seconds it took, shown over its mark.
        public var seconds: Double?

        /// A marker with these values.
        public init(step: Int, time: Double, kind: Kind, seconds: Double? = nil) {
            self.step = step
            self.time = time
            self.kind = kind
            self.seconds = seconds
        }
    }

    /// The panel's heading: the mode and when it was played.
    public var title: String
    /// The step shown, from 0.
    public var step: Int
    /// How many steps (moves) the game has.
    public var steps: Int
    /// Seconds of play the game lasted.
    public var seconds: Double
    /// The move at the step.
    public var move: RecordedMove
    /// The table the move was made on, with the groups on it.
    public var table: RecordedTable
    /// Whether the table's groups are listed: a table past the rule's `GroupRule.listingLimit` lists none.
    public var listsGroups: Bool
    /// The move as a line ("Found 1RDF 2GOS 3PSO in 4.2 s").
    public var line: String
    /// Whether the move is a slow find.
    public var isSlow: Bool
    /// The groups on this table that left it unfound.
    public var unseen: [[Card]]
    /// The steps worth a mark on the timeline, in order.
    public var markers: [Marker]

    /// What Review shows of `record` at `step` (clamped to the record's moves).
    ///
    /// - Parameters:
    ///   - slow: the steps of the slow finds (`GameRecord.slowSteps(medians:)`).
    ///   - unseen: the groups never found, by table (`GameRecord.unseenGroups`).
    public init?(
        record: GameRecord, step: Int, title: String, slow: Set<Int>, unseen: [Int: [[Card]]],
        catalog: Catalog
    ) {
        guard !record.moves.isEmpty else { return nil }
        let step = min(max(0, step), record.moves.count - 1)
        guard let table = record.table(at: step) else { return nil }
        self.title = title
        self.step = step
        steps = record.moves.count
        seconds = record.seconds
        move = record.moves[step]
        self.table = table
        listsGroups = table.listsGroups(under: record.mode.variant.rule)
        isSlow = slow.contains(step)
        line =
            isSlow
            ? catalog.text("%s · slow", .string(record.describe(step: step, in: catalog)))
            : record.describe(step: step, in: catalog)
        self.unseen = unseen[move.table] ?? []
        markers = record.moves.enumerated().compactMap { step, move in
            let kind: Marker.Kind? =
                switch move.kind {
                case .found: slow.contains(step) ? .slow : .found
                case .missed: .missed
                case .hint: .hint
                case .deal where move.overGroup: .dealOverGroup
                default: nil
                }
            return kind.map { Marker(step: step, time: move.time, kind: $0, seconds: move.seconds) }
        }
    }
}

/// The past games the list shows, a row each, newest first.
public struct PastGamesShown: Equatable, Sendable {
    /// One game's row.
    public struct Row: Equatable, Sendable {
        /// The database's id of the game.
        public var id: Int64
        /// When it started, in the player's local time ("2026-11-28 09:14").
        public var when: String
        /// The mode played.
        public var mode: Game.Mode
        /// Its time of play.
        public var seconds: Double
        /// The groups found.
        public var finds: Int
        /// How it ended, or that it is in play.
        public var result: GameRecord.Result

        /// A row with these values.
        public init(id: Int64, when: String, mode: Game.Mode, seconds: Double, finds: Int, result: GameRecord.Result) {
            self.id = id
            self.when = when
            self.mode = mode
            self.seconds = seconds
            self.finds = finds
            self.result = result
        }

        /// The row as its button says it: "2026-11-28 09:14 · Solo · 4:05 · 27 Sets · finished".
        public func text(in c: Catalog) -> String {
            let how =
                switch result {
                case .playing: c.text("in play", context: "past game")
                case .abandoned: c.text("left", context: "past game")
                case .finished: c.text("finished", context: "past game")
                }
            return c.text(
                "%1$s · %2$s · %3$s · %4$s · %5$s", context: "past game", .string(when), .string(mode.title(in: c)),
                .string(HUD.clock(seconds)), .string(c.plural("%d Set", "%d Sets", count: finds)), .string(how))
        }
    }

    /// The rows, newest first.
    public var rows: [Row]

    /// A list of these rows.
    public init(rows: [Row]) {
        self.rows = rows
    }
}
