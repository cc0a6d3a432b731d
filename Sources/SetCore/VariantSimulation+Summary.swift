extension VariantSimulation {
    /// Many games of one variant summed up: totals over every game and every position, and their means.
    public struct Summary: Equatable, Sendable {
        /// The variant played.
        public let variant: Variant
        /// How many games were played.
        public private(set) var games = 0
        /// How many positions the player faced, one before each move.
        public private(set) var positions = 0
        /// The table sizes of every position, added up.
        public private(set) var tableCards = 0
        /// The groups on the table at every position, added up.
        public private(set) var tableGroups = 0
        /// How many positions held no group (the player had to deal, or was stuck).
        public private(set) var positionsWithoutGroup = 0
        /// The groups collected, over all games.
        public private(set) var groupsFound = 0
        /// The games that did not end by the variant's end condition (`moveLimit`, or no move left).
        public private(set) var unfinishedGames = 0

        /// An empty summary of `variant`.
        public init(variant: Variant) {
            self.variant = variant
        }

        /// Adds one game.
        public mutating func add(_ game: Playthrough) {
            games += 1
            positions += game.positions.count
            for position in game.positions {
                tableCards += position.tableSize
                tableGroups += position.groupCount
                if position.groupCount == 0 { positionsWithoutGroup += 1 }
            }
            groupsFound += game.groupsFound
            if !game.isFinished { unfinishedGames += 1 }
        }

        /// The mean number of cards on the table over every position faced.
        public var meanTableSize: Double { Self.ratio(tableCards, positions) }
        /// The mean number of groups on the table over every position faced.
        public var meanGroupsOnTable: Double { Self.ratio(tableGroups, positions) }
        /// The share of positions, 0 to 1, whose table held no group.
        public var shareWithoutGroup: Double { Self.ratio(positionsWithoutGroup, positions) }
        /// The mean number of groups found in a game.
        public var meanGroupsFound: Double { Self.ratio(groupsFound, games) }
        /// The mean number of moves in a game.
        public var meanMoves: Double { Self.ratio(positions, games) }

        /// `part / whole`, or 0 when there is no whole.
        private static func ratio(_ part: Int, _ whole: Int) -> Double {
            whole == 0 ? 0 : Double(part) / Double(whole)
        }
    }

    /// Plays `games` games of `variant` and sums them up.
    ///
    /// Game `n` is dealt from the `n`th output of `SplitMix64(seed: seed)`, the same for
    /// every variant, so one variant's figures do not depend on which others are run;
    /// the daily puzzle's game `n` plays the puzzle `n` days after `firstDailyDate`.
    public static func run(_ variant: Variant, games: Int, seed: UInt64) -> Summary {
        var seeds = SplitMix64(seed: seed)
        var summary = Summary(variant: variant)
        var date = firstDailyDate
        for _ in 0..<max(0, games) {
            summary.add(play(variant, seed: seeds.next(), date: date))
            date = date.next ?? firstDailyDate
        }
        return summary
    }
}
