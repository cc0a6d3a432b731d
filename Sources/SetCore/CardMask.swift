/// A set of cards as a mask, one bit per card ordinal (all 324): membership in O(1), no allocation.
struct CardMask: Equatable, Sendable {
    /// Bits for ordinals 64 × w ..< 64 × (w + 1) in word w.
    private var words: InlineArray<6, UInt64> = .init(repeating: 0)

    /// An empty mask.
    init() {}

    /// The mask holding `cards`.
    init(_ cards: some Sequence<Card>) {
        for card in cards { insert(card) }
    }

    /// Whether the mask holds `card`.
    func contains(_ card: Card) -> Bool {
        contains(ordinal: card.ordinal)
    }

    /// Whether the mask holds the card with this ordinal (0..<324).
    func contains(ordinal: Int) -> Bool {
        words[ordinal >> 6] & (1 << UInt64(ordinal & 63)) != 0
    }

    /// Adds `card`; returns `false` if it was already there.
    @discardableResult
    mutating func insert(_ card: Card) -> Bool {
        let ordinal = card.ordinal
        if contains(ordinal: ordinal) { return false }
        words[ordinal >> 6] |= 1 << UInt64(ordinal & 63)
        return true
    }

    /// How many cards the mask holds.
    var count: Int { words.indices.reduce(0) { $0 + words[$1].nonzeroBitCount } }

    static func == (lhs: CardMask, rhs: CardMask) -> Bool {
        lhs.words.indices.allSatisfy { lhs.words[$0] == rhs.words[$0] }
    }
}
