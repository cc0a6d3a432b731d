import SetCore
import SetTable

extension AppState {
    /// The player's settings: what the Settings overlay changes, and whether the tutorial was seen.
    public struct Settings: Equatable, Sendable {
        /// The colours: the theme's style with its palette.
        public var theme: Theme
        /// Whether changes are shown in motion.
        public var animates: Bool
        /// The sound's volume, 0 ... 100 (a value outside is brought inside).
        public var volume: Int
        /// Whether the sound is muted (M).
        public var muted: Bool
        /// Whether the cards always show their key labels, not only after K.
        public var labelsAlwaysShown: Bool
        /// Whether the tutorial was finished or skipped: it no longer opens by itself.
        public var tutorialSeen: Bool
        /// How many games the games database keeps, the latest; nil keeps every one.
        public var gamesKept: Int?
        /// The language chosen, by code (`de`, `en`); nil follows the system's.
        public var language: String?

        /// Settings with these values; by default the classic look, no motion (a test's
        /// cards stay where a click finds them), the default volume and labels only after K.
        public init(
            theme: Theme = .standard, animates: Bool = false, volume: Int = AppState.defaultVolume,
            muted: Bool = false, labelsAlwaysShown: Bool = false, tutorialSeen: Bool = false, gamesKept: Int? = nil,
            language: String? = nil
        ) {
            self.gamesKept = gamesKept
            self.language = language
            self.theme = theme
            self.animates = animates
            self.volume = volume
            self.muted = muted
            self.labelsAlwaysShown = labelsAlwaysShown
            self.tutorialSeen = tutorialSeen
        }
    }

    /// What a game opens with besides itself: from its saved file and the launch.
    public struct Opening: Equatable, Sendable {
        /// A line to show at once (a warning about an unreadable file); nil shows a resumed mismatch's explanation.
        public var message: String?
        /// Extra lines for the game-over panel (statistics).
        public var gameOverLines: [String]
        /// The solo game's moves so far (from its saved file); nil starts a new history.
        public var history: History?
        /// Whether the game opens paused (it was closed paused; a finished game never is).
        public var paused: Bool
        /// Whether the tutorial opens over the table (the very first launch).
        public var opensTutorial: Bool

        /// An opening with these values; by default a game that simply starts.
        public init(
            message: String? = nil, gameOverLines: [String] = [], history: History? = nil,
            paused: Bool = false, opensTutorial: Bool = false
        ) {
            self.message = message
            self.gameOverLines = gameOverLines
            self.history = history
            self.paused = paused
            self.opensTutorial = opensTutorial
        }
    }

    /// The colours: the theme's style (classic, dark, high contrast) with its palette (standard or colour-blind).
    public internal(set) var theme: Theme {
        get { settings.theme }
        set { settings.theme = newValue }
    }

    /// Whether changes are shown in motion (off: every change is a cut, as with `--no-animation`).
    public internal(set) var animates: Bool {
        get { settings.animates }
        set { settings.animates = newValue }
    }

    /// Whether the cards always show their key labels, not only after K.
    public internal(set) var labelsAlwaysShown: Bool {
        get { settings.labelsAlwaysShown }
        set { settings.labelsAlwaysShown = newValue }
    }

    /// How many games the games database keeps, the latest; nil keeps every one.
    public internal(set) var gamesKept: Int? {
        get { settings.gamesKept }
        set { settings.gamesKept = newValue }
    }

    /// Whether the tutorial was finished or skipped: it no longer opens by itself.
    public internal(set) var tutorialSeen: Bool {
        get { settings.tutorialSeen }
        set { settings.tutorialSeen = newValue }
    }

    /// The sound's volume, 0 ... 100.
    public internal(set) var volume: Int {
        get { settings.volume }
        set { settings.volume = newValue }
    }

    /// Whether the sound is muted (M), whatever the volume.
    public internal(set) var isMuted: Bool {
        get { settings.muted }
        set { settings.muted = newValue }
    }
}
