// The solo rules of Set, applied one intent at a time. Two-player turns are in TwoPlayer.swift.

extension Game {
    /// Applies what the player did at game clock `now` and returns what happened, in order.
    ///
    /// Deadlines that have passed by `now` expire first (two players). Input that makes
    /// no sense (an index off the table, a player who does not exist, a deal with an
    /// empty deck) changes nothing and returns no events.
    ///
    /// - Parameters:
    ///   - intent: what the player did.
    ///   - now: the game clock; an older or non-finite value counts as `clock`.
    /// - Returns: the events, empty when the intent changed nothing.
    @discardableResult
    public mutating func apply(_ intent: Intent, now: Double) -> [GameEvent] {
        let now = advanceClock(to: now)
        var events = expireDeadlines(at: now) + expireTimeLimit(at: now)
        // The mode's engine: a variant's board, the daily puzzle's fixed table, or the classic rules.
        let engine = mode.engine
        switch intent {
        case .cardTapped(let index):
            switch engine {
            case .board: events += tapVariantCard(at: index, now: now)
            case .dailyPuzzle: events += tapDailyCard(at: index, now: now)
            case .classic: events += tapCard(at: index, now: now)
            }
        case .dealTapped(let player):
            switch engine {
            case .board:
                if player == nil { events += dealForVariant(now: now) }
            case .dailyPuzzle:
                break  // The puzzle's twelve cards are all there is.
            case .classic:
                events += mode.takesTurns ? dealForTwoPlayers(by: player, now: now) : dealForSolo(by: player, now: now)
            }
        case .newGameTapped:
            // A date has one puzzle: there is no other game to start in the daily mode.
            if !mode.isDaily { events += startNewGame(now: now) }
        case .hintTapped:
            switch engine {
            case .board: events += variantHint()
            case .dailyPuzzle: events += dailyHint()
            case .classic: events += hint()
            }
        case .shuffleRequested:
            events += engine == .board ? shuffleVariantTable() : shuffleTable()
        case .claimTapped(let player):
            events += claim(by: player, now: now)
        case .tick:
            break
        }
        return events
    }

    /// Moves `clock` forward to `now` and returns the time to use.
    private mutating func advanceClock(to now: Double) -> Double {
        if now.isFinite, now > clock { clock = now }
        return clock
    }

    // MARK: Selecting

    /// Rules 2–5: select, deselect, judge, and clear a judged selection on the next click.
    private mutating func tapCard(at index: Int, now: Double) -> [GameEvent] {
        guard !isGameOver, table.indices.contains(index) else { return [] }
        if mode.takesTurns, turn.player == nil { return [] }
        let card = table[index]
        if selection.count == 3 {
            // Only in solo: with two players a judged selection never lingers.
            if selectionState == .match {
                let wasInSet = selection.contains(index)
                var events = takeSelectedSet(now: now, refillInPlace: false)
                if !wasInSet, !isGameOver, let newIndex = table.firstIndex(of: card) {
                    selection = [newIndex]
                    events.append(.selected(card))
                }
                return events
            }
            selection = [index]
            return [.selected(card)]
        }
        let toggled = toggleSelection(at: index)
        guard toggled.judge else { return [toggled.event] }
        return [toggled.event] + (mode.playsSoloRules ? judgeForSolo(now: now) : judgeForTwoPlayers(now: now))
    }

    /// Deselects a selected card or selects one more (fewer than three are selected):
    /// what happened, and whether three are now selected, to be judged.
    mutating func toggleSelection(at index: Int) -> (event: GameEvent, judge: Bool) {
        let card = table[index]
        if let position = selection.firstIndex(of: index) {
            selection.remove(at: position)
            return (.deselected(card), false)
        }
        selection.append(index)
        return (.selected(card), selection.count == 3)
    }

    /// Rule 3: a Set scores at once (plus the speed bonus), a mismatch costs points.
    ///
    /// The matched cards stay selected until the next click or Deal 3, except for the
    /// last Set of the game, which leaves at once so the game ends when it is found.
    private mutating func judgeForSolo(now: Double) -> [GameEvent] {
        let cards = selectedCards
        guard Card.isSet(cards) else {
            score -= scoring.mismatch
            mismatches += 1
            return [.mismatched(cards)]
        }
        score += scoring.setFound + speedBonus(at: now)
        clearHint()
        let rest = table.indices.filter { !selection.contains($0) }.map { table[$0] }
        if deck.isEmpty, !SetFinder.containsSet(rest) {
            return [.matched(cards)] + takeSelectedSet(now: now, refillInPlace: false)
        }
        return [.matched(cards)]
    }

