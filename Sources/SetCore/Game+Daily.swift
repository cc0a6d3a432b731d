// The rules of the daily puzzle: twelve fixed cards with six Sets to find. A Set found
// stays on the table and joins `foundSets`; nothing is dealt and nothing scores, so the
// time and the hints taken are the result.

extension Game {
    /// The daily puzzle for `date`, nothing found yet; its seed is the date's `key`.
    ///
    /// - Parameter now: the game clock now; a NaN or infinite value counts as 0.
    public init(daily date: DailyDate, now: Double) {
        self.init(table: DailyPuzzle.cards(for: date), deck: [], mode: .daily, now: now, seed: date.key)
    }

    /// A new game of `mode`: `date`'s puzzle in the daily mode, otherwise dealt from `seed`.
    public init(new mode: Mode, date: DailyDate, seed: UInt64, now: Double) {
        self = mode.isDaily ? Game(daily: date, now: now) : Game(seed: seed, mode: mode, now: now)
    }

    /// The date of a daily puzzle, `nil` in the other modes.
    public var dailyDate: DailyDate? { mode.isDaily ? DailyDate(key: seed) : nil }

    /// Whether these three cards are a Set already in `foundSets`, in any order.
    public func isFound(_ cards: [Card]) -> Bool {
        let wanted = Set(cards)
        return foundSets.contains { Set($0) == wanted }
    }

    /// Select, deselect, and judge three cards: a new Set is recorded, a Set found
    /// before is only reported, and neither removes a card.
    ///
    /// Three judged cards stay selected until the next click, as in solo, so the
    /// player sees what was judged.
    mutating func tapDailyCard(at index: Int, now: Double) -> [GameEvent] {
        guard !isGameOver, table.indices.contains(index) else { return [] }
        let card = table[index]
        if selection.count == 3 {
            selection = [index]
            return [.selected(card)]
        }
        let toggled = toggleSelection(at: index)
        guard toggled.judge else { return [toggled.event] }
        let cards = selectedCards
        guard Card.isSet(cards) else {
            mismatches += 1
            return [.selected(card), .mismatched(cards)]
        }
        if isFound(cards) { return [.selected(card), .alreadyFound(cards)] }
        foundSets.append(cards)
        if isFound(hintSet) { clearHint() }
        tableChangedAt = now
        var events: [GameEvent] = [.selected(card), .matched(cards)]
        if foundSets.count == DailyPuzzle.setCount {
            endedAt = now
            selection = []
            clearHint()
            events.append(.gameOver)
        }
        return events
    }

    /// Each press shows one more card of the first Set not found yet; presses are counted, not charged.
    mutating func dailyHint() -> [GameEvent] {
        guard canHint else { return [] }
        if hintSet.isEmpty {
            let unfound = SetFinder.allSets(in: table).map { $0.map { table[$0] } }.first { !isFound($0) }
            guard let set = unfound else { return [] }
            hintSet = set
        }
        hintLevel += 1
        hintsUsed += 1
        return [.hinted(hintedCards)]
    }
}
