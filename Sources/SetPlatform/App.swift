import CSDL2
import Catalog
import FoundationEssentials
import Glibc
import SetApp
import SetCore
import SetNet
import SetProtocol
import SetStorage
import SetTable
import Synchronization

/// Starting and stopping SDL around a game session.
package enum App {
    /// Opens the window and plays until the player quits; returns the exit status.
    ///
    /// - Parameter network: host or join a network game instead of playing the saved local one.
    package static func run(_ settings: LaunchSettings, network: NetworkLaunch? = nil) throws -> Int32 {
        let launched = ContinuousClock.now
        acceptQuitSignals()
        nameTheWindowClass()
        useUTF8Text()
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            reportNoWindow(SDLError.current("cannot open a window"))
            return 1
        }
        defer { SDL_Quit() }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        if let problem = DisplayCheck.problem(driver: driver, environment: ProcessInfo.processInfo.environment) {
            reportNoWindow(problem)
            return 1
        }
        let storage = Storage(locations: .current)
        let catalogs = InstalledCatalogs.current
        var settings = settings
        if let asked = settings.overrides.language, catalogs.catalog(asked) == nil {
            // Not installed: English, said once, and remembered as the language chosen.
            Diagnostics.warn(catalogs.launching(chosen: asked).warning ?? "")
            settings.overrides.language = "en"
        }
        let plan = LaunchPlan.make(settings, storage: storage) { UInt64.random(in: 0...UInt64.max) }
        let catalog = catalogs.launching(chosen: plan.appSettings.language).catalog
        let window: SDLWindow
        do {
            window = try SDLWindow(
                size: plan.windowSize(usable: SDLWindow.usableDisplayArea()),
                fullscreen: plan.fullscreen)
        } catch {
            reportNoWindow(error)
            return 1
        }
        if let icon = AppIcon.render(size: 64) { window.setIcon(icon) }
        window.setTitle(windowTitle(for: plan.game, catalog: catalog))
        let trace = try settings.tracePath.map { try TraceWriter(path: $0) }
        if let network {
            return play(
                network, window: window, plan: plan, trace: trace, launched: launched,
                language: (catalog, catalogs))
        }
        let session = GameSession(
            window: window,
            launch: SessionLaunch(
                game: plan.game,
                opening: AppState.Opening(
                    message: storage.takeWarningForWindow(in: catalog), history: plan.history,
                    paused: plan.opensPaused, opensTutorial: plan.opensTutorial),
                settings: plan.appSettings, catalog: catalog, catalogs: catalogs,
                files: SessionLaunch.Files(
                    autosave: Autosave(storage: storage, plan: plan), trace: trace,
                    games: games(storage, keepsLatest: plan.settings.gamesKept)),
                sound: sound(plan),
                review: settings.review,
                launched: launched))
        // The device opens after the first frame and closes with the session, before SDL quits.
        session.run()
        session.close()
        // The Play online screen's choice: the local game is saved, and the network game plays on in this window.
        if let request = session.onlineRequest {
            return play(
                NetworkLaunch(request), window: window, plan: plan, trace: trace, launched: launched,
                language: (session.catalog, catalogs))
        }
        return 0
    }

    /// Plays a network game in `window`: starts the host first with `--host` (its own window
    /// then joins it on 127.0.0.1 like any other player), connects, and plays until the player quits.
    private static func play(
        _ network: NetworkLaunch, window: SDLWindow, plan: LaunchPlan, trace: TraceWriter?,
        launched: ContinuousClock.Instant, language: (catalog: Catalog, installed: InstalledCatalogs)
    ) -> Int32 {
        let files = NetworkFiles(locations: .current)
        let host: NetHost?
        let (hostName, port): (String, Int)
        let shown: String
        var destination = Hello.Destination.openTable
        var announcedMode: Game.Mode?
        var announces = true
        let hosted = HostedSummary()
        switch network.role {
        case .computers(let levels, let seed, let mode):
            // A table on this machine alone: on the loopback address, at a port the system chooses, not kept
            // as the host's game and not announced on the network.
            let game = HostGame(
                seed: seed ?? UInt64.random(in: 0...UInt64.max), mode: mode ?? .solo, date: DailyDate.localToday,
                now: 0, started: false)
            announcedMode = game.mode
            let computers = NetHost.ComputerPlayers(
                levels: levels, yourPace: levels.contains(.you) ? YourPace.read(locations: .current) : nil,
                startWhenSeated: true)
            do {
                host = try Blocking.run {
                    try await NetHost.start(game: game, address: "127.0.0.1", port: 0, computers: computers)
                }
            } catch {
                Diagnostics.warn("set-game: cannot start the game against the computer: \(error)")
                return 1
            }
            (hostName, port) = ("127.0.0.1", host?.port ?? 0)
            shown = "127.0.0.1"
            announces = false
        case .host(let wanted, let seed, let fresh, let mode, let levels):
            let game = HostLaunch.game(
                files: files, password: network.password, seed: seed, fresh: fresh, started: false, mode: mode)
            announcedMode = game.mode
            do {
                let computers = NetHost.ComputerPlayers(
                    levels: levels, yourPace: levels.contains(.you) ? YourPace.read(locations: .current) : nil)
                host = try HostLaunch.start(
                    game, port: wanted, files: files, computers: computers, changed: hosted.update)
            } catch {
                Diagnostics.warn("set-game: cannot host on port \(wanted): \(error)")
                return 1
            }
            let bound = host?.port ?? wanted
            (hostName, port) = ("127.0.0.1", bound)
            let addresses = NetHost.localAddresses().prefix(2).map { "\($0):\(bound)" }
            shown = addresses.isEmpty ? "port \(bound)" : addresses.joined(separator: ", ")
        case .join(let name, let wanted, let asked):
            host = nil
            (hostName, port) = (name, wanted)
            destination = asked
            if case .newRoom(let mode) = asked { announcedMode = mode }
            shown = name.contains(":") ? "[\(name)]:\(wanted)" : "\(name):\(wanted)"
        }
        let link = NetworkLink(host: host, address: "\(hostName):\(port)", keepsTokenByRoom: destination != .openTable)
        let role: NetworkTable.Role = host == nil ? .client : .host
        let c = language.catalog
        window.setTitle(
            !announces
                ? c.text("Set — against the computer")
                : role == .host ? c.text("Set — hosting") : c.text("Set — network game"))
        let session = GameSession(
            window: window,
            launch: SessionLaunch(
                game: Game(picture: [], selection: [], startedAt: 0, now: 0),
                settings: plan.appSettings, catalog: language.catalog, catalogs: language.installed,
                files: SessionLaunch.Files(
                    trace: trace, games: games(Storage(locations: .current), keepsLatest: plan.settings.gamesKept)),
                sound: sound(plan),
                network: SessionLaunch.Network(
                    table: NetworkTable(
                        role: role, address: shown, onRoomsServer: destination != .openTable,
                        announcedMode: announcedMode, againstComputer: !announces),
                    link: link, files: files),
                launched: launched))
        // A room's seat is kept under its code: the same server holds many rooms.
        let tokenKey: String? =
            switch destination {
            case .openTable: link.address
            case .room(let code): NetworkFiles.seatKey(server: link.address, room: code)
            case .newRoom: nil
            }
        let hello = Hello(
            name: network.name, password: network.password,
            seatToken: tokenKey.flatMap(files.seatToken(for:)), destination: destination,
            ratings: KeptRatings.read(locations: .current))
        link.connect(to: hostName, port: port, hello: hello)
        // A game hosted here is announced on this network, for the others' Play online lists.
        let announcer: LanBeacon.Announcer? =
            host.flatMap { host in
                guard announces else { return nil }
                let summary = hosted
                let name = network.name
                let password = network.password != nil
                return try? Blocking.run {
                    try await LanBeacon.Announcer.start {
                        summary.game(name: name, port: host.port, password: password)
                    }
                }
            }
        session.run()
        session.close()
        if let announcer { Blocking.wait { await announcer.stop() } }
        link.close()
        files.flush()
        return 0
    }

    /// Where a session records its games.
    private static func games(_ storage: Storage, keepsLatest: Int?) -> SessionLaunch.Games {
        SessionLaunch.Games(path: storage.locations.gamesDatabase, keepsLatest: keepsLatest)
    }

    /// The sound of a launch: silent until the first frame is on screen, then the audio device
    /// at the plan's volume.
    private static func sound(_ plan: LaunchPlan) -> SessionLaunch.Sound {
        SessionLaunch.Sound(open: { AudioDevice.open(volume: plan.volume, muted: plan.muted, warn: Diagnostics.warn) })
    }

    /// The window's title: the game's name, then the mode unless it is the usual solo game.
    static func windowTitle(for game: Game, catalog c: Catalog) -> String {
        switch game.mode {
        case .solo: "Set"
        case .twoPlayer: c.text("Set — two players")
        case .daily: c.text("Set — daily puzzle %s", .string(game.dailyDate?.description ?? ""))
        default: c.text("Set — %s", .string(game.mode.title(in: c)))
        }
    }

    /// Unblocks SIGINT and SIGTERM, which a parent may have left blocked (a
    /// launcher's worker thread, a test runner): SDL turns them into a quit event,
    /// so Ctrl+C in the terminal closes the game cleanly.
    private static func acceptQuitSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Gives the window the class the menu entry's `StartupWMClass` names, so a
    /// task bar groups the window under the entry and shows its icon. SDL reads
    /// these variables when its video starts; a value the user set stays.
    private static func nameTheWindowClass() {
        setenv("SDL_VIDEO_X11_WMCLASS", DesktopEntry.windowClass, 0)
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", DesktopEntry.windowClass, 0)
    }

    /// Lets Xlib encode the title's dash: SDL writes `_NET_WM_NAME` through
    /// `Xutf8TextListToTextProperty`, which fails for any character beyond ASCII
    /// in the C locale every program starts in, and the title would stay "Set".
    /// Only character handling changes; numbers and messages are not localised.
    private static func useUTF8Text() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)).map({ String(cString: $0) }), codeset == "UTF-8" { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    private static func reportNoWindow(_ error: Error) {
        reportNoWindow("\(error)")
    }

    private static func reportNoWindow(_ problem: String) {
        Diagnostics.warn("set-game: \(problem)")
        Diagnostics.warn("set-game: --screenshot PATH.png draws the table without a display")
    }
}

/// What a hosted game's LAN announcement says of it: its mode and how many sit at it, as the host
/// last saved it.
final class HostedSummary: Sendable {
    private let state = Mutex<(mode: Game.Mode, players: Int)>((.solo, 0))

    /// Takes the game's mode and seats (on the host's thread, after each player event).
    @Sendable func update(_ game: HostGame) {
        let players = game.seats.count { $0 != nil }
        state.withLock { $0 = (game.mode, players) }
    }

    /// The announcement of the game hosted by `name` on `port`.
    func game(name: PlayerName, port: Int, password: Bool) -> LanGame {
        let (mode, players) = state.withLock { $0 }
        return LanGame(name: name, address: "", port: port, mode: mode, players: players, password: password)
    }
}
