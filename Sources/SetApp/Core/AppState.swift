import Geometry
import SetCore
import SetInput
import SetTable

/// The whole application between the window and the pixels, as one value: the
/// game, the gestures in progress, the window and its layout, and what the
/// view shows besides the game (scroll, pressed button, message, panel lines).
///
/// It changes only through `reduce(_:_:now:)`; the platform turns what it
/// returns into work (save, trace, quit) and draws `scene(now:)`.
public struct AppState: Sendable {
    /// The game being played.
    public internal(set) var game: Game
    /// Gestures in progress, with the pull, turn and labels the view shows.
    public internal(set) var gestures = GestureRecognizer()
    /// The window width in window coordinates.
    public internal(set) var width: Int
    /// The window height in window coordinates.
    public internal(set) var height: Int
    /// The table's layout for the window, the mode and the card count.
    public internal(set) var layout: TableLayout
    /// How far the board is scrolled, in pixels (0 when it does not scroll).
    public internal(set) var scrollOffset = 0.0
    /// The button under a held left press, drawn pressed.
    public internal(set) var pressedButton: ButtonID?
    /// A line for the player (a hint that found no Set, a warning, why three cards are not a Set);
    /// cleared by the next move, except that a mismatch's explanation lasts while its cards stay selected.
    public internal(set) var message: String?
    /// Extra lines for the game-over panel (statistics).
    public internal(set) var gameOverLines: [String]
    /// The colours: the theme's style (classic, dark, high contrast) with its palette (standard or colour-blind).
    public internal(set) var theme: Theme
    /// Whether changes are shown in motion (off: every change is a cut, as with `--no-animation`).
    public internal(set) var animates: Bool
    /// Whether the cards always show their key labels (a setting), not only after K.
    public internal(set) var labelsAlwaysShown = false
    /// What is moving on screen.
    public internal(set) var motion = Motion()
    /// The moves of a solo game, for undo and redo; nil with two players, who have no undo.
    public internal(set) var history: History?
    /// What is over the table: one screen with its own state, or `.none` in play.
    public internal(set) var screen = Screen.none
    /// The overlay's button with the keyboard's focus ring (nil until Tab or an arrow is pressed).
    public internal(set) var overlayFocus: Int?
    /// The page of an overlay that has several.
    public internal(set) var overlayPage = 0
    /// Where the left button went down in an overlay: a button's index, or nil outside the panel.
    var overlayPress: Int??
    /// What the Play online screen starts with: the rooms server named last, and the player's name.
    public var onlineDefaults = (server: "", name: "")
    /// Whether the left button that resumed the game is still down: its release is no click.
    var resumingPress = false
    /// The statistics as `--stats` prints them, a line each, for the statistics overlay.
    public internal(set) var statisticsTable: [String] = []
    /// The wall clock as the platform last gave it (`AppAction.wallClock`), in seconds.
    var wallTime = 0.0
    /// How many games the games database keeps, the latest (a setting); nil keeps every one.
    public internal(set) var gamesKept: Int?
    /// The choices the Settings overlay steps through for `gamesKept`, every game first.
    public static let gamesKeptChoices: [Int?] = [nil, 1000, 200, 50]
    /// Whether the game in play is recorded (the platform has a games database): the game-over panel offers Review.
    public internal(set) var recordsGames = false
    /// Whether the tutorial was finished or skipped (a setting): it no longer opens by itself.
    public internal(set) var tutorialSeen = false

    /// The network game this window plays, nil in a local game; `game` is then only a picture of its table.
    public internal(set) var network: NetworkTable?

    /// The scene on screen while `reduce` runs, when the platform handed it over (see `sceneOnScreen(now:)`).
    var onScreen: TableScene?

    /// The latest game time `reduce` has been given: an older or non-finite time counts as this.
    var latestTime = -Double.greatestFiniteMagnitude

    /// Whether the game waits under an overlay: the cards are hidden and the game clock stands still.
    public var isPaused: Bool { overlay != .none }
    /// The sound's volume, 0 ... 100.
    public internal(set) var volume = AppState.defaultVolume
    /// Whether the sound is muted (M), whatever the volume.
    public internal(set) var isMuted = false

    /// The volume of a player who never chose one: loud enough to hear, with room to turn it up.
    public static let defaultVolume = 80

    /// Starts with a game in a window of the given size, with the player's `settings`
    /// (nothing moves unless they say so) and what the game `opens` with.
    public init(game: Game, width: Int, height: Int, settings: Settings = Settings(), opening: Opening = Opening()) {
        self.labelsAlwaysShown = settings.labelsAlwaysShown
        self.gamesKept = settings.gamesKept
        self.game = game
        self.history = game.mode.keepsHistory ? (opening.history ?? History(startingAt: game)) : nil
        self.animates = settings.animates
        self.width = max(0, width)
        self.height = max(0, height)
        self.theme = settings.theme
        self.gameOverLines = opening.gameOverLines
        layout = TableLayout(
            width: max(0, width), height: max(0, height), mode: game.mode,
            cardCount: game.table.count)
        // A game resumed with a mismatch selected explains it again.
        self.message = opening.message ?? mismatchLine
        if opening.paused && !game.isGameOver { screen = .pause }
        self.tutorialSeen = settings.tutorialSeen
        if opening.opensTutorial {
            screen = .tutorial(Tutorial())
        }
        self.volume = min(max(settings.volume, 0), 100)
        isMuted = settings.muted
    }

    /// What the recognizers need to know about the table now.
    var gestureContext: GestureContext {
        // A chain's last group, in the strip, is selected by the labels after the table's.
        GestureContext(
            cardCount: game.table.count + game.previous.count, boardCenter: layout.screen.board.center,
            dealDistance: GestureThresholds.dealDistance(windowHeight: height),
            isTwoPlayer: game.mode.takesTurns, labelsAlwaysShown: labelsAlwaysShown)
    }

    /// Lays the table out again if the window, the mode or the card count changed,
    /// and keeps the scroll position inside the new grid.
    mutating func relayout() {
        layout = layout.updated(width: width, height: height, mode: game.mode, cardCount: game.table.count)
        scrollOffset = layout.grid.clampedScrollOffset(scrollOffset)
    }
}
