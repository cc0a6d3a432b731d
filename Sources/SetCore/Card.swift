/// One of the 81 cards: a number of symbols, a colour, a shape and a shading.
///
/// Stored as its place in `Card.all`, so comparing, hashing and finding Sets stay cheap.
public struct Card: Hashable, Sendable {
    /// The card's place in `Card.all`, 0 to 80: the places of its four features read as a base-3 number.
    public let ordinal: Int

    /// The card with these four features.
    public init(number: Number, color: CardColor, shape: Shape, shading: Shading) {
        ordinal = number.index * 27 + color.index * 9 + shape.index * 3 + shading.index
    }

    /// The card at place `ordinal` of `Card.all`, or `nil` outside 0..<81.
    public init?(ordinal: Int) {
        guard (0..<81).contains(ordinal) else { return nil }
        self.ordinal = ordinal
    }

    /// How many symbols the card shows.
    public var number: Number { Number(index: ordinal / 27) ?? .one }
    /// The colour of the symbols.
    public var color: CardColor { CardColor(index: ordinal / 9 % 3) ?? .red }
    /// The shape of the symbols.
    public var shape: Shape { Shape(index: ordinal / 3 % 3) ?? .diamond }
    /// How the symbols are filled.
    public var shading: Shading { Shading(index: ordinal % 3) ?? .solid }

    /// All 81 cards, ordered by number, then colour, then shape, then shading (`1RDF` first, `3PSO` last).
    public static let all: [Card] = (0..<81).compactMap { Card(ordinal: $0) }

    /// The card's four-character code: number `1|2|3`, colour `R|G|P`, shape `D|O|S`, shading `F|S|O`.
    ///
    /// For example `2GSF` is two green solid squiggles.
    public var code: String {
        String([number.code, color.code, shape.code, shading.code])
    }

    /// The card written as `code`, or `nil` unless `code` is exactly four valid, upper-case characters.
    public init?(code: String) {
        let characters = Array(code)
        guard characters.count == 4,
            let number = Number(code: characters[0]),
            let color = CardColor(code: characters[1]),
            let shape = Shape(code: characters[2]),
            let shading = Shading(code: characters[3])
        else { return nil }
        self.init(number: number, color: color, shape: shape, shading: shading)
    }
}

extension Card: CustomStringConvertible {
    /// The card's code, e.g. `2GSF`.
    public var description: String { code }
}

extension Card {
    /// Whether three cards form a Set: three different cards that, in each feature, are all the same or all different.
    public static func isSet(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        a != b
            && allSameOrAllDifferent(a.number.index, b.number.index, c.number.index)
            && allSameOrAllDifferent(a.color.index, b.color.index, c.color.index)
            && allSameOrAllDifferent(a.shape.index, b.shape.index, c.shape.index)
            && allSameOrAllDifferent(a.shading.index, b.shading.index, c.shading.index)
    }

    /// Whether `cards` are exactly three cards that form a Set.
    public static func isSet(_ cards: [Card]) -> Bool {
        cards.count == 3 && isSet(cards[0], cards[1], cards[2])
    }

    /// The one card that makes a Set with `a` and `b`.
    ///
    /// In each feature it repeats the value `a` and `b` share, or takes the third
    /// value when they differ. If `a == b` the result is that same card (no Set).
    public static func completingSet(_ a: Card, _ b: Card) -> Card {
        Card(
            number: .completing(a.number, b.number),
            color: .completing(a.color, b.color),
            shape: .completing(a.shape, b.shape),
            shading: .completing(a.shading, b.shading)
        )
    }

    /// Compares the values' places (0, 1, 2) rather than the values: the same test, without generic dispatch.
    private static func allSameOrAllDifferent(_ x: Int, _ y: Int, _ z: Int) -> Bool {
        (x == y && y == z) || (x != y && y != z && x != z)
    }
}
