import Catalog
import Geometry
import Raster
import SetCore

/// Everything the table shows in one frame, as a value: the game, the clock,
/// the window, the scroll position, gesture feedback and the theme.
public struct TableScene: Sendable {
    /// The game on the table.
    public var game: Game { didSet { refreshLayout() } }
    /// The game clock now, for the time of play and the two-player countdowns.
    public var now: Double
    /// The window width in pixels.
    public var width: Int { didSet { refreshLayout() } }
    /// The window height in pixels.
    public var height: Int { didSet { refreshLayout() } }
    /// The table's layout for this window, mode and card count, made again
    /// only when one of them changes.
    public private(set) var table: TableLayout
    /// How far the board is scrolled up, in pixels (clamped by the grid).
    public var scrollOffset: Double
    /// Whether the cards show their key labels.
    public var labelsShown: Bool
    /// The key label of each table index (missing or empty entries show none).
    public var labels: [String]
    /// How far a drag down towards dealing has got, 0…1 (1 deals on release).
    public var dealPull: Double
    /// The turn of a knob or twist so far, in radians (positive clockwise).
    public var turnAngle: Double
    /// The turn's share of the angle that shuffles, 0…1.
    public var turnProgress: Double
    /// The button under a held mouse button, drawn pressed.
    public var pressedButton: ButtonID?
    /// One line of news for the player ("No Set on the table: deal 3 more"), wrapped as needed.
    public var message: String?
    /// The colours.
    public var theme: Theme
    /// The language every word on the table is looked up in.
    public var catalog = Catalog.english
    /// More lines for the game-over panel (statistics), under the score and time.
    public var gameOverLines: [String]
    /// Cards shown away from their place in the grid because they are moving,
    /// by table index, in window coordinates; empty when nothing moves.
    public var shownFrames: [Int: Rect] = [:]
    /// Of the moving cards, those flying over the HUD (dealt from the deck): not cut to the board.
    public var flyingCards: Set<Int> = []
    /// Cards that have left the table and are still on their way out, drawn on top of the rest.
    public var leavingCards: [LeavingCard] = []
    /// How far the game-over panel has faded in, 0…1.
    public var panelOpacity = 1.0
    /// Whether there is a move to take back (the Undo button is live).
    public var canUndo = false
    /// How many times undo was used in this game (the game-over panel says so).
    public var undoCount = 0
    /// The panel over the table (the pause cover, the menu, the statistics), if any.
    public var overlay = OverlayKind.none
    /// The overlay's button with the keyboard's focus ring, nil for none.
    public var overlayFocus: Int?
    /// The page of an overlay that has several.
    public var overlayPage = 0
    /// The statistics as `--stats` prints them, a line each, for the statistics overlay.
    public var statisticsTable: [String] = []
    /// The settings as the Settings overlay shows them.
    public var settings = SettingsShown()
    /// The tutorial in progress, while its overlay is open.
    public var tutorial: Tutorial?
    /// A network game's players and status, drawn in place of the solo HUD; nil in a local game.
    public var network: NetworkPanel?
    /// A finished network game's places, for the game-over panel; nil while it goes on, and in a local game.
    public var networkResult: NetworkResult?
    /// A mode's rating after each rated game, oldest first, for the statistics' chart (empty: no chart).
    public var ratingHistory: [RatedGame] = []
    /// A room's lobby: its code, shown large with a Copy button while the lobby waits.
    public var lobbyRoom: LobbyRoom?
    /// The Play online screen's fields and the games on this network, while it is open.
    public var online: OnlineShown?
    /// Whether the game in play is recorded, so the game-over panel offers Review.
    public var canReview = false
    /// The games recorded, for the Past games overlay.
    public var pastGames: PastGamesShown?
    /// The recorded game under review, at its step, for the Review overlay.
    public var review: ReviewShown?
    /// The recorded game played again, for the Replay overlay.
    public var replay: ReplayShown?
    /// The pace of the latest recorded games, oldest first, for the Statistics overlay's charts.
    public var progress: [GameProgress] = []
    /// The drills, for the Practice overlay.
    public var practice: PracticeShown?
    /// The modes the Modes overlay offers (a network game's host: the modes played online); nil for every one.
    public var offeredModes: Set<Game.Mode>?
    /// Whether the Modes screen offers computer players: in a game on this machine, and in the lobby of a
    /// table this window runs (the host's own, or a room it owns).
    public var offersComputers = true
    /// The overlay's panel, laid out by its screen for this scene; nil draws none.
    public var panel: OverlayPanel?
    /// The cover over the board while the game is paused, laid out for this scene; nil draws none.
    public var pausePanel: PausePanel?

    /// What the Settings overlay shows besides the theme: each setting's value now.
    public struct SettingsShown: Equatable, Sendable {
        /// Changes are shown in motion.
        public var motion = true
        /// The cards always show their key labels.
        public var labelsAlwaysShown = false
        /// The sound's volume, 0–100.
        public var volume = 80
        /// The sound is muted (M).
        public var muted = false
        /// How many games the games database keeps; nil keeps every one.
        public var gamesKept: Int?
        /// Whether games are recorded here (the setting is offered only then).
        public var recordsGames = false
        /// The language chosen, by code; nil follows the system's.
        public var language: String?

