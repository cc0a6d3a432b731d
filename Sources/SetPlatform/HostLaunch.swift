import Glibc
import SetCore
import SetNet
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
    package static func start(_ game: HostGame, port: Int, files: NetworkFiles, idleSeconds: Int? = nil) throws
        -> NetHost
    {
        files.saveHostGame(game)
        let idleLimit = Double(idleSeconds ?? 30)
        return try Blocking.run {
            try await NetHost.start(
                game: game, port: port, log: printLine, changed: files.saveHostGame,
                idleLimit: idleLimit)
        }
    }

    /// `--serve`: hosts with no window until SIGTERM or SIGINT; returns the exit status.
    ///
    /// - Parameter idleSeconds: the silence after which a peer is disconnected (the hidden
    ///   `--idle-seconds`, for tests); nil keeps the protocol's 30 seconds.
    package static func serve(
        port: Int, password: String?, seed: UInt64?, fresh: Bool,
        idleSeconds: Int? = nil, mode: Game.Mode? = nil
    ) -> Int32 {
        // Blocked before any thread starts, so every thread inherits the mask and the
        // signals wait for `sigwait` below instead of ending the process.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let files = NetworkFiles(locations: .current)
        let game = Self.game(files: files, password: password, seed: seed, fresh: fresh, started: true, mode: mode)
        let host: NetHost
        do {
            host = try start(game, port: port, files: files, idleSeconds: idleSeconds)
        } catch {
            Diagnostics.warn("set-game: cannot serve on port \(port): \(error)")
            return 1
        }
        let resumed = game.seats.contains { $0 != nil } ? " (resumed)" : ""
        let mode = game.mode == .solo ? "" : " (\(game.mode.title))"
        printLine("serving\(mode) on port \(host.port)\(resumed); stop with Ctrl+C or SIGTERM")
        var received: Int32 = 0
        sigwait(&signals, &received)
        Blocking.wait { try? await host.stop() }
        files.flush()
        printLine("stopped by \(received == SIGTERM ? "SIGTERM" : "SIGINT")")
        return 0
    }

    /// Writes one line to standard output at once (a log read through a pipe sees each line as it happens).
    @Sendable static func printLine(_ line: String) {
        try? AtomicFile.writeAll(Array((line + "\n").utf8), to: STDOUT_FILENO, path: "standard output")
    }
}
