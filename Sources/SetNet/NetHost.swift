import NIOCore
import NIOPosix
import SetCore
import SetProtocol

/// A running host: serves a `HostGame` over TCP until stopped.
///
/// One event-loop thread carries every connection, the session and a once-a-second
/// tick (silent peers, kept seats, latencies, and a `ping` to every client, so a client
/// can tell a quiet table from a dead link). A peer that breaks the protocol, floods
/// or goes silent is disconnected alone, with a line in the log; the others play on.
public final class NetHost: Sendable {
    /// The port the host listens on (the one the system chose, when started on port 0).
    public var port: Int { server.port }

    private let server: TableServer<HostCore>

    private init(server: TableServer<HostCore>) {
        self.server = server
    }

    /// Starts serving `game`.
    ///
    /// - Parameters:
    ///   - game: the game to serve (its seed stays here).
    ///   - address: the address to listen on: `0.0.0.0` for every interface, `127.0.0.1` for this machine only.
    ///   - port: the TCP port, `NetProtocol.defaultPort` (7373) unless told; 0 lets the system choose.
    ///   - log: called on the host's thread with a line per player event and per disconnect, with its reason.
    ///   - changed: called on the host's thread with the game after each player event (for an autosave).
    ///   - idleLimit: seconds of silence after which a peer is disconnected: 30, the protocol's rule,
    ///     unless a test wants a silent peer gone sooner.
    /// - Throws: when the address cannot be bound (the port is taken, say).
    public static func start(
        game: HostGame, address: String = "0.0.0.0", port: Int = NetProtocol.defaultPort,
        log: @escaping @Sendable (String) -> Void = { _ in },
        changed: @escaping @Sendable (HostGame) -> Void = { _ in },
        idleLimit: Double = 30
    ) async throws -> NetHost {
        let server = try await TableServer.start(
            address: address, port: port, replies: .messages, every: .seconds(1),
            makeCore: { HostCore(session: HostSession(game: game, idleLimit: idleLimit), log: log, changed: changed) },
            tick: { core in
                core.apply(.clockTicked)
                core.beat()
            })
        return NetHost(server: server)
    }

    /// The game as it stands now (for the host's own view and its autosave).
    public func game() async throws -> HostGame {
        try await server.submit { $0.session.game }
    }

    /// Ends the lobby: the table is dealt to everyone and claims count (from any thread; no wait).
    public func startGame() {
        server.execute { $0.apply(.startRequested) }
    }

    /// Chooses the game's mode while the lobby is open (from any thread; no wait); `date` is the host's today.
    public func chooseMode(_ mode: Game.Mode, date: DailyDate) {
        server.execute { $0.apply(.modeChosen(mode, date: date)) }
    }

    /// Deals a new game to the seats still there, once the game is over (from any thread; no wait).
    public func playAgain() {
        server.execute { $0.apply(.playAgainRequested) }
    }

    /// This machine's IPv4 addresses other players can reach it on (loopback left out), for the lobby to show.
    public static func localAddresses() -> [String] {
        let devices = (try? System.enumerateDevices()) ?? []
        let addresses = devices.compactMap { device -> String? in
            guard case .v4? = device.address, let ip = device.address?.ipAddress, !ip.hasPrefix("127.") else {
                return nil
            }
            return ip
        }
        return Array(Set(addresses)).sorted()
    }

    /// Stops listening, closes every connection and ends the host's thread.
    public func stop() async throws {
        try await server.stop()
    }
}
