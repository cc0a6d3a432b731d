extension Game {
    /// Every group the mode's rules accept on the table now: a chain's share the last
    /// group's cards, a puzzle's leave out the groups found on this table.
    ///
    /// Sets come in `SetFinder.allSets(in:)` order, each in table order; a variant's
    /// groups in the order its search first meets them (`GroupRule.allGroups(in:previous:chain:)`).
    ///
    /// - Complexity: O(n²) for Sets, O(n³) for UltraSets, O(n⁵) for GhostSets, for n cards on the table.
    public var groupsOnTable: [[Card]] {
        guard let board else { return SetFinder.allSets(in: table).map { $0.map { table[$0] } } }
        let variant = board.variant
        let groups = variant.rule.allGroups(in: table, previous: board.state.previous, chain: variant.chain.count)
        let found = variant.isPuzzle ? board.state.found : []
        return groups.filter { !found.contains($0.members) }.map(\.cards)
    }
}

extension Game {
    /// The groups a record lists for the table now: `groupsOnTable`, or none past the mode's
    /// `GroupRule.listingLimit`.
    public var listedGroups: [[Card]] {
        table.count + previous.count > mode.variant.rule.listingLimit ? [] : groupsOnTable
    }

    /// Whether the table holds a group the mode's rules accept other than `cards`, found without
    /// listing them all: a deal made while one is there is a deal over a group.
    public func holdsGroup(besides cards: Set<Card>) -> Bool {
        guard let board else { return SetFinder.allSets(in: table).contains { Set($0.map { table[$0] }) != cards } }
        let variant = board.variant
        let skipped = (variant.isPuzzle ? board.state.found : []).union(cards.isEmpty ? [] : [cards])
        return variant.rule.firstGroup(
            in: table, previous: board.state.previous, chain: variant.chain.count, excluding: skipped) != nil
    }
}
