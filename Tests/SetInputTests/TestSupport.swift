import Geometry

@testable import SetInput

/// A recognizer on a table a test describes: the context is handed to every event, as the app does.
@dynamicMemberLookup
struct Recognizer {
    var gestures: GestureRecognizer
    var context: GestureContext

    init(
        windowHeight: Int = 0, boardCenter: Point = .zero, isTwoPlayer: Bool = false,
        labelsShown: Bool = false, cardCount: Int = 0
    ) {
        gestures = GestureRecognizer(labelsShown: labelsShown)
        context = GestureContext(
            cardCount: cardCount, boardCenter: boardCenter,
            dealDistance: GestureThresholds.dealDistance(windowHeight: windowHeight),
            isTwoPlayer: isTwoPlayer)
    }

    mutating func handle(_ event: InputEvent) -> [InputAction] { gestures.handle(event, in: context) }

    subscript<T>(dynamicMember path: KeyPath<GestureRecognizer, T>) -> T { gestures[keyPath: path] }
}

/// Feeds events to a recognizer and collects every action, in order.
func run(_ events: [InputEvent], on recognizer: inout Recognizer) -> [InputAction] {
    events.flatMap { recognizer.handle($0) }
}

/// Feeds events to a fresh recognizer and collects every action, in order.
func run(_ events: [InputEvent], windowHeight: Int = 600, boardCenter: Point = .zero) -> [InputAction] {
    var recognizer = Recognizer(windowHeight: windowHeight, boardCenter: boardCenter)
    return run(events, on: &recognizer)
}

/// A press of `button` at `start`, `steps` evenly spaced moves to `end`, and a release there.
func pointerDrag(_ button: PointerButton = .left, from start: Point, to end: Point, steps: Int = 8) -> [InputEvent] {
    var events: [InputEvent] = [.pointerDown(button, at: start, time: 0)]
    for step in 1...steps {
        let t = Double(step) / Double(steps)
        events.append(.pointerMove(to: start.lerp(to: end, t), time: t))
    }
    events.append(.pointerUp(button, at: end, time: 1.1))
    return events
}

/// How many actions equal `action`.
func count(_ action: InputAction, in actions: [InputAction]) -> Int {
    actions.filter { $0 == action }.count
}

/// Whether the actions hold a click anywhere.
func hasClick(_ actions: [InputAction]) -> Bool {
    actions.contains { if case .click = $0 { true } else { false } }
}

/// Degrees to radians.
func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// The point at `degrees` (clockwise on screen from the +x axis) on a circle.
func onCircle(center: Point, radius: Double, degrees: Double) -> Point {
    Point(center.x + radius * cosine(radians(degrees)), center.y + radius * sine(radians(degrees)))
}

/// A key press with no modifiers and no repeat.
func key(_ key: Key, _ modifiers: KeyModifiers = [], isRepeat: Bool = false) -> InputEvent {
    .keyDown(key, modifiers: modifiers, isRepeat: isRepeat)
}
