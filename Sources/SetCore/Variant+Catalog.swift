// The seventeen variants. Table minimums, chains and flags come from the `modes` table of
// Set with Friends' `src/game.js` (eltoder/setwithfriends): `normal` (12), `junior` (3
// features, 9), `setchain` (chain 1), `ultraset` (12), `ultra9` (9), `ultrachain` (chain 2),
// `ghostset` (10), `puzzle`, `shuffle`, `memory` (21) and `megaset` (5 features, 16). The
// daily puzzle, the sprints and Timed are this game's own.

extension Variant {
    /// Every variant, in picker order: Classic, Puzzles, Variants, Sprints.
    public static let all: [Variant] = [
        .solo, .twoPlayer, .junior,
        .daily, .puzzle,
        .chain, .ultra, .ultra9, .ultraChain, .ghost, .shuffle, .memory, .megaSet,
        .sprint10, .sprint20, .sprint30, .timed,
    ]

    /// The variant called `name` (as in `--mode NAME`), or `nil` for an unknown name.
    public init?(name: String) {
        guard let variant = Self.all.first(where: { $0.name == name }) else { return nil }
        self = variant
    }

    /// The variants under `family`, in picker order.
    public static func listed(under family: Family) -> [Variant] {
        all.filter { $0.family == family }
    }

    /// One player finds Sets until the deck runs out.
    public static let solo = classic(
        name: "solo", title: "Solo", summary: "Find 3 cards that form a Set.", tally: .classicTimed,
        hostsClassicTable: true)
    /// Two players at one table claim Sets in turn.
    public static let twoPlayer = classic(
        name: "twoPlayer", title: "Two players",
        summary: "Two players race to claim Sets at one table.", players: 2, tally: .classic, hostsClassicTable: true)
    /// The 27 solid cards, 9 on the table.
    public static let junior = classic(
        name: "junior", title: "Junior",
        summary: "Only solid cards, 9 on the table: Sets with three features.",
        tableMinimum: 9, featureCount: 3, tally: .ownWithPace)
    /// One date's twelve cards, holding six Sets.
    public static let daily = Variant(
        name: "daily", title: "Daily", summary: "Today's 12 cards hold 6 Sets: find them all.", family: .puzzles,
        rule: .set, tableMinimum: 12, isPuzzle: true, deal: .dailyTable, end: .tableSolved,
        engine: .dailyPuzzle, tally: .classic, countLabel: "Sets", hasModeButton: true
    )
    /// Every Set of a table must be found before the next table comes.
    public static let puzzle = Variant(
        name: "puzzle", title: "Puzzle", summary: "Find every Set on the table; then a new table is dealt.",
        family: .puzzles, rule: .set, tableMinimum: 12, isPuzzle: true
    )
    /// Each Set reuses one card of the last one.
    public static let chain = Variant(
        name: "chain", title: "Set-Chain", summary: "In every Set, use 1 card from the previous Set.",
        family: .variants, rule: .set, tableMinimum: 12, chain: Chain(count: 1)
    )
    /// Four cards in two pairs completed by the same card.
    public static let ultra = Variant(
        name: "ultra", title: "UltraSet",
        summary: "Find 4 cards: two pairs that the same card completes to a Set.",
        family: .variants, rule: .ultraSet, tableMinimum: 12
    )
    /// UltraSet with 9 cards on the table.
    public static let ultra9 = Variant(
        name: "ultra9", title: "Ultra9", summary: "UltraSet with 9 cards dealt, unless they hold no UltraSet.",
        family: .variants, rule: .ultraSet, tableMinimum: 9
    )
    /// Each UltraSet reuses two cards of the last one.
    public static let ultraChain = Variant(
        name: "ultraChain", title: "UltraSet-Chain", summary: "In every UltraSet, use 2 cards from the previous one.",
        family: .variants, rule: .ultraSet, tableMinimum: 12, chain: Chain(count: 2)
    )
    /// Six cards in three pairs whose completing cards form a Set.
    public static let ghost = Variant(
        name: "ghost", title: "GhostSet", summary: "Find 3 pairs whose completing cards form a Set.",
        family: .variants, rule: .ghostSet, tableMinimum: 10
    )
    /// The table is shuffled after every Set.
    public static let shuffle = Variant(
        name: "shuffle", title: "Shuffle", summary: "The table is shuffled after every Set.",
        family: .variants, rule: .set, tableMinimum: 12, shufflesAfterGroup: true
    )
    /// 21 cards face down.
    public static let memory = Variant(
        name: "memory", title: "Memory", summary: "21 cards lie face down: turn them up to find Sets.",
        family: .variants, rule: .set, tableMinimum: 21, dealsFaceDown: true
    )
    /// 243 cards with a fifth feature, the face's background; 16 on the table.
    public static let megaSet = Variant(
        name: "megaSet", title: "MegaSet", summary: "Each card has a fifth feature, its background: 243 cards.",
        family: .variants, rule: .set, tableMinimum: 16, featureCount: 5
    )
    /// 10 Sets against the clock.
    public static let sprint10 = sprint(10)
    /// 20 Sets against the clock.
    public static let sprint20 = sprint(20)
    /// 30 Sets against the clock.
    public static let sprint30 = sprint(30)
    /// As many Sets as possible in two minutes.
    public static let timed = Variant(
        name: "timed", title: "Timed 2:00", summary: "Find as many Sets as you can in two minutes.",
        family: .sprints, rule: .set, tableMinimum: 12, deal: .recycledDeck, end: .timeLimit(seconds: 120)
    )

    /// A Classic variant: plain Sets until the deck runs out, by the classic rules, with a button in the HUD.
    private static func classic(
        name: String, title: String, summary: String, tableMinimum: Int = 12,
        featureCount: Int = 4, players: Int = 1, tally: Tally, hostsClassicTable: Bool = false
    ) -> Variant {
        Variant(
            name: name, title: title, summary: summary, family: .classic, rule: .set,
            tableMinimum: tableMinimum, featureCount: featureCount, players: players, engine: .classic,
            tally: tally, countLabel: "Sets", hasModeButton: true, hostsClassicTable: hostsClassicTable)
    }

    /// A sprint to `sets` Sets on a deck that never runs out.
    private static func sprint(_ sets: Int) -> Variant {
        Variant(
            name: "sprint\(sets)", title: "Sprint \(sets)", summary: "Find \(sets) Sets as fast as you can.",
            family: .sprints, rule: .set, tableMinimum: 12, deal: .recycledDeck, end: .groupsFound(sets))
    }
}
