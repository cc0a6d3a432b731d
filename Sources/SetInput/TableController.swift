import Geometry
import Raster
import SetCore
import SetTable

/// What the app must do after the controller handled an event.
public enum ControllerEffect: Equatable, Sendable {
    /// The game applied this intent; `events` says what came of it (empty: ignored).
    case applied(Intent, events: [GameEvent])
    /// The window changed size and the table was laid out again.
    case relaidOut(width: Int, height: Int)
    /// The player asked to quit.
    case quit
    /// The player asked to enter or leave full screen.
    case toggleFullScreen
}

/// The game on the table: the model, the gesture recognizer and the view's
/// own state (scroll, labels, gesture feedback, message), driven by
/// platform-neutral input events.
///
/// This is the whole of the game's behaviour between the window and the
/// pixels, so tests drive it without SDL: send an event, check the effects
/// and the state. The app adds only the window, the clock and the trace.
public struct TableController: Sendable {
    /// The game being played.
    public private(set) var game: Game
    /// Gestures in progress.
    public private(set) var recognizer: GestureRecognizer
    /// The window size in window coordinates.
    public private(set) var width: Int
    /// The window height in window coordinates.
    public private(set) var height: Int
    /// How far the board is scrolled, in pixels (0 when it does not scroll).
    public private(set) var scrollOffset = 0.0
    /// Whether the cards show their key labels.
    public private(set) var labelsShown = false
    /// The pull of a deal drag, 0…1.
    public private(set) var dealPull = 0.0
    /// The turn of a knob or twist in radians, and its share of a shuffle turn.
    public private(set) var turn: (angle: Double, progress: Double) = (0, 0)
    /// The button under a held left press, drawn pressed.
    public private(set) var pressedButton: ButtonID?
    /// A line for the player (a hint that found no Set, a warning); cleared by the next intent.
    public var message: String?
    /// The colours: standard or colour-blind.
    public var theme: Theme
    /// Extra lines for the game-over panel (statistics).
    public var gameOverLines: [String] = []

    /// Starts with a game in a window of the given size.
    public init(game: Game, width: Int, height: Int, theme: Theme = .standard) {
        self.game = game
        self.width = max(0, width)
        self.height = max(0, height)
        self.theme = theme
        self.recognizer = GestureRecognizer(windowHeight: max(0, height),
                                            isTwoPlayer: game.mode == .twoPlayer,
                                            cardCount: game.table.count)
        syncRecognizer()
    }

    /// The scene to draw at time `now`.
    public func scene(now: Double) -> TableScene {
        var scene = TableScene(game: game, now: now, width: width, height: height, theme: theme)
        scene.scrollOffset = scrollOffset
        scene.labelsShown = labelsShown
        scene.labels = (0..<game.table.count).map { index -> String in
            guard let character = KeyBindings.label(forCard: index)?.character else { return "" }
            return String(character).uppercased()
        }
        scene.dealPull = dealPull
        scene.turnAngle = turn.angle
        scene.turnProgress = turn.progress
        scene.pressedButton = pressedButton
        scene.message = message
        scene.gameOverLines = gameOverLines
        return scene
    }

    /// Handles one input event at game time `now`.
    public mutating func handle(_ event: InputEvent, now: Double) -> [ControllerEffect] {
        trackPressedButton(event, now: now)
        var effects: [ControllerEffect] = []
        for action in recognizer.handle(event) {
            effects += perform(action, now: now)
        }
        syncRecognizer()
        return effects
    }

    /// Applies an intent directly (the app's timer ticks, tests).
    public mutating func apply(_ intent: Intent, now: Double) -> [ControllerEffect] {
        let events = game.apply(intent, now: now)
        if intent != .tick || !events.isEmpty { message = Self.message(for: events) ?? (intent == .tick ? message : nil) }
        scrollOffset = scene(now: now).grid.clampedScrollOffset(scrollOffset)
        syncRecognizer()
        return [.applied(intent, events: events)]
    }

