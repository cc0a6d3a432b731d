import CoreMetrics
import Logging
import NIOConcurrencyHelpers
import NIOCore
import SetCore
import SetProtocol

/// What the event loops of one rooms server share: the door, behind a lock no move in a game takes,
/// the clock, and each loop's count of seated players for the figures.
final class RoomServerShared: Sendable {
    /// Who may come in, and where each hello goes.
    let door: NIOLockedValueBox<RoomDoor>
    /// Each loop's seated players, as it last counted them.
    let players: NIOLockedValueBox<[Int]>
    /// The server's start: every loop's `now` counts from it.
    let start: NIODeadline
    let logger: Logger
    let metrics: ServerMetrics
    let changed: @Sendable (RoomCode, HostGame) -> Void

    init(
        door: RoomDoor, loops: Int, logger: Logger, metrics: ServerMetrics,
        changed: @escaping @Sendable (RoomCode, HostGame) -> Void
    ) {
        self.door = NIOLockedValueBox(door)
        players = NIOLockedValueBox(Array(repeating: 0, count: loops))
        start = .now()
        self.logger = logger
        self.metrics = metrics
        self.changed = changed
    }
}

/// One event loop's part of a rooms server: its shard of the rooms, the connections it accepted,
/// and the channels of the peers whose rooms it holds.
///
/// Owned by its event loop (NIOLoopBound checks it), so its rooms change in arrival order with no
/// lock. A connection is read on the loop that accepted it; once its hello names a room on another
/// loop, its messages go to that loop's core and that core writes to it.
final class RoomServerCore: ConnectionCore {
    private(set) var shard: RoomShard
    /// This loop's place among the server's loops.
    let index: Int
    private let shared: RoomServerShared
    /// Every loop's core, this one's included (told once all exist).
    private var cores: [NIOLoopBound<RoomServerCore>] = []
    /// The channels of the peers this shard holds (waiting for their hello, or in its rooms).
    private var channels = PeerChannels(slices: RoomServerCore.slices)
    /// The connections this loop accepted and reads, for the heartbeat and the stop.
    private var accepted: [PeerID: any Channel] = [:]
    /// The loop holding each connection accepted here whose room is on another loop.
    private var homes: [PeerID: Int] = [:]
    /// Each peer's last write, so a disconnect closes only after what was sent before it.
    private var lastWrites: [PeerID: EventLoopFuture<Void>] = [:]
    /// The tick of each peer's last message, so a peer that heard something lately is not pinged.
    private var lastSent: [PeerID: Int] = [:]
    /// Hundredths of a second since the start, as this loop's ticks count them.
    private var ticks = 0
    private var nextPeer = 0
    private var generator = SystemRandomNumberGenerator()

    init(shard: RoomShard, index: Int, shared: RoomServerShared) {
        self.shard = shard
        self.index = index
        self.shared = shared
    }

    /// Tells the core every loop's core, itself included.
    func meet(_ cores: [NIOLoopBound<RoomServerCore>]) {
        self.cores = cores
    }

    /// Seconds on the monotonic clock since the server started, the same on every loop.
    var now: Double { Double((NIODeadline.now() - shared.start).nanoseconds) / 1e9 }

    /// A new peer's number, unique across the loops: the loop's index is its remainder.
    func makePeerID() -> PeerID {
        defer { nextPeer += 1 }
        return PeerID(nextPeer * max(1, cores.count) + index + 1)
    }

    func connected(_ peer: PeerID, channel: any Channel) {
        accepted[peer] = channel
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        channels.insert(channel, for: peer, slice: heartbeatSlice(of: peer))
        let (refusal, connections) = shared.door.withLockedValue { door in (door.connect(peer), door.connectionCount) }
        shared.metrics.connections.record(connections)
        if let reason = refusal {
            carryOut([
                .send(.refused(reason: reason), to: peer), .disconnect(peer, reason: reason),
                .refused(address: address, reason: .tooManyConnections, room: nil),
            ])
        } else {
            apply(.peerConnected(peer, address: address))
        }
    }

