import Foundation
import PNGFile
import Testing

@testable import SetCore
@testable import SetGame
@testable import SetPlatform
@testable import SetStorage

/// The built `set-game` as a player runs it: flags, files, and no display.
@Suite("Command line", .serialized, .onBlockingThreads)
struct CommandLineTests {
    /// A running `set-game` with its own files, stopped at the end.
    final class Launch {
        let process = Process()
        let trace: URL
        private let errors = Pipe()

        init(_ arguments: [String], folder: StorageTests.Folder, environment extra: [String: String] = [:]) throws {
            trace = folder.url.appendingPathComponent("trace-\(UUID().uuidString).jsonl")
            // A returning player: the tutorial does not open over the table.
            try ProcessSupport.markTutorialSeen(in: folder.url)
            process.executableURL = ProcessSupport.setGame
            process.arguments = arguments + ["--trace", trace.path]
            process.environment = CommandLineTests.environment(folder).merging(extra) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
        }

        deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        /// The trace's start line, once the first frame is on screen.
        func start() throws -> [String: Any] {
            try #require(ProcessSupport.wait { !ProcessSupport.jsonLines(trace).isEmpty }, "the game did not start")
            return try #require(ProcessSupport.jsonLines(trace).first)
        }

        /// Quits as Ctrl+C does and returns the exit status and standard error.
        func quit() -> (status: Int32, stderr: String) {
            kill(process.processIdentifier, SIGINT)
            _ = ProcessSupport.wait(timeout: 10) { !process.isRunning }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, text)
        }
    }

    /// This process's environment with the game's files in `folder` and no display needed.
    static func environment(_ folder: StorageTests.Folder) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.url.path + "/state"
        environment["XDG_DATA_HOME"] = folder.url.path + "/data"
        environment["SDL_VIDEODRIVER"] = "offscreen"
        // Silent and the same on every machine: SDL's dummy audio driver.
        environment["SDL_AUDIODRIVER"] = "dummy"
        return environment
    }

    static func ids(_ line: [String: Any]) -> [String] {
        (line["cards"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }

    // MARK: Bad flags

    static let badFlags: [([String], String)] = [
        (["--size", "0x0"], "The value '0x0' is invalid for '--size <WxH>'"),
        (["--size", "abc"], "The value 'abc' is invalid for '--size <WxH>'"),
        (["--size", "100000x100000"], "The value '100000x100000' is invalid for '--size <WxH>'"),
        (["--seed", "-x"], "Missing value for '--seed <seed>'"),
        (["--seed", "abc"], "The value 'abc' is invalid for '--seed <seed>'"),
        (["--seed", "-1"], "Missing value for '--seed <seed>'"),
        (["--colour-blind"], "Unknown option '--colour-blind'"),
        (["--two-player=yes"], "The option '--two-player' does not take any value, but 'yes' was specified."),
        (["extra"], "Unexpected argument 'extra'"),
        (["---seed", "3"], "Invalid option: ---seed"),
        (["--install", "--uninstall"], "--install and --uninstall cannot be used together"),
        (["--trace", ""], "--trace needs a file name"),
        (["--overlay", "menu"], "--overlay draws a screenshot: it needs --screenshot"),
        (
            ["--screenshot", "/tmp/never.png", "--overlay", "help"],
            "--overlay takes one of menu, rules, tutorial, modes, settings, stats, pause, online, pastGames, review, replay, practice, about, charts, not \"help\""
        ),
        (["--volume", "101"], "--volume must be from 0 to 100, not 101"),
        (["--keep-games", "0"], "--keep-games takes a number of games from 1 up, or all, not \"0\""),
        (["--volume", "loud"], "The value 'loud' is invalid for '--volume <N>'"),
        (["--volume", "99999999999999999999"], "The value '99999999999999999999' is invalid for '--volume <N>'"),
        (["--volume"], "Missing value for '--volume <N>'"),
        (
            ["--theme", "sepia"],
            "The value 'sepia' is invalid for '--theme <name>'. Please provide one of 'classic', 'dark' or 'highContrast'."
        ),
        (["--theme"], "Missing value for '--theme <name>'"),
        (["--labels=yes"], "The option '--labels' does not take any value, but 'yes' was specified."),
        (["--daily", "--two-player"], "--daily and --two-player cannot be used together: each chooses a mode"),
        (["--junior", "--two-player"], "--junior and --two-player cannot be used together: each chooses a mode"),
        (["--junior", "--daily", "2026-11-01"], "--daily and --junior cannot be used together: each chooses a mode"),
        (
            ["--two-player", "--daily", "--junior"],
            "--daily, --junior and --two-player cannot be used together: each chooses a mode"
        ),
        (["--daily", "2026-02-30"], "--daily takes a date written YYYY-MM-DD, not \"2026-02-30\""),
        (["--daily", "tomorrow"], "--daily takes a date written YYYY-MM-DD, not \"tomorrow\""),
        (["--daily", "9999-12-31"], "--daily 9999-12-31 is in the future: today is "),
        (["--opponents", "4"], "--opponents must be from 1 to 3, not 4"),
        (["--opponents", "0"], "--opponents must be from 1 to 3, not 0"),
        (["--level", "expert"], "--level is for --opponents: how well the computer players play"),
        (["--opponents", "1", "--level", "grandmaster"], "The value 'grandmaster' is invalid for '--level <level>'"),
        (
            ["--opponents", "2", "--join", "example.org"],
            "--opponents cannot be used with --join: computer players sit at a table of your own or your --host"
        ),
        (
            ["--opponents", "1", "--two-player"],
            "--opponents cannot be used with --two-player: two players at one keyboard play each other"
        ),
        (["--opponents", "1", "--junior"], "--opponents cannot be used with --junior: use --mode junior"),
        (
            ["--opponents", "1", "--mode", "twoPlayer"],
            "--opponents cannot be used with --mode twoPlayer: two players at one keyboard"
        ),
    ]

    @Test(arguments: badFlags)
    func aBadFlagIsNamedAndExitsWithTheUsageStatus(arguments: [String], message: String) throws {
        let folder = try StorageTests.Folder()
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, arguments,
            environment: Self.environment(folder), timeout: 10)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: set-game"))
        // Nothing was saved or started.
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/state"))
    }

    @Test func aBadValuePrintsTheProblemTheOptionsHelpAndTheUsage() throws {
        let folder = try StorageTests.Folder()
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--seed", "abc"],
            environment: Self.environment(folder), timeout: 10)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                Error: The value 'abc' is invalid for '--seed <seed>'
                Help:  --seed <seed>  Start a new game dealt from this seed (a whole number from 0 to 18446744073709551615).
                Usage: set-game <options>
                  See 'set-game --help' for more information.

                """)
    }

    /// An error out of the game itself is worded as ArgumentParser worded it: `Error: ` and status 1, no usage.
    @Test func aTraceThatCannotBeCreatedIsAnErrorWithStatusOne() throws {
        let folder = try StorageTests.Folder()
        let target = folder.url.path + "/no-such-folder/trace.jsonl"
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--trace", target, "--size", "320x240"],
            environment: Self.environment(folder), timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("Error: cannot create the trace file \(target)\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("Usage:"))
    }

    // MARK: --help, --version

    @Test func helpIsPrintedOnStandardOutputAndExitsZero() throws {
        let folder = try StorageTests.Folder()
        var environment = Self.environment(folder)
        environment["COLUMNS"] = nil
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--seed", "3", "--help", "--bogus"],
            environment: environment, timeout: 10)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // Standard output is a pipe: 80 columns.
        #expect(result.stdout == CommandLineHelpTests.argumentParserHelp + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/state"))
    }

    @Test func helpIsWrappedToColumns() throws {
        let folder = try StorageTests.Folder()
        var environment = Self.environment(folder)
        environment["COLUMNS"] = "60"
        let result = try ProcessSupport.run(ProcessSupport.setGame.path, ["-h"], environment: environment, timeout: 10)
        #expect(result.status == 0)
        #expect(result.stdout == SetGameCommand.helpMessage(columns: 60) + "\n")
        #expect(
            result.stdout.contains("\nFind three cards that are, feature by feature, all the same\nor all different."))
    }

    @Test func versionIsPrintedAndExitsZero() throws {
        let folder = try StorageTests.Folder()
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--version"],
            environment: Self.environment(folder), timeout: 10)
        #expect(result.status == 0)
        #expect(result.stdout == "set-game \(GameRelease.version)\n" && GameRelease.version == "1.1.0")
        #expect(result.stderr == "")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func aCompletionScriptIsPrintedForEachShell(shell: String) throws {
        let folder = try StorageTests.Folder()
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--generate-completion-script", shell],
            environment: Self.environment(folder), timeout: 10)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for name in ["seed", "size", "two-player", "junior", "new", "stats", "trace", "screenshot"] {
            // Fish names a long option `-l 'seed'`, the others `--seed`.
            let flag = shell == "fish" ? "-l '\(name)'" : "--\(name)"
            #expect(result.stdout.contains(flag), "\(shell): \(flag)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/state"))
    }

    @Test func withoutADisplayItSaysSoAndSuggestsAScreenshot() throws {
        let folder = try StorageTests.Folder()
        var environment = Self.environment(folder)
        environment["SDL_VIDEODRIVER"] = "x11"
        environment["DISPLAY"] = ":9999"
        let result = try ProcessSupport.run(ProcessSupport.setGame.path, [], environment: environment, timeout: 10)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("set-game: cannot open a window (SDL: ") == true)
        #expect(lines.last == "set-game: --screenshot PATH.png draws the table without a display")
    }

    @Test func withNoDisplayAtAllItSaysSoInsteadOfWaitingForever() throws {
        // As from an SSH session, a text console or cron: SDL would fall back to
        // its offscreen driver and show the window to nobody.
        let folder = try StorageTests.Folder()
        var environment = Self.environment(folder)
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        let started = Date()
        let result = try ProcessSupport.run(ProcessSupport.setGame.path, [], environment: environment, timeout: 10)
        let seconds = Date().timeIntervalSince(started)
        try #require(seconds < 10, "set-game was still running after 10 s: it waits for a window nobody sees")
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("set-game: ") }
        #expect(
            lines == [
                "set-game: cannot open a window: no display to show it on (neither DISPLAY nor "
                    + "WAYLAND_DISPLAY is set; SDL fell back to its offscreen driver)",
                "set-game: --screenshot PATH.png draws the table without a display",
            ], "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/state/set-game/game-solo.json"))
    }

    // MARK: --screenshot

    @Test func aScreenshotIsAPNGOfTheRequestedSizeWithNoDisplay() throws {
        let folder = try StorageTests.Folder()
        var environment = Self.environment(folder)
        environment["DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        let shot = folder.url.appendingPathComponent("table.png")
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path,
            ["--screenshot", shot.path, "--size", "800x600", "--seed", "3"],
            environment: environment, timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path: shot.path)
        #expect(image.width == 800 && image.height == 600)
        // The file holds exactly the pixels of the same table drawn in this process.
        let settings = LaunchSettings(play: .init(seed: 3), overrides: .init(size: WindowSize(width: 800, height: 600)))
        let drawn = try #require(Screenshot.render(Screenshot.scene(settings, seed: 3)))
        var differing = 0
        for y in 0..<600 {
            for x in 0..<800 where image.pixel(x: x, y: y) != drawn.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ from the table drawn in process")
        // A screenshot neither saves nor replaces the game in progress.
        #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/state/set-game/game-solo.json"))
    }

    @Test func aScreenshotThatCannotBeWrittenSaysWhere() throws {
        let folder = try StorageTests.Folder()
        let target = folder.url.appendingPathComponent("no-such-folder/table.png").path
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--screenshot", target],
            environment: Self.environment(folder), timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot write \(target)"), "\(result.stderr)")
    }

    @Test func aScreenshotThatCannotReplaceItsTargetLeavesNoPartFileBehind() throws {
        let folder = try StorageTests.Folder()
        // A folder where the file should go: the picture is written, then cannot be renamed over it.
        let target = folder.url.appendingPathComponent("table.png").path
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--screenshot", target, "--size", "320x240"],
            environment: Self.environment(folder), timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot write \(target)"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["table.png"])
    }

    /// A name without a folder lands in the working folder. `a` used to trap in
    /// Foundation's `NSString.deletingLastPathComponent` (a one-letter name
    /// without a folder), before the game moved to FoundationEssentials.
    @Test(arguments: ["shot.png", "a"])
    func aScreenshotNamedWithoutAFolderLandsInTheWorkingFolder(name: String) throws {
        let folder = try StorageTests.Folder()
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--screenshot", name, "--size", "320x240"],
            environment: Self.environment(folder), directory: folder.url, timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(path: folder.url.path + "/" + name)
        #expect(image.width == 320 && image.height == 240)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [name])
    }

    /// A disk that fills up while the PNG is written: a 16 KiB tmpfs in a mount
    /// namespace of its own (root only, as in CI), so nothing else sees it.
    @Test(.enabled(if: getuid() == 0, "mounting a small tmpfs needs root"))
    func aScreenshotOnAFullDiskSaysWhereAndLeavesNothing() throws {
        let folder = try StorageTests.Folder()
        let disk = folder.url.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        let target = disk + "/table.png"
        let script =
            "mount -t tmpfs -o size=16k tmpfs \"$1\" && \"$2\" --screenshot \"$1/table.png\" --size 900x600 --seed 5; "
            + "status=$?; ls -A \"$1\"; exit $status"
        let result = try ProcessSupport.run(
            "/usr/bin/unshare",
            [
                "--mount", "sh", "-c", script, "sh", disk,
                ProcessSupport.setGame.path,
            ],
            environment: Self.environment(folder), timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot write \(target): "), "\(result.stderr)")
        #expect(result.stderr.contains("No space left on device"))
        // `ls -A` inside the namespace lists nothing: no half-written file, no temporary.
        #expect(result.stdout == "")
    }

    // MARK: --stats

    @Test func statsPrintsTheTableAndExits() throws {
        let folder = try StorageTests.Folder()
        let locations = StorageLocations(environment: Self.environment(folder))
        var stats = Statistics()
        stats.gamesStarted = 3
        stats.gamesFinished = 2
        stats.setsFound = 49
        stats.bestTime = 461
        stats.bestScore = 120
        stats.finishedSoloSeconds = 900
        stats.finishedSoloSets = 48
        stats.findTimes[0].add(4.6)
        stats.findTimes[0].add(8)
        stats.findTimes[3].add(19.2)
        stats.missedSets[3] = 1
        #expect(Storage(locations: locations, echoesWarnings: false).saveStatistics(stats))
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--stats"],
            environment: Self.environment(folder), timeout: 10)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                                         Set  Junior
                Games started              3       0
                Games finished             2       0
                Sets found                49       0
                Hints used                 0       0
                Best time (solo)        7:41       -
                Best score (solo)        120       -
                Seconds per Set (solo)  18.8       -

                Daily puzzles solved   0
                Current streak (days)  0
                Longest streak (days)  0
                Best daily time        -

                Kinds of Set (solo)   found  median seconds  missed
                differ in 1 feature       2             6.5       0
                differ in 2 features      0               -       0
                differ in 3 features      0               -       0
                differ in 4 features      1            19.0       1
                all                       3             8.0       1

                Variants  none played yet

                """)
    }

    @Test func statsWithADamagedFileWarnsAndPrintsZeros() throws {
        let folder = try StorageTests.Folder()
        let locations = StorageLocations(environment: Self.environment(folder))
        try folder.put(Array("{\"format\": \"set-game/stats\"".utf8), at: locations.statistics)
        let result = try ProcessSupport.run(
            ProcessSupport.setGame.path, ["--stats"],
            environment: Self.environment(folder), timeout: 10)
        #expect(result.status == 0)
        #expect(
            result.stderr == "set-game: the statistics were unreadable (not valid JSON); kept them as "
                + "\(locations.statistics).corrupt and started new statistics\n")
        #expect(
            result.stdout.hasPrefix("                        Set  Junior\nGames started             0       0\n"),
            "\(result.stdout)")
    }

    // MARK: Settings flags

    /// `--theme` and `--labels` set what the Settings overlay sets: the first frame draws the theme,
    /// settings.json remembers both, and the next launch without flags keeps them.
    @Test func theThemeAndLabelsFlagsAreDrawnAndRemembered() throws {
        let folder = try StorageTests.Folder()
        let locations = StorageLocations(environment: Self.environment(folder))
        let first = try Launch(["--seed", "7", "--theme", "highContrast", "--labels"], folder: folder)
        #expect(try first.start()["theme"] as? String == "highContrast")
        #expect(first.quit().status == 0)
        let remembered = Storage(locations: locations, echoesWarnings: false).loadSettings()
        #expect(remembered.theme == "highContrast" && remembered.labelsAlwaysShown == true)

        let second = try Launch([], folder: folder)
        #expect(try second.start()["theme"] as? String == "highContrast")
        #expect(second.quit().status == 0)

        let third = try Launch(["--theme", "classic", "--no-labels"], folder: folder)
        #expect(try third.start()["theme"] as? String == "classic")
        #expect(third.quit().status == 0)
        let changed = Storage(locations: locations, echoesWarnings: false).loadSettings()
        #expect(changed.theme == "classic" && changed.labelsAlwaysShown == false)
    }

    // MARK: Resuming, --new, bad files

    @Test func theNextLaunchResumesAndNewStartsAFreshGame() throws {
        let folder = try StorageTests.Folder()
        let first = try Launch(["--seed", "7", "--size", "640x480"], folder: folder)
        let dealt = Self.ids(try first.start())
        #expect(first.quit().status == 0)

        let second = try Launch([], folder: folder)
        let resumed = try second.start()
        #expect(Self.ids(resumed) == dealt)
        // The size given last time is remembered.
        #expect(resumed["window"] as? [Int] == [640, 480])
        #expect(second.quit().status == 0)

        let third = try Launch(["--new"], folder: folder)
        let fresh = try third.start()
        #expect(Self.ids(fresh) != dealt)
        #expect(fresh["deck"] as? Int == 69)
        #expect(third.quit().status == 0)

        let locations = StorageLocations(environment: Self.environment(folder))
        let saved = try #require(Storage(locations: locations, echoesWarnings: false).loadGame(mode: .solo))
        #expect(saved.table.map(\.code) == Self.ids(fresh))
        #expect(Storage(locations: locations, echoesWarnings: false).loadStatistics().gamesStarted == 2)
    }

    @Test func aCorruptSaveIsKeptAsideAndTheGameStartsFresh() throws {
        let folder = try StorageTests.Folder()
        let locations = StorageLocations(environment: Self.environment(folder))
        let path = locations.savedGame(for: .solo)
        let good = try VersionedFile.encode(StorageTests.playedGame())
        try folder.put(Array(good.prefix(700)), at: path)
        let launch = try Launch(["--size", "800x600"], folder: folder)
        let start = try launch.start()
        let warning =
            "the saved game was unreadable (not valid JSON); kept it as \(path).corrupt and started a new game"
        #expect(start["message"] as? String == warning)
        #expect(start["deck"] as? Int == 69)
        let (status, stderr) = launch.quit()
        #expect(status == 0)
        #expect(stderr == "set-game: \(warning)\n")
        #expect(folder.bytes(path + ".corrupt") == Array(good.prefix(700)))
        #expect(Storage(locations: locations, echoesWarnings: false).loadGame(mode: .solo)?.deck.count == 69)
    }

    @Test func aStateFolderThatIsAFileWarnsOnceAndTheGamePlays() throws {
        let folder = try StorageTests.Folder()
        let blocker = folder.url.path + "/blocker"
        try folder.put([0], at: blocker)
        let launch = try Launch(["--seed", "2"], folder: folder, environment: ["XDG_STATE_HOME": blocker])
        let start = try launch.start()
        #expect(start["deck"] as? Int == 69)
        let (status, stderr) = launch.quit()
        #expect(status == 0)
        #expect(
            stderr
                == "set-game: cannot save in \(blocker)/set-game (\(blocker): not a folder); playing on without saving\n"
        )
    }

    // MARK: Sound

    @Test(arguments: ["no-such-driver", "alsa"])
    func withoutASoundDeviceTheGamePlaysSilentlyAfterOneLine(driver: String) throws {
        let folder = try StorageTests.Folder()
        // No ALSA card here (or one that is busy): the device does not open; ALSA's own lines are not the player's.
        let launch = try Launch(
            ["--seed", "2", "--volume", "40"], folder: folder,
            environment: ["SDL_AUDIODRIVER": driver, "ALSA_CONFIG_PATH": "/nonexistent"])
        let start = try launch.start()
        #expect(start["volume"] as? Int == 40)
        #expect(start["muted"] as? Bool == false)
        let (status, stderr) = launch.quit()
        #expect(status == 0)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(stderr)")
        #expect(stderr.hasPrefix("set-game: no sound (SDL: ") && stderr.hasSuffix("); playing silently\n"), "\(stderr)")
    }

    @Test(arguments: ["dummy", "disk"])
    func theDummyAndDiskDriversPlayWithoutAWord(driver: String) throws {
        let folder = try StorageTests.Folder()
        let launch = try Launch(
            ["--seed", "2"], folder: folder,
            environment: [
                "SDL_AUDIODRIVER": driver,
                "SDL_DISKAUDIOFILE": folder.url.path + "/audio.raw",
            ])
        let start = try launch.start()
        #expect(start["volume"] as? Int == 80)
        let (status, stderr) = launch.quit()
        #expect(status == 0)
        #expect(stderr.isEmpty, "\(stderr)")
    }
}
