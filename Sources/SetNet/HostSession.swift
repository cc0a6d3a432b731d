import SetCore
import SetOpponents
import SetProtocol

/// One connection to the host, as the glue names it.
public struct PeerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A number the glue gives each connection, never reused while the host runs.
    public let rawValue: Int

    /// The peer numbered `rawValue`.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `peer 3`.
    public var description: String { "peer \(rawValue)" }

    /// Peers order by their numbers, so outputs over several peers come in a fixed order.
    public static func < (a: PeerID, b: PeerID) -> Bool { a.rawValue < b.rawValue }
}

/// What the network glue tells the host's session.
public enum HostInput: Equatable, Sendable {
    /// A connection opened.
    case peerConnected(PeerID)
    /// A whole, valid message arrived.
    case messageReceived(ClientMessage, from: PeerID)
    /// A frame arrived that breaks the protocol.
    case frameRefused(NetProtocolError, from: PeerID)
    /// A connection closed (by the peer, the network, or the host).
    case peerClosed(PeerID)
    /// Time passed (the glue ticks about once a second): silent peers time out, kept seats expire.
    case clockTicked
    /// The host's own player started the game from the lobby.
    case startRequested
    /// The host's own player asked for another game on the game-over panel (nothing while the game goes on).
    case playAgainRequested
    /// The host's own player chose the mode in the lobby; `date` is the host's today, for the daily puzzle.
    case modeChosen(Game.Mode, date: DailyDate)
    /// The host seats a computer player of `level`, at `pace` (the level's own when nil).
    case computerAdded(ComputerLevel, pace: FindPace?)
    /// A computer player's move may be due: the glue asks as often as a person could move.
    case computersDue
}

/// What the host's session asks the network glue to do, in order.
public enum HostOutput: Equatable, Sendable {
    /// Send `message` to `peer`.
    case send(HostMessage, to: PeerID)
    /// Close the connection to `peer` (after what was sent to it before), and log why; a flooding peer's
    /// connection `lingers`, held open and unread for ``RateLimit/linger`` first.
    case disconnect(PeerID, reason: String, lingers: Bool = false)
    /// A line for the host's log: a player event.
    case log(String)
}

/// The host's side of every connection, as one pure value: who sits where, the
/// flood and silence rules per peer, and which messages go to whom.
///
/// The glue feeds it what happened on the network, with the time, and carries out
/// the outputs; the game itself is a `HostGame`. A misbehaving peer is disconnected
/// with a reason and its seat kept as for any dropped connection; nothing it sends
/// reaches the other players.
public struct HostSession: Sendable {
    /// The game being served.
    public private(set) var game: HostGame
    /// The open connections.
    private var peers: [PeerID: Peer] = [:]
    /// Each seat's round trip as the last table sent showed it, by seat.
    private var shownLatencies: [Int?] = []
    /// When a table went out for the latencies alone.
    private var latenciesSentAt = -Double.infinity
    /// Seconds between tables sent for the latencies alone. A room's whole table to each of its
    /// players each time a window pings, for a number beside a name, would be most of a rooms server's
    /// work; any change to the game sends the latencies with it at once.
    static let latencyInterval = 5.0
    /// The least change in a round trip, in milliseconds, worth a table of its own (and at least a
    /// fifth of the one shown): a link's jitter of a few milliseconds is not news to the players,
    /// and the next change to the game brings the exact figures anyway.
    static let noticeableLatencyMs = 5
    /// The flood rule each new peer starts with.
    private let rateLimit: RateLimit
    /// The silence limit each new peer starts with, in seconds.
    private let idleLimit: Double
    /// The room this session is, on a rooms server; nil for a host's own table. Only a room made by a
    /// player tells its players its code: the open room is joined without one, as a host's table is.
    public let room: RoomCode?
    /// Whether a player owns the table: a room made by a player is owned (first by its maker), and its
    /// owner chooses the mode, starts the game and deals it again. A host's table and a server's open room
    /// are run by no player.
    public let isOwned: Bool
    /// The seat of the table's owner, while it has one.
    public private(set) var owner: Int?
    /// Today, for a daily puzzle the owner chooses; the glue keeps it current.
    public var today: DailyDate
    /// Whether the lobby ends by itself when the first person sits down (a game against the computer).
    public let startsWhenSeated: Bool

