// What Review points out in a recorded game: the finds that were slow for the player, and
// the groups that were on the table and never found.

extension GameRecord {
    /// The steps of the finds slower than twice the player's median for their kind of Set.
    ///
    /// - Parameter medians: the player's median seconds per kind of Set, over every game
    ///   (the statistics); a kind without one, and any group that is no three-card Set
    ///   (UltraSet, GhostSet), is measured against the median of this game's own finds.
    public func slowSteps(medians: [SetKind: Double]) -> Set<Int> {
        let own = Self.median(finds.compactMap(\.seconds))
        var slow: Set<Int> = []
        for (step, move) in moves.enumerated() where move.kind == .found {
            guard let seconds = move.seconds else { continue }
            let median = SetKind(move.cards).flatMap { medians[$0] } ?? own
            if let median, median > 0, seconds > 2 * median { slow.insert(step) }
        }
        return slow
    }

    /// The groups the player never saw: those on the table when they dealt more cards over
    /// them, and those left on it when the game was given up, by the place in `tables` of
    /// the table that held them then.
    ///
    /// A group that a find broke up (another group took one of its cards) is not counted:
    /// seeing one of two groups that share a card is no miss.
    public var unseenGroups: [Int: [[Card]]] {
        var unseen: [Int: [[Card]]] = [:]
        for move in moves where move.kind == .deal && move.overGroup && tables.indices.contains(move.table) {
            unseen[move.table] = tables[move.table].groups
        }
        if result == .abandoned, let last = moves.last, tables.indices.contains(last.table) {
            let groups = tables[last.table].groups
            if !groups.isEmpty { unseen[last.table] = groups }
        }
        return unseen
    }

    /// One line for a step: what the move was, and when.
    public func describe(step: Int) -> String {
        guard moves.indices.contains(step) else { return "" }
        let move = moves[step]
        let codes = move.cards.map(\.code).joined(separator: " ")
        let who = move.player.map { players.indices.contains($0) ? players[$0] : "Player \($0 + 1)" }
        let what: String
        switch move.kind {
        case .select: what = "Selected \(codes)"
        case .deselect: what = "Deselected \(codes)"
        case .found:
            let took = move.seconds.map { " in " + Self.seconds($0) } ?? ""
            what = "Found \(codes)\(took)"
        case .missed: what = "Missed: \(codes) is no \(mode.variant.rule.name)"
        case .hint: what = move.cards.isEmpty ? "Hint: no group on the table" : "Hint: \(codes)"
        case .deal: what = move.overGroup ? "Dealt 3 with a group on the table" : "Dealt 3"
        case .shuffle: what = "Shuffled the table"
        case .undo: what = "Undo"
        case .redo: what = "Redo"
        case .claim: what = "Claimed a Set"
        case .timeout: what = "Ran out of time"
        }
        return (who.map { "\($0): " } ?? "") + what
    }

    /// Seconds as the review writes them: `4.2 s`, or `1:05` from a minute.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return "?" }
        if value < 60 {
            let tenths = Int((value * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) s"
        }
        let whole = Int(value.rounded())
        return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
    }

    /// The median of `values`, nil for none.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
