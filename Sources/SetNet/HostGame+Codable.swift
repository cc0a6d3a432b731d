import SetCore
import SetOpponents
import SetProtocol

/// The host's game as its autosave keeps it: table, deck, seats with their tokens, clock, started and over.
///
/// The password is not written: the host gives it again when it resumes (`resuming(password:)`).
extension HostGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case table, deck, seats, clock, started, gameOver, mode, board, startedAt
    }

    /// Reads a game written by `encode(to:)`; cards twice or of another deck, a board that is not
    /// the table and deck, or another number of seats than the protocol's, is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let table = try container.decode([Card].self, forKey: .table)
        let deck = try container.decode([Card].self, forKey: .deck)
        let seats = try container.decode([Seat?].self, forKey: .seats)
        let clock = try container.decode(Double.self, forKey: .clock)
        guard Set(table + deck).count == table.count + deck.count else {
            throw DecodingError.dataCorruptedError(forKey: .deck, in: container, debugDescription: "a card twice")
        }
        guard seats.count == NetProtocol.maxSeats else {
            throw DecodingError.dataCorruptedError(forKey: .seats, in: container, debugDescription: "not 8 seats")
        }
        guard clock.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: .clock, in: container, debugDescription: "not a time")
        }
        // Games kept before the modes came online are the classic game.
        let name = try container.decodeIfPresent(String.self, forKey: .mode) ?? Game.Mode.solo.rawValue
        guard let mode = Game.Mode(rawValue: name), HostGame.modes.contains(mode) else {
            throw DecodingError.dataCorruptedError(forKey: .mode, in: container, debugDescription: "no such mode")
        }
        guard (table + deck).allSatisfy(mode.variant.deals) else {
            throw DecodingError.dataCorruptedError(
                forKey: .table, in: container, debugDescription: "a card of another deck")
        }
        let board = try container.decodeIfPresent(VariantBoard.self, forKey: .board)
        guard mode.hostsClassicTable == (board == nil),
            board.map({ $0.variant == mode.variant && $0.table == table && $0.deck == deck }) ?? true
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .board, in: container, debugDescription: "the board does not fit the mode")
        }
        self.init(
            restoring: table, deck: deck, seats: seats, clock: clock,
            started: try container.decode(Bool.self, forKey: .started),
            gameOver: try container.decode(Bool.self, forKey: .gameOver), mode: mode, board: board,
            startedAt: try container.decodeIfPresent(Double.self, forKey: .startedAt))
    }

    /// Writes everything but the password.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(table, forKey: .table)
        try container.encode(deckCards, forKey: .deck)
        try container.encode(seats, forKey: .seats)
        try container.encode(clock, forKey: .clock)
        try container.encode(isStarted, forKey: .started)
        try container.encode(isGameOver, forKey: .gameOver)
        try container.encode(mode.rawValue, forKey: .mode)
        try container.encodeIfPresent(board, forKey: .board)
        try container.encodeIfPresent(startedAt, forKey: .startedAt)
    }
}

extension Seat: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, score, sets, connected, droppedAt, pingMs, token, computer
    }

    /// Reads a seat written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(PlayerName.self, forKey: .name),
            token: try container.decode(SeatToken.self, forKey: .token))
        score = try container.decode(Int.self, forKey: .score)
        sets = try container.decode(Int.self, forKey: .sets)
        connected = try container.decode(Bool.self, forKey: .connected)
        droppedAt = try container.decodeIfPresent(Double.self, forKey: .droppedAt)
        pingMs = try container.decodeIfPresent(Int.self, forKey: .pingMs)
        // A level this build does not know seats a person's name with nobody to play it: the seat is kept
        // as a player gone away.
        if let name = try container.decodeIfPresent(String.self, forKey: .computer) {
            computer = ComputerLevel(name: name)
            if computer == nil { connected = false }
        }
    }

    /// Writes every field, the token included (the autosave stays in the host's own state folder).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(token, forKey: .token)
        try container.encode(score, forKey: .score)
        try container.encode(sets, forKey: .sets)
        try container.encode(connected, forKey: .connected)
        try container.encodeIfPresent(droppedAt, forKey: .droppedAt)
        try container.encodeIfPresent(pingMs, forKey: .pingMs)
        try container.encodeIfPresent(computer?.name, forKey: .computer)
    }
}