    /// A connection's state.
    private struct Peer {
        var seat: Int?
        var rate: RateLimit
        var idle: IdleTimeout
    }

    /// A session serving `game`, with the protocol's flood and silence rules unless a test wants others.
    ///
    /// - Parameters:
    ///   - room: the room's code on a rooms server, sent to each player when seated.
    ///   - isOwned: whether the first player seated owns the table (a room a player made).
    ///   - owner: the owner's seat, for a room taken up again after a restart.
    ///   - today: the date a daily puzzle chosen by the owner is dealt for.
    public init(
        game: HostGame, rateLimit: RateLimit = RateLimit(), idleLimit: Double = 30,
        room: RoomCode? = nil, isOwned: Bool = false, owner: Int? = nil,
        today: DailyDate = DailyDate(year: 2026, month: 1, day: 1)!, startsWhenSeated: Bool = false
    ) {
        self.startsWhenSeated = startsWhenSeated
        self.game = game
        self.rateLimit = rateLimit
        self.idleLimit = idleLimit
        self.room = room
        self.isOwned = isOwned
        self.owner = isOwned ? owner : nil
        self.today = today
    }

    /// The seat `peer` sits at, if it has said hello.
    public func seat(of peer: PeerID) -> Int? {
        peers[peer]?.seat
    }

    /// The open connections, in order.
    public var connectedPeers: [PeerID] { peers.keys.sorted() }

    /// Applies what happened on the network at `now` (seconds, monotonic) and returns what to do about it.
    ///
    /// - Parameter generator: where new seats' tokens come from; the host passes a
    ///   `SystemRandomNumberGenerator`, tests a seeded one.
    public mutating func apply(
        _ input: HostInput, now: Double,
        using generator: inout some RandomNumberGenerator
    ) -> [HostOutput] {
        let outputs = respond(to: input, now: now, using: &generator)
        // The computer players see what happened, and make any move due by now.
        guard game.hasComputers else { return outputs }
        return outputs + publish(game.playComputers(at: now), claimant: nil)
    }

    private mutating func respond(
        to input: HostInput, now: Double,
        using generator: inout some RandomNumberGenerator
    ) -> [HostOutput] {
        switch input {
        case .peerConnected(let peer):
            peers[peer] = Peer(seat: nil, rate: rateLimit, idle: IdleTimeout(limit: idleLimit, now: now))
            return []
        case .messageReceived(let message, let peer):
            guard peers[peer] != nil else { return [] }
            guard peers[peer]?.rate.admit(at: now) == true else {
                return disconnect(peer, reason: rateLimit.reason, lingers: true, now: now)
            }
            peers[peer]?.idle.heard(at: now)
            return receive(message, from: peer, now: now, using: &generator)
        case .frameRefused(let error, let peer):
            guard peers[peer] != nil else { return [] }
            return [.send(.refused(reason: error.description), to: peer)]
                + disconnect(peer, reason: error.description, now: now)
        case .peerClosed(let peer):
            guard let closed = peers.removeValue(forKey: peer) else { return [] }
            return closed.seat.map { publish(game.apply(.connectionLost(seat: $0), now: now), claimant: nil) } ?? []
        case .startRequested:
            return publish(game.apply(.startRequested, now: now), claimant: nil)
        case .playAgainRequested:
            return publish(game.apply(.playAgainRequested(seed: generator.next()), now: now), claimant: nil)
        case .modeChosen(let mode, let date):
            return publish(game.apply(.modeChosen(mode, seed: generator.next(), date: date), now: now), claimant: nil)
        case .computerAdded(let level, let pace):
            return publish(game.seatComputer(level, pace: pace, seed: generator.next()), claimant: nil)
        case .computersDue:
            return []
        case .clockTicked:
            var outputs: [HostOutput] = []
            for peer in connectedPeers where peers[peer]?.idle.hasExpired(at: now) == true {
                outputs += disconnect(peer, reason: IdleTimeout(limit: idleLimit, now: now).reason, now: now)
            }
            outputs += publish(game.apply(.clockTicked, now: now), claimant: nil)
            if now - latenciesSentAt >= Self.latencyInterval, latenciesMoved {
                outputs += broadcastTable()
                latenciesSentAt = now
            }
            return outputs
        }
    }

