import SetCore
import SetProtocol

/// What the network glue tells a rooms server.
public enum ServerInput: Equatable, Sendable {
    /// A connection opened from `address` (an IP address, without the port).
    case peerConnected(PeerID, address: String)
    /// A whole, valid message arrived.
    case messageReceived(ClientMessage, from: PeerID)
    /// A frame arrived that breaks the protocol.
    case frameRefused(NetProtocolError, from: PeerID)
    /// A connection closed.
    case peerClosed(PeerID)
    /// Time passed (about once a second): silent peers time out, idle rooms close, limits forget.
    case clockTicked
    /// A second passed for the rooms in `slice` of the second's ``RoomShard/slices``: each room is in
    /// one, dealt in turn as rooms open, so a server whose slices tick one after another never ticks
    /// every room in one go. The first slice also times out the peers that never said hello.
    case roomsTicked(slice: Int)
    /// A computer player's move may be due in a room (the glue asks ten times a second).
    case computersDue
}

/// What a rooms server asks the network glue to do, in order.
public enum ServerOutput: Equatable, Sendable {
    /// Send `message` to `peer`.
    case send(HostMessage, to: PeerID)
    /// Close the connection to `peer` (after what was sent to it before), and log why; a flooding peer's
    /// connection `lingers`, held open and unread for ``RateLimit/linger`` first.
    case disconnect(PeerID, reason: String, lingers: Bool = false)
    /// A line for the log about `room` (nil: about the server).
    case log(String, room: RoomCode?)
    /// Something from `address` was refused, for the log and the refusals' count.
    case refused(address: String, reason: Refusal, room: RoomCode?)
    /// A room opened, with the code it goes by.
    case roomOpened(RoomCode)
    /// A room closed.
    case roomClosed(RoomCode)
    /// A connection's hello, from `address`, for the door to say where it goes (`RoomDoor.admit`);
    /// only a shard says this, and its glue answers with `RoomShard.enter`.
    case knock(PeerID, Hello, address: String)
}

/// Why a rooms server refused a connection, a hello or a room.
public enum Refusal: String, Equatable, Sendable, CaseIterable {
    /// No room has the code asked for.
    case wrongCode
    /// The room's password was not given, or another was.
    case wrongPassword
    /// The address gave too many wrong codes or passwords lately.
    case tooManyTries
    /// The address made too many rooms lately.
    case tooManyRooms
    /// The server has as many connections as it takes.
    case tooManyConnections

    /// The metrics' label for the reason: `wrong_code`, `too_many_rooms`, …
    public var label: String {
        switch self {
        case .wrongCode: "wrong_code"
        case .wrongPassword: "wrong_password"
        case .tooManyTries: "too_many_tries"
        case .tooManyRooms: "too_many_rooms"
        case .tooManyConnections: "too_many_connections"
        }
    }
}

/// A rooms server on one event loop, as one pure value: its door (`RoomDoor`) and the one shard
/// (`RoomShard`) that holds every room.
///
/// Each room is the authority for its game exactly as a host is for its table; the server only
/// routes a hello to its room, makes rooms and closes idle ones. Rooms share nothing, so a card
/// never crosses from one room to another. The glue feeds it what happened, with the time, and
/// carries out the outputs; a server on several loops (`split(into:)`) keeps the door behind a lock
/// and one shard on each loop, and does between them what `apply` does here.
public struct RoomServer: Sendable {
    /// The limits, as the server is started with them.
    public struct Limits: Equatable, Sendable {
        /// The most connections at once; one more is refused with a message.
        public var maxConnections: Int
        /// Seconds a room stays after its last player left, or after its game ended.
        public var roomIdleSeconds: Double
        /// Wrong codes or passwords from one address in `triesWindow` seconds before it is refused.
        public var maxWrongTries: Int
        /// The window the wrong tries are counted in, and how long an address is refused after.
        public var triesWindow: Double
        /// Rooms one address may make in `roomsWindow` seconds.
        public var maxRoomsMade: Int
        /// The window the rooms made are counted in.
        public var roomsWindow: Double
        /// Seconds of silence after which a peer is disconnected (the protocol's 30).
        public var idleLimit: Double

        /// The limits of a server on the internet, unless a test wants others.
        public init(
            maxConnections: Int = 10_000, roomIdleSeconds: Double = 600, maxWrongTries: Int = 10,
            triesWindow: Double = 60, maxRoomsMade: Int = 4, roomsWindow: Double = 600, idleLimit: Double = 30
        ) {
            self.maxConnections = maxConnections
            self.roomIdleSeconds = roomIdleSeconds
            self.maxWrongTries = maxWrongTries
            self.triesWindow = triesWindow
            self.maxRoomsMade = maxRoomsMade
            self.roomsWindow = roomsWindow
            self.idleLimit = idleLimit
        }
    }

    /// Who may come in, and where their hellos go.
    public private(set) var door: RoomDoor
    /// The rooms and their connections.
    public private(set) var shard: RoomShard

