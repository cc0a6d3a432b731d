// A record from a file is someone else's bytes: before Review or Replay reads it, every
// card, table, group and move is checked to be one a game of its mode could have had.

/// Why a record cannot be a game, in a line for the player.
public struct RecordProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. "move 4 (found) names 2GOS, which is not on its table".
    public let reason: String

    /// A problem with this reason.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}

extension GameRecord {
    /// The most moves a record may hold: a game of several hours at a quick player's pace.
    public static let maxMoves = 100_000
    /// The most tables a record may hold.
    public static let maxTables = 20_000
    /// The most players a network game seats.
    public static let maxPlayers = 8
    /// The longest player name, in characters.
    public static let maxNameCharacters = 24
    /// The longest a game may last, in seconds of play: a week.
    public static let maxSeconds = 7 * 24 * 3600.0

    /// Checks that the record could be a game of its mode; throws the first problem found.
    ///
    /// - Complexity: O(t·g) for t tables of g groups each, plus O(m) for m moves: each
    ///   table's groups are found again by the mode's own rules.
    public func validate() throws(RecordProblem) {
        guard startedAt.isFinite, startedAt >= 0 else {
            throw RecordProblem("its start time \(startedAt) is not a time")
        }
        if let endedAt {
            guard endedAt.isFinite, endedAt >= startedAt else {
                throw RecordProblem("it ends (\(endedAt)) before it starts (\(startedAt))")
            }
        }
        guard startClock.isFinite else { throw RecordProblem("its start clock is not a number") }
        guard players.count <= Self.maxPlayers else {
            throw RecordProblem("it seats \(players.count) players; a game seats at most \(Self.maxPlayers)")
        }
        guard computers.isEmpty || computers.count == players.count,
            computers.allSatisfy({ $0.count <= Self.maxNameCharacters && $0.allSatisfy(\.isLetter) })
        else {
            throw RecordProblem("its computer players are not one level or none per seat")
        }
        for (seat, name) in players.enumerated() where name.isEmpty || name.count > Self.maxNameCharacters {
            throw RecordProblem("player \(seat + 1)'s name is not 1 to \(Self.maxNameCharacters) characters")
        }
        guard tables.count <= Self.maxTables else {
            throw RecordProblem("it holds \(tables.count) tables; a record holds at most \(Self.maxTables)")
        }
        guard moves.count <= Self.maxMoves else {
            throw RecordProblem("it holds \(moves.count) moves; a record holds at most \(Self.maxMoves)")
        }
        for (place, table) in tables.enumerated() { try check(table, number: place + 1) }
        var last = 0.0
        for (step, move) in moves.enumerated() {
            try check(move, number: step + 1, after: last)
            last = move.time
        }
    }

    private func check(_ table: RecordedTable, number: Int) throws(RecordProblem) {
        let deck = Set(mode.variant.deck)
        let shown = table.cards + table.previous
        if let card = shown.first(where: { !deck.contains($0) }) {
            throw RecordProblem("table \(number) shows \(card), which is not a card of \(mode.title)")
        }
        guard Set(shown).count == shown.count else { throw RecordProblem("table \(number) shows a card twice") }
        let rules = mode.variant
        // A table past the listing limit lists no group, and is not searched: a crafted one of
        // 81 GhostSet cards would take minutes.
        guard table.listsGroups(under: rules.rule) else {
            guard table.groups.isEmpty else {
                throw RecordProblem("table \(number) lists groups on \(shown.count) cards, past \(mode.title)'s limit")
            }
            return
        }
        let known = Set(
            rules.rule.allGroups(in: table.cards, previous: table.previous, chain: rules.chain.count).map(\.members))
        for group in table.groups {
            guard known.contains(Set(group)), group.count == rules.groupSize else {
                let cards = group.map(\.code).joined(separator: " ")
                throw RecordProblem(
                    "table \(number) lists \(cards) as a group, which the rules of \(mode.title) do not")
            }
        }
        // A puzzle's found groups are no longer listed; any other table lists every group on it.
        if !rules.isPuzzle, Set(table.groups.map(Set.init)) != known {
            throw RecordProblem(
                "table \(number) lists \(table.groups.count.counted("group")) where the rules find \(known.count)")
        }
    }

    private func check(_ move: RecordedMove, number: Int, after last: Double) throws(RecordProblem) {
        let name = "move \(number) (\(move.kind.rawValue))"
        guard move.time.isFinite, move.time >= 0, move.time <= Self.maxSeconds else {
            throw RecordProblem("\(name) has the time \(move.time), not 0 to \(Int(Self.maxSeconds)) seconds")
        }
        guard move.time >= last else {
            throw RecordProblem("\(name) comes at \(move.time) s, before the move before it")
        }
        guard tables.indices.contains(move.table) else {
            throw RecordProblem("\(name) is made on table \(move.table + 1), and the record has \(tables.count)")
        }
        if let player = move.player {
            let seats = players.isEmpty ? mode.variant.players : players.count
            guard (0..<seats).contains(player) else {
                throw RecordProblem("\(name) is made by player \(player + 1) of \(seats)")
            }
        }
        if let seconds = move.seconds {
            guard move.kind == .found else { throw RecordProblem("\(name) has a find's seconds; it is no find") }
            guard seconds.isFinite, seconds >= 0, seconds <= move.time + 1e-6 else {
                throw RecordProblem("\(name) took \(seconds) seconds, not 0 to its time of play")
            }
        }
        let table = tables[move.table]
        switch move.kind {
        case .select, .deselect, .found, .missed, .hint:
            if let card = move.cards.first(where: { !(table.cards + table.previous).contains($0) }) {
                throw RecordProblem("\(name) names \(card), which is not on its table")
            }
        case .deal:
            if let card = move.cards.first(where: { (table.cards + table.previous).contains($0) }) {
                throw RecordProblem("\(name) deals \(card), which is already on its table")
            }
        case .shuffle, .undo, .redo, .claim, .timeout:
            guard move.cards.isEmpty else { throw RecordProblem("\(name) names cards; it has none") }
        }
        let size = mode.variant.groupSize
        switch move.kind {
        case .select, .deselect:
            guard move.cards.count == 1 else {
                throw RecordProblem("\(name) names \(move.cards.count.counted("card")), not 1")
            }
        case .found:
            let listed = table.listsGroups(under: mode.variant.rule)
            let isGroup =
                listed
                ? table.groups.contains(where: { Set($0) == Set(move.cards) })
                : Set(move.cards).isSubset(of: table.cards + table.previous)
                    && mode.variant.judge(move.cards, state: FindState(previous: table.previous)).group != nil
            guard move.cards.count == size, isGroup else {
                throw RecordProblem("\(name) is no group on its table")
            }
        case .missed:
            guard move.cards.count == size else {
                throw RecordProblem("\(name) names \(move.cards.count.counted("card")); a group has \(size)")
            }
        case .hint:
            guard move.cards.count <= size else { throw RecordProblem("\(name) marks more cards than a group's") }
        case .deal:
            guard !move.overGroup || !table.groups.isEmpty || !table.listsGroups(under: mode.variant.rule) else {
                throw RecordProblem("\(name) says a group was on its table, and the table has none")
            }
        case .shuffle, .undo, .redo, .claim, .timeout:
            break
        }
    }
}
