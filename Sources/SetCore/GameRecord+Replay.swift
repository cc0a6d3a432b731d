// A recorded game at any moment of its play: what Replay shows as it plays it again.

extension GameRecord {
    /// The game as it stood `seconds` into its play, after every move made by then.
    public struct Moment: Equatable, Sendable {
        /// How many moves had been made (the first `made` of `moves`).
        public var made: Int
        /// The place in `tables` of the table on show.
        public var table: Int
        /// The cards selected, in order.
        public var selection: [Card]
        /// What the last full selection came to: a group found, a miss, or nothing yet.
        public var judged: RecordedMove.Kind?
        /// The cards a hint marks.
        public var hinted: [Card]
    }

    /// How many moves were made by `seconds` into the play (those at that time included).
    public func movesMade(by seconds: Double) -> Int {
        // Times never run back: the first move after `seconds` ends the count.
        var low = 0
        var high = moves.count
        while low < high {
            let middle = (low + high) / 2
            if moves[middle].time <= seconds { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The game after its first `made` moves: the table the next move was made on (the last
    /// move's once all are made), and the selection, judgement and hint on it.
    public func moment(after made: Int) -> Moment? {
        guard !moves.isEmpty else { return nil }
        let made = min(max(0, made), moves.count)
        var selection: [Card] = []
        var judged: RecordedMove.Kind?
        var hinted: [Card] = []
        var table = moves[0].table
        for move in moves.prefix(made) {
            if move.table != table {
                // A new table: what was selected or hinted on the last one is gone.
                table = move.table
                selection = []
                judged = nil
                hinted = []
            }
            switch move.kind {
            case .select:
                if judged != nil {
                    selection = []
                    judged = nil
                }
                selection += move.cards
                hinted = []
            case .deselect:
                selection.removeAll { move.cards.contains($0) }
            case .found, .missed:
                selection = move.cards
                judged = move.kind
            case .hint:
                hinted = move.cards
            case .deal, .shuffle, .undo, .redo:
                if judged != nil {
                    selection = []
                    judged = nil
                }
            case .claim, .timeout:
                break
            }
        }
        let next = made < moves.count ? moves[made].table : table
        if next != table {
            selection = []
            judged = nil
            hinted = []
        }
        return Moment(made: made, table: next, selection: selection, judged: judged, hinted: hinted)
    }
}
