// The cards of a variant in play, kept as Set with Friends' `src/game.js` (eltoder/setwithfriends)
// keeps them in `computeState`: one list, `current`, whose first `boardSize` cards are on the
// table and the rest are the deck, changed by `processEvent` and `updateBoard`.

/// A variant's table and deck in play, with the chain's last group, a puzzle's found groups and the cards taken.
///
/// A pure value: `collect(_:)` judges a selection and, for a valid group, changes the
/// table as game.js's `processEvent` and `updateBoard` do; randomness (Shuffle's shuffles,
/// the sprints' reshuffled deck) comes from a `SplitMix64` seeded at the start.
public struct VariantBoard: Equatable, Sendable {
    /// The rules in play.
    public let variant: Variant
    /// The table, then the deck, in order (`current` in game.js).
    public private(set) var cards: [Card]
    /// How many of `cards` are on the table (`boardSize` in game.js).
    public private(set) var shown: Int
    /// The chain's last group and the puzzle table's found groups.
    public private(set) var state: FindState
    /// The cards that have left the table since the deck was last refilled, oldest first.
    public private(set) var taken: [Card]
    /// How many valid groups have been collected.
    public private(set) var groupsFound: Int
    /// The generator for shuffles; it follows from the seed and the groups collected.
    var rng: SplitMix64

    /// A new game: the variant's deck shuffled with a generator seeded by `seed`, and the table game.js would show.
    public init(variant: Variant, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var deck = variant.deck
        rng.shuffle(&deck)
        self.init(variant: variant, cards: deck, rng: rng)
    }

    /// A game dealt from `cards` in this order, with shuffles seeded by `seed`.
    ///
    /// For a fixed deck in tests, or the daily puzzle's twelve cards.
    public init(variant: Variant, cards: [Card], seed: UInt64 = 0) {
        self.init(variant: variant, cards: cards, rng: SplitMix64(seed: seed))
    }

    init(variant: Variant, cards: [Card], rng: SplitMix64) {
        self.variant = variant
        self.cards = cards
        self.rng = rng
        state = FindState()
        taken = []
        groupsFound = 0
        shown = variant.boardSize(of: cards, minimum: variant.tableMinimum)
    }

    /// The cards on the table, in table order.
    public var table: [Card] { Array(cards.prefix(shown)) }

    /// The cards not dealt yet; the first comes next.
    public var deck: [Card] { Array(cards.dropFirst(shown)) }

    /// The group a hint would point into: the first one game.js's `findSet` meets, or `nil`.
    public var nextGroup: Group? { variant.firstGroup(in: table, state: state) }

    /// Whether the game is over after `seconds` of play, by the variant's end condition.
    public func isOver(afterPlaying seconds: Double) -> Bool {
        switch variant.end {
        case .deckExhausted: shown == cards.count && nextGroup == nil
        case .tableSolved: nextGroup == nil
        case .groupsFound(let target): groupsFound >= target
        case .timeLimit(let limit): seconds >= limit
        }
    }

    /// Whether `selection` is a valid group now: every card on the table or in the chain's
    /// last group, then the variant's judgement (`Variant.judge`).
    public func judge(_ selection: [Card]) -> GroupVerdict {
        let onTable = Set(table).union(state.previous)
        let missing = selection.filter { !onTable.contains($0) }
        if !missing.isEmpty { return .mismatch(.notOnTable(missing)) }
        return variant.judge(selection, state: state)
    }

    /// Judges `selection` and takes a valid group as game.js's `processEvent` does; a mismatch changes nothing.
    ///
    /// The group becomes the chain's last group or a found puzzle group; the cards leaving
    /// the table (`Chain.leavingTable`) go, new cards take their places
    /// (`replaceInPlace(_:)`), and the table grows until it holds a group (`Variant.boardSize`).
    @discardableResult
    public mutating func collect(_ selection: [Card]) -> GroupVerdict {
        let verdict = judge(selection)
        guard let group = verdict.group else { return verdict }
        let leaving = variant.chain.leavingTable(group.cards, previous: state.previous)
        if variant.isPuzzle { state.found.insert(group.members) }
        if variant.chain.isChained { state.previous = group.cards }
        groupsFound += 1
        updateTable(removing: leaving)
        return verdict
    }

    /// Shows three more cards, if the deck has them (refilled first in the sprints); returns whether it did.
    ///
    /// game.js deals only as `findBoardSize` says; this is the player's Deal 3, which the
    /// table keeps until groups are taken from it.
    @discardableResult
    public mutating func dealThree() -> Bool {
        if variant.deal == .recycledDeck, cards.count - shown < 3 { recycleTaken() }
        guard cards.count - shown >= 3 else { return false }
        shown += 3
        return true
    }

    /// Shuffles the cards on the table among themselves (the player's shuffle); the deck stays as it is.
    public mutating func shuffleTable() {
        var onTable = table
        rng.shuffle(&onTable)
        cards.replaceSubrange(0..<shown, with: onTable)
    }

    /// A board as it was saved: every field as written, checked by `Game.validate()`.
    init(
        variant: Variant, cards: [Card], shown: Int, state: FindState, taken: [Card], groupsFound: Int,
        rng: SplitMix64
    ) {
        self.variant = variant
        self.cards = cards
        self.shown = shown
        self.state = state
        self.taken = taken
        self.groupsFound = groupsFound
        self.rng = rng
    }

    /// game.js's `updateBoard`: shuffle (Shuffle), hold a puzzle table until it is solved,
    /// take the cards away, then size the table again.
    private mutating func updateTable(removing found: [Card]) {
        var leaving = found
        if variant.shufflesAfterGroup { shuffleTable() }
        if variant.isPuzzle {
            // A puzzle table stays until every group on it is found; then it all goes.
            guard nextGroup == nil, variant.end != .tableSolved else { return }
            state.found = []
            leaving = table
        }
        if variant.deal == .recycledDeck, cards.count - shown < leaving.count { recycleTaken() }
        replaceInPlace(leaving)
        taken += leaving
        let minimum = max(shown - leaving.count, variant.tableMinimum)
        shown = variant.boardSize(of: cards, minimum: minimum, state: state)
        if variant.deal == .recycledDeck, shown == cards.count, nextGroup == nil, !taken.isEmpty {
            recycleTaken()
            shown = variant.boardSize(of: cards, minimum: minimum, state: state)
        }
    }

    /// game.js's `removeCards`: takes `leaving` out of the table, keeping the other cards in place.
    ///
    /// Holes at or past the cutoff (the mode's minimum, or fewer when the cards run short)
    /// close up; holes before it are filled, in increasing order, with the cards from the
    /// cutoff on, so a table at its minimum keeps its layout and a grown table shrinks back.
    private mutating func replaceInPlace(_ leaving: [Card]) {
        let cutoff = min(cards.count - leaving.count, variant.tableMinimum)
        let holes = leaving.compactMap { cards.firstIndex(of: $0) }.sorted(by: >)
        for (index, hole) in holes.enumerated() {
            if hole >= cutoff {
                cards.remove(at: hole)
                continue
            }
            let fillable = Array(holes[index...].reversed())
            let end = min(cutoff + fillable.count, cards.count)
            let moved = Array(cards[cutoff..<end])
            cards.removeSubrange(cutoff..<end)
            for (hole, card) in zip(fillable, moved) { cards[hole] = card }
            break
        }
    }

    /// The sprints' endless deck: the cards taken so far, shuffled, go to the back of the deck.
    private mutating func recycleTaken() {
        var returning = taken
        rng.shuffle(&returning)
        cards += returning
        taken = []
    }
}
