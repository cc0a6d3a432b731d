// The three kinds of group a variant may ask for, as in Set with Friends' `src/game.js`
// (eltoder/setwithfriends): `checkSetNormal`, `checkSetUltra` and `checkSetGhost`, sized
// by its `setTypes` table.

/// The kind of group a variant asks for: a Set (3 cards), an UltraSet (4) or a GhostSet (6).
public enum GroupRule: String, CaseIterable, Hashable, Sendable, Codable {
    /// Three cards that, in every feature, are all the same or all different.
    case set = "Set"
    /// Four cards that split into two pairs completed to a Set by the same card.
    case ultraSet = "UltraSet"
    /// Six cards whose values add up to 0 mod 3 in every feature: three pairs whose completing cards form a Set.
    case ghostSet = "GhostSet"

    /// How many cards a group holds: 3, 4 or 6.
    public var size: Int {
        switch self {
        case .set: 3
        case .ultraSet: 4
        case .ghostSet: 6
        }
    }

    /// The group's name in messages: `Set`, `UltraSet` or `GhostSet`.
    public var name: String { rawValue }

    /// The most cards a table may hold for a record to list every group on it.
    ///
    /// Listing is a whole search: O(n²) for Sets (at most 1,080, on all 81 cards), O(n³) for
    /// UltraSets and O(n⁵) for GhostSets, whose groups also grow as fast: 30 cards hold about
    /// 1,100 UltraSets and 21 cards about 670 GhostSets, and a GhostSet table dealt out to 40
    /// cards would take seconds to search and hold about 47,000. Past the limit a recorded
    /// table lists none (a player who deals that far is past reviewing every group).
    public var listingLimit: Int {
        switch self {
        case .set: Card.ordinalCount
        case .ultraSet: 30
        case .ghostSet: 21
        }
    }

    /// Whether `cards`, in this order, form a group of this kind, with the group or the reason they do not.
    ///
    /// The count and distinct cards are checked first (game.js's `hasDuplicates`); then
    /// - a Set: `Card.isSet`, which is `checkSetNormal` for three different cards;
    /// - an UltraSet: the pairings 0–1|2–3, 0–2|1–3 and 0–3|1–2 are tried in that order, as
    ///   `checkSetUltra` does, and the match lists the cards with its pairs adjacent;
    /// - a GhostSet: every feature's values add up to 0 mod 3 (`checkSetGhost`).
    public func check(_ cards: [Card]) -> GroupVerdict {
        guard cards.count == size else { return .mismatch(.wrongCount(expected: size, actual: cards.count)) }
        var seen = Set<Card>()
        for card in cards where !seen.insert(card).inserted { return .mismatch(.repeatedCard(card)) }
        switch self {
        case .set: return Self.checkSet(cards)
        case .ultraSet: return Self.checkUltraSet(cards)
        case .ghostSet: return Self.checkGhostSet(cards)
        }
    }

    private static func checkSet(_ cards: [Card]) -> GroupVerdict {
        Card.isSet(cards) ? .match(Group(cards: cards)) : .mismatch(.notASet(FeatureMismatch.explain(cards)))
    }

    /// With four different cards at most one pairing can hold: if a+b ≡ c+d and a+c ≡ b+d (mod 3)
    /// then 2b ≡ 2c, so b = c. Nor can the shared card be one of the four: if a, b and c, d
    /// both complete to c, then c, d completing to c makes d = c.
    private static func checkUltraSet(_ cards: [Card]) -> GroupVerdict {
        let (a, b, c, d) = (cards[0], cards[1], cards[2], cards[3])
        for pairs in [[a, b, c, d], [a, c, b, d], [a, d, b, c]] {
            let third = Card.completingSet(pairs[0], pairs[1])
            if third == Card.completingSet(pairs[2], pairs[3]) { return .match(Group(cards: pairs, thirdCard: third)) }
        }
        return .mismatch(.pairsCompleteDifferently(Card.completingSet(a, b), Card.completingSet(c, d)))
    }

    /// The pairs' completing cards add up to −(sum of the six), so they form a Set (or are
    /// three copies of one card) exactly when the six add up to 0: the explanation names them.
    private static func checkGhostSet(_ cards: [Card]) -> GroupVerdict {
        let balanced = Feature.allCases.allSatisfy { feature in
            cards.reduce(0) { $0 + ($1.value(of: feature)?.index ?? 0) } % 3 == 0
        }
        if balanced { return .match(Group(cards: cards)) }
        let thirds = stride(from: 0, to: 6, by: 2).map { Card.completingSet(cards[$0], cards[$0 + 1]) }
        return .mismatch(.pairsCompleteToNoSet(thirds))
    }
}
