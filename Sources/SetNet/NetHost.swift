import NIOCore
import NIOPosix
import SetCore
import SetOpponents
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
        idleLimit: Double = 30, computers: ComputerPlayers = ComputerPlayers()
    ) async throws -> NetHost {
        // With computer players the host looks in twenty times a second, as often as a person could move;
        // the heartbeat and the clock's tick stay once a second.
        let interval: TimeAmount = computers.levels.isEmpty ? .seconds(1) : .milliseconds(50)
        let server = try await TableServer.start(
            address: address, port: port, replies: .messages, every: interval,
            makeCore: { _ in
                let core = HostCore(
                    session: HostSession(
                        game: game, idleLimit: idleLimit, startsWhenSeated: computers.startWhenSeated),
                    log: log, changed: changed)
                // A kept game taken up again has its computer players at their seats already.
                let seated = game.seats.count { $0?.computer != nil }
                for level in computers.levels.dropFirst(seated) {
                    core.apply(.computerAdded(level, pace: computers.pace(for: level)))
                }
                return core
            },
            tick: { core in core.tick() })
        return NetHost(server: server)
    }

    /// The computer players a host seats before anyone joins.
    public struct ComputerPlayers: Sendable {
        /// One level per computer player, in seat order.
        public var levels: [ComputerLevel]
        /// The pace of the `you` level: the window's player's own (casual's when nil).
        public var yourPace: FindPace?
        /// Whether the game starts as soon as the first person sits down (a game against the computer),
        /// rather than from the lobby.
        public var startWhenSeated: Bool

        /// No computer players.
        public init(levels: [ComputerLevel] = [], yourPace: FindPace? = nil, startWhenSeated: Bool = false) {
            self.levels = levels
            self.yourPace = yourPace
            self.startWhenSeated = startWhenSeated
        }

        /// The pace a computer player of `level` plays at: `you` at the player's own, the others at theirs.
        func pace(for level: ComputerLevel) -> FindPace? {
            level == .you ? yourPace : nil
        }
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

    /// Seats computer players of these levels in the lobby (from any thread; no wait); `you` plays at
    /// casual's pace here, as the host knows no player's finds.
    public func addComputers(_ levels: [ComputerLevel]) {
        server.execute { core in
            guard !core.session.game.isStarted else { return }
            for level in levels { core.apply(.computerAdded(level, pace: nil)) }
        }
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
