// A way to play Set, as data: the group it asks for, its table, its chain, its flags and
// its end. The rules engine reads these fields instead of switching on the mode; the values
// follow the `modes` table of Set with Friends' `src/game.js` (eltoder/setwithfriends).

/// One way to play: its name, its rule text for the picker, and the rules as data.
public struct Variant: Hashable, Sendable {
    /// The name on the command line (`--mode`) and in saved games and the trace, e.g. `ultraChain`.
    public let name: String
    /// The name shown to the player, e.g. `UltraSet-Chain`.
    public let title: String
    /// The rule in one line, for the picker.
    public let summary: String
    /// The picker's heading the variant is listed under.
    public let family: Family
    /// The kind of group to find (its size is the selection's size).
    public let rule: GroupRule
    /// The fewest cards on the table: `minBoardSize` in game.js.
    public let tableMinimum: Int
    /// How many cards each group shares with the last one.
    public let chain: Chain
    /// Found groups stay on the table, and a group counts once; the table changes when all are found.
    public let isPuzzle: Bool
    /// The table is shuffled after every group (game.js's `shuffle` mode).
    public let shufflesAfterGroup: Bool
    /// Cards lie face down until selected (Memory).
    public let dealsFaceDown: Bool
    /// How many features the deck varies: 4, 3 in Junior (every card solid), or 5 in MegaSet (the background).
    public let featureCount: Int
    /// How many players share the table: 1 or 2.
    public let players: Int
    /// Where the cards come from.
    public let deal: Deal
    /// When the game is over.
    public let end: EndCondition
    /// Which rules keep the table: the classic game's, the daily puzzle's, or a `VariantBoard`.
    public let engine: Engine
    /// What the statistics count of a game, and in which record.
    public let tally: Tally
    /// The HUD's name for the groups found: the title on a board, `Sets` in the classic game.
    public let countLabel: String
    /// Whether the variant has a button of its own in the HUD and on the game-over panel.
    public let hasModeButton: Bool
    /// Whether a network host deals it on its classic table, the 81 cards with 12 shown and no
    /// `VariantBoard` (solo, and two players, whom the network seats as solo).
    public let hostsClassicTable: Bool

    /// A variant with the usual values for what it does not name: played on a `VariantBoard`,
    /// counted in a record of its own, its title on the HUD and no button there.
    init(
        name: String, title: String, summary: String, family: Family, rule: GroupRule, tableMinimum: Int,
        chain: Chain = .none, isPuzzle: Bool = false, shufflesAfterGroup: Bool = false,
        dealsFaceDown: Bool = false, featureCount: Int = 4, players: Int = 1,
        deal: Deal = .shuffledDeck, end: EndCondition = .deckExhausted,
        engine: Engine = .board, tally: Tally = .own, countLabel: String? = nil, hasModeButton: Bool = false,
        hostsClassicTable: Bool = false
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.family = family
        self.rule = rule
        self.tableMinimum = tableMinimum
        self.chain = chain
        self.isPuzzle = isPuzzle
        self.shufflesAfterGroup = shufflesAfterGroup
        self.dealsFaceDown = dealsFaceDown
        self.featureCount = featureCount
        self.players = players
        self.deal = deal
        self.end = end
        self.engine = engine
        self.tally = tally
        self.countLabel = countLabel ?? title
        self.hasModeButton = hasModeButton
        self.hostsClassicTable = hostsClassicTable
    }

    /// The picker's headings.
    public enum Family: String, CaseIterable, Hashable, Sendable {
        /// Solo, two players and Junior.
        case classic = "Classic"
        /// The daily puzzle and Puzzle.
        case puzzles = "Puzzles"
        /// Other rules for the groups or the table.
        case variants = "Variants"
        /// Races against the clock.
        case sprints = "Sprints"
    }

    /// Where a game's cards come from.
    public enum Deal: Hashable, Sendable {
        /// The variant's deck, shuffled from the game's seed.
        case shuffledDeck
        /// As `shuffledDeck`, but when the deck is empty the cards taken so far are shuffled back into it.
        case recycledDeck
        /// The date's daily puzzle table, and no deck (`DailyPuzzle`).
        case dailyTable
    }

    /// When a game ends.
    public enum EndCondition: Hashable, Sendable {
        /// The deck is empty and the table holds no group left to find.
        case deckExhausted
        /// Every group on the table has been found (the daily puzzle).
        case tableSolved
        /// This many groups have been found (the sprints).
        case groupsFound(Int)
        /// This many seconds of play have passed (Timed).
        case timeLimit(seconds: Double)
    }

    /// The rules that keep a game's table.
    public enum Engine: Hashable, Sendable {
        /// `Game+Rules`: found Sets leave and the table is refilled, Deal 3 by hand, solo scoring
        /// or two players' turns (solo, two players, Junior).
        case classic
        /// `Game+Daily`: one fixed table whose Sets are found where they lie (the daily puzzle).
        case dailyPuzzle
        /// `VariantBoard`, which reads the variant's fields: its group, table, chain, flags and end.
        case board
    }

    /// What a game's statistics count, and in which record.
    public enum Tally: Hashable, Sendable {
        /// The classic record: games, Sets found and hints (two players, the daily puzzle).
        case classic
        /// The classic record with the solo figures: each find's time, the Sets dealt over,
        /// the best time and score and the pace (solo).
        case classicTimed
        /// A record of the variant's own: games, groups found and the bests its end allows.
        case own
        /// A record of the variant's own that also counts hints and seconds per Set (Junior).
        case ownWithPace

        /// Whether the games go to a record of the mode's own rather than the classic one.
        public var isOwn: Bool { self == .own || self == .ownWithPace }
    }

    /// The variant's cards: all 81 in `Card.all` order, Junior's 27 solid cards with three
    /// features, or MegaSet's 243 with five.
    public var deck: [Card] {
        switch featureCount {
        case 3: Card.junior
        case 5: Card.mega
        default: Card.all
        }
    }

    /// Whether `card` is one of the variant's deck: a MegaSet card in MegaSet, a classic card
    /// elsewhere, and a solid one in Junior.
    public func deals(_ card: Card) -> Bool {
        switch featureCount {
        case 3: card.background == nil && card.shading == .solid
        case 5: card.background != nil
        default: card.background == nil
        }
    }

    /// How many cards a group holds, and so the most the selection holds: 3, 4 or 6.
    public var groupSize: Int { rule.size }

    /// Whether the game is a race against the clock or a target, which undo would defeat.
    public var isRace: Bool {
        switch end {
        case .groupsFound, .timeLimit: true
        case .deckExhausted, .tableSolved: false
        }
    }

    /// Whether undo is offered: one player, and not a race.
    public var allowsUndo: Bool { players == 1 && !isRace }
}

extension Variant: CustomStringConvertible {
    /// The variant's `name`.
    public var description: String { name }
}
