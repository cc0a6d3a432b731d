// A game is saved as all of its state, and checked when it is read back: a corrupt or
// edited save file is rejected with a `GameStateError` instead of becoming a state the
// rules could never reach.

/// Why saved game data does not describe a reachable game.
public enum GameStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Table, deck and found Sets do not hold 81 cards.
    case wrongCardCount(Int)
    /// A Junior game holds a card that is not in Junior's deck, or not all 27 of them.
    case notJuniorDeck
    /// A card appears twice.
    case duplicateCard(Card)
    /// A found "Set" is not three cards forming a Set.
    case notASet([Card])
    /// The table or deck size is not a multiple of 3.
    case wrongPileSize(table: Int, deck: Int)
    /// The selection names a position off the table, twice, or too many cards.
    case badSelection([Int])
    /// The hint does not mark cards of one Set on the table.
    case badHint
    /// The players or turn do not fit the mode.
    case badPlayers
    /// A time is not finite or the clock runs backwards.
    case badTime
    /// The game-over mark disagrees with the table and deck.
    case badGameOver
    /// A scoring number, a score or a count is out of range.
    case badScoring

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .wrongCardCount(let count): "table, deck and found Sets hold \(count.counted("card")), not 81"
        case .notJuniorDeck: "a Set Junior game must hold exactly the 27 solid cards"
        case .duplicateCard(let card): "card \(card) appears more than once"
        case .notASet(let cards): "found cards \(cards.map(\.code).joined(separator: " ")) are not a Set"
        case .wrongPileSize(let table, let deck): "table of \(table) and deck of \(deck) cards are not multiples of 3"
        case .badSelection(let selection): "selection \(selection) does not fit the table"
        case .badHint: "the hint does not mark one Set on the table"
        case .badPlayers: "players or turn do not fit the game mode"
        case .badTime: "a time is not finite or the clock runs backwards"
        case .badGameOver: "game over does not match an empty deck and a table without a Set"
        case .badScoring: "a scoring number, score or count is out of range"
        }
    }
}

extension Game: Codable {
    private enum CodingKeys: String, CodingKey {
        case mode, seed, rng, scoring, table, deck, foundSets, selection, hintSet, hintLevel, hintFoundNoSet
        case score, hintsUsed, mismatches, players, turn, startedAt, clock, tableChangedAt, endedAt
        case board, lastGroup
    }

