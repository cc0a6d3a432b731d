import CoreMetrics
import Logging
import NIOCore
import SetCore
import SetProtocol

/// A rooms server's state on its event loop: the server, the channel of each peer, its log and figures.
///
/// Owned by the one event loop all connections share (NIOLoopBound checks it), so the rooms
/// change in arrival order with no lock.
final class RoomServerCore: ConnectionCore {
    private(set) var server: RoomServer
    private var channels: [PeerID: any Channel] = [:]
    /// Each peer's last write, so a disconnect closes only after what was sent before it.
    private var lastWrites: [PeerID: EventLoopFuture<Void>] = [:]
    private var nextPeer = 1
    private var generator = SystemRandomNumberGenerator()
    private let start = NIODeadline.now()
    private let logger: Logger
    private let metrics: ServerMetrics
    private let changed: @Sendable (RoomCode, HostGame) -> Void

    init(
        server: RoomServer, logger: Logger, metrics: ServerMetrics,
        changed: @escaping @Sendable (RoomCode, HostGame) -> Void
    ) {
        self.server = server
        self.logger = logger
        self.metrics = metrics
        self.changed = changed
    }

    /// Seconds on the monotonic clock since the server started.
    var now: Double { Double((NIODeadline.now() - start).nanoseconds) / 1e9 }

    /// A new peer's number.
    func makePeerID() -> PeerID {
        defer { nextPeer += 1 }
        return PeerID(nextPeer)
    }

    func connected(_ peer: PeerID, channel: any Channel) {
        channels[peer] = channel
        let address = channel.remoteAddress?.ipAddress ?? "unknown"
        apply(.peerConnected(peer, address: address))
    }

    func closed(_ peer: PeerID) {
        channels.removeValue(forKey: peer)
        lastWrites.removeValue(forKey: peer)
        apply(.peerClosed(peer))
    }

    func received(_ message: ClientMessage, from peer: PeerID) {
        metrics.messages.increment()
        guard case .claim = message else { return apply(.messageReceived(message, from: peer)) }
        // A claim's time: from the message read to its answers handed to the sockets.
        let read = NIODeadline.now()
        apply(.messageReceived(message, from: peer))
        metrics.claimTime.recordNanoseconds((NIODeadline.now() - read).nanoseconds)
    }

    func refused(_ error: NetProtocolError, from peer: PeerID) {
        apply(.frameRefused(error, from: peer))
    }

    func failed(_ peer: PeerID, error: any Error) {
        logger.warning("\(peer) connection error: \(error)")
    }

    /// Feeds `input` to the server and carries out its outputs.
    ///
    /// A message sent to several peers in a row (a room's broadcast) is encoded once.
    func apply(_ input: ServerInput) {
        var encoded: (message: HostMessage, body: ByteBuffer)?
        var eventful: Set<RoomCode> = []
        defer {
            for code in eventful { if let game = server.rooms[code]?.session.game { changed(code, game) } }
        }
        for output in server.apply(input, now: now, using: &generator) {
            switch output {
            case .send(let message, let peer):
                guard let channel = channels[peer] else { continue }
                if encoded?.message != message {
                    guard let body = try? NetCodec.encode(message) else {
                        log("\(peer): a message could not be encoded", room: server.room(of: peer))
                        continue
                    }
                    encoded = (message, channel.allocator.buffer(bytes: body))
                }
                lastWrites[peer] = encoded.map { channel.writeAndFlush($0.body) }
            case .disconnect(let peer, let reason, let lingers):
                log("\(peer) disconnected: \(reason)", room: server.room(of: peer))
                guard let channel = channels.removeValue(forKey: peer) else { continue }
                channel.hangUp(after: lastWrites.removeValue(forKey: peer), lingering: lingers)
            case .log(let line, let room):
                log(line, room: room)
                if let room { eventful.insert(room) }
            case .refused(let address, let reason, let room):
                metrics.refused(reason)
                var metadata: Logger.Metadata = ["address": "\(address)", "reason": "\(reason.label)"]
                if let room { metadata["room"] = "\(room)" }
                logger.notice("refused \(address): \(reason.label)", metadata: metadata)
            case .roomOpened(let code):
                log("opened", room: code)
            case .roomClosed(let code):
                log("closed", room: code)
            }
        }
        metrics.connections.record(server.connectionCount)
        metrics.rooms.record(server.rooms.count)
    }

    private func log(_ line: String, room: RoomCode?) {
        if let room {
            logger.info("\(line)", metadata: ["room": "\(room)"])
        } else {
            logger.info("\(line)")
        }
    }

    /// How many parts each second is cut into for the heartbeats.
    static let slices = 10
    private var slice = 0

    /// A tenth of a second passed: a tenth of the connections hear the heartbeat (so 10,000 are
    /// not written in one go while claims wait), and once a second the server's clock ticks, with
    /// today's date and the players' figure.
    func tick(today: () -> DailyDate) {
        slice = (slice + 1) % Self.slices
        for (peer, channel) in channels where peer.rawValue % Self.slices == slice {
            lastWrites[peer] = channel.writeAndFlush(Self.ping)
        }
        // Rooms with computer players: their moves as they come due, to a tenth of a second.
        if server.hasComputers { apply(.computersDue) }
        guard slice == 0 else { return }
        let date = today()
        if server.today != date { server.today = date }
        apply(.clockTicked)
        metrics.players.record(server.playerCount)
    }

    /// The heartbeat's frame body, encoded once.
    private static let ping: ByteBuffer = ByteBuffer(bytes: (try? NetCodec.encode(HostMessage.ping)) ?? [])

    /// Closes every connection (at the server's stop).
    func closeAll() {
        for channel in channels.values { channel.close(promise: nil) }
    }
}
