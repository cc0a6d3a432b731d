import NIOCore
import SetProtocol

/// The host's state on its event loop: the session, and the channel of each peer.
///
/// Owned by the one event loop all connections share (NIOLoopBound checks it), so
/// the session changes in arrival order with no lock.
final class HostCore: ConnectionCore {
    private(set) var session: HostSession
    private var channels: [PeerID: any Channel] = [:]
    /// Each peer's last write, so a disconnect closes only after what was sent before it.
    private var lastWrites: [PeerID: EventLoopFuture<Void>] = [:]
    private var nextPeer = 1
    private var generator = SystemRandomNumberGenerator()
    private let start = NIODeadline.now()
    /// The game clock when the host started: a resumed game's clock goes on from where it was.
    private let origin: Double
    private let logLine: @Sendable (String) -> Void
    private let changed: @Sendable (HostGame) -> Void

    init(
        session: HostSession, log: @escaping @Sendable (String) -> Void,
        changed: @escaping @Sendable (HostGame) -> Void = { _ in }
    ) {
        self.session = session
        origin = session.game.clock
        lastSecond = origin
        logLine = log
        self.changed = changed
    }

    /// The game clock: seconds on the monotonic clock since the host started, after `origin`.
    var now: Double { origin + Double((NIODeadline.now() - start).nanoseconds) / 1e9 }

    /// A new peer's number.
    func makePeerID() -> PeerID {
        defer { nextPeer += 1 }
        return PeerID(nextPeer)
    }

    func connected(_ peer: PeerID, channel: any Channel) {
        channels[peer] = channel
        apply(.peerConnected(peer))
    }

    func closed(_ peer: PeerID) {
        channels.removeValue(forKey: peer)
        lastWrites.removeValue(forKey: peer)
        apply(.peerClosed(peer))
    }

    func received(_ message: ClientMessage, from peer: PeerID) {
        apply(.messageReceived(message, from: peer))
    }

    func refused(_ error: NetProtocolError, from peer: PeerID) {
        apply(.frameRefused(error, from: peer))
    }

    func failed(_ peer: PeerID, error: any Error) {
        logLine("\(peer) connection error: \(error)")
    }

    /// Feeds `input` to the session and carries out its outputs.
    ///
    /// After a player event (a line in the log) the game is handed to `changed`, for the autosave.
    func apply(_ input: HostInput) {
        var logged = false
        defer { if logged { changed(session.game) } }
        for output in session.apply(input, now: now, using: &generator) {
            switch output {
            case .send(let message, let peer):
                lastWrites[peer] = channels[peer]?.writeAndFlush(message)
            case .disconnect(let peer, let reason, let lingers):
                logLine("\(peer) disconnected: \(reason)")
                guard let channel = channels.removeValue(forKey: peer) else { continue }
                channel.hangUp(after: lastWrites.removeValue(forKey: peer), lingering: lingers)
            case .log(let line):
                logged = true
                logLine(line)
            }
        }
    }

    /// The game clock at the last once-a-second tick.
    private var lastSecond = 0.0

    /// The host's tick: the computer players' moves that are due, and once a second the clock's tick
    /// (silent peers, kept seats) and the heartbeat.
    func tick() {
        let now = now
        if let due = session.game.nextComputerMove, due <= now { apply(.computersDue) }
        guard now - lastSecond >= 0.999 else { return }
        lastSecond = now
        apply(.clockTicked)
        beat()
    }

    /// Sends every connection the host's heartbeat (once a second, from the host's tick).
    func beat() {
        for (peer, channel) in channels { lastWrites[peer] = channel.writeAndFlush(HostMessage.ping) }
    }

    /// Closes every connection (at the host's stop); the futures complete as each has closed.
    func closeAll() -> [EventLoopFuture<Void>] {
        for channel in channels.values { channel.close(promise: nil) }
        return channels.values.map(\.closeFuture)
    }
}
