import Geometry
import Raster

/// Turns the stream of input events into the player's actions; all its state is in view.
///
/// One value per window. The app feeds every translated event to `handle(_:)` and
/// applies the actions it returns in order; it keeps the mode flags current
/// (`boardCenter`, `isTwoPlayer`, `cardCount`), while `windowHeight` follows
/// `.resized` events and `labelsShown` follows K and Escape (the app may set both too).
public struct GestureRecognizer: Equatable, Sendable {
    /// The centre the right-button knob turns around, in window coordinates.
    public var boardCenter: Point

    /// The window height, which sets the deal distance.
    public var windowHeight: Int

    /// Whether two players share the keyboard, which makes the claim keys live.
    public var isTwoPlayer: Bool

    /// Whether the cards show their key labels, which makes the label keys select.
    public var labelsShown: Bool

    /// How many cards are on the table; a label past the last card selects nothing.
    public var cardCount: Int

    /// The left button: clicks and pulls down to deal.
    public private(set) var drag = DragRecognizer()

    /// The right button: the shuffle knob.
    public private(set) var knob = KnobRecognizer()

    /// Fingers on a touch screen: the two-finger shuffle twist.
    public private(set) var twist = PinchRotationRecognizer()

    /// A recognizer for a window of the given height, with nothing pressed.
    public init(
        windowHeight: Int = 0, boardCenter: Point = .zero,
        isTwoPlayer: Bool = false, labelsShown: Bool = false, cardCount: Int = 0
    ) {
        self.windowHeight = windowHeight
        self.boardCenter = boardCenter
        self.isTwoPlayer = isTwoPlayer
        self.labelsShown = labelsShown
        self.cardCount = cardCount
    }

    /// The downward pull that deals in the current window.
    public var dealDistance: Double {
        GestureThresholds.dealDistance(windowHeight: windowHeight)
    }

    /// The pull of the current left drag as a fraction of the deal distance, 0…1.
    public var pull: Double { drag.pull }

    /// Takes one event and returns what it means, in the order to apply it (often nothing).
    public mutating func handle(_ event: InputEvent) -> [InputAction] {
        switch event {
        case let .pointerDown(button, point, _):
            switch button {
            case .left: return drag.press(at: point)
            case .right: return knob.press(at: point, center: boardCenter)
            case .middle: return []
            }
        case let .pointerMove(point, _):
            return drag.move(to: point, dealDistance: dealDistance) + knob.move(to: point, center: boardCenter)
        case let .pointerUp(button, point, _):
            switch button {
            case .left: return drag.release(at: point, dealDistance: dealDistance)
            case .right: return knob.release(at: point, center: boardCenter)
            case .middle: return []
            }
        case let .wheel(_, dy, _):
            guard dy.isFinite, dy != 0 else { return [] }
            // The wheel turned away from the player moves the view up the board.
            return [.scroll(dy: -dy * GestureThresholds.wheelStep)]
        case let .keyDown(key, modifiers, isRepeat):
            return handleKey(key, modifiers: modifiers, isRepeat: isRepeat)
        case let .multiGesture(dTheta, _, _, fingers, time):
            // The first finger also drives SDL's touch-synthesized mouse: a twist is no pull.
            let cancelled = fingers >= 2 ? drag.cancel() : []
            return cancelled + twist.rotate(by: dTheta, fingers: fingers, time: time)
        case let .fingerDown(id, _):
            let actions = twist.fingerDown(id: id)
            return twist.fingersDown.count >= 2 ? drag.cancel() + actions : actions
        case let .fingerUp(id, _):
            return twist.fingerUp(id: id)
        case let .resized(width, height):
            windowHeight = max(0, height)
            return [.resized(width: max(0, width), height: windowHeight)]
        case .focusLost:
            return drag.cancel() + knob.cancel() + twist.cancel()
        }
    }

    /// Applies the key bindings and keeps the label mode in step with them.
    private mutating func handleKey(_ key: Key, modifiers: KeyModifiers, isRepeat: Bool) -> [InputAction] {
        guard let action = KeyBindings.action(
            for: key, modifiers: modifiers, isRepeat: isRepeat,
            labelsShown: labelsShown, cardCount: cardCount, isTwoPlayer: isTwoPlayer
        ) else { return [] }
        switch action {
        case .showLabels(let shown):
            labelsShown = shown
            return [action]
        case .cancel:
            var actions = drag.cancel() + knob.cancel()
            if labelsShown {
                labelsShown = false
                actions.append(.showLabels(false))
            }
            return actions + [.cancel]
        default:
            return [action]
        }
    }
}
