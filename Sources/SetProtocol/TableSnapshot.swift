import SetCore
import SetOpponents

/// What every player sees of the game: the table, how many cards are left, the players. Never the deck's order.
public struct TableSnapshot: Equatable, Sendable, Codable {
    /// The cards on the table, in table order.
    public var cards: [Card]
    /// How many cards are left in the deck.
    public var deckCount: Int
    /// The occupied seats, in seat order.
    public var players: [PlayerSnapshot]
    /// Whether the deck is empty and no Set is left on the table.
    public var gameOver: Bool
    /// Whether play has begun (false in the host's lobby, where the table shows no cards).
    public var started: Bool
    /// The way to play (`solo` for the classic game).
    public var mode: Game.Mode
    /// The chain's last group, beside the table; empty in the other modes.
    public var previous: [Card]
    /// The groups found on a puzzle table (Puzzle and Daily); empty in the other modes.
    public var found: [[Card]]
    /// The seconds left in Timed when the host sent this; nil in the other modes.
    public var timeLeft: Double?
    /// Memory: how many cards lie face down on the table, whose codes are not sent (`cards` is
    /// then empty); a player learns a card by turning it up (`ClientMessage.reveal`). 0 in the other modes.
    public var hidden: Int

    /// A snapshot with these values.
    public init(
        cards: [Card], deckCount: Int, players: [PlayerSnapshot], gameOver: Bool, started: Bool = true,
        mode: Game.Mode = .solo, previous: [Card] = [], found: [[Card]] = [], timeLeft: Double? = nil,
        hidden: Int = 0
    ) {
        self.cards = cards
        self.deckCount = deckCount
        self.players = players
        self.gameOver = gameOver
        self.started = started
        self.mode = mode
        self.previous = previous
        self.found = found
        self.timeLeft = timeLeft
        self.hidden = hidden
    }

    private enum CodingKeys: String, CodingKey {
        case cards
        case deckCount = "deck"
        case players, gameOver, started, mode, previous, found, timeLeft, hidden
    }

    /// Writes the snapshot; the mode's keys only where they say something (the classic game's table is as before).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cards, forKey: .cards)
        try container.encode(deckCount, forKey: .deckCount)
        try container.encode(players, forKey: .players)
        try container.encode(gameOver, forKey: .gameOver)
        try container.encode(started, forKey: .started)
        if mode != .solo { try container.encode(mode.rawValue, forKey: .mode) }
        if !previous.isEmpty { try container.encode(previous, forKey: .previous) }
        if !found.isEmpty { try container.encode(found, forKey: .found) }
        try container.encodeIfPresent(timeLeft, forKey: .timeLeft)
        if hidden > 0 { try container.encode(hidden, forKey: .hidden) }
    }

    /// Reads a snapshot; more cards than a deck holds or more players than seats is a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cards = try container.decode([Card].self, forKey: .cards)
        deckCount = try container.decode(Int.self, forKey: .deckCount)
        players = try container.decode([PlayerSnapshot].self, forKey: .players)
        gameOver = try container.decode(Bool.self, forKey: .gameOver)
        started = try container.decodeIfPresent(Bool.self, forKey: .started) ?? true
        let name = try container.decodeIfPresent(String.self, forKey: .mode) ?? Game.Mode.solo.rawValue
        guard let mode = Game.Mode(rawValue: name), NetProtocol.modes.contains(mode) else {
            throw DecodingError.dataCorruptedError(forKey: .mode, in: container, debugDescription: "no such mode")
        }
        self.mode = mode
        previous = try container.decodeIfPresent([Card].self, forKey: .previous) ?? []
        found = try container.decodeIfPresent([[Card]].self, forKey: .found) ?? []
        timeLeft = try container.decodeIfPresent(Double.self, forKey: .timeLeft)
        hidden = try container.decodeIfPresent(Int.self, forKey: .hidden) ?? 0
        guard hidden >= 0, hidden == 0 || cards.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .hidden, in: container, debugDescription: "not a count")
        }
        guard previous.count <= 6, found.count <= 81, found.allSatisfy({ $0.count <= 6 }) else {
            throw DecodingError.dataCorruptedError(forKey: .found, in: container, debugDescription: "too many cards")
        }
        guard timeLeft.map({ $0.isFinite && $0 >= 0 && $0 <= 3600 }) ?? true else {
            throw DecodingError.dataCorruptedError(forKey: .timeLeft, in: container, debugDescription: "not a time")
        }
        guard cards.count + hidden + deckCount <= mode.deck.count, deckCount >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .deckCount, in: container, debugDescription: "over the mode's \(mode.deck.count) cards")
        }
        let variant = mode.variant
        guard (cards + previous + found.flatMap { $0 }).allSatisfy(variant.deals) else {
            throw DecodingError.dataCorruptedError(
                forKey: .cards, in: container, debugDescription: "a card not in the mode's deck")
        }
        guard players.count <= NetProtocol.maxSeats else {
            throw DecodingError.dataCorruptedError(forKey: .players, in: container, debugDescription: "over 8 players")
        }
    }
}

