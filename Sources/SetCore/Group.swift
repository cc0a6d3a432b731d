/// A valid group of cards found or selected in a variant: a Set, an UltraSet or a GhostSet.
public struct Group: Hashable, Sendable {
    /// The cards, in the order the rule's check or search gives them.
    ///
    /// An UltraSet's pairs are adjacent: cards 0–1 and 2–3.
    public let cards: [Card]
    /// The card both pairs of an UltraSet complete to; `nil` for other groups. It need not be on the table.
    public let thirdCard: Card?

    /// A group of `cards`, with the UltraSet's `thirdCard` when there is one.
    public init(cards: [Card], thirdCard: Card? = nil) {
        self.cards = cards
        self.thirdCard = thirdCard
    }

    /// The cards regardless of order, to compare groups found in different orders.
    public var members: Set<Card> { Set(cards) }
}

/// What a selection of cards amounts to under a variant's rules.
public enum GroupVerdict: Hashable, Sendable {
    /// The cards form a valid group.
    case match(Group)
    /// The cards do not, and why.
    case mismatch(GroupMismatch)

    /// The group when the verdict is a match, else `nil`.
    public var group: Group? {
        if case .match(let group) = self { group } else { nil }
    }

    /// The reason when the verdict is a mismatch, else `nil`.
    public var mismatch: GroupMismatch? {
        if case .mismatch(let reason) = self { reason } else { nil }
    }
}

/// Why selected cards are not a valid group.
///
/// game.js's `addCard` asks in this order: the chain, the rule, then the puzzle.
public enum GroupMismatch: Hashable, Sendable {
    /// The selection does not hold the rule's number of cards.
    case wrongCount(expected: Int, actual: Int)
    /// One card is selected twice.
    case repeatedCard(Card)
    /// Some cards are neither on the table nor in the chain's last group.
    case notOnTable([Card])
    /// A chain group shares the wrong number of cards with the last group.
    case chainShare(required: Int, actual: Int)
    /// Three cards that are not a Set, and the features that break the rule.
    case notASet([FeatureMismatch])
    /// Four cards whose first and second pair (in selection order) complete to these two different cards.
    case pairsCompleteDifferently(Card, Card)
    /// Six cards whose three pairs (in selection order) complete to these three cards, which are not a Set.
    case pairsCompleteToNoSet([Card])
    /// A puzzle group that has been found already on this table.
    case alreadyFound
}