    /// Rule 4: takes the three selected cards (a Set) off the table.
    ///
    /// New cards take their places while the table would otherwise hold fewer than
    /// the mode's opening table (12, or Junior's 9; always, with `refillInPlace`, for
    /// Deal 3) and the deck has cards;
    /// otherwise they leave and the others close up in order.
    mutating func takeSelectedSet(now: Double, refillInPlace: Bool) -> [GameEvent] {
        let cards = selectedCards
        let indices = selection.sorted()
        selection = []
        foundSets.append(cards)
        var events: [GameEvent] = [.collected(cards)]
        if deck.count >= 3, refillInPlace || table.count - 3 < mode.tableSize {
            let dealt = Array(deck.prefix(3))
            deck.removeFirst(3)
            for (index, card) in zip(indices, dealt) { table[index] = card }
            events.append(.dealt(dealt))
        } else {
            for index in indices.reversed() { table.remove(at: index) }
        }
        tableChanged(now: now)
        return events + finishIfOver(now: now)
    }

    // MARK: Dealing

    /// Rule 6: Deal 3 (solo).
    private mutating func dealForSolo(by player: Int?, now: Double) -> [GameEvent] {
        guard player == nil, canDeal else { return [] }
        if selectionState == .match {
            return takeSelectedSet(now: now, refillInPlace: true)
        }
        if SetFinder.containsSet(table) { score -= scoring.dealWithSetOnTable }
        return dealThree(now: now)
    }

    /// Adds the next 3 cards of the deck at the end of the table; the selection stays.
    mutating func dealThree(now: Double) -> [GameEvent] {
        guard deck.count >= 3 else { return [] }
        let dealt = Array(deck.prefix(3))
        deck.removeFirst(3)
        table += dealt
        tableChanged(now: now)
        return [.dealt(dealt)] + finishIfOver(now: now)
    }

    // MARK: Hint, shuffle, new game

    /// Rule 8: each press shows one more card of the same Set, for `hintStep` points.
    ///
    /// A Set already matched (still selected) is not hinted. A fourth press, a press
    /// after "no Set", and a press on a table without a Set cost nothing.
    private mutating func hint() -> [GameEvent] {
        guard canHint else { return [] }
        if hintSet.isEmpty {
            let matched = selectionState == .match ? selection : []
            let candidates = table.indices.filter { !matched.contains($0) }
            guard let set = SetFinder.firstSet(in: candidates.map { table[$0] }) else {
                hintFoundNoSet = true
                return [.noSetOnTable]
            }
            hintSet = set.map { table[candidates[$0]] }
        }
        hintLevel += 1
        hintsUsed += 1
        score -= scoring.hintStep
        return [.hinted(hintedCards)]
    }

    /// Rule 7: the cards change places at random; the same cards stay selected.
    private mutating func shuffleTable() -> [GameEvent] {
        guard table.count > 1 else { return [] }
        let selected = selectedCards
        rng.shuffle(&table)
        selection = selected.compactMap { table.firstIndex(of: $0) }
        clearHint()
        return [.shuffled]
    }

    /// Rule 1: a new game in the same mode, seeded from this game's generator.
    private mutating func startNewGame(now: Double) -> [GameEvent] {
        let seed = rng.next()
        self = Game(seed: seed, mode: mode, now: now, scoring: scoring)
        return [.newGame(seed: seed)]
    }

    // MARK: Bookkeeping

    /// Cards came or went: the hint no longer applies and the speed bonus starts again.
    mutating func tableChanged(now: Double) {
        clearHint()
        tableChangedAt = now
    }

    mutating func clearHint() {
        hintSet = []
        hintLevel = 0
        hintFoundNoSet = false
    }

    /// Rule 9: the game ends when the deck is empty and no Set is on the table.
    private mutating func finishIfOver(now: Double) -> [GameEvent] {
        guard endedAt == nil, deck.isEmpty, !SetFinder.containsSet(table) else { return [] }
        endedAt = now
        selection = []
        turn = .open
        return [.gameOver]
    }
}
