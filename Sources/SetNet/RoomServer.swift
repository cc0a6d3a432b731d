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

/// A rooms server as one pure value: any number of rooms, each a `HostSession` with its own game,
/// and the limits that keep a server open to the internet usable.
///
/// Each room is the authority for its game exactly as a host is for its table; the server only
/// routes a hello to its room, makes rooms and closes idle ones. Rooms share nothing, so a card
/// never crosses from one room to another. The glue feeds it what happened, with the time, and
/// carries out the outputs.
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

    /// One room: its session, and when it last had somebody in it or a game going.
    public struct Room: Sendable {
        /// The room's table and connections.
        public fileprivate(set) var session: HostSession
        /// The room's password, when it has one.
        fileprivate var password: String?
        /// The room time minus the server's: a room taken up again goes on from its own clock.
        fileprivate var offset: Double
        /// When the last player went, while nobody is connected.
        fileprivate var emptySince: Double?
        /// When the game ended, while it stays over.
        fileprivate var endedSince: Double?
    }

    /// An address's recent wrong tries and rooms made.
    private struct AddressRecord {
        var wrongTries: [Double] = []
        var refusedUntil: Double?
        var roomsMade: [Double] = []
    }

    /// A connection, before and after its hello.
    private struct Peer {
        var address: String
        var room: RoomCode?
        var connectedAt: Double
    }

    /// The rooms, by code.
    public private(set) var rooms: [RoomCode: Room] = [:]
    /// The room a hello with no code goes to (the server starts with it, and it never closes).
    public let openRoom: RoomCode
    /// The limits.
    public let limits: Limits
    /// Today, for a daily puzzle: the glue keeps it current.
    public var today: DailyDate {
        didSet { for code in rooms.keys { rooms[code]?.session.today = today } }
    }
    private var peers: [PeerID: Peer] = [:]
    private var addresses: [String: AddressRecord] = [:]

    /// A server whose open room plays `openGame`, under `limits`.
    public init(
        openGame: HostGame, limits: Limits = Limits(), today: DailyDate, now: Double,
        using generator: inout some RandomNumberGenerator
    ) {
        self.limits = limits
        self.today = today
        openRoom = RoomCode.random(using: &generator)
        rooms[openRoom] = Room(
            session: HostSession(game: openGame, idleLimit: limits.idleLimit, room: openRoom, today: today),
            password: nil, offset: openGame.clock - now)
    }

    /// A server that takes up the rooms it kept when it stopped (`saved`): every player is away,
    /// their seats kept as after a dropped connection. The open room is the saved one, or a new
    /// one playing `openGame` when none was saved.
    public init(
        restoring saved: [SavedRoom], openGame: HostGame, limits: Limits = Limits(), today: DailyDate, now: Double,
        using generator: inout some RandomNumberGenerator
    ) {
        self.limits = limits
        self.today = today
        let open = saved.first(where: \.isOpen)
        openRoom = open?.code ?? RoomCode.random(using: &generator)
        for room in saved where room.isOpen == (room.code == openRoom) && rooms[room.code] == nil {
            let game = room.game.resuming(password: room.password)
            let session = HostSession(
                game: game, idleLimit: limits.idleLimit, room: room.code, isOwned: !room.isOpen, owner: room.owner,
                today: today)
            rooms[room.code] = Room(session: session, password: room.password, offset: game.clock - now)
        }
        if rooms[openRoom] == nil {
            rooms[openRoom] = Room(
                session: HostSession(game: openGame, idleLimit: limits.idleLimit, room: openRoom, today: today),
                password: nil, offset: openGame.clock - now)
        }
    }

    /// Every room as it stands, to be kept across a restart (the open room first).
    public var saved: [SavedRoom] {
        rooms.keys.sorted { ($0 == openRoom ? "" : $0.text) < ($1 == openRoom ? "" : $1.text) }.compactMap { code in
            guard let room = rooms[code] else { return nil }
            return SavedRoom(
                code: code, isOpen: code == openRoom, password: room.password, owner: room.session.owner,
                game: room.session.game)
        }
    }

    /// How many connections are open.
    public var connectionCount: Int { peers.count }

    /// Whether any room has a computer player, whose moves the glue asks for between the ticks.
    public var hasComputers: Bool { rooms.values.contains { $0.session.game.hasComputers } }

    /// How many connections sit at a table.
    public var playerCount: Int {
        rooms.values.reduce(0) { count, room in
            count + room.session.connectedPeers.count { room.session.seat(of: $0) != nil }
        }
    }

    /// The room `peer` is in, if it said hello to one.
    public func room(of peer: PeerID) -> RoomCode? { peers[peer]?.room }

    /// Applies what happened at `now` (seconds, monotonic) and returns what to do about it.
    ///
    /// - Parameter generator: where room codes, seat tokens and deals come from; the server
    ///   passes a `SystemRandomNumberGenerator`, tests a seeded one.
    public mutating func apply(
        _ input: ServerInput, now: Double, using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        switch input {
        case .peerConnected(let peer, let address):
            guard peers.count < limits.maxConnections else {
                let reason = "the server is full (\(limits.maxConnections) connections); try again later"
                return [
                    .send(.refused(reason: reason), to: peer), .disconnect(peer, reason: reason),
                    .refused(address: address, reason: .tooManyConnections, room: nil),
                ]
            }
            peers[peer] = Peer(address: address, room: nil, connectedAt: now)
            return []
        case .messageReceived(let message, let peer):
            guard let record = peers[peer] else { return [] }
            guard let code = record.room else {
                guard case .hello(let hello) = message else {
                    peers.removeValue(forKey: peer)
                    return [.disconnect(peer, reason: "sent a move before hello")]
                }
                return admit(hello, peer: peer, address: record.address, now: now, using: &generator)
            }
            return forward(.messageReceived(message, from: peer), to: code, now: now, using: &generator)
        case .frameRefused(let error, let peer):
            guard let record = peers[peer] else { return [] }
            guard let code = record.room else {
                peers.removeValue(forKey: peer)
                return [
                    .send(.refused(reason: error.description), to: peer), .disconnect(peer, reason: error.description),
                ]
            }
            return forward(.frameRefused(error, from: peer), to: code, now: now, using: &generator)
        case .peerClosed(let peer):
            guard let record = peers.removeValue(forKey: peer), let code = record.room else { return [] }
            return forward(.peerClosed(peer), to: code, now: now, using: &generator)
        case .clockTicked:
            return tick(now: now, using: &generator)
        case .computersDue:
            var outputs: [ServerOutput] = []
            for code in rooms.keys.sorted(by: { $0.text < $1.text }) {
                guard let room = rooms[code], let due = room.session.game.nextComputerMove, due <= now + room.offset
                else { continue }
                outputs += forward(.computersDue, to: code, now: now, using: &generator)
            }
            return outputs
        }
    }

    // MARK: Hello

    /// Routes a hello to its room, making the room first if it asks for a new one, or refuses it.
    private mutating func admit(
        _ hello: Hello, peer: PeerID, address: String, now: Double,
        using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        if let until = addresses[address]?.refusedUntil, now < until {
            return refuse(
                peer, address: address, reason: .tooManyTries, room: nil,
                message: "too many wrong room codes or passwords; try again in a minute")
        }
        let code: RoomCode
        var outputs: [ServerOutput] = []
        switch hello.destination {
        case .openTable:
            code = openRoom
        case .room(let asked):
            guard rooms[asked] != nil else {
                return wrongTry(
                    peer, address: address, reason: .wrongCode, room: nil, now: now,
                    message: "there is no room \(asked) on this server")
            }
            code = asked
        case .newRoom(let mode):
            var made = addresses[address]?.roomsMade.filter { $0 > now - limits.roomsWindow } ?? []
            guard made.count < limits.maxRoomsMade else {
                return refuse(
                    peer, address: address, reason: .tooManyRooms, room: nil,
                    message:
                        "\(limits.maxRoomsMade.counted("room")) made in \(Int(limits.roomsWindow / 60).counted("minute")); "
                        + "try again later")
            }
            made.append(now)
            addresses[address, default: AddressRecord()].roomsMade = made
            code = newCode(using: &generator)
            let game = HostGame(
                seed: generator.next(), mode: mode, date: today, password: hello.password, now: now,
                started: false)
            rooms[code] = Room(
                session: HostSession(
                    game: game, idleLimit: limits.idleLimit, room: code, isOwned: true, today: today),
                password: hello.password, offset: 0)
            outputs += [.roomOpened(code), .log("made by \(address), \(mode.title)", room: code)]
        }
        if let password = rooms[code]?.password,
            !ConstantTime.equal(Array(password.utf8), Array((hello.password ?? "").utf8))
        {
            return wrongTry(
                peer, address: address, reason: .wrongPassword, room: code, now: now,
                message: hello.password == nil ? "this room needs a password" : "wrong password")
        }
        peers[peer]?.room = code
        let connected = forward(.peerConnected(peer), to: code, now: now, using: &generator)
        return outputs + connected
            + forward(.messageReceived(.hello(hello), from: peer), to: code, now: now, using: &generator)
    }

    /// A code no room has.
    private func newCode(using generator: inout some RandomNumberGenerator) -> RoomCode {
        while true {
            let code = RoomCode.random(using: &generator)
            if rooms[code] == nil { return code }
        }
    }

    /// Refuses a wrong code or password, and counts it against the address: the try that makes
    /// `maxWrongTries` in `triesWindow` seconds has the address refused for `triesWindow` seconds.
    private mutating func wrongTry(
        _ peer: PeerID, address: String, reason: Refusal, room: RoomCode?, now: Double, message: String
    ) -> [ServerOutput] {
        var record = addresses[address, default: AddressRecord()]
        record.wrongTries = record.wrongTries.filter { $0 > now - limits.triesWindow } + [now]
        var outputs = refuse(peer, address: address, reason: reason, room: room, message: message)
        if record.wrongTries.count >= limits.maxWrongTries {
            record.wrongTries = []
            record.refusedUntil = now + limits.triesWindow
            outputs.append(
                .log(
                    "\(address) gave \(limits.maxWrongTries) wrong codes or passwords in a minute: "
                        + "refused for a minute", room: nil))
        }
        addresses[address] = record
        return outputs
    }

    /// Tells `peer` why it is refused, closes it, and reports the refusal.
    private mutating func refuse(
        _ peer: PeerID, address: String, reason: Refusal, room: RoomCode?, message: String
    ) -> [ServerOutput] {
        peers.removeValue(forKey: peer)
        return [
            .send(.refused(reason: message), to: peer), .disconnect(peer, reason: message),
            .refused(address: address, reason: reason, room: room),
        ]
    }

    // MARK: Rooms

    /// Hands `input` to the room's session, at the room's own time, and tags its outputs with the room.
    private mutating func forward(
        _ input: HostInput, to code: RoomCode, now: Double, using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        guard var room = rooms[code] else { return [] }
        let outputs = room.session.apply(input, now: now + room.offset, using: &generator)
        rooms[code] = room
        return outputs.map { output in
            switch output {
            case .send(let message, let peer): .send(message, to: peer)
            case .disconnect(let peer, let reason, let lingers): .disconnect(peer, reason: reason, lingers: lingers)
            case .log(let line): .log(line, room: code)
            }
        }
    }

    /// A second passed: every room's clock, rooms left idle closed, peers that never said hello let go,
    /// and old wrong tries forgotten.
    private mutating func tick(now: Double, using generator: inout some RandomNumberGenerator) -> [ServerOutput] {
        var outputs: [ServerOutput] = []
        for (peer, record) in peers where record.room == nil && now - record.connectedAt >= limits.idleLimit {
            peers.removeValue(forKey: peer)
            // The silence rule, as a seated peer has it: no whole message in the limit.
            outputs.append(.disconnect(peer, reason: IdleTimeout(limit: limits.idleLimit, now: now).reason))
        }
        for code in rooms.keys.sorted(by: { $0.text < $1.text }) {
            outputs += forward(.clockTicked, to: code, now: now, using: &generator)
            guard var room = rooms[code] else { continue }
            let empty = room.session.connectedPeers.isEmpty
            room.emptySince = empty ? room.emptySince ?? now : nil
            room.endedSince = room.session.game.isGameOver ? room.endedSince ?? now : nil
            rooms[code] = room
            guard code != openRoom else { continue }
            let idleSince = [room.emptySince, room.endedSince].compactMap { $0 }.min()
            if let idleSince, now - idleSince >= limits.roomIdleSeconds {
                outputs += close(code, why: empty ? "nobody came back" : "its game ended")
            }
        }
        addresses = addresses.filter { _, record in
            record.wrongTries.contains { $0 > now - limits.triesWindow } || (record.refusedUntil ?? 0) > now
                || record.roomsMade.contains { $0 > now - limits.roomsWindow }
        }
        return outputs
    }

    /// Closes a room: its players are told and let go.
    private mutating func close(_ code: RoomCode, why: String) -> [ServerOutput] {
        guard let room = rooms.removeValue(forKey: code) else { return [] }
        let minutes = Int(limits.roomIdleSeconds / 60)
        var outputs: [ServerOutput] = []
        for peer in room.session.connectedPeers {
            peers.removeValue(forKey: peer)
            let reason = "the room closed: \(why)"
            outputs += [.send(.refused(reason: reason), to: peer), .disconnect(peer, reason: reason)]
        }
        return outputs + [.log("closed after \(minutes.counted("minute")): \(why)", room: code), .roomClosed(code)]
    }
}
