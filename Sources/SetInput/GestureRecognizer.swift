import Geometry

/// Turns the stream of input events into the player's actions, and owns the
/// state of every gesture in progress: the pull of a drag, the turn of the
/// knob or a twist, whether the key labels show.
///
/// One value per window. The app feeds every translated event to
/// `handle(_:in:)` with the table's context and applies the actions it returns
/// in order; the view reads `pull`, `turn` and `labelsShown` from here.
public struct GestureRecognizer: Equatable, Sendable {
    /// Whether the cards show their key labels, which makes the label keys select.
    public private(set) var labelsShown: Bool

    /// The left button: clicks and pulls down to deal.
    public private(set) var drag = DragRecognizer()

    /// The right button: the shuffle knob.
    public private(set) var knob = KnobRecognizer()

    /// Fingers on a touch screen: the two-finger shuffle twist.
    public private(set) var twist = PinchRotationRecognizer()

    /// A recognizer with nothing pressed.
    public init(labelsShown: Bool = false) {
        self.labelsShown = labelsShown
    }

    /// The pull of the current left drag as a fraction of the deal distance, 0…1.
    public var pull: Double { drag.pull }

    /// The shuffle turn in progress, by the knob or by two fingers.
    public var turn: Turn { knob.shown != .none ? knob.shown : twist.shown }

    /// Takes one event and returns what it means, in the order to apply it (often nothing).
    public mutating func handle(_ event: InputEvent, in context: GestureContext) -> [InputAction] {
        let boardCenter = context.boardCenter, dealDistance = context.dealDistance
        switch event {
        case .pointerDown(let button, let point, _):
            switch button {
            case .left: return drag.press(at: point)
            case .right: return knob.press(at: point, center: boardCenter)
            case .middle: return []
            }
        case .pointerMove(let point, _):
            return drag.move(to: point, dealDistance: dealDistance) + knob.move(to: point, center: boardCenter)
        case .pointerUp(let button, let point, _):
            switch button {
            case .left: return drag.release(at: point, dealDistance: dealDistance)
            case .right: return knob.release(at: point, center: boardCenter)
            case .middle: return []
            }
        case .wheel(_, let dy, _):
            guard dy.isFinite, dy != 0 else { return [] }
            // The wheel turned away from the player moves the view up the board.
            return [.scroll(dy: -dy * GestureThresholds.wheelStep)]
        case .keyDown(let key, let modifiers, let isRepeat):
            return handleKey(key, modifiers: modifiers, isRepeat: isRepeat, context: context)
        case .multiGesture(let dTheta, _, _, let fingers, let time):
            // The first finger also drives SDL's touch-synthesized mouse: a twist is no pull.
            let cancelled = fingers >= 2 ? drag.cancel() : []
            return cancelled + twist.rotate(by: dTheta, fingers: fingers, time: time)
        case .fingerDown(let id, _):
            let actions = twist.fingerDown(id: id)
            return twist.fingersDown.count >= 2 ? drag.cancel() + actions : actions
        case .fingerUp(let id, _):
            return twist.fingerUp(id: id)
        case .resized(let width, let height):
            return [.resized(width: max(0, width), height: max(0, height))]
        case .focusLost, .hidden:
            return drag.cancel() + knob.cancel() + twist.cancel()
        case .textEntered:
            // Text is for a text field; on the table it means nothing.
            return []
        }
    }

    /// Applies the key bindings and keeps the label mode in step with them.
    private mutating func handleKey(
        _ key: Key, modifiers: KeyModifiers, isRepeat: Bool,
        context: GestureContext
    ) -> [InputAction] {
        guard
            let action = KeyBindings.action(
                for: key, modifiers: modifiers, isRepeat: isRepeat,
                labelsShown: labelsShown || context.labelsAlwaysShown, cardCount: context.cardCount,
                isTwoPlayer: context.isTwoPlayer
            )
        else { return [] }
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