    /// Reads a saved game and checks it with `validate()`.
    ///
    /// - Throws: `DecodingError` for malformed data, `GameStateError` for a state the rules cannot reach.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        mode = try c.decode(Mode.self, forKey: .mode)
        seed = try c.decode(UInt64.self, forKey: .seed)
        rng = try c.decode(SplitMix64.self, forKey: .rng)
        scoring = try c.decodeIfPresent(Scoring.self, forKey: .scoring) ?? .standard
        table = try c.decode([Card].self, forKey: .table)
        deck = try c.decode([Card].self, forKey: .deck)
        foundSets = try c.decode([[Card]].self, forKey: .foundSets)
        selection = try c.decode([Int].self, forKey: .selection)
        hintSet = try c.decode([Card].self, forKey: .hintSet)
        hintLevel = try c.decode(Int.self, forKey: .hintLevel)
        hintFoundNoSet = try c.decode(Bool.self, forKey: .hintFoundNoSet)
        score = try c.decode(Int.self, forKey: .score)
        hintsUsed = try c.decode(Int.self, forKey: .hintsUsed)
        mismatches = try c.decode(Int.self, forKey: .mismatches)
        players = try c.decode([Player].self, forKey: .players)
        turn = try c.decode(Turn.self, forKey: .turn)
        startedAt = try c.decode(Double.self, forKey: .startedAt)
        clock = try c.decode(Double.self, forKey: .clock)
        tableChangedAt = try c.decode(Double.self, forKey: .tableChangedAt)
        endedAt = try c.decodeIfPresent(Double.self, forKey: .endedAt)
        board = try c.decodeIfPresent(VariantBoard.self, forKey: .board)
        lastGroup = try c.decodeIfPresent(Group.self, forKey: .lastGroup)
        try validate()
    }

    /// Writes the whole state.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mode, forKey: .mode)
        try c.encode(seed, forKey: .seed)
        try c.encode(rng, forKey: .rng)
        try c.encode(scoring, forKey: .scoring)
        try c.encode(table, forKey: .table)
        try c.encode(deck, forKey: .deck)
        try c.encode(foundSets, forKey: .foundSets)
        try c.encode(selection, forKey: .selection)
        try c.encode(hintSet, forKey: .hintSet)
        try c.encode(hintLevel, forKey: .hintLevel)
        try c.encode(hintFoundNoSet, forKey: .hintFoundNoSet)
        try c.encode(score, forKey: .score)
        try c.encode(hintsUsed, forKey: .hintsUsed)
        try c.encode(mismatches, forKey: .mismatches)
        try c.encode(players, forKey: .players)
        try c.encode(turn, forKey: .turn)
        try c.encode(startedAt, forKey: .startedAt)
        try c.encode(clock, forKey: .clock)
        try c.encode(tableChangedAt, forKey: .tableChangedAt)
        try c.encodeIfPresent(endedAt, forKey: .endedAt)
        try c.encodeIfPresent(board, forKey: .board)
        try c.encodeIfPresent(lastGroup, forKey: .lastGroup)
    }

    /// Scores a saved game may hold: far beyond any real game, far from overflowing.
    private static let scoreRange = -1_000_000_000...1_000_000_000
    /// Counts a saved game may hold.
    private static let countRange = 0...1_000_000_000

    /// Checks that the state is one the rules can reach; throws the first problem found.
    public func validate() throws(GameStateError) {
        if mode.engine == .board { return try validateVariant() }
        guard board == nil, lastGroup == nil else { throw .badPlayers }
        try validateCards()
        try validateSelectionAndHint()
        try validatePlayers()
        try validateTime()
        guard scoring.isSane, Game.scoreRange.contains(score), Game.countRange.contains(hintsUsed),
            Game.countRange.contains(mismatches)
        else { throw .badScoring }
        let over =
            mode.engine == .dailyPuzzle
            ? foundSets.count == DailyPuzzle.setCount
            : deck.isEmpty && !SetFinder.containsSet(table)
        guard isGameOver == over else { throw .badGameOver }
    }

    private func validateCards() throws(GameStateError) {
        if mode.engine == .dailyPuzzle { return try validateDailyCards() }
        var seen = CardMask()
        var count = 0
        for pile in [table, deck] + foundSets {
            for card in pile where !seen.insert(card) { throw .duplicateCard(card) }
            count += pile.count
        }
        if mode.deck.count == Card.all.count {
            guard count == Card.all.count else { throw .wrongCardCount(count) }
        } else {
            // A smaller deck (Junior's 27 solid cards): every card is one of it.
            guard count == mode.deck.count,
                [table, deck, foundSets.flatMap { $0 }].allSatisfy({ $0.allSatisfy(mode.variant.deals) })
            else { throw .notJuniorDeck }
        }
        for set in foundSets where !Card.isSet(set) { throw .notASet(set) }
        guard table.count % 3 == 0, deck.count % 3 == 0 else {
            throw .wrongPileSize(table: table.count, deck: deck.count)
        }
    }

    /// A daily puzzle keeps its date's twelve cards (in any order, after a shuffle) and finds each Set once.
    private func validateDailyCards() throws(GameStateError) {
        guard let date = dailyDate, Set(table) == Set(DailyPuzzle.cards(for: date)), table.count == 12 else {
            throw .wrongCardCount(table.count + deck.count)
        }
        guard deck.isEmpty else { throw .wrongPileSize(table: table.count, deck: deck.count) }
        var found: Set<Set<Card>> = []
        for set in foundSets {
            guard Card.isSet(set), set.allSatisfy(table.contains), found.insert(Set(set)).inserted else {
                throw .notASet(set)
            }
        }
    }

    private func validateSelectionAndHint() throws(GameStateError) {
        let selectionFits =
            selection.count <= (mode.takesTurns ? 2 : 3)
            && Set(selection).count == selection.count
            && selection.allSatisfy(table.indices.contains)
            && (!mode.takesTurns || turn.player != nil || selection.isEmpty)
        guard selectionFits else { throw .badSelection(selection) }
        let hintFits =
            (0...3).contains(hintLevel)
            && (hintSet.isEmpty ? hintLevel == 0 : Card.isSet(hintSet) && hintSet.allSatisfy(table.contains))
            && !(hintFoundNoSet && !hintSet.isEmpty)
        guard hintFits else { throw .badHint }
    }

    /// A variant's game: its board holds the variant's deck once, on the table, in the deck or
    /// taken (the chain's last group among the taken), the table and deck are the board's, and
    /// the selection and hint fit the group size.
    private func validateVariant() throws(GameStateError) {
        guard let board, board.variant == mode.variant, players.isEmpty, turn == .open else { throw .badPlayers }
        var seen = CardMask()
        let pile = board.cards + board.taken
        for card in pile where !seen.insert(card) { throw .duplicateCard(card) }
        guard pile.count == mode.deck.count, Set(pile) == Set(mode.deck),
            board.state.previous.allSatisfy(board.taken.contains)
        else { throw .wrongCardCount(pile.count) }
        guard table == board.table, deck == board.deck else {
            throw .wrongPileSize(table: table.count, deck: deck.count)
        }
        let selectable = table.count + board.state.previous.count
        guard selection.count <= groupSize, Set(selection).count == selection.count,
            selection.allSatisfy({ (0..<selectable).contains($0) })
        else { throw .badSelection(selection) }
        // A chain's hint may start in the last group, beside the table.
        guard (0...groupSize).contains(hintLevel), hintSet.count <= groupSize, hintLevel <= hintSet.count,
            hintSet.allSatisfy({ table.contains($0) || board.state.previous.contains($0) })
        else { throw .badHint }
        try validateTime()
        guard scoring.isSane, Game.scoreRange.contains(score), Game.countRange.contains(hintsUsed),
            Game.countRange.contains(mismatches)
        else { throw .badScoring }
    }

    private func validatePlayers() throws(GameStateError) {
        if mode.takesTurns {
            let tallies = players.allSatisfy { $0.setsFound >= 0 && Game.scoreRange.contains($0.score) }
            let turnFits = turn.player.map { (0...1).contains($0) } ?? true
            guard players.count == 2, tallies, turnFits, turn.deadline?.isFinite ?? true,
                players[0].setsFound + players[1].setsFound == foundSets.count
            else { throw .badPlayers }
        } else {
            guard players.isEmpty, turn == .open else { throw .badPlayers }
        }
    }

    private func validateTime() throws(GameStateError) {
        let times = [startedAt, clock, tableChangedAt] + (endedAt.map { [$0] } ?? [])
        guard times.allSatisfy(\.isFinite), startedAt <= clock, (startedAt...clock).contains(tableChangedAt),
            (startedAt...clock).contains(endedAt ?? clock)
        else { throw .badTime }
    }
}

extension Group: Codable {
    private enum CodingKeys: String, CodingKey { case cards, thirdCard }

    /// Reads a group: its cards and an UltraSet's third card.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            cards: try c.decode([Card].self, forKey: .cards),
            thirdCard: try c.decodeIfPresent(Card.self, forKey: .thirdCard))
    }

    /// Writes the cards, and the third card when there is one.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(cards, forKey: .cards)
        try c.encodeIfPresent(thirdCard, forKey: .thirdCard)
    }
}
