// A variant's board is saved with its game: the cards in order, how many are shown, the
// chain's last group, a puzzle table's found groups, the cards taken and the generator.

extension VariantBoard: Codable {
    private enum CodingKeys: String, CodingKey {
        case variant, cards, shown, previous, found, taken, groupsFound, rng
    }

    /// Reads a saved board; an unknown variant or counts that do not fit the cards are refused.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let name = try c.decode(String.self, forKey: .variant)
        guard let variant = Variant(name: name) else {
            throw DecodingError.dataCorruptedError(forKey: .variant, in: c, debugDescription: "no variant \(name)")
        }
        let cards = try c.decode([Card].self, forKey: .cards)
        let shown = try c.decode(Int.self, forKey: .shown)
        let groupsFound = try c.decode(Int.self, forKey: .groupsFound)
        guard (0...cards.count).contains(shown), groupsFound >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .shown, in: c, debugDescription: "counts out of range")
        }
        let found = try c.decode([[Card]].self, forKey: .found)
        self.init(
            variant: variant, cards: cards, shown: shown,
            state: FindState(
                previous: try c.decode([Card].self, forKey: .previous),
                found: Set(found.map(Set.init))),
            taken: try c.decode([Card].self, forKey: .taken), groupsFound: groupsFound,
            rng: try c.decode(SplitMix64.self, forKey: .rng))
    }

    /// Writes the whole board; the found groups in card order, so the same board writes the same bytes.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(variant.name, forKey: .variant)
        try c.encode(cards, forKey: .cards)
        try c.encode(shown, forKey: .shown)
        try c.encode(state.previous, forKey: .previous)
        try c.encode(state.foundInOrder, forKey: .found)
        try c.encode(taken, forKey: .taken)
        try c.encode(groupsFound, forKey: .groupsFound)
        try c.encode(rng, forKey: .rng)
    }
}