    /// Lets time pass: applies a tick when a two-player countdown can run out,
    /// and returns nothing otherwise (a solo clock needs only a redraw).
    public mutating func tick(now: Double) -> [ControllerEffect] {
        guard game.turn.deadline != nil else { return [] }
        return apply(.tick, now: now)
    }

    private mutating func perform(_ action: InputAction, now: Double) -> [ControllerEffect] {
        switch action {
        case .click(let point):
            return click(at: point, now: now)
        case .deal:
            // In two-player mode each player deals with their own button.
            return game.mode == .solo ? apply(.dealTapped(player: nil), now: now) : []
        case .shuffle:
            return apply(.shuffleRequested, now: now)
        case .newGame:
            return apply(.newGameTapped, now: now)
        case .hint:
            return apply(.hintTapped, now: now)
        case .toggleFullScreen:
            return [.toggleFullScreen]
        case .quit:
            return [.quit]
        case .cancel:
            message = nil
            return []
        case .showLabels(let shown):
            labelsShown = shown
            return []
        case .selectCard(let index):
            return apply(.cardTapped(index: index), now: now)
        case .claim(let seat):
            return apply(.claimTapped(player: seat == .first ? 0 : 1), now: now)
        case .scroll(let dy):
            scrollOffset = scene(now: now).grid.clampedScrollOffset(scrollOffset + dy)
            return []
        case .resized(let w, let h):
            width = max(0, w)
            height = max(0, h)
            scrollOffset = scene(now: now).grid.clampedScrollOffset(scrollOffset)
            return [.relaidOut(width: width, height: height)]
        case .dragProgress(let fraction, _):
            dealPull = fraction.isFinite ? min(max(fraction, 0), 1) : 0
            return []
        case .dragEnded:
            dealPull = 0
            return []
        case .turnProgress(let angle, let fraction):
            turn = (angle.isFinite ? angle : 0, fraction.isFinite ? min(max(fraction, 0), 1) : 0)
            return []
        case .turnEnded:
            turn = (0, 0)
            return []
        }
    }

    private mutating func click(at point: Point, now: Double) -> [ControllerEffect] {
        switch hitTest(point, scene: scene(now: now)) {
        case .card(let index)?:
            return apply(.cardTapped(index: index), now: now)
        case .button(let id)?:
            return apply(Self.intent(for: id), now: now)
        case nil:
            return []
        }
    }

    /// The intent a HUD button stands for.
    static func intent(for button: ButtonID) -> Intent {
        switch button {
        case .newGame: .newGameTapped
        case .deal: .dealTapped(player: nil)
        case .hint: .hintTapped
        case .claim(let player): .claimTapped(player: player)
        case .dealFor(let player): .dealTapped(player: player)
        }
    }

    /// Draws a button pressed while the left button is held on it.
    private mutating func trackPressedButton(_ event: InputEvent, now: Double) {
        switch event {
        case .pointerDown(.left, let at, _):
            if case .button(let id)? = hitTest(at, scene: scene(now: now)) { pressedButton = id }
        case .pointerUp(.left, _, _), .focusLost:
            pressedButton = nil
        default:
            break
        }
    }

    /// Keeps the recognizer's picture of the table in step with the model.
    private mutating func syncRecognizer() {
        recognizer.cardCount = game.table.count
        recognizer.isTwoPlayer = game.mode == .twoPlayer
        recognizer.boardCenter = ScreenLayout(width: Double(width), height: Double(height), mode: game.mode).board.center
        labelsShown = recognizer.labelsShown
    }

    /// What to tell the player about a move, if anything.
    static func message(for events: [GameEvent]) -> String? {
        for event in events {
            switch event {
            case .noSetOnTable: return "No Set on the table: deal 3 more"
            case .timedOut(let player): return "Player \(player + 1) ran out of time"
            default: continue
            }
        }
        return nil
    }
}
