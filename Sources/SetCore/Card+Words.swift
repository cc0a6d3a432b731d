// A card in plain words, for messages that name a card that may not be on the table
// (the card an UltraSet's pairs complete to, for instance).

extension Card {
    /// The card in words: count, colour, shading, shape (`2 red solid ovals`, `1 green open diamond`),
    /// and a MegaSet card's background (`3 purple striped squiggles on green`).
    public var spelledOut: String {
        let symbols =
            "\(number.count) \(color.rawValue) \(shading.rawValue) \(shape.rawValue)\(number == .one ? "" : "s")"
        return background.map { symbols + " on \($0.rawValue)" } ?? symbols
    }

    /// Cards in words, joined with commas and a final "and": `1 red solid diamond, 2 … and 3 …`.
    static func spelledOut(_ cards: [Card]) -> String {
        joinedAsList(cards.map(\.spelledOut))
    }
}

/// `a`, `a and b`, `a, b and c`: a list as a sentence says it.
func joinedAsList(_ parts: [String]) -> String {
    guard let last = parts.last else { return "" }
    return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
}