        /// The settings as they stand.
        public init(
            motion: Bool = true, labelsAlwaysShown: Bool = false, volume: Int = 80,
            muted: Bool = false, gamesKept: Int? = nil, recordsGames: Bool = false, language: String? = nil
        ) {
            self.language = language
            self.gamesKept = gamesKept
            self.recordsGames = recordsGames
            self.motion = motion
            self.labelsAlwaysShown = labelsAlwaysShown
            self.volume = volume
            self.muted = muted
        }
    }

    /// Whether the game waits under an overlay: the cards are hidden and the clock stands still.
    public var isPaused: Bool { overlay != .none }

    /// A scene with nothing scrolled, pressed, pulled or turned.
    public init(game: Game, now: Double, width: Int, height: Int, theme: Theme = .standard) {
        self.init(
            game: game, now: now,
            layout: TableLayout(width: width, height: height, mode: game.mode, cardCount: game.table.count),
            theme: theme)
    }

    /// A scene laid out with `layout`, made for this game's mode and card count
    /// (one that does not fit is made again).
    public init(game: Game, now: Double, layout: TableLayout, theme: Theme = .standard) {
        self.game = game
        self.now = now
        width = Int(layout.screen.width)
        height = Int(layout.screen.height)
        table = layout.updated(
            width: Int(layout.screen.width), height: Int(layout.screen.height),
            mode: game.mode, cardCount: game.table.count)
        self.theme = theme
        scrollOffset = 0
        labelsShown = false
        labels = []
        dealPull = 0
        turnAngle = 0
        turnProgress = 0
        pressedButton = nil
        message = nil
        gameOverLines = []
    }

    /// The screen layout for this window and mode.
    public var layout: ScreenLayout { table.screen }

    /// The card grid for the cards on the table.
    public var grid: GridLayout { table.grid }

    private mutating func refreshLayout() {
        table = table.updated(width: width, height: height, mode: game.mode, cardCount: game.table.count)
    }

    /// Whether a button does something now (New Game except in the daily puzzle, which has one a day; the other modes' buttons).
    public func isEnabled(_ button: ButtonID) -> Bool {
        switch button {
        case .newGame: !game.mode.isDaily
        case .deal: game.mode.dealsAlone && game.canDeal
        case .hint: game.canHint
        case .undo: canUndo
        case .claim(let player): game.canClaim(player: player)
        case .dealFor(let player): game.canDeal(player: player)
        case .mode(let mode): mode != game.mode
        case .menu: true
        case .playAgain: networkResult?.canPlayAgain == true
        case .leave: networkResult != nil
        case .copyCode: lobbyRoom != nil
        case .review: canReview && game.isGameOver
        }
    }

    /// How card `index` looks: selected, matched, mismatched (with the features it is odd in), hinted, labelled.
    public func appearance(ofCard index: Int) -> CardAppearance {
        cardAppearances.appearance(ofCard: index)
    }

    /// What every card's look depends on, worked out once for a whole frame's cards
    /// (the hint's places and the mode's rules would otherwise be looked up per card).
    public var cardAppearances: CardAppearances {
        CardAppearances(scene: self)
    }
}

/// The looks of a scene's cards, from what they share worked out once.
public struct CardAppearances {
    private let game: Game
    private let labels: [String]
    private let labelsShown: Bool
    private let hinted: [Int]
    /// Memory: a card shows its face only while selected (and a miss until the next click).
    private let facesDown: Bool

    init(scene: TableScene) {
        game = scene.game
        labels = scene.labels
        labelsShown = scene.labelsShown
        hinted = scene.game.hintedIndices
        // Memory's cards turn face up when the game ends (a network game's when its places are shown).
        facesDown = scene.game.mode.variant.dealsFaceDown && !scene.game.isGameOver && scene.networkResult == nil
    }

    /// How card `index` looks: selected, matched, mismatched (with the features it is odd in), hinted, labelled.
    public func appearance(ofCard index: Int) -> CardAppearance {
        var highlight = CardAppearance.Highlight.none
        let selected = game.selection.contains(index)
        if selected {
            switch game.selectionState {
            case .match: highlight = .match
            case .mismatch: highlight = .mismatch
            case .none, .partial: highlight = .selected
            }
        }
        var label: String?
        if labelsShown, labels.indices.contains(index), !labels[index].isEmpty { label = labels[index] }
        var odd: [Feature] = []
        if highlight == .mismatch, let position = game.selection.firstIndex(of: index) {
            odd = game.mismatchExplanation.filter { $0.oddOneOut == position }.map(\.feature)
        }
        var appearance = CardAppearance(
            highlight: highlight, isHinted: hinted.contains(index),
            label: label, oddFeatures: odd)
        appearance.isFaceDown = facesDown && !selected
        return appearance
    }
}

/// A card that has left the table and is still on screen, flying away.
public struct LeavingCard: Equatable, Sendable {
    /// The card.
    public var card: Card
    /// Where it is drawn now, in window coordinates.
    public var frame: Rect
    /// Its selection mark (a found Set keeps its green ring on the way out).
    public var highlight: CardAppearance.Highlight

    /// A leaving card at `frame`.
    public init(card: Card, frame: Rect, highlight: CardAppearance.Highlight) {
        self.card = card
        self.frame = frame
        self.highlight = highlight
    }
}
