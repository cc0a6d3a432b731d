import SetCore
import SetOpponents

/// What a client may send the host. The host validates every one; none is trusted.
public enum ClientMessage: Equatable, Sendable {
    /// Asks for a seat (or, with a token, for the seat held before).
    case hello(Hello)
    /// Claims that these cards form a group of the mode (a Set's three, an UltraSet's four,
    /// a GhostSet's six), in the order they were selected (an UltraSet's pairs go by it).
    case claim([Card])
    /// Gives the seat up for good.
    case leave
    /// Memory: turns up the face-down card at this place of the table, for this player's eyes only.
    case reveal(index: Int)
    /// Asks for a `pong` with the same `id`; `rttMs` is the round trip the client measured for its previous ping.
    case ping(id: Int, rttMs: Int?)
    /// A room's owner ends the lobby: the table is dealt to everyone.
    case start
    /// A room's owner chooses the mode while the lobby is open.
    case chooseMode(Game.Mode)
    /// A room's owner asks for another game of the same mode once the game is over.
    case playAgain
    /// A room's owner seats a computer player of this level while the lobby is open (`you` is the window's own
    /// pace, which only a window's own table knows: it is not sent).
    case addComputer(ComputerLevel)
}

extension ClientMessage: NetMessage {
    /// `hello`, `claim`, `leave`, `ping`, `reveal`, and a room owner's `start`, `mode` and `again`.
    public static let types: Set<String> = [
        "hello", "claim", "leave", "ping", "reveal", "start", "mode", "again", "computer",
    ]

    private enum CodingKeys: String, CodingKey {
        case v, type, name, password, token, cards, id, rttMs, index, room, create, mode, ratings, level
    }

    /// Reads a message whose `v` and `type` the codec has checked already.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "hello":
            let password = try container.decodeIfPresent(String.self, forKey: .password)
            if let password, password.utf8.count > Hello.maxPasswordBytes {
                throw DecodingError.dataCorruptedError(forKey: .password, in: container, debugDescription: "too long")
            }
            let destination: Hello.Destination
            switch (
                try container.decodeIfPresent(RoomCode.self, forKey: .room),
                try container.decodeIfPresent(String.self, forKey: .create)
            ) {
            case (nil, nil): destination = .openTable
            case (let code?, nil): destination = .room(code)
            case (nil, let name?): destination = .newRoom(try Self.onlineMode(name, key: .create, in: container))
            case (_?, _?):
                throw DecodingError.dataCorruptedError(
                    forKey: .create, in: container, debugDescription: "a hello joins a room or makes one, not both")
            }
            // Ratings are what a player says of itself: a mode this build does not know is passed over, and
            // too many modes or a rating out of bounds refuses the hello.
            let said = try container.decodeIfPresent([String: Int].self, forKey: .ratings) ?? [:]
            guard said.count <= Hello.ratingBounds.modes, said.values.allSatisfy(Hello.ratingBounds.rating.contains)
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .ratings, in: container, debugDescription: "not ratings by mode")
            }
            var ratings: [Game.Mode: Int] = [:]
            for (name, rating) in said { if let mode = Game.Mode(rawValue: name) { ratings[mode] = rating } }
            self = .hello(
                Hello(
                    name: try container.decode(PlayerName.self, forKey: .name), password: password,
                    seatToken: try container.decodeIfPresent(SeatToken.self, forKey: .token),
                    destination: destination, ratings: ratings))
        case "claim":
            let cards = try container.decode([Card].self, forKey: .cards)
            guard [3, 4, 6].contains(cards.count), Set(cards).count == cards.count else {
                throw DecodingError.dataCorruptedError(
                    forKey: .cards, in: container,
                    debugDescription: "a claim names three, four or six different cards")
            }
            self = .claim(cards)
        case "leave":
            self = .leave
        case "reveal":
            let index = try container.decode(Int.self, forKey: .index)
            guard (0..<Card.all.count).contains(index) else {
                throw DecodingError.dataCorruptedError(forKey: .index, in: container, debugDescription: "no such place")
            }
            self = .reveal(index: index)
        case "ping":
            let id = try container.decode(Int.self, forKey: .id)
            let rtt = try container.decodeIfPresent(Int.self, forKey: .rttMs)
            guard id >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "negative")
            }
            guard rtt.map({ (0...Ping.maxRoundTripMs).contains($0) }) ?? true else {
                throw DecodingError.dataCorruptedError(forKey: .rttMs, in: container, debugDescription: "out of range")
            }
            self = .ping(id: id, rttMs: rtt)
        case "start":
            self = .start
        case "mode":
            self = .chooseMode(
                try Self.onlineMode(try container.decode(String.self, forKey: .mode), key: .mode, in: container))
        case "again":
            self = .playAgain
        case "computer":
            let name = try container.decode(String.self, forKey: .level)
            guard let level = ComputerLevel(name: name), level != .you else {
                throw DecodingError.dataCorruptedError(
                    forKey: .level, in: container, debugDescription: "not a computer level a room can seat")
            }
            self = .addComputer(level)
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type")
        }
    }

    /// Writes the message as one flat JSON object with `v` and `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(NetProtocol.version, forKey: .v)
        switch self {
        case .hello(let hello):
            try container.encode("hello", forKey: .type)
            try container.encode(hello.name, forKey: .name)
            try container.encodeIfPresent(hello.password, forKey: .password)
            try container.encodeIfPresent(hello.seatToken, forKey: .token)
            if !hello.ratings.isEmpty {
                try container.encode(
                    Dictionary(uniqueKeysWithValues: hello.ratings.map { ($0.key.rawValue, $0.value) }),
                    forKey: .ratings)
            }
            switch hello.destination {
            case .openTable: break
            case .room(let code): try container.encode(code, forKey: .room)
            case .newRoom(let mode): try container.encode(mode.rawValue, forKey: .create)
            }
        case .claim(let cards):
            try container.encode("claim", forKey: .type)
            try container.encode(cards, forKey: .cards)
        case .leave:
            try container.encode("leave", forKey: .type)
        case .reveal(let index):
            try container.encode("reveal", forKey: .type)
            try container.encode(index, forKey: .index)
        case .ping(let id, let rtt):
            try container.encode("ping", forKey: .type)
            try container.encode(id, forKey: .id)
            try container.encodeIfPresent(rtt, forKey: .rttMs)
        case .start:
            try container.encode("start", forKey: .type)
        case .chooseMode(let mode):
            try container.encode("mode", forKey: .type)
            try container.encode(mode.rawValue, forKey: .mode)
        case .playAgain:
            try container.encode("again", forKey: .type)
        case .addComputer(let level):
            try container.encode("computer", forKey: .type)
            try container.encode(level.name, forKey: .level)
        }
    }

    /// The mode named `name`, if it can be played online.
    private static func onlineMode(
        _ name: String, key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> Game.Mode {
        guard let mode = Game.Mode(rawValue: name), NetProtocol.modes.contains(mode) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "no such mode online")
        }
        return mode
    }
}
