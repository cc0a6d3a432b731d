/// A card is written as its code: four characters (`"2GSF"`), or five for a MegaSet card (`"2GSFP"`).
extension Card: Codable {
    /// Reads a card from its code; anything but a valid code is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let card = Card(code: code) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "\"\(code)\" is not a card code (number 1|2|3, colour R|G|P, shape D|O|S, shading F|S|O, "
                    + "and a MegaSet card's background R|G|P)"
            )
        }
        self = card
    }

    /// Writes the card's code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
