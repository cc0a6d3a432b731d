/// A Set's kind: in how many of the four features its three cards differ.
///
/// Every Set differs in at least one feature (its cards are three different
/// cards) and shares a value in each of the others. The more features differ,
/// the less the three cards have in common at a glance: a Set that differs in
/// all four (`1RDF 2GOS 3PSO`) is the hardest to see.
public enum SetKind: Int, CaseIterable, Comparable, Sendable {
    /// The cards differ in one feature and share the other three.
    case oneFeature = 1
    /// The cards differ in two features.
    case twoFeatures
    /// The cards differ in three features.
    case threeFeatures
    /// The cards differ in every feature.
    case allFeatures

    /// The kind of three classic cards that form a Set, or nil when they are not a Set.
    ///
    /// MegaSet's Sets have no kind: their five features make kinds of their own, which the
    /// statistics of the four-feature kinds would not compare with.
    public init?(_ a: Card, _ b: Card, _ c: Card) {
        guard a.background == nil, Card.isSet(a, b, c) else { return nil }
        self.init(rawValue: Card.differingFeatures(a, b, c))
    }

    /// The kind of `cards` when they are exactly three cards that form a Set, or nil.
    public init?(_ cards: [Card]) {
        guard cards.count == 3 else { return nil }
        self.init(cards[0], cards[1], cards[2])
    }

    /// How many features differ: 1 to 4.
    public var differingFeatures: Int { rawValue }

    /// Orders kinds from the easiest to see (one feature differs) to the hardest.
    public static func < (lhs: SetKind, rhs: SetKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Card {
    /// In how many of the four features three cards are not all the same: 0 to 4, and 1 to 4 for a Set.
    ///
    /// For a Set "not all the same" means "all different"; for three cards that
    /// are not a Set it counts the features where at least one card stands out.
    public static func differingFeatures(_ a: Card, _ b: Card, _ c: Card) -> Int {
        func differ(_ x: Int, _ y: Int, _ z: Int) -> Int { x == y && y == z ? 0 : 1 }
        return differ(a.number.index, b.number.index, c.number.index)
            + differ(a.color.index, b.color.index, c.color.index)
            + differ(a.shape.index, b.shape.index, c.shape.index)
            + differ(a.shading.index, b.shading.index, c.shading.index)
    }
}
