/// A set of cards as an 81-bit mask, one bit per card ordinal: membership in O(1), no allocation.
struct CardMask: Equatable, Sendable {
    /// Bits for ordinals 0..<64.
    private var low: UInt64 = 0
    /// Bits for ordinals 64..<81.
    private var high: UInt64 = 0

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

    /// Whether the mask holds the card with this ordinal (0..<81).
    func contains(ordinal: Int) -> Bool {
        ordinal < 64 ? low & (1 << UInt64(ordinal)) != 0 : high & (1 << UInt64(ordinal - 64)) != 0
    }

    /// Adds `card`; returns `false` if it was already there.
    @discardableResult
    mutating func insert(_ card: Card) -> Bool {
        let ordinal = card.ordinal
        if contains(ordinal: ordinal) { return false }
        if ordinal < 64 { low |= 1 << UInt64(ordinal) } else { high |= 1 << UInt64(ordinal - 64) }
        return true
    }

    /// How many cards the mask holds.
    var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }
}
