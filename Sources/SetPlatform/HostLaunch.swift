import Glibc
import Logging
import Prometheus
import ServiceLifecycle
import SetCore
import SetNet
import SetProtocol
import SetStorage

/// Starting a host, for `--host` (with its window) and `--serve` (without).
package enum HostLaunch {
    /// The game to serve: the autosave's, taken up again, unless a new one is asked for or there is none.
    ///
    /// - Parameters:
    ///   - seed: deal a new game from this seed (`--seed`); nil deals from a random one.
    ///   - fresh: deal a new game even if the autosave holds one (`--new`).
    ///   - started: whether a new game starts at once (`--serve`) or waits in its lobby (`--host`).
    ///   - mode: the way to play (`--mode`): a kept game of another mode is not resumed; nil resumes
    ///     whatever was kept, and a new game is the classic one.
    package static func game(
        files: NetworkFiles, password: String?, seed: UInt64?, fresh: Bool,
        started: Bool, mode: Game.Mode? = nil
    ) -> HostGame {
        if seed == nil, !fresh, let saved = files.hostGame(), mode == nil || saved.mode == mode {
            return saved.resuming(password: password)
        }
        return HostGame(
            seed: seed ?? UInt64.random(in: 0...UInt64.max), mode: mode ?? .solo, date: DailyDate.localToday,
            password: password, now: 0, started: started)
    }

    /// Starts serving `game` on every interface at `port`, logging player events on standard
    /// output and saving the game in the state folder after each one.
    ///
    /// - Parameter idleSeconds: the silence after which a peer is disconnected; nil keeps the protocol's 30 seconds.
    ///
    /// - Parameter changed: also told the game after each player event (the LAN beacon's summary).
    package static func start(
        _ game: HostGame, port: Int, files: NetworkFiles, idleSeconds: Int? = nil,
        computers: NetHost.ComputerPlayers = NetHost.ComputerPlayers(),
        changed: @escaping @Sendable (HostGame) -> Void = { _ in }
    ) throws -> NetHost {
        files.saveHostGame(game)
        changed(game)
        let idleLimit = Double(idleSeconds ?? 30)
        return try Blocking.run {
            try await NetHost.start(
                game: game, port: port, log: printLine,
                changed: { game in
                    files.saveHostGame(game)
                    changed(game)
                },
                idleLimit: idleLimit, computers: computers)
        }
    }

    /// What `--serve` is asked for, beyond the open room's game.
    package struct ServeOptions: Sendable {
        /// The TCP port to listen on.
        package var port = NetProtocol.defaultPort
        /// The silence after which a peer is disconnected (the hidden `--idle-seconds`); nil keeps 30 s.
        package var idleSeconds: Int?
        /// How long a room stays after its last player or its game's end (the hidden `--room-idle-seconds`).
        package var roomIdleSeconds: Int?
        /// The most connections at once (`--max-connections`).
        package var maxConnections = 10_000
        /// Where to serve the Prometheus figures (`--metrics-port`), if anywhere.
        package var metricsPort: Int?
        /// The event loops that carry the rooms (`--threads`); nil: one per core.
        package var threads: Int?
        /// This server's letter among several (`--letter`), if any.
        package var letter: ServerLetter?
        /// The other letters' servers (`--peer`).
        package var peers: [Character: ServerAddress] = [:]
        /// The servers' domain (`--domain`): a letter with no `--peer` is at `letter.domain`, on this port.
        package var domain: String?

        /// Where each other letter's rooms are: its `--peer`, else its host in `--domain`.
        var letterServers: [Character: ServerAddress] {
            guard let letter, let domain else { return peers }
            var servers = peers
            for character in RoomCode.alphabet where character != letter.character && servers[character] == nil {
                let other = ServerLetter(String(character))?.host(in: domain) ?? domain
                servers[character] = ServerAddress(host: other, port: port)
            }
            return servers
        }

        /// The defaults: port 7373, 10,000 connections, no figures served.
        package init() {}
    }

    /// `--serve`: a rooms server with no window until SIGTERM or SIGINT; returns the exit status.
    ///
    /// The open room plays the autosave's game (or a new one); the rooms kept at the last stop
    /// are taken up again. On SIGTERM or SIGINT every room is kept in the state folder, through
    /// swift-service-lifecycle's graceful shutdown.
    package static func serve(
        _ options: ServeOptions, password: String?, seed: UInt64?, fresh: Bool, mode: Game.Mode? = nil
    ) -> Int32 {
        let logger = Logger(label: "set-game") { StreamLogHandler.standardOutput(label: $0) }
        if let warning = OpenFileLimit.raise(toHold: options.maxConnections) { logger.warning("\(warning)") }
        let files = NetworkFiles(locations: .current)
        let game = Self.game(files: files, password: password, seed: seed, fresh: fresh, started: true, mode: mode)
        files.saveHostGame(game)
        var limits = RoomServer.Limits(maxConnections: options.maxConnections)
        if let idle = options.idleSeconds { limits.idleLimit = Double(idle) }
        if let idle = options.roomIdleSeconds { limits.roomIdleSeconds = Double(idle) }
        var generator = SystemRandomNumberGenerator()
        // The open room's game is the autosave's (written after every player event); the other rooms
        // are those kept at the last stop.
        let kept = fresh ? [] : files.serverRooms().filter { !$0.isOpen || $0.game.mode == game.mode }
        var openKept = kept.first(where: \.isOpen)
        openKept?.game = game
        let rooms = RoomServer(
            restoring: kept.filter { !$0.isOpen } + (openKept.map { [$0] } ?? []), openGame: game, limits: limits,
            letter: options.letter?.character, peers: options.letterServers, today: DailyDate.localToday, now: 0,
            using: &generator)
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        // A claim's answer takes well under a millisecond on an idle server: buckets from 0.1 ms.
        factory.durationHistogramBuckets["set_claim_seconds"] = [
            0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1,
        ].map { Duration.microseconds(Int64($0 * 1e6)) }
        let metrics = factory
        let status: Int32 =
            (try? Blocking.run {
                let host: RoomHost
                do {
                    host = try await RoomHost.start(
                        rooms: rooms, threads: options.threads, port: options.port, logger: logger,
                        metrics: metrics, today: { DailyDate.localToday },
                        changed: { code, game in if code == rooms.openRoom { files.saveHostGame(game) } })
                } catch {
                    Diagnostics.warn("set-game: cannot serve on port \(options.port): \(error)")
                    return 1
                }
                var endpoint: MetricsEndpoint?
                if let metricsPort = options.metricsPort {
                    do {
                        endpoint = try await MetricsEndpoint.start(registry: registry, port: metricsPort)
                    } catch {
                        Diagnostics.warn("set-game: cannot serve the metrics on port \(metricsPort): \(error)")
                        try? await host.stop()
                        return 1
                    }
                }
                let resumed = game.seats.contains { $0 != nil } ? " (resumed)" : ""
                let modeName = game.mode.hostsClassicTable ? "" : " (\(game.mode.title))"
                let others = kept.count { !$0.isOpen }
                let taken = others == 0 ? "" : "; \(others.counted("room")) taken up again"
                printLine(
                    "serving\(modeName) on port \(host.port)\(resumed), open room \(rooms.openRoom)\(taken), "
                        + "\(host.threads.counted("thread"))\(options.letter.map { ", letter \($0)" } ?? ""); "
                        + "stop with Ctrl+C or SIGTERM")
                if let endpoint { printLine("metrics on port \(endpoint.port) at /metrics") }
                let service = RoomService(host: host, files: files, endpoint: endpoint)
                let group = ServiceGroup(
                    configuration: ServiceGroupConfiguration(
                        services: [.init(service: service)], gracefulShutdownSignals: [.sigterm, .sigint],
                        logger: logger))
                do {
                    try await group.run()
                } catch {
                    Diagnostics.warn("set-game: the server stopped: \(error)")
                    return 1
                }
                return 0
            }) ?? 1
        files.flush()
        return status
    }

    /// Writes one line to standard output at once (a log read through a pipe sees each line as it happens).
    @Sendable static func printLine(_ line: String) {
        try? AtomicFile.writeAll(Array((line + "\n").utf8), to: STDOUT_FILENO, path: "standard output")
    }
}

/// The rooms server as a service: runs until the graceful shutdown (SIGTERM or SIGINT), then keeps
/// every room in the state folder and stops.
private struct RoomService: Service {
    let host: RoomHost
    let files: NetworkFiles
    let endpoint: MetricsEndpoint?

    func run() async throws {
        try? await gracefulShutdown()
        let saved = (try? await host.savedRooms()) ?? []
        files.saveServerRooms(saved)
        try? await host.stop()
        try? await endpoint?.stop()
        let count = saved.count
        HostLaunch.printLine("stopped: \(count.counted("room")) kept for the next start")
    }
}
