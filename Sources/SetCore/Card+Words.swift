// A card in plain words, for messages that name a card that may not be on the table
// (the card an UltraSet's pairs complete to, for instance).

extension Card {
    /// The card in words: count, colour, shading, then shape, plural from two on (`2 red solid ovals`, `1 green open diamond`).
    public var spelledOut: String {
        "\(number.count) \(color.rawValue) \(shading.rawValue) \(shape.rawValue)\(number == .one ? "" : "s")"
    }

    /// Cards in words, joined with commas and a final "and": `1 red solid diamond, 2 … and 3 …`.
    static func spelledOut(_ cards: [Card]) -> String {
        let words = cards.map(\.spelledOut)
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
    }
}
