import SetApp
import SetCore
import SetStorage
import SetTable

/// What a launch starts with: the command line, the remembered settings and the
/// saved game put together.
///
/// The saved game of the mode is resumed unless the player asked for a fresh
/// one (`--new`) or for a deal (`--seed N`). A flag given on the command line
/// wins over the remembered setting and is remembered in turn.
package struct LaunchPlan {
    /// The game to play: resumed or new.
    package var game: Game
    /// The solo game's moves from its saved file (nil for a new game or an old file: a new history).
    package var history: History? = nil
    /// Whether `game` is the saved one.
    var resumed: Bool
    /// The statistics, with a new game already counted.
    var statistics: Statistics
    /// The settings to remember from now on.
    package var settings: RememberedSettings
    /// Whether `settings` differ from those on disk.
    var settingsChanged: Bool
    /// The size given with `--size`, which wins over the display and the remembered size.
    var sizeAsked: WindowSize? = nil
    /// Whether there was no settings file: nothing was ever played here.
    var firstLaunch = false

    /// The size of the window to open on a display whose usable area (the
    /// screen less panels and docks) is `usable`, nil when SDL cannot tell.
    ///
    /// `--size` is taken as it is. Otherwise the remembered size is used, shrunk
    /// to fit the display (it may have been left on a larger one); a first
    /// launch takes three quarters of the display each way. Never smaller than
    /// `WindowSize.minimum`.
    package func windowSize(usable: WindowSize?) -> WindowSize {
        if let sizeAsked { return sizeAsked.clamped }
        guard let usable, usable.width > 0, usable.height > 0 else {
            return (settings.windowSize ?? .standard).clamped
        }
        let wanted = settings.windowSize ?? WindowSize(width: usable.width * 3 / 4, height: usable.height * 3 / 4)
        return WindowSize(width: min(wanted.width, usable.width), height: min(wanted.height, usable.height)).clamped
    }

    /// Whether to open full screen: as the window was when the game last closed, unless `--size` asks for a window.
    package var fullscreen: Bool { sizeAsked == nil && settings.fullscreen == true }
    /// Whether to draw with the colour-blind palette.
    package var colorblind: Bool { settings.colorblind ?? false }
    /// The theme's style (classic unless the settings chose another this version knows).
    package var style: ThemeStyle { settings.theme.flatMap(ThemeStyle.init(rawValue:)) ?? .classic }
    /// The palette: colour-blind when `--colorblind` or the settings ask for it.
    package var palette: Palette { colorblind ? .colorblind : .standard }
    /// The theme to draw with: the style with the palette's inks.
    package var theme: Theme { Theme(style: style, palette: palette) }
    /// Whether changes are shown in motion (on unless turned off).
    package var animates: Bool { settings.animation ?? true }
    /// Whether the cards always show their key labels (the Settings overlay; off unless turned on).
    package var labelsAlwaysShown: Bool { settings.labelsAlwaysShown ?? false }
    /// Whether the game opens paused: it is the saved game that was closed while paused.
    package var opensPaused: Bool { resumed && settings.pausedMode == game.mode }
    /// Whether the tutorial opens over the table: the very first launch (no saved game, no settings).
    package var opensTutorial: Bool { firstLaunch && !resumed && settings.tutorialSeen != true }
    /// Whether the tutorial was finished or skipped.
    package var tutorialSeen: Bool { settings.tutorialSeen ?? false }
    /// The sound's volume: `--volume`, else the remembered one, else `AppState.defaultVolume`.
    package var volume: Int { settings.volume ?? AppState.defaultVolume }
    /// Whether the sound starts muted (M, remembered; `--volume` unmutes).
    package var muted: Bool { settings.muted ?? false }

    /// The player's settings the window starts with.
    package var appSettings: AppState.Settings {
        AppState.Settings(
            theme: theme, animates: animates, volume: volume, muted: muted,
            labelsAlwaysShown: labelsAlwaysShown, tutorialSeen: tutorialSeen, gamesKept: settings.gamesKept,
            language: settings.language)
    }

    /// The remembered settings a headless screenshot draws with, the command line
    /// winning (`--colorblind`, `--theme`, `--animation`, `--labels`, `--volume`). Only
    /// reads: an unreadable settings file is left where it is and the defaults are used.
    package static func screenshotPlan(_ launch: LaunchSettings, locations: StorageLocations) -> LaunchPlan {
        var settings = Storage.peekSettings(in: locations).map { knownTheme($0) } ?? RememberedSettings()
        let asked = launch.overrides
        if let colorblind = asked.colorblind { settings.colorblind = colorblind }
        if let theme = asked.theme { settings.theme = theme.rawValue }
        if let animation = asked.animation { settings.animation = animation }
        if let labels = asked.labelsAlwaysShown { settings.labelsAlwaysShown = labels }
        if let volume = asked.volume { settings.volume = volume }
        if let language = asked.language { settings.language = language }
        return LaunchPlan(
            game: Game(seed: 0, now: 0), resumed: false, statistics: Statistics(), settings: settings,
            settingsChanged: false)
    }

    /// Reads what is on disk and applies the command line to it.
    package static func make(_ launch: LaunchSettings, storage: Storage, randomSeed: () -> UInt64) -> LaunchPlan {
        let firstLaunch = !storage.hasSettingsFile
        let remembered = knownTheme(storage.loadSettings())
        var settings = remembered
        let asked = launch.overrides
        if let size = asked.size { settings.windowSize = size }
        if let colorblind = asked.colorblind { settings.colorblind = colorblind }
        if let theme = asked.theme { settings.theme = theme.rawValue }
        if let animation = asked.animation { settings.animation = animation }
        if let labels = asked.labelsAlwaysShown { settings.labelsAlwaysShown = labels }
        if let keep = asked.keepGames { settings.gamesKept = keep > 0 ? keep : nil }
        if let language = asked.language { settings.language = language }
        if let volume = asked.volume {
            // Asking for a volume is asking to hear it.
            settings.volume = min(max(volume, 0), 100)
            settings.muted = false
        }
        var statistics = storage.loadStatistics()
        if let date = launch.play.daily {
            // Each day's puzzle has its own file; `--new` starts that day's puzzle again.
            if !launch.play.newGame, let saved = storage.loadDailyGame(date: date) {
                return LaunchPlan(
                    game: saved.game, resumed: true, statistics: statistics, settings: settings,
                    settingsChanged: settings != remembered, sizeAsked: asked.size,
                    firstLaunch: firstLaunch)
            }
            let game = Game(daily: date, now: 0)
            statistics.recordStart(game)
            return LaunchPlan(
                game: game, resumed: false, statistics: statistics,
                settings: settings, settingsChanged: settings != remembered, sizeAsked: asked.size,
                firstLaunch: firstLaunch)
        }
        let mode = launch.mode
        let wantsNew = launch.play.newGame || launch.play.seed != nil
        if !wantsNew, let saved = storage.loadSavedGame(mode: mode) {
            return LaunchPlan(
                game: saved.game, history: saved.history, resumed: true, statistics: statistics,
                settings: settings, settingsChanged: settings != remembered, sizeAsked: asked.size,
                firstLaunch: firstLaunch)
        }
        let game = Game(seed: launch.play.seed ?? randomSeed(), mode: mode, now: 0)
        statistics.recordStart(game)
        return LaunchPlan(
            game: game, resumed: false, statistics: statistics,
            settings: settings, settingsChanged: settings != remembered, sizeAsked: asked.size,
            firstLaunch: firstLaunch)
    }

    /// The settings with a theme this version does not know dropped: the classic look, as
    /// if none were remembered (the file keeps it until the settings are next written).
    private static func knownTheme(_ settings: RememberedSettings) -> RememberedSettings {
        var known = settings
        known.theme = settings.theme.flatMap(ThemeStyle.init(rawValue:))?.rawValue
        return known
    }
}