    // MARK: Messages

    private mutating func receive(
        _ message: ClientMessage, from peer: PeerID, now: Double,
        using generator: inout some RandomNumberGenerator
    ) -> [HostOutput] {
        let seat = peers[peer]?.seat
        switch (message, seat) {
        case (.hello(let hello), nil):
            return admit(hello, peer: peer, now: now, using: &generator)
        case (.hello, _?):
            return disconnect(peer, reason: "said hello twice", now: now)
        case (_, nil):
            return disconnect(peer, reason: "sent a move before hello", now: now)
        case (.claim(let cards), let seat?):
            return publish(game.apply(.claimReceived(cards, seat: seat), now: now), claimant: peer)
        case (.leave, let seat?):
            peers.removeValue(forKey: peer)
            return [.disconnect(peer, reason: "left the game")]
                + publish(game.apply(.leaveReceived(seat: seat), now: now), claimant: nil)
        case (.reveal(let index), _?):
            // For the asker's eyes only, and nothing the others hear of.
            return game.revealed(index).map { [.send(.revealed(index: index, card: $0), to: peer)] } ?? []
        case (.ping(let id, let rttMs), let seat?):
            // A ping moves the game's clock too: Timed's end, or a kept seat running out, may come with it, and
            // everyone hears of that as of any other end.
            let outcomes = game.apply(.pingReceived(seat: seat, rttMs: rttMs), now: now)
            return [.send(.pong(id: id), to: peer)] + publish(outcomes, claimant: nil)
        case (.start, let seat?):
            guard seat == owner else { return [.log("seat \(seat) asked to start, but does not own the room")] }
            return publish(game.apply(.startRequested, now: now), claimant: nil)
        case (.chooseMode(let mode), let seat?):
            guard seat == owner else { return [.log("seat \(seat) chose a mode, but does not own the room")] }
            return publish(
                game.apply(.modeChosen(mode, seed: generator.next(), date: today), now: now), claimant: nil)
        case (.addComputer(let level), let seat?):
            guard seat == owner else {
                return [.log("seat \(seat) asked for a computer player, but does not own the room")]
            }
            guard !game.isStarted else { return [] }
            return publish(game.seatComputer(level, seed: generator.next()), claimant: nil)
        case (.playAgain, let seat?):
            guard seat == owner else { return [.log("seat \(seat) asked to play again, but does not own the room")] }
            return publish(game.apply(.playAgainRequested(seed: generator.next()), now: now), claimant: nil)
        }
    }

    /// The owner's seat is free: the room goes to the player in the lowest seat still
    /// there, and every seated player hears who owns it now.
    private mutating func handOver() -> [HostOutput] {
        owner = game.seats.indices.first { game.seats[$0] != nil }
        var outputs: [HostOutput] = []
        if isOwned, let room {
            for peer in connectedPeers {
                guard let seat = peers[peer]?.seat else { continue }
                outputs.append(.send(.room(code: room, owner: seat == owner), to: peer))
            }
        }
        if let owner { outputs.append(.log("seat \(owner) owns the room now")) }
        return outputs
    }

    /// Seats the hello's sender (closing an older connection that held the same seat) or refuses it.
    private mutating func admit(
        _ hello: Hello, peer: PeerID, now: Double,
        using generator: inout some RandomNumberGenerator
    ) -> [HostOutput] {
        let outcomes = game.apply(.helloReceived(hello, newToken: .random(using: &generator)), now: now)
        var outputs: [HostOutput] = []
        var startAfterWelcome = false
        for outcome in outcomes {
            switch outcome {
            case .welcomed(let seat, let token):
                for other in connectedPeers where other != peer && peers[other]?.seat == seat {
                    peers.removeValue(forKey: other)
                    outputs.append(.disconnect(other, reason: "seat \(seat) was taken back by a new connection"))
                }
                peers[peer]?.seat = seat
                // The room first: a window keeps the seat's token under the room's code.
                if isOwned, owner == nil { owner = seat }
                if isOwned, let room { outputs.append(.send(.room(code: room, owner: seat == owner), to: peer)) }
                outputs.append(.send(.welcome(seat: seat, token: token), to: peer))
                if startsWhenSeated, !game.isStarted {
                    startAfterWelcome = true
                }
            case .refused(let reason):
                peers.removeValue(forKey: peer)
                outputs += [.send(.refused(reason: reason), to: peer), .disconnect(peer, reason: reason)]
            case .event:
                break
            }
        }
        outputs += publish(outcomes, claimant: peer)
        if startAfterWelcome {
            outputs += publish(game.apply(.startRequested, now: now), claimant: nil)
        }
        return outputs
    }

