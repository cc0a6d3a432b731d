/// A picture of a table someone else keeps: what a network game's player is shown.
extension Game {
    /// A game that only shows `table` with these cards selected: no deck, no score, no history.
    ///
    /// A network game's host alone deals and scores; a player's window draws the host's
    /// table with this value and never applies an intent to it, so nothing here can deal
    /// (the deck is empty) or count a Set. Selected indices off the table, or the same
    /// index twice, are left out.
    ///
    /// - Parameters:
    ///   - table: the cards on the host's table, in its order.
    ///   - selection: the table indices this player has selected, in order (at most 3).
    ///   - startedAt: the game clock when play began, for the time shown.
    ///   - now: the game clock now.
    ///   - mode: the way the host plays (the group's size, the chain's strip, the HUD's target).
    ///   - previous: the chain's last group, shown beside the table; its cards follow the
    ///     table's in `selection`'s indices.
    ///   - found: the groups found on a puzzle table.
    public init(
        picture table: [Card], selection: [Int], startedAt: Double, now: Double, mode: Mode = .solo,
        previous: [Card] = [], found: [[Card]] = []
    ) {
        self.init(table: table, deck: [], mode: mode, now: startedAt)
        if mode.engine == .board {
            board = VariantBoard(
                variant: mode.variant, cards: table, shown: table.count,
                state: FindState(previous: previous, found: Set(found.map(Set.init))), taken: [],
                groupsFound: found.count, rng: SplitMix64(seed: 0))
        }
        if mode.engine == .dailyPuzzle { foundSets = found }
        var kept: [Int] = []
        for index in selection
        where selectableIndices.contains(index) && !kept.contains(index) && kept.count < mode.groupSize {
            kept.append(index)
        }
        self.selection = kept
        if now.isFinite, now > clock { clock = now }
    }
}
