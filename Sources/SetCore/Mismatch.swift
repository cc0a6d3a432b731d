// Why three cards are not a Set: the features in which exactly two of them agree.

/// One of the features of a card, in the order of a card code: four, and the background on MegaSet cards.
public enum Feature: String, CaseIterable, Hashable, Sendable {
    /// How many symbols.
    case number
    /// The ink; its raw value is the trace's spelling, `colour`.
    case color = "colour"
    /// The outline of the symbols.
    case shape
    /// How the symbols are filled.
    case shading
    /// The tint of a MegaSet card's face.
    case background

    /// The features `card` has: the classic four, and the background on a MegaSet card.
    public static func features(of card: Card) -> [Feature] {
        card.background == nil ? [.number, .color, .shape, .shading] : allCases
    }
}

/// The value one card has in one feature.
public enum FeatureValue: Hashable, Sendable {
    /// A number of symbols.
    case number(Number)
    /// A colour.
    case color(CardColor)
    /// A shape.
    case shape(Shape)
    /// A shading.
    case shading(Shading)
    /// A MegaSet card's background.
    case background(Background)

    /// The value's place among its feature's three: 0, 1 or 2.
    public var index: Int {
        switch self {
        case .number(let value): value.index
        case .color(let value): value.index
        case .shape(let value): value.index
        case .shading(let value): value.index
        case .background(let value): value.index
        }
    }

    /// The character that stands for the value in a card code (`1`, `R`, `D`, `F`, …).
    public var code: Character {
        switch self {
        case .number(let value): value.code
        case .color(let value): value.code
        case .shape(let value): value.code
        case .shading(let value): value.code
        case .background(let value): value.code
        }
    }
}

extension Card {
    /// The card's value in `feature`, or nil for a classic card's background.
    public func value(of feature: Feature) -> FeatureValue? {
        switch feature {
        case .number: .number(number)
        case .color: .color(color)
        case .shape: .shape(shape)
        case .shading: .shading(shading)
        case .background: background.map { .background($0) }
        }
    }
}

/// A feature that breaks the Set rule for three cards: two of them share a value, the third does not.
public struct FeatureMismatch: Hashable, Sendable {
    /// The feature that is neither all the same nor all different.
    public let feature: Feature
    /// The three cards' values in this feature, in the order the cards were given (selected).
    public let values: [FeatureValue]
    /// The position, 0 to 2, of the card whose value differs from the other two.
    public let oddOneOut: Int

    /// A mismatch of `feature` with these three values; only `explain` makes them, so `oddOneOut` is always 0…2.
    init(feature: Feature, values: [FeatureValue], oddOneOut: Int) {
        self.feature = feature
        self.values = values
        self.oddOneOut = oddOneOut
    }

    /// The value the two agreeing cards share.
    public var sharedValue: FeatureValue { values[oddOneOut == 0 ? 1 : 0] }

    /// The value of the card that differs.
    public var oddValue: FeatureValue { values[oddOneOut] }

    /// The features in which `a`, `b` and `c` break the Set rule, in the order number, colour,
    /// shape, shading, background.
    ///
    /// A feature breaks the rule when exactly two of the three values are
    /// equal. Three different cards are a Set exactly when the list is empty;
    /// three copies of one card give an empty list too, though they are no Set.
    public static func explain(_ a: Card, _ b: Card, _ c: Card) -> [FeatureMismatch] {
        Feature.features(of: a).compactMap { feature in
            let values = [a, b, c].compactMap { $0.value(of: feature) }
            guard values.count == 3, let odd = oddPosition(values[0], values[1], values[2]) else { return nil }
            return FeatureMismatch(feature: feature, values: values, oddOneOut: odd)
        }
    }

    /// `explain(_:_:_:)` for exactly three cards; any other count explains nothing.
    public static func explain(_ cards: [Card]) -> [FeatureMismatch] {
        cards.count == 3 ? explain(cards[0], cards[1], cards[2]) : []
    }

    /// The position of the one value that differs from the other two, or nil
    /// when all three are the same or all different.
    private static func oddPosition(_ x: FeatureValue, _ y: FeatureValue, _ z: FeatureValue) -> Int? {
        switch (x == y, y == z, x == z) {
        case (true, false, _): 2
        case (false, true, _): 0
        case (false, false, true): 1
        default: nil
        }
    }
}

extension Game {
    /// Why the three selected cards are not a Set, in selection order; empty unless the selection is a mismatch.
    public var mismatchExplanation: [FeatureMismatch] {
        selectionState == .mismatch ? FeatureMismatch.explain(selectedCards) : []
    }
}
