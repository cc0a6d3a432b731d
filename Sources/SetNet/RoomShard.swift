import SetCore
import SetProtocol

/// The rooms one event loop of a rooms server holds, as one pure value: each room a `HostSession`
/// with its own game, and the connections whose messages go to them.
///
/// A room's code says which shard holds it (`RoomCode.shard(among:)`), and all of its state stays
/// there, so a room's game changes in arrival order with no lock. A connection waits for its hello
/// in the shard of the loop that accepted it; the hello is taken to the door (`RoomDoor`), and the
/// connection enters its room's shard. Each room is the authority for its game exactly as a host
/// is for its table.
public struct RoomShard: Sendable {
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

    /// A connection, before and after its hello.
    private struct Peer: Sendable {
        var address: String
        var room: RoomCode?
        var connectedAt: Double
    }

    /// The rooms, by code.
    public private(set) var rooms: [RoomCode: Room] = [:]
    /// The server's open room (which never closes), whether or not this shard holds it.
    public let openRoom: RoomCode
    /// The limits.
    public let limits: RoomServer.Limits
    /// Today, for a daily puzzle: the glue keeps it current.
    public var today: DailyDate {
        didSet { for code in rooms.keys { rooms[code]?.session.today = today } }
    }
    private var peers: [PeerID: Peer] = [:]
    /// The slice the next room comes to.
    private var nextSlice = 0
    /// The rooms by the slice of the second their clocks tick in (`.roomsTicked`), dealt in turn as rooms come.
    private var slices = SecondSlices<RoomCode>(count: RoomShard.slices)
    /// How many slices a second is cut into for the rooms' clocks.
    public static let slices = 100

    /// A shard holding `saved` rooms, taken up again with every player away.
    init(saved: [SavedRoom], openRoom: RoomCode, limits: RoomServer.Limits, today: DailyDate, now: Double) {
        self.openRoom = openRoom
        self.limits = limits
        self.today = today
        for room in saved {
            let session = HostSession(
                game: room.game, idleLimit: limits.idleLimit, room: room.code, isOwned: !room.isOpen,
                owner: room.owner, today: today)
            rooms[room.code] = Room(session: session, password: room.password, offset: room.game.clock - now)
            takeSlice(for: room.code)
            if room.game.hasComputers { computerRooms.insert(room.code) }
        }
    }

    /// Every room as it stands, to be kept across a restart.
    public var saved: [SavedRoom] {
        rooms.map { code, room in
            SavedRoom(
                code: code, isOpen: code == openRoom, password: room.password, owner: room.session.owner,
                game: room.session.game)
        }
    }

    /// Whether any room has a computer player, whose moves the glue asks for between the ticks.
    public var hasComputers: Bool { !computerRooms.isEmpty }
    /// The rooms with a computer player, kept as rooms change: asked for ten times a second.
    private var computerRooms: Set<RoomCode> = []

    /// How many connections sit at a table.
    public var playerCount: Int {
        rooms.values.reduce(0) { count, room in
            count + room.session.connectedPeers.count { room.session.seat(of: $0) != nil }
        }
    }

    /// The room `peer` is in, if it said hello to one here.
    public func room(of peer: PeerID) -> RoomCode? { peers[peer]?.room }

