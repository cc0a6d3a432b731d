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
