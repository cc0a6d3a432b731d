import ArgumentParser
import FoundationEssentials
import SetApp
import SetCore
import SetNet
import SetOpponents
import SetPlatform
import SetProtocol
import SetRecords
import SetStorage
import SetTable

/// `set-game`: the command line of the game.
@main
struct SetGameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-game",
        abstract: "The card game Set in a desktop window.",
        discussion: """
            Find three cards that are, feature by feature, all the same or all \
            different. Click cards to select them; drag down or press Space to \
            deal 3 more; turn the board (Ctrl+R, a two-finger twist, or a \
            right-button circle) to shuffle.

            The game is saved after every move and resumed at the next launch \
            (one game per mode); see the README for where the files are kept.

            --daily [YYYY-MM-DD]: the daily puzzle, twelve cards holding six \
            Sets to find, the same for a date everywhere; today's (local time) \
            without a date, or a past day's.

            --daily, --junior and --two-player choose the mode and cannot be \
            combined; without them the game is solo. --mode chooses any of the \
            seventeen modes by name, these three included. The mode buttons \
            under New Game and the menu's Modes switch between the modes \
            while playing.

            --host, --join and --serve play over the network (TCP port 7373 \
            unless --port says otherwise), Set with Friends' normal game \
            unless --mode names another (any but two-player): the first \
            group to reach the host scores, a miss costs a point, and the \
            host deals by itself. --host serves and plays in the window (press \
            Space in the lobby to deal); --serve serves with no window and \
            logs a line per player event until SIGTERM or Ctrl+C.

            --serve is also a rooms server, for friends anywhere: \
            --server HOST[:PORT] --create makes a room there (any --mode) and \
            shows its code, ABCD-EFGH, in the lobby, where its maker deals; \
            the others join with --server HOST --room CODE. Every player \
            connects out, so no router needs changing. The server is \
            remembered: the next time, --room CODE is enough.
            """,
        version: "set-game \(GameRelease.version)"
    )

    @Option(help: "Start a new game dealt from this seed (a whole number from 0 to 18446744073709551615).")
    var seed: UInt64?

    @Option(help: ArgumentHelp("Window size, from 320x240 to 7680x4320 (remembered).", valueName: "WxH"))
    var size: WindowSize?

    @Flag(help: "Two players at one keyboard and mouse (hot seat); saved apart from the solo game.")
    var twoPlayer = false

    @Flag(
        help: "Set Junior: the 27 solid cards, 9 on the table to start; saved and counted apart from the classic game.")
    var junior = false

    @Option(help: ArgumentHelp("Play this mode, by name; each mode is saved and counted apart.", valueName: "name"))
    var mode: Game.Mode?

    /// `--daily [YYYY-MM-DD]`: the date as written, `today` without one; described in the discussion instead.
    @Option(name: .customLong("daily"), defaultAsFlag: DailyArgument.today, parsing: .next, help: .hidden)
    var dailyDate: String?

    @Flag(
        inversion: .prefixedNo,
        help: "A palette and symbol marks that do not rely on telling red from green (remembered).")
    var colorblind: Bool?

    @Option(help: ArgumentHelp("The look of the table and the cards (remembered).", valueName: "name"))
    var theme: ThemeStyle?

    @Flag(
        inversion: .prefixedNo,
        help:
            "Cards that glide, fly and shake to show each change; --no-animation makes every change a cut (remembered)."
    )
    var animation: Bool?

    @Flag(
        inversion: .prefixedNo,
        help: "Key labels on the cards at all times; --no-labels shows them only after K (remembered).")
    var labels: Bool?

    @Option(help: ArgumentHelp("Sound volume, from 0 to 100 (remembered; also unmutes, M mutes).", valueName: "N"))
    var volume: Int?

    @Option(
        help: ArgumentHelp(
            "Keep only the latest N games in the games database, or all of them (remembered; all unless set).",
            valueName: "N|all"))
    var keepGames: String?

    @Option(
        help: ArgumentHelp(
            "Play in this language, by its code: de, fr, pt_BR, en, … (remembered; the system's unless set).",
            valueName: "code"))
    var language: String?

    @Flag(name: .customLong("new"), help: "Start a new game instead of resuming the saved one.")
    var newGame = false

    @Flag(help: "Print the statistics (games, Sets, best time and score, Sets found and missed by kind) and exit.")
    var stats = false

    @Option(
        help: ArgumentHelp(
            "Open the game record in the JSON file PATH (from --export-game) in Review and Replay.", valueName: "PATH"))
    var review: String?

    @Flag(help: "List the games recorded, newest first, with the ids --export-game takes; then exit.")
    var games = false

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Write the record of game ID (see --games) to the JSON file PATH; then exit.", valueName: "ID PATH"))
    var exportGame: [String] = []

    @Option(help: ArgumentHelp("Append a JSON Lines trace of every frame and intent to this file.", valueName: "path"))
    var trace: String?

    @Option(
        help: ArgumentHelp(
            "Draw the opening table headless into a PNG file and exit (no display needed).", valueName: "path.png"))
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            "With --screenshot: draw this overlay over the table (\(Screenshot.overlayNames)).",
            valueName: "name"))
    var overlay: String?

    /// The overlays `--overlay` can draw: every screen a player opens.
    static let screenshotOverlays = Screen.kinds

    @Flag(help: "Install for this user: the program in ~/.local/bin, a menu entry and icons; then exit.")
    var install = false

    @Flag(help: "Remove what --install wrote (saved games and statistics stay); then exit.")
    var uninstall = false

    /// For `.ci/package`: writes the Debian package's data files under a folder, then exits.
    @Option(name: .customLong("package-files"), help: .hidden)
    var packageFiles: String?

    @Flag(help: "Host a network game and play it in the window; others join with --join.")
    var host = false

    @Option(
        help: ArgumentHelp(
            "Play against N computer players, 1 to 3 (with --host, they sit at your table).", valueName: "N"))
    var opponents: Int?

    @Option(
        help: ArgumentHelp(
            "With --opponents: how well they play; casual unless given, you plays at your own pace.",
            valueName: "level"))
    var level: ComputerLevel?

    @Option(
        help: ArgumentHelp(
            "Join the network game hosted at this address (port 7373 unless given).",
            valueName: "host[:port]"))
    var join: JoinAddress?

    @Flag(
        help: "Serve rooms with no window, and an open room: a log line per room and player event; stops on SIGTERM.")
    var serve = false

    @Option(
        help: ArgumentHelp(
            "The rooms server to play on with --create or --room (port 7373 unless given; remembered).",
            valueName: "host[:port]"))
    var server: JoinAddress?

    @Flag(help: "Make a room on the --server and open its lobby; its code is shown there for friends to join.")
    var create = false

    @Option(help: ArgumentHelp("Join the room of this code on the --server.", valueName: "code"))
    var room: RoomCode?

    @Flag(help: "List the games hosted on this network that answer within 2 seconds; then exit.")
    var listGames = false

    @Option(help: ArgumentHelp("With --serve: the most connections at once (10000).", valueName: "N"))
    var maxConnections: Int?

    @Option(help: ArgumentHelp("With --serve: serve Prometheus metrics at /metrics on this port.", valueName: "N"))
    var metricsPort: Int?

    @Option(
        help: ArgumentHelp(
            "With --serve: the event-loop threads that carry the rooms, 1 to 256 (one per core).", valueName: "N"))
    var threads: Int?

    @Option(
        help: ArgumentHelp(
            "With --serve: one server among several; every room code it makes begins with this letter.",
            valueName: "letter"))
    var letter: ServerLetter?

    @Option(
        name: .customLong("peer"),
        help: ArgumentHelp(
            "With --serve --letter: where another letter's server is, given once per letter.",
            valueName: "letter=host[:port]"))
    var peers: [ServerPeer] = []

    @Option(
        help: ArgumentHelp(
            "With --serve --letter: the servers' domain; another letter's rooms are on LETTER.DOMAIN.",
            valueName: "domain"))
    var domain: String?

    @Option(help: ArgumentHelp("With --host or --serve: the TCP port to listen on, 1 to 65535 (7373).", valueName: "N"))
    var port: Int?

    @Option(
        help: ArgumentHelp(
            "With --host, --join, --serve, --create or --room: the word a player needs to join.", valueName: "word"))
    var password: String?

    @Option(
        help: ArgumentHelp(
            "With --host, --join, --create or --room: your name at the table, up to 20 printable characters.",
            valueName: "name"))
    var name: String?

    /// `--idle-seconds N`: with --serve, disconnect a silent peer after N seconds instead of 30.
    ///
    /// A testing knob, hidden from the help: the hostile-peer tests wait seconds, not half
    /// a minute, for a peer that dribbles a byte a second to be dropped. SetNet's DocC
    /// article on what a host costs describes it.
    @Option(name: .customLong("idle-seconds"), help: .hidden)
    var idleSeconds: Int?

    /// `--room-idle-seconds N`: with --serve, close a room N seconds after its last player or its
    /// game's end instead of 10 minutes; a testing knob like `--idle-seconds`.
    @Option(name: .customLong("room-idle-seconds"), help: .hidden)
    var roomIdleSeconds: Int?

    /// Refuses options that contradict each other or name nothing.
    func validate() throws {
        try validateNetwork()
        if !exportGame.isEmpty {
            guard exportGame.count == 2, let id = Int64(exportGame[0]), id >= 1 else {
                throw ValidationError(
                    "--export-game takes a game's id (see --games) and a file name: --export-game ID PATH")
            }
            if exportGame[1].isEmpty { throw ValidationError("--export-game needs a file name") }
        }
        if install && uninstall {
            throw ValidationError("--install and --uninstall cannot be used together")
        }
        if let packageFiles, packageFiles.isEmpty {
            throw ValidationError("--package-files needs a folder")
        }
        if let screenshot, screenshot.isEmpty {
            throw ValidationError("--screenshot needs a file name")
        }
        if let overlay {
            guard screenshot != nil else {
                throw ValidationError("--overlay draws a screenshot: it needs --screenshot")
            }
            guard overlay == "charts" || Self.screenshotOverlays.contains(OverlayKind(rawValue: overlay)) else {
                let names = (Self.screenshotOverlays.map(\.rawValue) + ["charts"]).joined(separator: ", ")
                throw ValidationError("--overlay takes one of \(names), not \"\(overlay)\"")
            }
        }
        if let keepGames, Self.keptGames(keepGames) == nil {
            throw ValidationError("--keep-games takes a number of games from 1 up, or all, not \"\(keepGames)\"")
        }
        if let language, !RememberedSettings.isLanguageCode(language) {
            throw ValidationError("--language takes a language's code such as de or pt_BR, not \"\(language)\"")
        }
        if let volume, !(0...100).contains(volume) {
            throw ValidationError("--volume must be from 0 to 100, not \(volume)")
        }
        if let review, review.isEmpty {
            throw ValidationError("--review needs a file name")
        }
        if review != nil, screenshot != nil || stats || games || !exportGame.isEmpty {
            throw ValidationError(
                "--review opens a window: it cannot be used with --screenshot, --stats, --games or --export-game")
        }
        if let trace, trace.isEmpty {
            throw ValidationError("--trace needs a file name")
        }
        // --mode may name the same mode as a mode flag; any other pair chooses two modes.
        let flagged: Game.Mode? = dailyDate != nil ? .daily : junior ? .junior : twoPlayer ? .twoPlayer : nil
        let modes = [
            ("--daily", dailyDate != nil), ("--junior", junior), ("--two-player", twoPlayer),
            ("--mode \(mode?.rawValue ?? "")", mode != nil && mode != flagged),
        ]
        .filter(\.1).map(\.0)
        if modes.count > 1 {
            let named =
                modes.count == 2
                ? modes.joined(separator: " and ")
                : modes.dropLast().joined(separator: ", ") + " and " + modes[modes.count - 1]
            throw ValidationError("\(named) cannot be used together: each chooses a mode")
        }
        do {
            _ = try daily()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `--keep-games`'s value as a count, 0 for all; nil for anything else.
    static func keptGames(_ text: String) -> Int? {
        if text == "all" { return 0 }
        guard let count = Int(text), count >= 1 else { return nil }
        return count
    }

    /// The network flag given (`--host`, `--join` or `--serve`), if any.
    private var networkFlag: String? {
        host
            ? "--host"
            : join != nil
                ? "--join" : serve ? "--serve" : create ? "--create" : room != nil ? "--room" : nil
    }

    /// Refuses network options that contradict each other or the local game's.
    /// Refuses `--opponents` and `--level` where no computer player can sit.
    private func validateOpponents() throws {
        guard let opponents else {
            if level != nil { throw ValidationError("--level is for --opponents: how well the computer players play") }
            return
        }
        guard (1...3).contains(opponents) else {
            throw ValidationError("--opponents must be from 1 to 3, not \(opponents)")
        }
        if let flag = networkFlag, !host {
            throw ValidationError(
                "--opponents cannot be used with \(flag): computer players sit at a table of your own or your --host")
        }
        let refused = [
            ("--two-player", twoPlayer, "two players at one keyboard play each other"),
            ("--junior", junior, "use --mode junior"), ("--daily", dailyDate != nil, "use --mode daily, today's"),
            ("--screenshot", screenshot != nil, "it is for a local game"), ("--stats", stats, "it prints and exits"),
            ("--review", review != nil, "it is for a game played"), ("--list-games", listGames, "it lists and exits"),
        ]
        if let (flag, _, reason) = refused.first(where: \.1) {
            throw ValidationError("--opponents cannot be used with \(flag): \(reason)")
        }
        if mode == .twoPlayer {
            throw ValidationError("--opponents cannot be used with --mode twoPlayer: two players at one keyboard")
        }
    }

    private func validateNetwork() throws {
        try validateOpponents()
        if listGames, let flag = networkFlag {
            throw ValidationError("--list-games cannot be used with \(flag): it lists the games and exits")
        }
        let roles = [
            ("--host", host), ("--join", join != nil), ("--serve", serve), ("--create", create),
            ("--room", room != nil),
        ].filter(\.1).map(\.0)
        if roles.count > 1 {
            throw ValidationError(
                "\(roles.joined(separator: " and ")) cannot be used together: each is a way to play over the network")
        }
        for (option, value) in [
            ("--idle-seconds", idleSeconds), ("--room-idle-seconds", roomIdleSeconds),
            ("--max-connections", maxConnections), ("--metrics-port", metricsPort),
        ] {
            guard let value else { continue }
            guard serve else { throw ValidationError("\(option) is for --serve") }
            guard value >= 1 else { throw ValidationError("\(option) must be a whole number from 1 up") }
        }
        if let metricsPort, metricsPort > 65535 {
            throw ValidationError("--metrics-port must be from 1 to 65535, not \(metricsPort)")
        }
        try validateServers()
        if server != nil, !create, room == nil {
            throw ValidationError("--server is for --create or --room CODE: make a room there or join one")
        }
        guard let flag = networkFlag else {
            for (option, given) in [
                ("--port", port != nil), ("--password", password != nil), ("--name", name != nil && opponents == nil),
            ]
            where given {
                throw ValidationError(
                    "\(option) is for a network game: use it with --host, --join, --serve, --create or --room")
            }
            return
        }
        let local = [
            ("--two-player", twoPlayer), ("--junior", junior), ("--daily", dailyDate != nil),
            ("--screenshot", screenshot != nil), ("--stats", stats), ("--review", review != nil),
            ("--install", install), ("--uninstall", uninstall),
        ]
        if let (other, _) = local.first(where: \.1) {
            let reason =
                switch other {
                case "--two-player": "each player of a network game has a window of their own"
                case "--junior", "--daily": "a network game's mode is chosen with --mode \(other.dropFirst(2))"
                default: "it is for a local game"
                }
            throw ValidationError("\(flag) cannot be used with \(other): \(reason)")
        }
        if let mode {
            if join != nil { throw ValidationError("--join cannot be used with --mode: the host chooses the mode") }
            if room != nil {
                throw ValidationError("--room cannot be used with --mode: the room's owner chooses the mode")
            }
            if !HostGame.modes.contains(mode) {
                throw ValidationError(
                    "--mode \(mode.rawValue) cannot be played over the network: two players share one keyboard; "
                        + "each player joins from their own window instead")
            }
        }
        if join != nil || create || room != nil {
            let what = join != nil ? "the host" : "the server"
            if seed != nil { throw ValidationError("\(flag) cannot be used with --seed: \(what) deals") }
            if newGame { throw ValidationError("\(flag) cannot be used with --new: \(what) deals") }
            if port != nil {
                let form = join != nil ? "--join HOST:PORT" : "--server HOST:PORT"
                throw ValidationError("\(flag) takes its port after a colon: \(form)")
            }
        }
        if let port, !(1...65535).contains(port) {
            throw ValidationError("--port must be from 1 to 65535, not \(port)")
        }
        if let password, password.isEmpty || password.utf8.count > Hello.maxPasswordBytes {
            throw ValidationError("--password must be 1 to \(Hello.maxPasswordBytes) bytes")
        }
        if let name {
            if serve { throw ValidationError("--serve has no player of its own: --name is for --host and --join") }
            if PlayerName(name) == nil {
                throw ValidationError(
                    "--name must be 1 to \(PlayerName.maxCharacters) printable characters, "
                        + "with no space at either end")
            }
        }
    }

    /// `--create` or `--room`: the room asked for on the `--server`, or on the one remembered from last time.
    private func roomRole() throws -> NetworkLaunch.Role {
        let files = NetworkFiles(locations: .current)
        let address: JoinAddress
        if let server {
            address = server
            files.rememberServer(
                server.host.contains(":") ? "[\(server.host)]:\(server.port)" : "\(server.host):\(server.port)")
        } else if let kept = files.rememberedServer().flatMap(JoinAddress.init(argument:)) {
            address = kept
        } else {
            throw ValidationError(
                "\(networkFlag ?? "--room") needs --server HOST[:PORT] the first time; it is remembered")
        }
        let destination: Hello.Destination = room.map { .room($0) } ?? .newRoom(mode ?? .solo)
        return .join(hostName: address.host, port: address.port, destination: destination)
    }

    /// The player's name: `--name`, else the login name when it makes a valid one, else "Player".
    private var playerName: PlayerName? {
        if let name { return PlayerName(name) }
        let login = ProcessInfo.processInfo.environment["USER"].map { String($0.prefix(PlayerName.maxCharacters)) }
        return login.flatMap(PlayerName.init) ?? PlayerName("Player")
    }

    /// The day of the daily puzzle asked for, nil without `--daily`.
    private func daily() throws(DailyArgumentError) -> DailyDate? {
        guard let dailyDate else { return nil }
        return try DailyArgument.date(from: dailyDate, today: DailyDate.localToday)
    }

    /// The settings the command line gives, each remembered in turn.
    var overrides: LaunchSettings.Overrides {
        LaunchSettings.Overrides(
            size: size, colorblind: colorblind, theme: theme, animation: animation,
            labelsAlwaysShown: labels, volume: volume, keepGames: keepGames.flatMap(Self.keptGames),
            language: language)
    }

    /// What a local game's launch is asked for: the game, the settings and the trace.
    func launchSettings() throws -> LaunchSettings {
        let play = LaunchSettings.Play(
            seed: seed, twoPlayer: twoPlayer, junior: junior,
            daily: try daily() ?? (mode?.isDaily == true ? DailyDate.localToday : nil),
            mode: mode, newGame: newGame)
        return LaunchSettings(play: play, overrides: overrides, tracePath: trace)
    }

    /// Does what the command line asks: installs, prints the statistics, draws a screenshot or plays.
    func run() throws {
        if let packageFiles {
            do {
                print(try DebianPackage.write(into: packageFiles).joined(separator: "\n"))
            } catch {
                Diagnostics.warn("set-game: \(error)")
                throw ExitCode(1)
            }
            return
        }
        if listGames {
            print(LanListing.lines(seconds: 2).joined(separator: "\n"))
            return
        }
        if serve {
            var options = HostLaunch.ServeOptions()
            options.port = port ?? NetProtocol.defaultPort
            options.idleSeconds = idleSeconds
            options.roomIdleSeconds = roomIdleSeconds
            options.maxConnections = maxConnections ?? options.maxConnections
            options.metricsPort = metricsPort
            options.threads = threads
            options.letter = letter
            options.peers = Dictionary(peers.map { ($0.letter.character, $0.address) }) { first, _ in first }
            options.domain = domain
            let status = HostLaunch.serve(options, password: password, seed: seed, fresh: newGame, mode: mode)
            if status != 0 { throw ExitCode(status) }
            return
        }
        let computers = [ComputerLevel](repeating: level ?? .casual, count: opponents ?? 0)
        if host || join != nil || create || room != nil || opponents != nil {
            let role: NetworkLaunch.Role =
                if let join {
                    .join(hostName: join.host, port: join.port)
                } else if create || room != nil {
                    try roomRole()
                } else if host {
                    .host(
                        port: port ?? NetProtocol.defaultPort, seed: seed, fresh: newGame, mode: mode,
                        computers: computers)
                } else {
                    .computers(computers, seed: seed, mode: mode)
                }
            // The host deals: only the settings and the trace apply.
            let settings = LaunchSettings(overrides: overrides, tracePath: trace)
            guard let playerName else { throw ValidationError("--name must be 1 to 20 printable characters") }
            let status = try App.run(settings, network: NetworkLaunch(role: role, password: password, name: playerName))
            if status != 0 { throw ExitCode(status) }
            return
        }
        var settings = try launchSettings()
        if let review {
            do {
                let record = try GameRecordFile.read(review)
                let name = review.split(separator: "/").last.map(String.init) ?? review
                settings.review = LaunchSettings.ReviewedFile(record: record, name: name)
            } catch {
                Diagnostics.warn("set-game: cannot review \(error)")
                throw ExitCode(1)
            }
        }
        if install || uninstall {
            let layout = InstallLayout.current
            let lines =
                install
                ? try Installer.install(layout: layout, environment: ProcessInfo.processInfo.environment)
                : try Installer.uninstall(layout: layout)
            print(lines.joined(separator: "\n"))
            return
        }
        if games {
            print(
                try PastGamesListing.lines(databasePath: StorageLocations.current.gamesDatabase).joined(separator: "\n")
            )
            return
        }
        if exportGame.count == 2, let id = Int64(exportGame[0]) {
            do {
                print(try GameRecordFile.export(id, from: StorageLocations.current.gamesDatabase, to: exportGame[1]))
            } catch {
                Diagnostics.warn("set-game: cannot export game \(id): \(error)")
                throw ExitCode(1)
            }
            return
        }
        if stats {
            let storage = Storage(locations: .current)
            print(storage.loadStatistics().table(today: DailyDate.localToday), terminator: "")
            return
        }
        if let screenshot {
            try Screenshot.write(
                to: screenshot, settings: settings,
                overlay: overlay == "charts" ? .stats : overlay.map(OverlayKind.init(rawValue:)) ?? .none,
                charts: overlay == "charts")
            return
        }
        let status = try App.run(settings)
        if status != 0 { throw ExitCode(status) }
    }
}