    func closed(_ peer: PeerID) {
        accepted.removeValue(forKey: peer)
        let connections = shared.door.withLockedValue { door in
            door.disconnect(peer)
            return door.connectionCount
        }
        shared.metrics.connections.record(connections)
        if let home = homes.removeValue(forKey: peer) {
            return cores[home].eventLoop.execute { [cores] in cores[home].value.closedHere(peer) }
        }
        closedHere(peer)
    }

    /// `peer`, whose room this shard holds, closed.
    private func closedHere(_ peer: PeerID) {
        channels.remove(peer)
        lastWrites.removeValue(forKey: peer)
        lastSent.removeValue(forKey: peer)
        apply(.peerClosed(peer))
    }

    func received(_ message: ClientMessage, from peer: PeerID) {
        shared.metrics.messages.increment()
        if let home = homes[peer] {
            return cores[home].eventLoop.execute { [cores] in cores[home].value.receivedHere(message, from: peer) }
        }
        receivedHere(message, from: peer)
    }

    /// A message from `peer`, whose room (or hello) this shard holds.
    private func receivedHere(_ message: ClientMessage, from peer: PeerID) {
        guard case .claim = message else { return apply(.messageReceived(message, from: peer)) }
        // A claim's time: from the message read to its answers handed to the sockets.
        let read = NIODeadline.now()
        apply(.messageReceived(message, from: peer))
        shared.metrics.claimTime.recordNanoseconds((NIODeadline.now() - read).nanoseconds)
    }

    func refused(_ error: NetProtocolError, from peer: PeerID) {
        if let home = homes[peer] {
            return cores[home].eventLoop.execute { [cores] in cores[home].value.apply(.frameRefused(error, from: peer))
            }
        }
        apply(.frameRefused(error, from: peer))
    }

    func failed(_ peer: PeerID, error: any Error) {
        shared.logger.warning("\(peer) connection error: \(error)")
    }

    /// Feeds `input` to the shard and carries out its outputs.
    func apply(_ input: ServerInput) {
        carryOut(shard.apply(input, now: now, using: &generator))
    }

    /// `peer`, accepted on another loop, enters a room this shard holds (or is refused here).
    private func enter(
        _ peer: PeerID, channel: any Channel, hello: Hello, address: String, admission: RoomDoor.Admission
    ) {
        channels.insert(channel, for: peer, slice: heartbeatSlice(of: peer))
        carryOut(shard.enter(peer, hello: hello, address: address, admission: admission, now: now, using: &generator))
    }

    /// Carries out a shard's outputs.
    ///
    /// A message sent to several peers in a row (a room's broadcast) is encoded once.
    private func carryOut(_ outputs: [ServerOutput]) {
        var encoded: (message: HostMessage, body: ByteBuffer)?
        var eventful: Set<RoomCode> = []
        var roomsChanged = false
        var batch = WriteBatch()
        defer {
            batch.flush()
            for code in eventful { if let game = shard.rooms[code]?.session.game { shared.changed(code, game) } }
        }
        for output in outputs {
            switch output {
            case .send(let message, let peer):
                guard let channel = channels[peer] else { continue }
                if encoded?.message != message {
                    guard let body = try? NetCodec.encode(message) else {
                        log("\(peer): a message could not be encoded", room: shard.room(of: peer))
                        continue
                    }
                    encoded = (message, channel.allocator.buffer(bytes: body))
                }
                lastWrites[peer] = encoded.map { batch.write($0.body, to: channel) }
                lastSent[peer] = ticks
            case .disconnect(let peer, let reason, let lingers):
                log("\(peer) disconnected: \(reason)", room: shard.room(of: peer))
                lastSent.removeValue(forKey: peer)
                guard let channel = channels.remove(peer) else { continue }
                channel.hangUp(after: lastWrites.removeValue(forKey: peer), lingering: lingers)
            case .log(let line, let room):
                log(line, room: room)
                if let room { eventful.insert(room) }
            case .refused(let address, let reason, let room):
                shared.metrics.refused(reason)
                var metadata: Logger.Metadata = ["address": "\(address)", "reason": "\(reason.label)"]
                if let room { metadata["room"] = "\(room)" }
                shared.logger.notice("refused \(address): \(reason.label)", metadata: metadata)
            case .roomOpened(let code):
                roomsChanged = true
                log("opened", room: code)
            case .roomClosed(let code):
                roomsChanged = true
                shared.door.withLockedValue { $0.closed(code) }
                log("closed", room: code)
            case .knock(let peer, let hello, let address):
                knock(peer, hello: hello, address: address)
            }
        }
        if roomsChanged { shared.metrics.rooms.record(shared.door.withLockedValue { $0.roomCount }) }
    }

