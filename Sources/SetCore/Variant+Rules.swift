// A variant's rules applied to cards: judging a selection (game.js's `addCard`), finding a
// group (`findSet`) and sizing the table (`findBoardSize`), from Set with Friends'
// `src/game.js` (eltoder/setwithfriends).

/// What a search or a judgement must respect besides the group rule (game.js's `FindState`).
public struct FindState: Hashable, Sendable {
    /// The chain's last group, shown beside the table; empty before the first group and without a chain.
    public var previous: [Card]
    /// The groups found on this puzzle table, each regardless of order; empty outside puzzles.
    public var found: Set<Set<Card>>

    /// The found groups in a fixed order: each group's cards in `Card.all` order, the groups by their cards.
    public var foundInOrder: [[Card]] {
        found.map { $0.sorted { $0.ordinal < $1.ordinal } }
            .sorted { $0.map(\.ordinal).lexicographicallyPrecedes($1.map(\.ordinal)) }
    }

    /// A state with this last group and these found groups (none by default).
    public init(previous: [Card] = [], found: Set<Set<Card>> = []) {
        self.previous = previous
        self.found = found
    }
}

extension Variant {
    /// Whether the selected `cards` are a valid group here, as game.js's `addCard` judges a full selection.
    ///
    /// The checks come in `addCard`'s order, so the player hears about the first rule broken:
    /// the count and repeated cards, then the chain, then the group rule, then, in a puzzle,
    /// whether the group was found already.
    public func judge(_ cards: [Card], state: FindState = FindState()) -> GroupVerdict {
        guard cards.count == groupSize else { return .mismatch(.wrongCount(expected: groupSize, actual: cards.count)) }
        var seen = Set<Card>()
        for card in cards where !seen.insert(card).inserted { return .mismatch(.repeatedCard(card)) }
        if let broken = chain.check(cards, previous: state.previous) { return .mismatch(broken) }
        let verdict = rule.check(cards)
        if isPuzzle, let group = verdict.group, state.found.contains(group.members) { return .mismatch(.alreadyFound) }
        return verdict
    }

    /// The first group on `table` this variant accepts now, in game.js's `findSet` order, or `nil`.
    ///
    /// In a chain the group includes cards of `state.previous`; in a puzzle the groups in
    /// `state.found` are skipped.
    public func firstGroup(in table: [Card], state: FindState = FindState()) -> Group? {
        rule.firstGroup(
            in: table, previous: state.previous, chain: chain.count,
            excluding: isPuzzle ? state.found : [])
    }

    /// How many of `cards` (the table, then the deck, in order) must be shown so that the table holds a group.
    ///
    /// game.js's `findBoardSize`: start at `minimum` (or all the cards, if fewer) and, while
    /// the shown cards hold no group and more remain, show up to the next multiple of 3
    /// (a GhostSet's 10 grow to 12, then 15). When no group exists at all, every card is shown.
    public func boardSize(of cards: [Card], minimum: Int, state: FindState = FindState()) -> Int {
        var size = min(cards.count, max(0, minimum))
        while size < cards.count, firstGroup(in: Array(cards.prefix(size)), state: state) == nil {
            size += 3 - size % 3
        }
        return min(size, cards.count)
    }
}
