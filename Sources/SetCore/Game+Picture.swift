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
    public init(picture table: [Card], selection: [Int], startedAt: Double, now: Double) {
        self.init(table: table, deck: [], mode: .solo, now: startedAt)
        var kept: [Int] = []
        for index in selection where table.indices.contains(index) && !kept.contains(index) && kept.count < 3 {
            kept.append(index)
        }
        self.selection = kept
        if now.isFinite, now > clock { clock = now }
    }
}
