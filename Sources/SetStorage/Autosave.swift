import SetCore

/// Keeps the game, the statistics and the settings on disk while the player plays.
///
/// The session calls `record` before drawing a frame (so the game-over panel
/// shows statistics that include this game) and `save` after presenting it (so
/// writing never delays what the player sees). Each file is written only when
/// its contents changed since the last write.
package final class Autosave {
    /// The files.
    package let storage: Storage
    /// The statistics as they stand.
    package private(set) var statistics: Statistics
    /// The settings as they stand.
    private(set) var settings: RememberedSettings
    private var savedGame: SavedGame?
    /// The game as the last recorded intents left it: the game before the next ones.
    private var recordedGame: Game
    private var savedStatistics: Statistics?
    private var savedSettings: RememberedSettings?

    /// What a launch found: the game a session starts with, and what of it is already on disk.
    package struct Start: Equatable, Sendable {
        /// The game the session starts with.
        package var game: Game
        /// The game (and its history) as it is on disk; nil for a new game, which is then written on the first `save`.
        package var savedGame: SavedGame?
        /// The statistics, with a new game already counted.
        package var statistics: Statistics
        /// Whether `statistics` are those on disk.
        package var statisticsOnDisk: Bool
        /// The settings to remember from now on.
        package var settings: RememberedSettings
        /// Whether `settings` are those on disk.
        package var settingsOnDisk: Bool

        /// A start with these values.
        package init(
            game: Game, savedGame: SavedGame?, statistics: Statistics, statisticsOnDisk: Bool,
            settings: RememberedSettings, settingsOnDisk: Bool
        ) {
            self.game = game
            self.savedGame = savedGame
            self.statistics = statistics
            self.statisticsOnDisk = statisticsOnDisk
            self.settings = settings
            self.settingsOnDisk = settingsOnDisk
        }
    }

    /// Starts from what a launch found.
    package init(storage: Storage, start: Start) {
        self.storage = storage
        self.statistics = start.statistics
        self.settings = start.settings
        self.recordedGame = start.game
        self.savedGame = start.savedGame
        self.savedStatistics = start.statisticsOnDisk ? start.statistics : nil
        self.savedSettings = start.settingsOnDisk ? start.settings : nil
    }

    /// Counts what the applied intents brought about (`applied`: each intent's events,
    /// in order); true when anything changed the game. A game `replaced` whole (an
    /// undo, a redo, a game loaded for another mode) changed, and counts nothing.
    ///
    /// The session records every change of the game, so the game the previous
    /// call left is the game before these intents. The intents of one call come
    /// from one input at one moment and at most one of them finds a Set or deals
    /// (a pull that deals while the right button turns the knob also shuffles,
    /// after the deal), so that earlier game serves each of them.
    ///
    /// - Parameter undoCount: how many times undo was used in this game: such a
    ///   game does not count for the best score or time.
    @discardableResult
    package func record(_ applied: [[GameEvent]], replaced: Bool = false, game: Game, undoCount: Int = 0) -> Bool {
        var changed = replaced
        for events in applied where !events.isEmpty {
            statistics.record(events, game: game, before: recordedGame, countsForBest: undoCount == 0)
            changed = true
        }
        recordedGame = game
        return changed
    }

    /// The game of `mode` for the mode buttons: its saved game (today's puzzle's,
    /// for the daily puzzle) resumed, or a new one dealt from `seed` and counted.
    ///
    /// The session has saved the game it leaves; the one returned becomes the
    /// game this autosave keeps, written on the next `save` if it is new.
    package func open(_ mode: Game.Mode, today: DailyDate, seed: UInt64) -> SavedGame {
        let saved = mode.isDaily ? storage.loadDailyGame(date: today) : storage.loadSavedGame(mode: mode)
        let opened: SavedGame
        if let saved {
            opened = saved
            savedGame = saved
        } else {
            let game = Game(new: mode, date: today, seed: seed, now: 0)
            statistics.recordStart(game)
            opened = SavedGame(game: game, history: nil)
            savedGame = nil
        }
        recordedGame = opened.game
        return opened
    }

    /// Remembers how the player left the window: its size as a window (the size
    /// it returns to from full screen), and whether it filled the screen.
    package func remember(windowSize: WindowSize, fullscreen: Bool) {
        if windowSize.isWithinLimits { settings.windowSize = windowSize }
        settings.fullscreen = fullscreen
    }

    /// Remembers whether the game in play was left paused, so that it opens paused again.
    package func remember(paused: Bool, game: Game) {
        settings.pausedMode = paused ? game.mode : nil
    }

    /// Remembers the settings chosen in the Settings overlay, and a tutorial seen.
    package func remember(_ chosen: ChosenSettings) {
        if chosen.tutorialSeen { settings.tutorialSeen = true }
        settings.theme = chosen.theme
        settings.colorblind = chosen.colorblind
        settings.animation = chosen.animation
        settings.labelsAlwaysShown = chosen.labelsAlwaysShown
        settings.volume = min(100, max(0, chosen.volume))
        settings.muted = chosen.muted
        settings.gamesKept = chosen.gamesKept
        settings.language = chosen.language
    }

    /// Remembers whether the player muted the sound (M).
    package func remember(muted: Bool) {
        settings.muted = muted
    }

    /// Writes the game alone, if it changed since the last write: at launch, before the first frame is
    /// traced; the statistics and the settings follow on the next `save`.
    package func saveGame(_ game: Game, history: History? = nil) {
        let saved = SavedGame(game: game, history: history)
        if saved != savedGame, storage.saveGame(game, history: history) { savedGame = saved }
    }

    /// Writes whatever changed since the last write: the game, the statistics, the settings.
    package func save(_ game: Game, history: History? = nil) {
        saveGame(game, history: history)
        if statistics != savedStatistics, storage.saveStatistics(statistics) { savedStatistics = statistics }
        if settings != savedSettings, storage.saveSettings(settings) { savedSettings = settings }
    }
}
