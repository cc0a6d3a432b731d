import SetProtocol

/// One room as a rooms server keeps it across a restart: its code, password and owner, and its game.
///
/// Written to the server's state folder when it stops; a server that starts again takes every
/// room up again, and the players take their seats back with their tokens.
public struct SavedRoom: Codable, Equatable, Sendable {
    /// The room's code.
    public var code: RoomCode
    /// Whether this is the open room a hello with no code goes to.
    public var isOpen: Bool
    /// The room's password, when it has one (the server's own file keeps it; the network never sees it).
    public var password: String?
    /// The owner's seat, when the room has an owner.
    public var owner: Int?
    /// The room's game.
    public var game: HostGame

    /// A room kept as `code`, with its `game`.
    public init(code: RoomCode, isOpen: Bool, password: String?, owner: Int?, game: HostGame) {
        self.code = code
        self.isOpen = isOpen
        self.password = password
        self.owner = owner
        self.game = game
    }

    private enum CodingKeys: String, CodingKey {
        case code, open, password, owner, game
    }

    /// Reads a kept room; an owner's seat out of the table's is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(RoomCode.self, forKey: .code)
        isOpen = try container.decodeIfPresent(Bool.self, forKey: .open) ?? false
        password = try container.decodeIfPresent(String.self, forKey: .password)
        owner = try container.decodeIfPresent(Int.self, forKey: .owner)
        if let owner, !(0..<NetProtocol.maxSeats).contains(owner) {
            throw DecodingError.dataCorruptedError(forKey: .owner, in: container, debugDescription: "no such seat")
        }
        game = try container.decode(HostGame.self, forKey: .game)
    }

    /// Writes the room.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        if isOpen { try container.encode(true, forKey: .open) }
        try container.encodeIfPresent(password, forKey: .password)
        try container.encodeIfPresent(owner, forKey: .owner)
        try container.encode(game, forKey: .game)
    }
}

extension SavedRoom {
    /// `rooms` in the order a server keeps them: the open room first, then by code.
    public static func inOrder(_ rooms: [SavedRoom]) -> [SavedRoom] {
        rooms.sorted { ($0.isOpen ? "" : $0.code.text) < ($1.isOpen ? "" : $1.code.text) }
    }
}
