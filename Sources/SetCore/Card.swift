/// One card: the 81 cards of the classic deck (a number of symbols, a colour, a shape and a
/// shading), or one of MegaSet's 243, which add a fifth feature, the face's background.
///
/// Stored as an ordinal, so comparing, hashing and finding Sets stay cheap. Ordinals 0..<81
/// are the classic cards in `Card.all` order; MegaSet's card with background `b` and the
/// classic features of classic ordinal `c` is `81 * (1 + b.index) + c`. The two decks never
/// share a table, and no three cards from both form a Set.
public struct Card: Hashable, Sendable {
    /// The card's ordinal, 0 to 323: for a classic card its place in `Card.all`, the places
    /// of its four features read as a base-3 number.
    public let ordinal: Int

    /// How many ordinals there are: 81 classic cards, then 243 MegaSet cards.
    public static let ordinalCount = 324

    /// The classic card with these four features.
    public init(number: Number, color: CardColor, shape: Shape, shading: Shading) {
        ordinal = number.index * 27 + color.index * 9 + shape.index * 3 + shading.index
    }

    /// The card with these features: a MegaSet card when `background` is set, a classic card when it is nil.
    public init(number: Number, color: CardColor, shape: Shape, shading: Shading, background: Background?) {
        let classic = number.index * 27 + color.index * 9 + shape.index * 3 + shading.index
        ordinal = classic + (background.map { 81 * (1 + $0.index) } ?? 0)
    }

    /// The card with this ordinal, or `nil` outside 0..<324.
    public init?(ordinal: Int) {
        guard (0..<Self.ordinalCount).contains(ordinal) else { return nil }
        self.ordinal = ordinal
    }

    /// The place of the card's four classic features, 0..<81: its ordinal in `Card.all` for a classic card.
    var classicOrdinal: Int { ordinal % 81 }

    /// How many symbols the card shows.
    public var number: Number { Number(index: classicOrdinal / 27) ?? .one }
    /// The colour of the symbols.
    public var color: CardColor { CardColor(index: classicOrdinal / 9 % 3) ?? .red }
    /// The shape of the symbols.
    public var shape: Shape { Shape(index: classicOrdinal / 3 % 3) ?? .diamond }
    /// How the symbols are filled.
    public var shading: Shading { Shading(index: classicOrdinal % 3) ?? .solid }
    /// The tint of a MegaSet card's face, or nil for a classic card.
    public var background: Background? { Background(index: ordinal / 81 - 1) }

    /// All 81 classic cards, ordered by number, then colour, then shape, then shading (`1RDF` first, `3PSO` last).
    public static let all: [Card] = (0..<81).compactMap { Card(ordinal: $0) }

    /// MegaSet's 243 cards, ordered by background, then as `all` (`1RDFR` first, `3PSOP` last).
    public static let mega: [Card] = (81..<ordinalCount).compactMap { Card(ordinal: $0) }

    /// The card's code: number `1|2|3`, colour `R|G|P`, shape `D|O|S`, shading `F|S|O`, and
    /// for a MegaSet card a fifth character, the background `R|G|P`.
    ///
    /// For example `2GSF` is two green solid squiggles, and `2GSFP` the same on a purple-tinted face.
    public var code: String {
        let four = [number.code, color.code, shape.code, shading.code]
        return String(background.map { four + [$0.code] } ?? four)
    }

    /// The card written as `code`, or `nil` unless `code` is exactly four (a classic card) or five
    /// (a MegaSet card) valid, upper-case characters.
    public init?(code: String) {
        let characters = Array(code)
        guard characters.count == 4 || characters.count == 5,
            let number = Number(code: characters[0]),
            let color = CardColor(code: characters[1]),
            let shape = Shape(code: characters[2]),
            let shading = Shading(code: characters[3])
        else { return nil }
        var background: Background?
        if characters.count == 5 {
            guard let tint = Background(code: characters[4]) else { return nil }
            background = tint
        }
        self.init(number: number, color: color, shape: shape, shading: shading, background: background)
    }
}

extension Card: CustomStringConvertible {
    /// The card's code, e.g. `2GSF`.
    public var description: String { code }
}

extension Card {
    /// Whether three cards form a Set: three different cards of one deck that, in each feature
    /// (the background too, on MegaSet cards), are all the same or all different.
    public static func isSet(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        a != b && sameDeck(a, b, c)
            && allSameOrAllDifferent(a.number.index, b.number.index, c.number.index)
            && allSameOrAllDifferent(a.color.index, b.color.index, c.color.index)
            && allSameOrAllDifferent(a.shape.index, b.shape.index, c.shape.index)
            && allSameOrAllDifferent(a.shading.index, b.shading.index, c.shading.index)
            && allSameOrAllDifferent(a.background?.index ?? 0, b.background?.index ?? 0, c.background?.index ?? 0)
    }

    /// Whether the card is one of the classic 81, with no background: ordinals 0..<81.
    public var isClassic: Bool { background == nil }

    /// Whether the three cards are all classic cards or all MegaSet cards.
    static func sameDeck(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        a.isClassic == b.isClassic && b.isClassic == c.isClassic
    }

    /// Whether `cards` are exactly three cards that form a Set.
    public static func isSet(_ cards: [Card]) -> Bool {
        cards.count == 3 && isSet(cards[0], cards[1], cards[2])
    }

    /// The one card that makes a Set with `a` and `b`.
    ///
    /// In each feature it repeats the value `a` and `b` share, or takes the third
    /// value when they differ. If `a == b`, or the two come from different decks,
    /// the result is `a` (no Set).
    public static func completingSet(_ a: Card, _ b: Card) -> Card {
        guard a.isClassic == b.isClassic else { return a }
        return Card(
            number: .completing(a.number, b.number),
            color: .completing(a.color, b.color),
            shape: .completing(a.shape, b.shape),
            shading: .completing(a.shading, b.shading),
            background: a.background.flatMap { x in b.background.map { .completing(x, $0) } }
        )
    }

    /// The ordinal of `completingSet` for two ordinals, through a table of the 81×81 classic
    /// thirds: the searches ask it for every pair on the table.
    static func completingOrdinal(_ a: Int, _ b: Int) -> Int {
        let (deckA, deckB) = (a / 81, b / 81)
        let classic = classicThirds[a % 81 * 81 + b % 81]
        if deckA == 0 && deckB == 0 { return classic }
        guard deckA != 0 && deckB != 0 else { return a }
        let deck = deckA == deckB ? deckA : 6 - deckA - deckB
        return deck * 81 + classic
    }

    /// The classic ordinal completing each pair of classic ordinals, at `a * 81 + b`.
    private static let classicThirds: [Int] = {
        var table = [Int](repeating: 0, count: 81 * 81)
        for a in Card.all {
            for b in Card.all { table[a.ordinal * 81 + b.ordinal] = completingSet(a, b).ordinal }
        }
        return table
    }()

    /// Compares the values' places (0, 1, 2) rather than the values: the same test, without generic dispatch.
    private static func allSameOrAllDifferent(_ x: Int, _ y: Int, _ z: Int) -> Bool {
        (x == y && y == z) || (x != y && y != z && x != z)
    }
}
