import Catalog
import Glibc
import SetApp
import SetAudio
import SetCore
import SetProtocol
import SetStorage

/// Everything a game session starts with besides its window: the game and how it
/// opens, the player's settings, the files, the sound and, for a network game, its link.
struct SessionLaunch {
    /// The game to play; a network game's is only a picture of the host's table.
    var game: Game
    /// How the game opens (a message, its history, paused, the tutorial); the game-over
    /// panel's lines come from the autosave's statistics.
    var opening = AppState.Opening()
    /// The player's settings.
    var settings = AppState.Settings()
    /// The language the session opens in, and the others it may change to.
    var catalog = Catalog.english
    var catalogs = InstalledCatalogs.none
    /// Where the game is kept and traced.
    var files = Files()
    /// Where the moves' sounds go.
    var sound = Sound()
    /// A network game's table, connection and files; nil for a local game.
    var network: Network?
    /// A record from a file to open in Review once the first frame is on screen (`--review`).
    var review: LaunchSettings.ReviewedFile?
    /// When the program started: the trace's start line says how long the first frame took.
    var launched: ContinuousClock.Instant

    /// The session's files.
    struct Files {
        /// Where the game, the statistics and the settings are kept; nil plays without saving.
        var autosave: Autosave?
        /// Where the trace lines go; nil writes none.
        var trace: TraceWriter?
        /// The games database, opened after the first frame; nil records no games.
        var games: Games?
    }

    /// Where every game is recorded, and how many are kept.
    struct Games {
        /// The database file.
        var path: String
        /// How many games to keep, the latest; nil keeps every one.
        var keepsLatest: Int?
    }

    /// The session's sound.
    struct Sound {
        /// Where the sounds go until `open` has opened the device.
        var client = SoundClient.noop
        /// Opens the audio device once the first frame is on screen (its client then replaces `client`),
        /// so starting the sound never holds the window back.
        var open: (() -> (device: AudioDevice?, sound: SoundClient))?
    }

    /// A network game: the table as the window shows it, the connection, and where seat tokens are kept.
    struct Network {
        var table: NetworkTable
        var link: NetworkLink
        var files: NetworkFiles
    }
}

extension SessionLaunch {
    /// The app's state a session starts with in a window of the given size: the game, or a network
    /// game's table, and the Play online screen's defaults (the server named last, the login name).
    func state(width: Int, height: Int) -> AppState {
        var state: AppState
        if let network {
            // A network game shows the host's table: no saved game, no tutorial, no pause.
            state = AppState(
                network: network.table, width: width, height: height, settings: settings, catalog: catalog)
        } else {
            var opening = opening
            opening.gameOverLines =
                files.autosave?.statistics.panelLines(
                    for: game, modeTitle: game.mode.title(in: catalog), catalog: catalog)
                ?? []
            state = AppState(
                game: game, width: width, height: height, settings: settings, opening: opening, catalog: catalog)
        }
        let login = getenv("USER").map { String(String(cString: $0).prefix(PlayerName.maxCharacters)) }
        state.onlineDefaults = (
            server: NetworkFiles(locations: .current).rememberedServer() ?? "",
            name: login.flatMap(PlayerName.init)?.text ?? ""
        )
        return state
    }
}