    /// Disconnects `peer` for breaking a rule; its seat is kept as for a dropped connection.
    private mutating func disconnect(
        _ peer: PeerID, reason: String, lingers: Bool = false, now: Double
    ) -> [HostOutput] {
        guard let closed = peers.removeValue(forKey: peer) else { return [] }
        let lost = closed.seat.map { game.apply(.connectionLost(seat: $0), now: now) } ?? []
        return [.disconnect(peer, reason: reason, lingers: lingers)] + publish(lost, claimant: nil)
    }

    // MARK: Sending

    /// Sends the events to those who should see them, logs them, and then the new
    /// snapshot to everyone if anyone's view changed.
    ///
    /// "Too late" goes to the claimant only and changes nobody's view.
    private mutating func publish(_ outcomes: [HostOutcome], claimant: PeerID?) -> [HostOutput] {
        var outputs: [HostOutput] = []
        var changed = false
        for case .event(let event) in outcomes {
            if case .tooLate = event {
                if let claimant { outputs.append(.send(.event(event), to: claimant)) }
                continue
            }
            changed = true
            outputs += broadcast(.event(event))
            if let line = logLine(for: event) { outputs.append(.log(line)) }
        }
        if changed { outputs += broadcastTable() }
        // An owner who left, or whose kept seat ran out, hands the room on.
        let ownerLeft = outcomes.contains { if case .event(.playerLeft(owner)) = $0 { true } else { false } }
        if owner != nil, ownerLeft { outputs += handOver() }
        return outputs
    }

    /// `message` to every seated peer, in peer order.
    private func broadcast(_ message: HostMessage) -> [HostOutput] {
        connectedPeers.filter { peers[$0]?.seat != nil }.map { .send(message, to: $0) }
    }

    /// The whole table to every seated peer, and its latencies kept as the ones the players see.
    private mutating func broadcastTable() -> [HostOutput] {
        shownLatencies = game.seats.map { $0?.pingMs }
        return broadcast(.table(game.snapshot))
    }

    /// Whether a seat's round trip moved noticeably from the one the last table showed.
    private var latenciesMoved: Bool {
        game.seats.indices.contains { seat in
            let shown = shownLatencies.indices.contains(seat) ? shownLatencies[seat] : nil
            return Self.isNoticeable(from: shown, to: game.seats[seat]?.pingMs)
        }
    }

    /// Whether a round trip shown as `shown` and now `latest` (nil: none measured) is worth a table:
    /// one appearing or going always is; a change, when it is at least `noticeableLatencyMs` and a
    /// fifth of the shown one.
    static func isNoticeable(from shown: Int?, to latest: Int?) -> Bool {
        guard let shown, let latest else { return shown != latest }
        return abs(latest - shown) >= max(noticeableLatencyMs, shown / 5)
    }

    /// A log line for an event about a player, or `nil` for a deal.
    private func logLine(for event: TableEvent) -> String? {
        func player(_ seat: Int) -> String {
            let name = game.seats.indices.contains(seat) ? game.seats[seat]?.name.text : nil
            return name.map { "seat \(seat) (\($0))" } ?? "seat \(seat)"
        }
        switch event {
        case .setFound(let seat, let cards): return "\(player(seat)) found \(cards.map(\.code).joined(separator: " "))"
        case .miss(let seat): return "\(player(seat)) missed"
        case .tooLate, .dealtThree, .dealt: return nil
        case .playerJoined(let seat, _): return "\(player(seat)) joined"
        case .playerDropped(let seat): return "\(player(seat)) dropped; the seat is kept"
        case .playerReconnected(let seat): return "\(player(seat)) reconnected"
        case .playerLeft(let seat): return "seat \(seat) is free"
        case .gameOver: return "game over"
        case .gameStarted: return "the game started"
        case .newGame: return "a new game was dealt"
        case .modeChosen(let mode): return "the mode is now \(mode.title)"
        }
    }
}