    /// A server whose open room plays `openGame`, under `limits`; its codes begin with `letter` when
    /// given, and a code of another letter is sent to that letter's server in `peers`.
    public init(
        openGame: HostGame, limits: Limits = Limits(), letter: Character? = nil,
        peers: [Character: ServerAddress] = [:], today: DailyDate, now: Double,
        using generator: inout some RandomNumberGenerator
    ) {
        self.init(
            restoring: [], openGame: openGame, limits: limits, letter: letter, peers: peers, today: today, now: now,
            using: &generator)
    }

    /// A server that takes up the rooms it kept when it stopped (`saved`): every player is away,
    /// their seats kept as after a dropped connection. The open room is the saved one, or a new
    /// one playing `openGame` when none was saved.
    public init(
        restoring saved: [SavedRoom], openGame: HostGame, limits: Limits = Limits(), letter: Character? = nil,
        peers: [Character: ServerAddress] = [:], today: DailyDate, now: Double,
        using generator: inout some RandomNumberGenerator
    ) {
        let openRoom = saved.first(where: \.isOpen)?.code ?? RoomCode.random(letter: letter, using: &generator)
        var kept: [RoomCode: SavedRoom] = [:]
        for room in saved where room.isOpen == (room.code == openRoom) && kept[room.code] == nil {
            var room = room
            room.game = room.game.resuming(password: room.password)
            kept[room.code] = room
        }
        if kept[openRoom] == nil {
            kept[openRoom] = SavedRoom(code: openRoom, isOpen: true, password: nil, owner: nil, game: openGame)
        }
        door = RoomDoor(
            rooms: kept.mapValues(\.password), openRoom: openRoom, limits: limits, letter: letter, peers: peers)
        shard = RoomShard(saved: Array(kept.values), openRoom: openRoom, limits: limits, today: today, now: now)
    }

    /// The door and `count` shards holding the same rooms, each room in the shard its code names.
    public func split(into count: Int) -> (door: RoomDoor, shards: [RoomShard]) {
        let saved = shard.saved
        let shards = (0..<max(1, count)).map { index in
            RoomShard(
                saved: saved.filter { $0.code.shard(among: count) == index }, openRoom: openRoom,
                limits: limits, today: today, now: 0)
        }
        return (door, shards)
    }

    /// The rooms, by code.
    public var rooms: [RoomCode: RoomShard.Room] { shard.rooms }
    /// The room a hello with no code goes to (the server starts with it, and it never closes).
    public var openRoom: RoomCode { door.openRoom }
    /// The limits.
    public var limits: Limits { door.limits }
    /// Today, for a daily puzzle: the glue keeps it current.
    public var today: DailyDate {
        get { shard.today }
        set { shard.today = newValue }
    }

    /// Every room as it stands, to be kept across a restart (the open room first).
    public var saved: [SavedRoom] { SavedRoom.inOrder(shard.saved) }

    /// How many connections are open.
    public var connectionCount: Int { door.connectionCount }

    /// Whether any room has a computer player, whose moves the glue asks for between the ticks.
    public var hasComputers: Bool { shard.hasComputers }

    /// How many connections sit at a table.
    public var playerCount: Int { shard.playerCount }

    /// The room `peer` is in, if it said hello to one.
    public func room(of peer: PeerID) -> RoomCode? { shard.room(of: peer) }

    /// Applies what happened at `now` (seconds, monotonic) and returns what to do about it.
    ///
    /// - Parameter generator: where room codes, seat tokens and deals come from; the server
    ///   passes a `SystemRandomNumberGenerator`, tests a seeded one.
    public mutating func apply(
        _ input: ServerInput, now: Double, using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        switch input {
        case .peerConnected(let peer, let address):
            if let reason = door.connect(peer) {
                return [
                    .send(.refused(reason: reason), to: peer), .disconnect(peer, reason: reason),
                    .refused(address: address, reason: .tooManyConnections, room: nil),
                ]
            }
        case .peerClosed(let peer):
            door.disconnect(peer)
        case .clockTicked, .roomsTicked(slice: 0):
            door.forget(now: now)
        case .messageReceived, .frameRefused, .computersDue, .roomsTicked:
            break
        }
        return settle(shard.apply(input, now: now, using: &generator), now: now, using: &generator)
    }

    /// Takes the shard's knocks to the door and its closed rooms off the door's list.
    private mutating func settle(
        _ outputs: [ServerOutput], now: Double, using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        var settled: [ServerOutput] = []
        for output in outputs {
            switch output {
            case .knock(let peer, let hello, let address):
                let admission = door.admit(hello, address: address, now: now, using: &generator)
                settled += settle(
                    shard.enter(
                        peer, hello: hello, address: address, admission: admission, now: now, using: &generator),
                    now: now, using: &generator)
            case .roomClosed(let code):
                door.closed(code)
                settled.append(output)
            default:
                settled.append(output)
            }
        }
        return settled
    }
}
