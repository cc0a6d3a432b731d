// The variants' play, one intent at a time: the selection grows to the mode's group size and
// is judged by the variant (`VariantBoard.judge`); a valid group scores and is taken at once,
// and the board refills, grows, shuffles or holds the table as the variant says. A miss stays
// selected (and, in Memory, face up) until the next click. Sprints end at their target, Timed
// at two minutes, the others as the classic game does.

extension Game {
    /// Select, deselect, and judge a whole group (variants).
    mutating func tapVariantCard(at index: Int, now: Double) -> [GameEvent] {
        guard var board, !isGameOver, let card = card(at: index) else { return [] }
        lastGroup = nil
        if selection.count == groupSize {
            // A judged miss: the next click starts again (and Memory's cards turn face down).
            selection = [index]
            return [.selected(card)]
        }
        if let position = selection.firstIndex(of: index) {
            selection.remove(at: position)
            return [.deselected(card)]
        }
        // Set-Chain: a second card of the last Set takes the place of the first.
        let chosen = board.variant.chain.selecting(card, after: selectedCards, previous: board.state.previous)
        selection = selectableIndices(of: chosen)
        guard selection.count == groupSize else { return [.selected(card)] }
        let cards = selectedCards
        guard let group = board.judge(cards).group else {
            score -= scoring.mismatch
            mismatches += 1
            return [.selected(card), .mismatched(cards)]
        }
        if !mode.variant.isRace { score += scoring.setFound + speedBonus(at: now) }
        let before = table
        board.collect(cards)
        self.board = board
        foundSets.append(cards)
        lastGroup = group
        selection = []
        let left = cards.filter { !board.table.contains($0) && !board.state.previous.contains($0) }
        return [.selected(card), .matched(cards)] + (left.isEmpty ? [] : [.collected(left)])
            + followBoard(from: before, now: now)
    }

    /// Deal 3 in a variant: free in a race, costs the classic penalty while a group is on the table.
    mutating func dealForVariant(now: Double) -> [GameEvent] {
        guard var board, canDeal else { return [] }
        if !mode.variant.isRace, board.nextGroup != nil { score -= scoring.dealWithSetOnTable }
        let before = table
        let selected = selection.count == groupSize ? [] : selectedCards
        guard board.dealThree() else { return [] }
        self.board = board
        lastGroup = nil
        let events = followBoard(from: before, now: now)
        // The same cards stay selected: a last group's card keeps its place after the (longer) table.
        selection = selectableIndices(of: selected)
        return events
    }

    /// Each press shows one more card of the group the variant would find first.
    mutating func variantHint() -> [GameEvent] {
        guard let board, canHint else { return [] }
        lastGroup = nil
        if hintSet.isEmpty {
            guard let group = board.nextGroup else {
                hintFoundNoSet = true
                return [.noSetOnTable]
            }
            hintSet = group.cards
        }
        hintLevel += 1
        hintsUsed += 1
        if !mode.variant.isRace { score -= scoring.hintStep }
        return [.hinted(hintedCards)]
    }

    /// The player's shuffle in a variant: the table's cards change places, the same cards stay selected.
    mutating func shuffleVariantTable() -> [GameEvent] {
        guard var board, table.count > 1 else { return [] }
        let selected = selectedCards
        board.shuffleTable()
        self.board = board
        table = board.table
        selection = selectableIndices(of: selected)
        clearHint()
        return [.shuffled]
    }

    /// Ends a timed game whose two minutes have run out by `now`.
    mutating func expireTimeLimit(at now: Double) -> [GameEvent] {
        guard endedAt == nil, case .timeLimit(let seconds) = mode.variant.end, now - startedAt >= seconds else {
            return []
        }
        endedAt = startedAt + seconds
        selection = []
        clearHint()
        return [.gameOver]
    }

    /// The moment a timed game ends, while it runs; nil otherwise.
    public var timeLimitEnd: Double? {
        guard endedAt == nil, case .timeLimit(let seconds) = mode.variant.end else { return nil }
        return startedAt + seconds
    }

    /// The Sets still to find in a sprint, or the seconds left in Timed, at `now`; nil in other modes.
    public func remaining(at now: Double) -> Double? {
        switch mode.variant.end {
        case .groupsFound(let target): return Double(max(0, target - setsFound))
        case .timeLimit(let seconds): return max(0, seconds - playTime(at: now))
        case .deckExhausted, .tableSolved: return nil
        }
    }

    /// Every index a click may select: the table's, then the last group's (chain variants).
    var selectableIndices: Range<Int> { 0..<(table.count + previous.count) }

    /// Where `cards` are now, as selectable indices; a card that is nowhere is left out.
    func selectableIndices(of cards: [Card]) -> [Int] {
        cards.compactMap { wanted in selectableIndices.first { card(at: $0) == wanted } }
    }

    /// Copies the board's table and deck after it changed, and says which cards came onto the table.
    private mutating func followBoard(from before: [Card], now: Double) -> [GameEvent] {
        guard let board else { return [] }
        table = board.table
        deck = board.deck
        tableChanged(now: now)
        let arrived = table.filter { !before.contains($0) }
        var events: [GameEvent] = arrived.isEmpty ? [] : [.dealt(arrived)]
        if mode.variant.shufflesAfterGroup { events.append(.shuffled) }
        if board.isOver(afterPlaying: playTime(at: now)) {
            endedAt = now
            selection = []
            clearHint()
            events.append(.gameOver)
        }
        return events
    }
}
