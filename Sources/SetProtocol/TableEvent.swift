import SetCore

/// Something that happened at the table, as the host tells the players.
public enum TableEvent: Equatable, Sendable {
    /// A seat's claim was the first valid one for these cards: one point.
    case setFound(seat: Int, cards: [Card])
    /// A seat claimed three cards that are not a Set: one point off. The cards stay private.
    case miss(seat: Int)
    /// The host dealt these three cards, to refill the table or because it held no Set.
    case dealtThree([Card])
    /// Cards that came onto the table in another mode's way (a chain's two, a puzzle's new table: 1 to 21).
    case dealt([Card])
    /// A seat's claim named cards no longer on the table; sent to that seat only, and it costs nothing.
    case tooLate(seat: Int)
    /// A new player sat down.
    case playerJoined(seat: Int, name: PlayerName)
    /// A player's connection dropped; the seat is kept for `HostGame.seatHoldSeconds`.
    case playerDropped(seat: Int)
    /// A player came back to a kept seat.
    case playerReconnected(seat: Int)
    /// A seat was given up, or kept too long without its player; it is free again.
    case playerLeft(seat: Int)
    /// The deck is empty and no Set is left on the table.
    case gameOver
    /// The host ended the lobby: the table is dealt and claims count from now on.
    case gameStarted
    /// The host dealt a new game after the last one ended: the same seats, every score from zero.
    case newGame
    /// The host chose the game's mode in the lobby.
    case modeChosen(Game.Mode)
}

extension TableEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, seat, cards, name, mode
    }

    /// Reads an event written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let seat = { try container.decode(Int.self, forKey: .seat) }
        let cards = {
            let cards = try container.decode([Card].self, forKey: .cards)
            guard cards.count == 3 else {
                throw DecodingError.dataCorruptedError(forKey: .cards, in: container, debugDescription: "not 3 cards")
            }
            return cards
        }
        // A group found is a Set's three, an UltraSet's four or a GhostSet's six different cards.
        let group = {
            let cards = try container.decode([Card].self, forKey: .cards)
            guard [3, 4, 6].contains(cards.count), Set(cards).count == cards.count else {
                throw DecodingError.dataCorruptedError(
                    forKey: .cards, in: container, debugDescription: "not a group's 3, 4 or 6 different cards")
            }
            return cards
        }
        switch kind {
        case "setFound": self = .setFound(seat: try seat(), cards: try group())
        case "miss": self = .miss(seat: try seat())
        case "dealtThree": self = .dealtThree(try cards())
        case "dealt":
            let dealt = try container.decode([Card].self, forKey: .cards)
            guard (1...21).contains(dealt.count), Set(dealt).count == dealt.count else {
                throw DecodingError.dataCorruptedError(
                    forKey: .cards, in: container, debugDescription: "not 1 to 21 different cards")
            }
            self = .dealt(dealt)
        case "tooLate": self = .tooLate(seat: try seat())
        case "playerJoined":
            self = .playerJoined(seat: try seat(), name: try container.decode(PlayerName.self, forKey: .name))
        case "playerDropped": self = .playerDropped(seat: try seat())
        case "playerReconnected": self = .playerReconnected(seat: try seat())
        case "playerLeft": self = .playerLeft(seat: try seat())
        case "gameOver": self = .gameOver
        case "gameStarted": self = .gameStarted
        case "newGame": self = .newGame
        case "modeChosen":
            let name = try container.decode(String.self, forKey: .mode)
            guard let mode = Game.Mode(rawValue: name), NetProtocol.modes.contains(mode) else {
                throw DecodingError.dataCorruptedError(forKey: .mode, in: container, debugDescription: "no such mode")
            }
            self = .modeChosen(mode)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container, debugDescription: "unknown event")
        }
    }

    /// Writes the event as an object with its `kind` and its fields.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .setFound(let seat, let cards):
            try container.encode("setFound", forKey: .kind)
            try container.encode(seat, forKey: .seat)
            try container.encode(cards, forKey: .cards)
        case .miss(let seat):
            try container.encode("miss", forKey: .kind)
            try container.encode(seat, forKey: .seat)
        case .dealtThree(let cards):
            try container.encode("dealtThree", forKey: .kind)
            try container.encode(cards, forKey: .cards)
        case .dealt(let cards):
            try container.encode("dealt", forKey: .kind)
            try container.encode(cards, forKey: .cards)
        case .tooLate(let seat):
            try container.encode("tooLate", forKey: .kind)
            try container.encode(seat, forKey: .seat)
        case .playerJoined(let seat, let name):
            try container.encode("playerJoined", forKey: .kind)
            try container.encode(seat, forKey: .seat)
            try container.encode(name, forKey: .name)
        case .playerDropped(let seat):
            try container.encode("playerDropped", forKey: .kind)
            try container.encode(seat, forKey: .seat)
        case .playerReconnected(let seat):
            try container.encode("playerReconnected", forKey: .kind)
            try container.encode(seat, forKey: .seat)
        case .playerLeft(let seat):
            try container.encode("playerLeft", forKey: .kind)
            try container.encode(seat, forKey: .seat)
        case .gameOver:
            try container.encode("gameOver", forKey: .kind)
        case .gameStarted:
            try container.encode("gameStarted", forKey: .kind)
        case .newGame:
            try container.encode("newGame", forKey: .kind)
        case .modeChosen(let mode):
            try container.encode("modeChosen", forKey: .kind)
            try container.encode(mode.rawValue, forKey: .mode)
        }
    }
}