/// One seat as every player sees it: name, score, Sets found, whether connected, and latency.
public struct PlayerSnapshot: Equatable, Sendable, Codable {
    /// The seat, 0 to 7.
    public var seat: Int
    /// The player's name.
    public var name: PlayerName
    /// Sets found less misses.
    public var score: Int
    /// Sets found.
    public var sets: Int
    /// Whether the player's connection is up (a dropped seat is kept for a while).
    public var connected: Bool
    /// The player's last measured round trip to the host, in milliseconds, once known.
    public var pingMs: Int?
    /// The level of a computer player; nil for a person (and from a host that seats no computers).
    public var computer: ComputerLevel?
    /// The player's rating in the game's mode before this game, when the host knows it.
    public var rating: Int?

    /// A player with these values.
    public init(
        seat: Int, name: PlayerName, score: Int, sets: Int, connected: Bool, pingMs: Int?,
        computer: ComputerLevel? = nil, rating: Int? = nil
    ) {
        self.seat = seat
        self.name = name
        self.score = score
        self.sets = sets
        self.connected = connected
        self.pingMs = pingMs
        self.computer = computer
        self.rating = rating
    }

    private enum CodingKeys: String, CodingKey {
        case seat, name, score, sets, connected, pingMs
        case computer = "bot"
        case rating
    }

    /// Writes the player; `bot` and `rating` only where there is one, so an older peer reads the rest as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seat, forKey: .seat)
        try container.encode(name, forKey: .name)
        try container.encode(score, forKey: .score)
        try container.encode(sets, forKey: .sets)
        try container.encode(connected, forKey: .connected)
        try container.encodeIfPresent(pingMs, forKey: .pingMs)
        try container.encodeIfPresent(computer?.name, forKey: .computer)
        try container.encodeIfPresent(rating, forKey: .rating)
    }

    /// Reads a player; a seat outside 0..<8 is a `DecodingError`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seat = try container.decode(Int.self, forKey: .seat)
        name = try container.decode(PlayerName.self, forKey: .name)
        score = try container.decode(Int.self, forKey: .score)
        sets = try container.decode(Int.self, forKey: .sets)
        connected = try container.decode(Bool.self, forKey: .connected)
        pingMs = try container.decodeIfPresent(Int.self, forKey: .pingMs)
        // A level a newer host knows and this one does not is still a computer player: shown at `casual`'s mark.
        computer = try container.decodeIfPresent(String.self, forKey: .computer).map {
            ComputerLevel(name: $0) ?? .casual
        }
        rating = try container.decodeIfPresent(Int.self, forKey: .rating)
        guard rating.map({ (-10_000...10_000).contains($0) }) ?? true else {
            throw DecodingError.dataCorruptedError(forKey: .rating, in: container, debugDescription: "not a rating")
        }
        guard (0..<NetProtocol.maxSeats).contains(seat) else {
            throw DecodingError.dataCorruptedError(forKey: .seat, in: container, debugDescription: "no such seat")
        }
    }
}