    /// Applies what happened at `now` (seconds, monotonic) and returns what to do about it.
    ///
    /// A connection's hello comes back as `.knock`, for the door; `enter` carries on from its answer.
    public mutating func apply(
        _ input: ServerInput, now: Double, using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        switch input {
        case .peerConnected(let peer, let address):
            peers[peer] = Peer(address: address, room: nil, connectedAt: now)
            return []
        case .messageReceived(let message, let peer):
            guard let record = peers[peer] else { return [] }
            guard let code = record.room else {
                peers.removeValue(forKey: peer)
                guard case .hello(let hello) = message else {
                    return [.disconnect(peer, reason: "sent a move before hello")]
                }
                return [.knock(peer, hello, address: record.address)]
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
            return tick(slice: nil, now: now, using: &generator)
        case .roomsTicked(let slice):
            return tick(slice: slice, now: now, using: &generator)
        case .computersDue:
            var outputs: [ServerOutput] = []
            for code in computerRooms.sorted(by: { $0.text < $1.text }) {
                guard let room = rooms[code], let due = room.session.game.nextComputerMove, due <= now + room.offset
                else { continue }
                outputs += forward(.computersDue, to: code, now: now, using: &generator)
            }
            return outputs
        }
    }

    // MARK: Hello

    /// Seats `peer`, whose `hello` from `address` the door answered with `admission`, or refuses it.
    public mutating func enter(
        _ peer: PeerID, hello: Hello, address: String, admission: RoomDoor.Admission, now: Double,
        using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        var outputs: [ServerOutput] = []
        let code: RoomCode
        switch admission {
        case .refused(let reason, let message, let log, let room):
            outputs = [
                .send(.refused(reason: message), to: peer), .disconnect(peer, reason: message),
                .refused(address: address, reason: reason, room: room),
            ]
            if let log { outputs.append(.log(log, room: nil)) }
            return outputs
        case .redirected(let letter, let server):
            return [
                .send(.redirect(server: server), to: peer),
                .disconnect(peer, reason: "redirected to \(server), which holds the rooms beginning with \(letter)"),
            ]
        case .room(let asked):
            // The door knew the room, but it closed on its own loop meanwhile.
            guard rooms[asked] != nil else {
                let reason = "there is no room \(asked) on this server"
                return [.send(.refused(reason: reason), to: peer), .disconnect(peer, reason: reason)]
            }
            code = asked
        case .newRoom(let made, let mode):
            let game = HostGame(
                seed: generator.next(), mode: mode, date: today, password: hello.password, now: now, started: false)
            rooms[made] = Room(
                session: HostSession(game: game, idleLimit: limits.idleLimit, room: made, isOwned: true, today: today),
                password: hello.password, offset: 0)
            takeSlice(for: made)
            outputs += [.roomOpened(made), .log("made by \(address), \(mode.title)", room: made)]
            code = made
        }
        peers[peer] = Peer(address: address, room: code, connectedAt: now)
        let connected = forward(.peerConnected(peer), to: code, now: now, using: &generator)
        return outputs + connected
            + forward(.messageReceived(.hello(hello), from: peer), to: code, now: now, using: &generator)
    }

    // MARK: Rooms

    /// Hands `input` to the room's session, at the room's own time, and tags its outputs with the room.
    private mutating func forward(
        _ input: HostInput, to code: RoomCode, now: Double, using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        guard let offset = rooms[code]?.offset else { return [] }
        // In place: a room copied out of the dictionary and back would copy its whole game each time.
        let outputs = rooms[code]?.session.apply(input, now: now + offset, using: &generator) ?? []
        if rooms[code]?.session.game.hasComputers == true {
            computerRooms.insert(code)
        } else {
            computerRooms.remove(code)
        }
        return outputs.map { output in
            switch output {
            case .send(let message, let peer): .send(message, to: peer)
            case .disconnect(let peer, let reason, let lingers): .disconnect(peer, reason: reason, lingers: lingers)
            case .log(let line): .log(line, room: code)
            }
        }
    }

    /// Puts `code` in the next slice.
    private mutating func takeSlice(for code: RoomCode) {
        slices.insert(code, in: nextSlice)
        nextSlice = (nextSlice + 1) % Self.slices
    }

    /// A second passed for the rooms in `slice` (every room when nil): their clocks, those left idle
    /// closed, and (with the first slice) peers that never said hello let go.
    private mutating func tick(
        slice: Int?, now: Double, using generator: inout some RandomNumberGenerator
    ) -> [ServerOutput] {
        var outputs: [ServerOutput] = []
        if (slice ?? 0) == 0 {
            for (peer, record) in peers where record.room == nil && now - record.connectedAt >= limits.idleLimit {
                peers.removeValue(forKey: peer)
                // The silence rule, as a seated peer has it: no whole message in the limit.
                outputs.append(.disconnect(peer, reason: IdleTimeout(limit: limits.idleLimit, now: now).reason))
            }
        }
        let due = slice.map { slices.keys(in: $0) } ?? Set(rooms.keys)
        for code in due.sorted(by: { $0.text < $1.text }) {
            outputs += forward(.clockTicked, to: code, now: now, using: &generator)
            guard let room = rooms[code] else { continue }
            let empty = room.session.connectedPeers.isEmpty
            let emptySince = empty ? room.emptySince ?? now : nil
            let endedSince = room.session.game.isGameOver ? room.endedSince ?? now : nil
            if emptySince != room.emptySince || endedSince != room.endedSince {
                rooms[code]?.emptySince = emptySince
                rooms[code]?.endedSince = endedSince
            }
            guard code != openRoom else { continue }
            let idleSince = [emptySince, endedSince].compactMap { $0 }.min()
            if let idleSince, now - idleSince >= limits.roomIdleSeconds {
                outputs += close(code, why: empty ? "nobody came back" : "its game ended")
            }
        }
        return outputs
    }

    /// Closes a room: its players are told and let go.
    private mutating func close(_ code: RoomCode, why: String) -> [ServerOutput] {
        guard let room = rooms.removeValue(forKey: code) else { return [] }
        computerRooms.remove(code)
        slices.remove(code)
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
