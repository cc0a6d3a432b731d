/// A picture of a table someone else keeps: what a network game's player is shown.
extension Game {
    /// A game that only shows `table` with these cards selected: no deck, no score, no history.
    ///
    /// A network game's host alone deals and scores; a player's window shows the host's
    /// table with this value and never applies an intent to it, so nothing here can deal
    /// (the deck is empty) or count a Set. Selected indices off the table, or the same
    /// index twice, are left out.
    ///
    /// - Parameters:
    ///   - table: the cards on the host's table, in its order.
    ///   - selection: the table indices this player has selected, in order (at most the group's size).
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
        self.init(table: [], deck: [], mode: mode, now: startedAt)
        show(hostTable: table, previous: previous, found: found, mode: mode, startedAt: startedAt, now: now)
        keepSelection(selection)
    }

    /// Shows the host's latest table, keeping the selected cards that are still on it.
    ///
    /// Everything but the selection is the host's: the cards, the chain's last group, the
    /// groups found, the mode and the clock are taken as they come (the deck stays empty, and
    /// the clock is the host's game's, from `startedAt` to `now`). A selected card is followed
    /// by what it is, not by where it lay, so a selection survives a table where its cards
    /// moved; one the host took is let go.
    ///
    /// - Parameters:
    ///   - hostTable: the cards on the host's table, in its order.
    ///   - previous: the chain's last group, shown beside the table and selectable after it.
    ///   - found: the groups found on a puzzle table.
    ///   - mode: the way the host plays.
    ///   - startedAt: the game clock when play began, for the time shown.
    ///   - now: the game clock now.
    public mutating func show(
        hostTable: [Card], previous: [Card], found: [[Card]], mode: Mode, startedAt: Double, now: Double
    ) {
        let selected = selectedCards
        // Everything but the selection is the host's word: a fresh picture, as if never shown before (a
        // time limit this picture ran out by itself ends with it).
        var shown = Game(table: hostTable, deck: [], mode: mode, now: startedAt.isFinite ? startedAt : 0)
        if mode.engine == .board {
            shown.board = VariantBoard(
                variant: mode.variant, cards: hostTable, shown: hostTable.count,
                state: FindState(previous: previous, found: Set(found.map(Set.init))), taken: [],
                groupsFound: found.count, rng: SplitMix64(seed: 0))
        }
        if mode.engine == .dailyPuzzle { shown.foundSets = found }
        if now.isFinite, now > shown.clock { shown.clock = now }
        shown.keepSelection(shown.selectableIndices(of: selected))
        self = shown
    }

    /// Selects or lets go of the card at `index` on a table judged elsewhere.
    ///
    /// Only toggles: a whole group stays selected, unjudged and unscored, for whoever keeps
    /// the table to judge.
    ///
    /// - Returns: `.selected` or `.deselected` with the card; nil for an index off the
    ///   selectable cards, or a card more than the group holds.
    public mutating func pick(_ index: Int) -> GameEvent? {
        guard selectableIndices.contains(index), let card = card(at: index) else { return nil }
        if let position = selection.firstIndex(of: index) {
            selection.remove(at: position)
            return .deselected(card)
        }
        guard selection.count < groupSize else { return nil }
        selection.append(index)
        return .selected(card)
    }

    /// Lets go of every selected card on a table judged elsewhere.
    public mutating func letGoOfSelection() {
        selection = []
    }

    /// Selects `indices` in order, leaving out those off the selectable cards, repeats, and
    /// any beyond the group's size.
    private mutating func keepSelection(_ indices: [Int]) {
        var kept: [Int] = []
        for index in indices
        where selectableIndices.contains(index) && !kept.contains(index) && kept.count < groupSize {
            kept.append(index)
        }
        selection = kept
    }
}
