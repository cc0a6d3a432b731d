// A variant's board is saved with its game: the cards in order, how many are shown, the
// chain's last group, a puzzle table's found groups, the cards taken and the generator.

extension VariantBoard: Codable {
    private enum CodingKeys: String, CodingKey {
        case variant, cards, shown, previous, found, taken, groupsFound, rng
    }

    /// Reads a saved board; an unknown variant, counts that do not fit the cards, or cards that are
    /// not the variant's deck once are refused.
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
        let previous = try c.decode([Card].self, forKey: .previous)
        let taken = try c.decode([Card].self, forKey: .taken)
        // The variant's deck once, between the cards in play and those taken (the daily puzzle's
        // twelve have no deck), the chain's last group among the taken, a puzzle's found groups
        // on the table: a board whose cards were edited is refused, not played.
        let pile = cards + taken
        var seen = Set<Card>()
        let conserved =
            pile.allSatisfy { variant.deals($0) && seen.insert($0).inserted }
            && (variant.deal == .dailyTable ? pile.count <= Card.all.count : pile.count == variant.deck.count)
            && previous.allSatisfy(taken.contains)
            && found.allSatisfy { $0.allSatisfy(cards.prefix(shown).contains) }
        guard conserved else {
            throw DecodingError.dataCorruptedError(
                forKey: .cards, in: c, debugDescription: "the cards are not the variant's deck once")
        }
        self.init(
            variant: variant, cards: cards, shown: shown,
            state: FindState(previous: previous, found: Set(found.map(Set.init))),
            taken: taken, groupsFound: groupsFound, rng: try c.decode(SplitMix64.self, forKey: .rng))
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
