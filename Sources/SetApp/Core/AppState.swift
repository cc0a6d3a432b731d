import Catalog
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
    /// What is moving on screen.
    public internal(set) var motion = Motion()
    /// The moves of a solo game, for undo and redo; nil with two players, who have no undo.
    public internal(set) var history: History?
    /// The player's settings: the theme, motion, key labels, the sound, the games kept, the tutorial seen.
    public internal(set) var settings: Settings
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
    /// The game's version and licence and its folders, as the session says them.
    public var installation = Installation.unknown
    /// The language every word the player reads is looked up in (the session loads it).
    public internal(set) var catalog = Catalog.english
    /// Whether the left button that resumed the game is still down: its release is no click.
    var resumingPress = false
    /// The statistics as `--stats` prints them, a line each, for the statistics overlay.
    public internal(set) var statisticsTable: [String] = []
    /// The computer players last chosen on the Modes screen, for the next time it opens.
    var modesChoice = ModesChoice()
    /// The player's rating in each mode with a rated game (the others stand at `Rating.start`).
    public internal(set) var ratings: [Game.Mode: ModeRating] = [:]
    /// The wall clock as the platform last gave it (`AppAction.wallClock`), in seconds.
    var wallTime = 0.0
    /// The choices the Settings overlay steps through for `gamesKept`, every game first.
    public static let gamesKeptChoices: [Int?] = [nil, 1000, 200, 50]
    /// Whether the game in play is recorded (the platform has a games database): the game-over panel offers Review.
    public internal(set) var recordsGames = false

    /// The network game this window plays, nil in a local game; `game` is then only a picture of its table.
    public internal(set) var network: NetworkTable?

    /// The scene on screen while `reduce` runs, when the platform handed it over (see `sceneOnScreen(now:)`).
    var onScreen: TableScene?

    /// The latest game time `reduce` has been given: an older or non-finite time counts as this.
    var latestTime = -Double.greatestFiniteMagnitude

    /// Whether the game waits under an overlay: the cards are hidden and the game clock stands still.
    public var isPaused: Bool { overlay != .none }

    /// The volume of a player who never chose one: loud enough to hear, with room to turn it up.
    public static let defaultVolume = 80

    /// Starts with a game in a window of the given size, with the player's `settings`
    /// (nothing moves unless they say so) and what the game `opens` with.
    public init(
        game: Game, width: Int, height: Int, settings: Settings = Settings(), opening: Opening = Opening(),
        catalog: Catalog = .english
    ) {
        self.catalog = catalog
        var settings = settings
        settings.volume = min(max(settings.volume, 0), 100)
        self.settings = settings
        self.game = game
        self.history = game.mode.keepsHistory ? (opening.history ?? History(startingAt: game)) : nil
        self.width = max(0, width)
        self.height = max(0, height)
        self.gameOverLines = opening.gameOverLines
        layout = TableLayout(
            width: max(0, width), height: max(0, height), mode: game.mode,
            cardCount: game.table.count)
        // A game resumed with a mismatch selected explains it again.
        self.message = opening.message ?? mismatchLine
        if opening.paused && !game.isGameOver { screen = .pause }
        if opening.opensTutorial {
            screen = .tutorial(Tutorial())
        }
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
