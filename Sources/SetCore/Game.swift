/// The whole state of a game of Set: cards, selection, hint, score, clock, players and the seeded RNG.
///
/// A pure state machine: it changes only through `apply(_:now:)`, and time and
/// randomness come from the caller (`now`) and the seed, so a seed and a list of
/// intents with their times replay a game exactly.
///
/// Time: `now` is seconds on a game clock the caller keeps monotonic and continuous
/// across app restarts; the game remembers the latest `now` (`clock`), so a resumed
/// app continues from `clock`. An older `now` counts as `clock` (time never runs
/// backwards here) and a NaN or infinite `now` is ignored the same way.
public struct Game: Equatable, Sendable {
    /// One player, two players taking turns at the same keyboard and mouse, the daily puzzle, or Set Junior.
    public enum Mode: String, CaseIterable, Equatable, Sendable, Codable {
        /// One player, with score, speed bonus and hints.
        case solo
        /// Two players (hot seat) who claim Sets against the clock; see `TwoPlayer.swift`.
        case twoPlayer
        /// One date's twelve cards holding six Sets, found without taking cards away; see `Game+Daily.swift`.
        case daily
        /// The solo game with the 27 solid cards (three features) and 9 cards to start; see `Game+Junior.swift`.
        case junior
        /// Each Set after the first reuses exactly one card of the last Set (Set-Chain).
        case chain
        /// Four cards in two pairs that the same card completes to a Set (UltraSet).
        case ultra
        /// UltraSet with 9 cards on the table.
        case ultra9
        /// Each UltraSet after the first reuses exactly two cards of the last one.
        case ultraChain
        /// Six cards in three pairs whose completing cards form a Set (GhostSet).
        case ghost
        /// Every Set of a table is found before a new table is dealt.
        case puzzle
        /// The table is shuffled after every Set.
        case shuffle
        /// 21 cards face down; a selected card turns face up.
        case memory
        /// The 243 cards with a fifth feature, the background, and 16 on the table (MegaSet).
        case megaSet
        /// 10 Sets against the clock, on a deck that never runs out.
        case sprint10
        /// 20 Sets against the clock.
        case sprint20
        /// 30 Sets against the clock.
        case sprint30
        /// As many Sets as possible in two minutes.
        case timed
    }

    /// One player or two.
    public internal(set) var mode: Mode
    /// The seed this game was dealt from.
    public internal(set) var seed: UInt64
    /// The generator for shuffles and the next game's seed; it follows from `seed` and the intents.
    var rng: SplitMix64
    /// The numbers used for scoring and two-player timers.
    public internal(set) var scoring: Scoring

    /// The cards on the table, in table order (the view lays them out in this order).
    public internal(set) var table: [Card]
    /// The cards not dealt yet; `deck[0]` comes next.
    public internal(set) var deck: [Card]
    /// The Sets taken off the table, oldest first, each in the order its cards were selected.
    public internal(set) var foundSets: [[Card]]
    /// The selected table indices, in the order they were selected (0 to 3).
    public internal(set) var selection: [Int]

    /// The Set the hint points into (three cards), or empty when no hint is showing.
    var hintSet: [Card]
    /// How many cards of the hinted Set are shown: 0 (no hint) to 3.
    public internal(set) var hintLevel: Int
    /// Whether the last hint found no Set on the table (cleared when the table changes).
    public internal(set) var hintFoundNoSet: Bool

    /// The table and deck of a variant (chain, UltraSet, GhostSet, puzzle, shuffle, memory, the
    /// sprints and Timed), kept by the variant's rules; `table` and `deck` follow it. Nil in
    /// the classic modes (solo, two players, daily, Junior), whose rules are in `Game+Rules.swift`.
    public internal(set) var board: VariantBoard?
    /// The last group a variant's selection found (with an UltraSet's shared third card), until the next click.
    public internal(set) var lastGroup: Group?

    /// The solo score (unused with two players: see `players`).
    public internal(set) var score: Int
    /// How many hint steps were taken (solo).
    public internal(set) var hintsUsed: Int
    /// How many times three selected cards were not a Set.
    public internal(set) var mismatches: Int

    /// The two players' scores with two players; empty in solo.
    public internal(set) var players: [Player]
    /// Who may select now with two players, and until when; always `.open` in solo.
    public internal(set) var turn: Turn

    /// The game clock when the game started.
    public internal(set) var startedAt: Double
    /// The latest game clock `apply` has seen.
    public internal(set) var clock: Double
    /// The game clock when cards last came onto or left the table (for the speed bonus).
    public internal(set) var tableChangedAt: Double
    /// The game clock when the game ended, or `nil` while it goes on.
    public internal(set) var endedAt: Double?

    /// A new game: the mode's deck (81 cards, or Junior's 27) shuffled with a generator
    /// seeded by `seed`, and the mode's opening table (12 cards, or Junior's 9) dealt.
    ///
    /// - Parameters:
    ///   - seed: the same seed gives the same deck and the same later shuffles.
    ///   - mode: any mode; the daily puzzle is dealt by `init(daily:now:)`, and asked for here, it
    ///     is the puzzle of the day `seed` days (modulo about 100 years) after 1970-01-01.
    ///   - now: the game clock now; a NaN or infinite value counts as 0.
    ///   - scoring: the scoring numbers, `.standard` unless a test wants others.
    public init(seed: UInt64, mode: Mode = .solo, now: Double, scoring: Scoring = .standard) {
        if mode.isDaily {
            self.init(daily: DailyDate(dayNumber: Int(seed % 36_524)) ?? .unixEpoch, now: now)
            return
        }
        if mode.engine == .board {
            // The variant's board deals (and grows the table until it holds a group).
            let board = VariantBoard(variant: mode.variant, seed: seed)
            self.init(
                table: board.table, deck: board.deck, mode: mode, now: now, seed: seed,
                rng: SplitMix64(seed: seed ^ 0x5EED_CAFE_F00D_D00D), scoring: scoring)
            self.board = board
            return
        }
        var rng = SplitMix64(seed: seed)
        var cards = mode.deck
        rng.shuffle(&cards)
        self.init(
            table: Array(cards.prefix(mode.tableSize)), deck: Array(cards.dropFirst(mode.tableSize)),
            mode: mode, now: now, seed: seed, rng: rng, scoring: scoring)
    }