    /// Takes `peer`'s hello to the door, and the peer to the loop holding the room it names.
    private func knock(_ peer: PeerID, hello: Hello, address: String) {
        let admission = shared.door.withLockedValue { door in
            door.admit(hello, address: address, now: now, using: &generator)
        }
        let home = admission.code?.shard(among: cores.count) ?? index
        guard home != index, let channel = channels.remove(peer) else {
            return carryOut(
                shard.enter(peer, hello: hello, address: address, admission: admission, now: now, using: &generator))
        }
        lastWrites.removeValue(forKey: peer)
        lastSent.removeValue(forKey: peer)
        // The peer was accepted on this loop, and said hello here: its messages follow it from now on.
        homes[peer] = home
        cores[home].eventLoop.execute { [cores] in
            cores[home].value.enter(peer, channel: channel, hello: hello, address: address, admission: admission)
        }
    }

    private func log(_ line: String, room: RoomCode?) {
        if let room {
            shared.logger.info("\(line)", metadata: ["room": "\(room)"])
        } else {
            shared.logger.info("\(line)")
        }
    }

    /// How many parts each second is cut into for the heartbeats and the rooms' clocks.
    static let slices = RoomShard.slices
    /// Ticks of silence after which a peer hears the heartbeat: two seconds.
    static let quiet = 2 * slices
    private var slice = 0

    /// A hundredth of a second passed: a hundredth of this shard's connections hear the heartbeat,
    /// unless something else reached them in the last two seconds, and a hundredth of its rooms' clocks
    /// tick.
    /// Cut this fine, 20,000 connections and 5,000 rooms cost a claim that arrives meanwhile a few
    /// milliseconds, not the tens that a tenth at a time took. Ten times a second, computer players
    /// move as they come due; once a second, today's date and the figures.
    func tick(today: () -> DailyDate) {
        ticks += 1
        slice = (slice + 1) % Self.slices
        var batch = WriteBatch()
        for (peer, channel) in channels.peers(in: slice) {
            // Any message says the link is up: the heartbeat is for a peer that heard nothing for the
            // last two seconds, so none is silent for three, well inside a window's limit of five.
            guard ticks - (lastSent[peer] ?? -Self.quiet) >= Self.quiet else { continue }
            batch.send(Self.ping, to: channel)
            lastSent[peer] = ticks
        }
        batch.flush()
        if slice % (Self.slices / 10) == 0, shard.hasComputers { apply(.computersDue) }
        if slice == 0 {
            let date = today()
            if shard.today != date { shard.today = date }
        }
        apply(.roomsTicked(slice: slice))
        guard slice == 0 else { return }
        if index == 0 { shared.door.withLockedValue { $0.forget(now: now) } }
        let count = shard.playerCount
        let players = shared.players.withLockedValue { players in
            players[index] = count
            return players.reduce(0, +)
        }
        shared.metrics.players.record(players)
        shared.metrics.rooms.record(shared.door.withLockedValue { $0.roomCount })
    }

    /// The slice of the second in which `peer` hears the heartbeat: a loop's peers are numbered one
    /// loop apart, so consecutive peers of every loop fall in consecutive slices.
    private func heartbeatSlice(of peer: PeerID) -> Int {
        (peer.rawValue / max(1, cores.count)) % Self.slices
    }

    /// The heartbeat's frame body, encoded once.
    private static let ping: ByteBuffer = ByteBuffer(bytes: (try? NetCodec.encode(HostMessage.ping)) ?? [])

    /// Closes every connection this loop reads (at the server's stop); the futures complete as each has closed.
    func closeAll() -> [EventLoopFuture<Void>] {
        for channel in accepted.values { channel.close(promise: nil) }
        return accepted.values.map(\.closeFuture)
    }
}
