import SetCore
import SetProtocol

/// A rooms server's door, as one pure value: who may connect, which room a hello goes to, and the
/// limits on addresses, for every event loop of the server at once.
///
/// The rooms themselves live in shards (`RoomShard`), each on its own loop; the door only knows
/// each room's code and password. Every connection, hello and closed room passes through it, so
/// the limits hold across loops exactly as on one: the glue keeps it behind a lock that no move in
/// a game ever takes.
public struct RoomDoor: Sendable {
    /// Where a hello goes, as the door decides it.
    public enum Admission: Equatable, Sendable {
        /// Into the room with this code.
        case room(RoomCode)
        /// Into a new room with this code (no other room has it), playing `mode`.
        case newRoom(RoomCode, Game.Mode)
        /// Refused: `reason` for the figures, `message` for the player, a `log` line when the address is
        /// now refused for a while.
        case refused(Refusal, message: String, log: String?, room: RoomCode?)
        /// To another server: the code's letter lives at `server` (`host:port`).
        case redirected(letter: Character, server: ServerAddress)

        /// The room the hello goes to, if any.
        public var code: RoomCode? {
            switch self {
            case .room(let code), .newRoom(let code, _): code
            case .refused, .redirected: nil
            }
        }
    }

    /// An address's recent wrong tries and rooms made.
    private struct AddressRecord: Sendable {
        var wrongTries: [Double] = []
        var refusedUntil: Double?
        var roomsMade: [Double] = []
    }

    /// The limits, as the server is started with them.
    public let limits: RoomServer.Limits
    /// The room a hello with no code goes to.
    public let openRoom: RoomCode
    /// The first character of every code this server makes, when it has one (`--letter`).
    public let letter: Character?
    /// Where the other letters' servers are (`--peer M=host:port`), by letter.
    public let peers: [Character: ServerAddress]
    /// Every room's password (nil: none), by code: the whole server's rooms, whichever loop holds them.
    private var passwords: [RoomCode: String?]
    /// The connections open now.
    private var connections: Set<PeerID> = []
    private var addresses: [String: AddressRecord] = [:]

    /// The door of a server whose rooms are `rooms` (code and password), the open one among them.
    public init(
        rooms: [RoomCode: String?], openRoom: RoomCode, limits: RoomServer.Limits, letter: Character? = nil,
        peers: [Character: ServerAddress] = [:]
    ) {
        passwords = rooms
        self.openRoom = openRoom
        self.limits = limits
        self.letter = letter
        self.peers = peers
    }

    /// How many connections are open.
    public var connectionCount: Int { connections.count }

    /// How many rooms the server has.
    public var roomCount: Int { passwords.count }

    // MARK: Connections

    /// Lets `peer` in unless the server is full; when full, the refusal's words.
    public mutating func connect(_ peer: PeerID) -> String? {
        guard connections.count < limits.maxConnections else {
            return "the server is full (\(limits.maxConnections) connections); try again later"
        }
        connections.insert(peer)
        return nil
    }

    /// `peer`'s connection closed (one refused at `connect` was never counted).
    public mutating func disconnect(_ peer: PeerID) {
        connections.remove(peer)
    }

    // MARK: Hellos

    /// Where `hello`, from `address` at `now`, goes: its room, a new one, another server, or nowhere.
    ///
    /// A new room's code is taken at once, so two loops never make the same one.
    public mutating func admit(
        _ hello: Hello, address: String, now: Double, using generator: inout some RandomNumberGenerator
    ) -> Admission {
        if let until = addresses[address]?.refusedUntil, now < until {
            return .refused(
                .tooManyTries, message: "too many wrong room codes or passwords; try again in a minute", log: nil,
                room: nil)
        }
        switch hello.destination {
        case .openTable:
            return .room(openRoom)
        case .room(let asked):
            guard let password = passwords[asked] else {
                // A code of another server's letter: that server's address, and no wrong try counted.
                if let letter, asked.letter != letter, let server = peers[asked.letter] {
                    return .redirected(letter: asked.letter, server: server)
                }
                return wrongTry(
                    address: address, reason: .wrongCode, room: nil, now: now,
                    message: "there is no room \(asked) on this server")
            }
            if let password, !ConstantTime.equal(Array(password.utf8), Array((hello.password ?? "").utf8)) {
                return wrongTry(
                    address: address, reason: .wrongPassword, room: asked, now: now,
                    message: hello.password == nil ? "this room needs a password" : "wrong password")
            }
            return .room(asked)
        case .newRoom(let mode):
            var made = addresses[address]?.roomsMade.filter { $0 > now - limits.roomsWindow } ?? []
            guard made.count < limits.maxRoomsMade else {
                let minutes = Int(limits.roomsWindow / 60).counted("minute")
                return .refused(
                    .tooManyRooms,
                    message: "\(limits.maxRoomsMade.counted("room")) made in \(minutes); try again later",
                    log: nil, room: nil)
            }
            made.append(now)
            addresses[address, default: AddressRecord()].roomsMade = made
            let code = newCode(using: &generator)
            passwords[code] = .some(hello.password)
            return .newRoom(code, mode)
        }
    }

    /// A code no room has, with the server's letter.
    private func newCode(using generator: inout some RandomNumberGenerator) -> RoomCode {
        while true {
            let code = RoomCode.random(letter: letter, using: &generator)
            if passwords[code] == nil { return code }
        }
    }

    /// Refuses a wrong code or password, and counts it against the address: the try that makes
    /// `maxWrongTries` in `triesWindow` seconds has the address refused for `triesWindow` seconds.
    private mutating func wrongTry(
        address: String, reason: Refusal, room: RoomCode?, now: Double, message: String
    ) -> Admission {
        var record = addresses[address, default: AddressRecord()]
        record.wrongTries = record.wrongTries.filter { $0 > now - limits.triesWindow } + [now]
        var log: String?
        if record.wrongTries.count >= limits.maxWrongTries {
            record.wrongTries = []
            record.refusedUntil = now + limits.triesWindow
            log = "\(address) gave \(limits.maxWrongTries) wrong codes or passwords in a minute: refused for a minute"
        }
        addresses[address] = record
        return .refused(reason, message: message, log: log, room: room)
    }

    // MARK: Rooms

    /// The room `code` closed: its code is free again.
    public mutating func closed(_ code: RoomCode) {
        passwords.removeValue(forKey: code)
    }

    /// Forgets the tries and rooms made that no longer count at `now`.
    public mutating func forget(now: Double) {
        addresses = addresses.filter { _, record in
            record.wrongTries.contains { $0 > now - limits.triesWindow } || (record.refusedUntil ?? 0) > now
                || record.roomsMade.contains { $0 > now - limits.roomsWindow }
        }
    }
}
