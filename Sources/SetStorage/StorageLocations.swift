import FoundationEssentials
import SetCore

/// Where the game keeps its files, following the XDG Base Directory specification.
///
/// The game in progress and the settings are state (`$XDG_STATE_HOME/set-game/`,
/// by default `~/.local/state/set-game/`); the statistics are data worth keeping
/// (`$XDG_DATA_HOME/set-game/`, by default `~/.local/share/set-game/`). The spec
/// says a variable that is empty or not an absolute path is to be ignored.
package struct StorageLocations: Equatable, Sendable {
    /// The folder for the saved games and the settings.
    package var stateFolder: String
    /// The folder for the statistics.
    package var dataFolder: String

    package init(stateFolder: String, dataFolder: String) {
        self.stateFolder = stateFolder
        self.dataFolder = dataFolder
    }

    /// The folders for an environment (`XDG_STATE_HOME`, `XDG_DATA_HOME`, `HOME`).
    init(environment: [String: String]) {
        let home = Self.absolute(environment["HOME"]) ?? Self.passwordHome
        let state = Self.absolute(environment["XDG_STATE_HOME"]) ?? home + "/.local/state"
        let data = Self.absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share"
        self.init(stateFolder: Self.joined(state, "set-game"), dataFolder: Self.joined(data, "set-game"))
    }

    /// The folders for this process's environment.
    package static var current: StorageLocations { StorageLocations(environment: ProcessInfo.processInfo.environment) }

    /// The saved game of one mode: each mode has its own, so switching loses nothing.
    func savedGame(for mode: Game.Mode) -> String {
        // The two-player file keeps the name it had before the variants; a daily puzzle is
        // saved by its date (`dailyGame(for:)`), so `game-daily.json` is never written.
        Self.joined(stateFolder, mode == .twoPlayer ? "game-two-player.json" : "game-\(mode.rawValue).json")
    }

    /// The saved daily puzzle of one day: each day has its own, so an old day can be finished later.
    func dailyGame(for date: DailyDate) -> String {
        Self.joined(stateFolder, "daily-\(date).json")
    }

    /// The remembered window size and colour setting.
    var settings: String { Self.joined(stateFolder, "settings.json") }

    /// The statistics.
    var statistics: String { Self.joined(dataFolder, "stats.json") }

    /// Every game played, move by move, in SQLite (`SetRecords`).
    package var gamesDatabase: String { Self.joined(dataFolder, "games.sqlite") }

    /// The seat tokens this machine holds for the network games it joined, by host.
    package var seatTokens: String { Self.joined(stateFolder, "seat-tokens.json") }

    /// The network game this machine hosts, kept after every player event.
    package var hostGame: String { Self.joined(stateFolder, "host-game.json") }
    /// A rooms server's rooms, kept while it is stopped (`set-game --serve`).
    package var serverRooms: String { Self.joined(stateFolder, "server-rooms.json") }

    /// The home folder the password database gives this user, `/` when it gives none
    /// (a user with no entry, as in some containers).
    static var passwordHome: String {
        let home = FileManager.default.homeDirectory(forUser: ProcessInfo.processInfo.userName)?.path(
            percentEncoded: false)
        guard let home, home.hasPrefix("/") else { return "/" }
        return home.count > 1 && home.hasSuffix("/") ? String(home.dropLast()) : home
    }

    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        URL(filePath: folder, directoryHint: .isDirectory).appending(path: name).path(percentEncoded: false)
    }
}