    /// A game with a known table and deck (for tests and `init(seed:mode:now:)`), nothing found yet.
    init(
        table: [Card], deck: [Card], mode: Mode = .solo, now: Double, seed: UInt64 = 0,
        rng: SplitMix64? = nil, scoring: Scoring = .standard
    ) {
        let start = now.isFinite ? now : 0
        self.mode = mode
        self.seed = seed
        self.rng = rng ?? SplitMix64(seed: seed)
        self.scoring = scoring
        self.table = table
        self.deck = deck
        foundSets = []
        selection = []
        hintSet = []
        hintLevel = 0
        hintFoundNoSet = false
        score = 0
        hintsUsed = 0
        mismatches = 0
        players = mode.takesTurns ? Array(repeating: Player(), count: mode.variant.players) : []
        board = nil
        lastGroup = nil
        turn = .open
        startedAt = start
        clock = start
        tableChangedAt = start
        endedAt = nil
    }
}

/// What the selected cards amount to, for the view and the trace.
public enum SelectionState: String, Equatable, Sendable, Codable {
    /// Nothing selected.
    case none
    /// One or two cards selected.
    case partial
    /// Three selected cards that form a Set.
    case match
    /// Three selected cards that do not form a Set.
    case mismatch
}

extension Game {
    /// The selected cards, in the order they were selected.
    ///
    /// In a chain variant an index past the table names a card of the last group, shown beside it.
    public var selectedCards: [Card] {
        selection.compactMap(card(at:))
    }

    /// The card at a selectable index: the table's, then (in a chain variant) the last group's.
    public func card(at index: Int) -> Card? {
        if table.indices.contains(index) { return table[index] }
        let previous = self.previous
        return previous.indices.contains(index - table.count) ? previous[index - table.count] : nil
    }

    /// The last group of a chain variant, shown beside the table and selectable; empty otherwise.
    public var previous: [Card] { board?.state.previous ?? [] }

    /// How many cards a group holds in this game: 3, or 4 (UltraSet) or 6 (GhostSet).
    public var groupSize: Int { mode.groupSize }

    /// `none`, `partial`, `match` or `mismatch` (once the selection holds a whole group).
    public var selectionState: SelectionState {
        switch selection.count {
        case 0: return .none
        case ..<groupSize: return .partial
        default:
            if let board { return board.judge(selectedCards).group != nil ? .match : .mismatch }
            return Card.isSet(selectedCards) ? .match : .mismatch
        }
    }

    /// Why the selected group is not a valid one, in the variant's own terms; nil while it is not a judged miss.
    public var groupMismatch: GroupMismatch? {
        guard let board, selection.count == groupSize else { return nil }
        return board.judge(selectedCards).mismatch
    }

    /// The cards the hint marks now (0 to 3 cards of one Set).
    public var hintedCards: [Card] { Array(hintSet.prefix(hintLevel)) }

    /// The table indices of `hintedCards`.
    ///
    /// In a chain variant a hinted card of the last group has its index after the table's.
    public var hintedIndices: [Int] {
        selectableIndices(of: hintedCards)
    }

    /// Whether the table holds a Set (found or not).
    public var tableHasSet: Bool { SetFinder.containsSet(table) }

    /// Whether the game is over: the deck is empty and no Set is left on the table.
    public var isGameOver: Bool { endedAt != nil }

    /// How many Sets have been found: those taken off the table plus a matched Set still selected.
    ///
    /// In the daily puzzle a Set is recorded as found the moment it is selected.
    public var setsFound: Int {
        if let board { return board.groupsFound }
        return foundSets.count + (mode.engine != .dailyPuzzle && selectionState == .match ? 1 : 0)
    }

    /// Whether Deal 3 does something now (one player; with two players see `canDeal(player:)`).
    ///
    /// The sprints and Timed refill their deck from the cards taken, so they can always deal.
    public var canDeal: Bool {
        guard !isGameOver else { return false }
        if mode.variant.players == 2 { return players.indices.contains { canDeal(player: $0) } }
        if mode.variant.deal == .dailyTable { return false }
        if let board { return board.deck.count >= 3 || (board.variant.deal == .recycledDeck && !board.taken.isEmpty) }
        return deck.count >= 3
    }

    /// Whether Hint does something now: one player, game not over, the hint not fully shown yet.
    public var canHint: Bool {
        mode.variant.players == 1 && !isGameOver && hintLevel < groupSize && !hintFoundNoSet
    }

    /// Seconds of play from the start of the game to `now`, stopping at game over.
    public func playTime(at now: Double) -> Double {
        let latest = now.isFinite ? max(now, clock) : clock
        return max(0, min(latest, endedAt ?? latest) - startedAt)
    }

    /// Seconds of play up to `clock`.
    public var playTime: Double { playTime(at: clock) }

    /// The speed bonus a Set found at `now` would earn (solo).
    public func speedBonus(at now: Double) -> Int {
        let latest = now.isFinite ? max(now, clock) : clock
        return scoring.speedBonus(secondsSinceTableChange: latest - tableChangedAt)
    }
}
