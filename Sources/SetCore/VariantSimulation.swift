// Games of each variant played by the simplest player there is, to measure what the
// variants' tables are like: how many cards they show, how many groups they hold, and
// how long a game lasts. `set-bench modes` prints these figures.

/// Whole games of a variant played by a player who always takes the first group `VariantBoard.nextGroup` offers.
///
/// The player deals three more cards only when the table holds no group and the deck
/// has cards. Time is counted, not measured: every group found costs
/// `secondsPerGroup`, so Timed ends after its limit over that many groups (30 at 4 s
/// in two minutes). Everything follows from the seed, so a seed gives the same figures.
public enum VariantSimulation {
    /// The seconds of play each group found costs, for Timed's clock.
    public static let secondsPerGroup = 4.0

    /// The most moves a game may take before it is stopped: far more than any variant needs (Solo takes about 27).
    public static let moveLimit = 1_000

    /// The daily puzzle of the first game; game `n` plays the puzzle `n` days later.
    public static let firstDailyDate = DailyDate(year: 2026, month: 1, day: 1) ?? .unixEpoch

    /// What the player faced before one move.
    public struct Position: Equatable, Sendable {
        /// The cards on the table.
        public var tableSize: Int
        /// The groups on the table the player may still take (a puzzle's found groups left out).
        public var groupCount: Int
        /// The cards left in the deck.
        public var deckSize: Int
    }

    /// One game: the positions faced, in order, and how it ended.
    public struct Playthrough: Equatable, Sendable {
        /// The position before each move, one per move.
        public var positions: [Position]
        /// How many groups were collected.
        public var groupsFound: Int
        /// The seconds of play counted at the end (`secondsPerGroup` a group).
        public var seconds: Double
        /// The cards left in the deck at the end.
        public var deckSize: Int
        /// Whether the variant's end condition ended the game, rather than `moveLimit` or a player left without a move.
        public var isFinished: Bool

        /// How many moves were made: groups collected and deals of three.
        public var moves: Int { positions.count }
    }

    /// Plays one game of `variant`: its deck shuffled from `seed`, or for the daily puzzle the puzzle of `date`.
    ///
    /// - Complexity: each position counts every group on the table, O(n²) for Sets,
    ///   O(n³) for UltraSets and O(n⁵) for GhostSets, for n cards on the table.
    public static func play(_ variant: Variant, seed: UInt64, date: DailyDate = firstDailyDate) -> Playthrough {
        var board =
            variant.deal == .dailyTable
            ? VariantBoard(variant: variant, cards: DailyPuzzle.cards(for: date), seed: seed)
            : VariantBoard(variant: variant, seed: seed)
        var positions: [Position] = []
        var seconds: Double { Double(board.groupsFound) * secondsPerGroup }
        while !board.isOver(afterPlaying: seconds), positions.count < moveLimit {
            positions.append(position(of: board))
            if let group = board.nextGroup {
                board.collect(group.cards)
            } else if !board.dealThree() {
                break
            }
        }
        return Playthrough(
            positions: positions, groupsFound: board.groupsFound, seconds: seconds,
            deckSize: board.deck.count, isFinished: board.isOver(afterPlaying: seconds))
    }

    /// The table as the player faces it: the groups counted as `GroupRule.groupCount` counts them, less found ones.
    private static func position(of board: VariantBoard) -> Position {
        let variant = board.variant
        let groups = variant.rule.allGroups(in: board.table, previous: board.state.previous, chain: variant.chain.count)
        let open = groups.count { !board.state.found.contains($0.members) }
        return Position(tableSize: board.table.count, groupCount: open, deckSize: board.deck.count)
    }
}
