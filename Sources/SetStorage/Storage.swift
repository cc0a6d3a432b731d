import Catalog
import FoundationEssentials
import SetCore

/// The game's files on disk. Nothing here fails: an unreadable file is kept
/// aside and replaced by a fresh start, a folder that cannot be written is
/// reported once and the game plays on; each problem becomes a one-line warning.
package final class Storage {
    /// What a file holds, for the warnings.
    typealias Subject = FileWarning.Subject

    /// Where the files are.
    package let locations: StorageLocations
    /// Every warning so far, oldest first, as standard error has them.
    var warnings: [String] { said.map(\.line) }
    private var said: [FileWarning] = []
    private var unshownWarnings: [FileWarning] = []
    private let echoesWarnings: Bool
    /// Folders a save already failed in: reported once, then tried again silently.
    private var failedFolders: Set<String> = []
    /// Unreadable files that could not be moved aside: never written over.
    private var protectedFiles: Set<String> = []
    /// Files whose leftover temporary files have been cleared this run.
    private var tidiedFiles: Set<String> = []

    /// - Parameters:
    ///   - locations: the folders to use.
    ///   - echoesWarnings: whether warnings also go to standard error as they happen.
    package init(locations: StorageLocations, echoesWarnings: Bool = true) {
        self.locations = locations
        self.echoesWarnings = echoesWarnings
    }

    /// The saved game of a mode, or nil when there is none or it was unreadable.
    func loadGame(mode: Game.Mode) -> Game? { loadSavedGame(mode: mode)?.game }

    /// The saved game of a mode with its history, or nil when there is none or it was unreadable.
    package func loadSavedGame(mode: Game.Mode) -> SavedGame? {
        guard let saved = load(SavedGame.self, from: locations.savedGame(for: mode), subject: .game) else { return nil }
        // A game file of the other mode (copied by hand) is as wrong as a corrupt one.
        guard saved.game.mode == mode else {
            setAside(
                locations.savedGame(for: mode), subject: .game, reason: "it holds a \(saved.game.mode.rawValue) game")
            return nil
        }
        return saved
    }

    /// The saved daily puzzle of `date`, or nil when there is none or it was unreadable.
    package func loadDailyGame(date: DailyDate) -> SavedGame? {
        let path = locations.dailyGame(for: date)
        guard let saved = load(SavedGame.self, from: path, subject: .game) else { return nil }
        // Another day's or another mode's game under this name (copied by hand) is as wrong as a corrupt one.
        guard saved.game.dailyDate == date else {
            setAside(path, subject: .game, reason: "it does not hold the daily puzzle of \(date)")
            return nil
        }
        return saved
    }

    /// Writes the game of its mode (a daily puzzle under its date), with its history; false when it could not be written.
    @discardableResult
    func saveGame(_ game: Game, history: History? = nil) -> Bool {
        let path = game.dailyDate.map(locations.dailyGame(for:)) ?? locations.savedGame(for: game.mode)
        return save(SavedGame(game: game, history: history), to: path)
    }

    /// The statistics, or fresh ones when there are none or they were unreadable.
    package func loadStatistics() -> Statistics {
        load(Statistics.self, from: locations.statistics, subject: .statistics) ?? Statistics()
    }

    /// Writes the statistics; false when they could not be written.
    @discardableResult
    func saveStatistics(_ statistics: Statistics) -> Bool { save(statistics, to: locations.statistics) }

    /// The remembered settings, or none when there are none or they were unreadable.
    package func loadSettings() -> RememberedSettings {
        load(RememberedSettings.self, from: locations.settings, subject: .settings) ?? RememberedSettings()
    }

    /// Whether there is a settings file, readable or not: the game was played here before.
    package var hasSettingsFile: Bool { FileManager.default.fileExists(atPath: locations.settings) }

    /// The remembered settings in `locations`, only read: an unreadable file is left where it is
    /// (nil), for a run that must not touch the player's files (a headless screenshot).
    package static func peekSettings(in locations: StorageLocations) -> RememberedSettings? {
        guard case .contents(let bytes) = AtomicFile.read(locations.settings) else { return nil }
        return try? VersionedFile.decode(RememberedSettings.self, from: bytes)
    }

    /// Writes the settings; false when they could not be written.
    @discardableResult
    package func saveSettings(_ settings: RememberedSettings) -> Bool { save(settings, to: locations.settings) }

    /// The latest warning not yet shown in the window, worded for the window in `catalog`'s language; the
    /// call marks every warning so far as shown.
    package func takeWarningForWindow(in catalog: Catalog = .english) -> String? {
        defer { unshownWarnings = [] }
        return unshownWarnings.last?.text(in: catalog, home: ProcessInfo.processInfo.environment["HOME"])
    }

    // MARK: Reading and writing

    private func load<Value: StoredValue>(_ type: Value.Type, from path: String, subject: Subject) -> Value? {
        switch AtomicFile.read(path) {
        case .missing:
            return nil
        case .unreadable(let reason):
            setAside(path, subject: subject, reason: reason)
            return nil
        case .contents(let bytes):
            do {
                return try VersionedFile.decode(type, from: bytes)
            } catch {
                setAside(path, subject: subject, reason: error.reason)
                return nil
            }
        }
    }

    private func save<Value: StoredValue>(_ value: Value, to path: String) -> Bool {
        guard !protectedFiles.contains(path) else { return false }
        let folder = AtomicFile.folder(of: path)
        do {
            try AtomicFile.write(try VersionedFile.encode(value), to: path)
            failedFolders.remove(folder)
            if tidiedFiles.insert(path).inserted { AtomicFile.removeStaleTemporaries(of: path) }
            return true
        } catch {
            if failedFolders.insert(folder).inserted {
                warn(FileWarning(.cannotSave(folder: folder), reason: Self.reason(error)))
            }
            return false
        }
    }

    /// Keeps an unreadable file beside as `*.corrupt` and says so.
    private func setAside(_ path: String, subject: Subject, reason: String) {
        do {
            let kept = try AtomicFile.keepAside(path)
            warn(FileWarning(.unreadable(subject, kept: kept), reason: reason))
        } catch {
            protectedFiles.insert(path)
            warn(FileWarning(.unreadableNotKept(subject, keepReason: error.reason), reason: reason))
        }
    }

    private func warn(_ warning: FileWarning) {
        said.append(warning)
        unshownWarnings.append(warning)
        if echoesWarnings { Diagnostics.warn(warning.line) }
    }

    private static func reason(_ error: Error) -> String {
        (error as? StorageError).map { "\($0.path): \($0.reason)" } ?? "\(error)"
    }
}
