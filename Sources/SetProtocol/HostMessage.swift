import SetCore

/// What the host sends a client.
public enum HostMessage: Equatable, Sendable {
    /// The client sits at `seat`; `token` takes the seat back after a dropped connection.
    case welcome(seat: Int, token: SeatToken)
    /// The host will not seat this client, or is about to disconnect it, and why.
    case refused(reason: String)
    /// The whole visible game, after every change.
    case table(TableSnapshot)
    /// Something that happened at the table.
    case event(TableEvent)
    /// The answer to the client's `ping` with this `id`.
    case pong(id: Int)
    /// The host's own heartbeat, to a client that heard nothing for a second (a table's host) or two (a rooms
    /// server): a client that hears nothing for a while knows the link is down.
    case ping
    /// Memory: the face-down card at `index` that this client turned up; sent to that client only.
    case revealed(index: Int, card: Card)
    /// On a rooms server, right before `welcome` and whenever it changes: the room's code, and whether
    /// this client owns the room (chooses its mode, starts it and deals it again).
    case room(code: RoomCode, owner: Bool)
    /// On a rooms server with a letter, to a hello whose room code has another letter: the server
    /// that holds that letter's rooms. The connection closes after it; the client connects there once.
    case redirect(server: ServerAddress)
}

extension HostMessage: NetMessage {
    /// `welcome`, `refused`, `table`, `event`, `pong`, `ping`, `revealed`, `room` and `redirect`.
    public static let types: Set<String> = [
        "welcome", "refused", "table", "event", "pong", "ping", "revealed", "room", "redirect",
    ]

    /// The most UTF-8 bytes of a refusal's reason.
    public static let maxReasonBytes = 200

    private enum CodingKeys: String, CodingKey {
        case v, type, seat, token, reason, table, event, id, index, card, code, owner, server
    }

    /// Reads a message whose `v` and `type` the codec has checked already.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .type) {
        case "welcome":
            let seat = try container.decode(Int.self, forKey: .seat)
            guard (0..<NetProtocol.maxSeats).contains(seat) else {
                throw DecodingError.dataCorruptedError(forKey: .seat, in: container, debugDescription: "no such seat")
            }
            self = .welcome(seat: seat, token: try container.decode(SeatToken.self, forKey: .token))
        case "refused":
            let reason = try container.decode(String.self, forKey: .reason)
            guard reason.utf8.count <= Self.maxReasonBytes else {
                throw DecodingError.dataCorruptedError(forKey: .reason, in: container, debugDescription: "too long")
            }
            self = .refused(reason: reason)
        case "table":
            self = .table(try container.decode(TableSnapshot.self, forKey: .table))
        case "event":
            self = .event(try container.decode(TableEvent.self, forKey: .event))
        case "pong":
            self = .pong(id: try container.decode(Int.self, forKey: .id))
        case "ping":
            self = .ping
        case "revealed":
            let index = try container.decode(Int.self, forKey: .index)
            guard (0..<Card.all.count).contains(index) else {
                throw DecodingError.dataCorruptedError(forKey: .index, in: container, debugDescription: "no such place")
            }
            self = .revealed(index: index, card: try container.decode(Card.self, forKey: .card))
        case "room":
            self = .room(
                code: try container.decode(RoomCode.self, forKey: .code),
                owner: try container.decode(Bool.self, forKey: .owner))
        case "redirect":
            guard let server = ServerAddress(try container.decode(String.self, forKey: .server)) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .server, in: container, debugDescription: "not a HOST:PORT address")
            }
            self = .redirect(server: server)
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type")
        }
    }

    /// Writes the message as one JSON object with `v` and `type`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(NetProtocol.version, forKey: .v)
        switch self {
        case .welcome(let seat, let token):
            try container.encode("welcome", forKey: .type)
            try container.encode(seat, forKey: .seat)
            try container.encode(token, forKey: .token)
        case .refused(let reason):
            try container.encode("refused", forKey: .type)
            try container.encode(reason, forKey: .reason)
        case .table(let snapshot):
            try container.encode("table", forKey: .type)
            try container.encode(snapshot, forKey: .table)
        case .event(let event):
            try container.encode("event", forKey: .type)
            try container.encode(event, forKey: .event)
        case .pong(let id):
            try container.encode("pong", forKey: .type)
            try container.encode(id, forKey: .id)
        case .ping:
            try container.encode("ping", forKey: .type)
        case .revealed(let index, let card):
            try container.encode("revealed", forKey: .type)
            try container.encode(index, forKey: .index)
            try container.encode(card, forKey: .card)
        case .room(let code, let owner):
            try container.encode("room", forKey: .type)
            try container.encode(code, forKey: .code)
            try container.encode(owner, forKey: .owner)
        case .redirect(let server):
            try container.encode("redirect", forKey: .type)
            try container.encode(server.description, forKey: .server)
        }
    }
}
