import Foundation
import Synchronization
import Testing

/// Helpers for tests that run real programs: the built `set-game`, Xvfb, xdotool.
enum ProcessSupport {
    /// The folder holding the test bundle, where SwiftPM also puts `set-game`.
    static var productsFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// The built `set-game` executable.
    static var setGame: URL { productsFolder.appendingPathComponent("set-game") }

    /// The full path of a program on PATH, or nil.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The full path of a program a test needs, or an error naming the
    /// program (as `label`, when its bare name says little) and the Debian package that installs it.
    static func tool(_ name: String, apt package: String, label: String? = nil) throws -> String {
        guard let path = which(name) else {
            throw EndToEndTests.E2EError(
                "\(label ?? name) is missing: apt-get install -y \(package) "
                    + "(the README's test command does)")
        }
        return path
    }

    /// Runs a program to completion (in `directory`, else this process's working
    /// folder) and returns its exit status and output.
    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        directory: URL? = nil, timeout: Double = 30
    ) throws -> (status: Int32, stdout: String, stderr: String) {
        let (process, out, err) = try start(executable, arguments, environment: environment, directory: directory)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return finish(process, out, err)
    }

    /// `run`, waiting without holding a thread: the tests that drive windows side by side
    /// run xdotool hundreds of times, and each blocked wait would hold one of the concurrency
    /// pool's two threads (on a two-core machine) from the network tests beside them.
    static func runAsync(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, timeout: Double = 30
    ) async throws -> (status: Int32, stdout: String, stderr: String) {
        let (process, out, err) = try start(executable, arguments, environment: environment, directory: nil)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { try? await Task.sleep(for: .milliseconds(2)) }
        return finish(process, out, err)
    }

    /// Starts a program with its output and errors in pipes.
    private static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]?, directory: URL?
    ) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    /// Ends a program started by `start` (stopping one past its time) and reads what it wrote.
    private static func finish(_ process: Process, _ out: Pipe, _ err: Pipe) -> (
        status: Int32, stdout: String, stderr: String
    ) {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, stdout, stderr)
    }

    /// Starts the built `set-game` with its files in `folder` (`state/`, `data/`):
    /// on the X display `display` when given, else with no display at all.
    ///
    /// Unless `firstLaunch`, a folder with no settings yet gets settings that say
    /// the tutorial was seen, so the game opens on its table as for a returning player.
    ///
    /// - Parameter audio: the SDL audio driver; `nil` sets none (and drops one this process has), as on a
    ///   player's desktop: SDL then tries the machine's own devices, which a machine with no sound card lacks.
    static func launchGame(
        _ arguments: [String], folder: URL, display: String? = nil,
        environment extra: [String: String] = [:], standardError: Pipe? = nil,
        firstLaunch: Bool = false, namespace: String? = nil, audio: String? = "dummy"
    ) throws -> Process {
        if !firstLaunch { try markTutorialSeen(in: folder) }
        let game = Process()
        if let namespace {
            // Inside a network namespace (`ip netns`); X still answers on its file-system socket.
            game.executableURL = URL(fileURLWithPath: try tool("ip", apt: "iproute2"))
            game.arguments = ["netns", "exec", namespace, setGame.path] + arguments
        } else {
            game.executableURL = setGame
            game.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        if let display {
            environment["DISPLAY"] = display
            environment["SDL_VIDEODRIVER"] = "x11"
        } else {
            environment["SDL_VIDEODRIVER"] = "offscreen"
        }
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        // Silent and the same on every machine, unless a test asks for the disk driver or for none.
        environment["SDL_AUDIODRIVER"] = audio
        game.environment = environment.merging(extra) { $1 }
        game.standardOutput = FileHandle.nullDevice
        if let standardError { game.standardError = standardError }
        try game.run()
        return game
    }

    /// Writes settings that say only that the tutorial was seen, where there are none yet.
    static func markTutorialSeen(in folder: URL) throws {
        let state = folder.appendingPathComponent("state/set-game")
        let settings = state.appendingPathComponent("settings.json")
        guard !FileManager.default.fileExists(atPath: settings.path) else { return }
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let json = #"{"format": "set-game/settings", "version": 1, "settings": {"tutorial": true}}"#
        try Data(json.utf8).write(to: settings)
    }

    /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass, sleeping without holding
    /// one of Swift's cooperative threads: an asynchronous test that blocked one for long (there are two
    /// on a two-core machine) would starve the network tests beside it, whose hosts drop silent peers.
    static func waitAsync(timeout: Double = 15, _ condition: () throws -> Bool) async rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return try condition()
    }

    /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass.
    static func wait(timeout: Double = 15, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try condition() { return true }
            usleep(20_000)
        }
        return try condition()
    }

    /// A condition watched from a thread of its own, every 10 ms, with the moment it first held.
    ///
    /// An asynchronous test that waits on a busy concurrency pool can get to look seconds late;
    /// a watch started at the moment that matters times what the game did, not when the test looked.
    final class Watch: Sendable {
        private let seen = Mutex<(at: ContinuousClock.Instant?, done: Bool)>((nil, false))

        /// Starts watching `condition` for `timeout` seconds.
        init(timeout: Double, _ condition: @escaping @Sendable () -> Bool) {
            Thread { [self] in
                let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
                while ContinuousClock.now < deadline {
                    if condition() {
                        seen.withLock { $0 = (ContinuousClock.now, true) }
                        return
                    }
                    usleep(10_000)
                }
                seen.withLock { $0.done = true }
            }.start()
        }

        /// When the condition first held; nil if it never did within the timeout (waited for without a thread).
        func held() async -> ContinuousClock.Instant? {
            _ = await ProcessSupport.waitAsync(timeout: 3600) { seen.withLock { $0.done } }
            return seen.withLock { $0.at }
        }
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("set-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The lines of a JSON Lines file parsed so far (a missing file has none).
    static func jsonLines(_ url: URL) -> [[String: Any]] {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
