import Geometry
import Testing

@testable import SetInput

@Suite("Knob turn to shuffle")
struct KnobTests {
    static let center = Point(400, 300)

    /// The events of a right-button turn on a 200 px circle, in 10° steps from `from` to `to` degrees.
    static func turn(from: Double, to: Double, button: PointerButton = .right) -> [InputEvent] {
        let steps = Int((abs(to - from) / 10).rounded())
        var events: [InputEvent] = [
            .pointerDown(button, at: onCircle(center: center, radius: 200, degrees: from), time: 0)
        ]
        for step in 1...steps {
            let degrees = from + (to - from) * Double(step) / Double(steps)
            events.append(.pointerMove(to: onCircle(center: center, radius: 200, degrees: degrees), time: Double(step)))
        }
        events.append(
            .pointerUp(button, at: onCircle(center: center, radius: 200, degrees: to), time: Double(steps + 1)))
        return events
    }

    /// Turns from one angle to another, in degrees clockwise on screen, and whether they shuffle.
    static let cases: [(from: Double, to: Double, shuffles: Bool)] = [
        (0, 90, false), (0, -90, false),
        (0, 110, false), (0, -110, false),
        (0, 130, true), (0, -130, true),
        (150, 280, true),  // clockwise across the ±180° line
        (-150, -280, true),  // counter-clockwise across it
        (170, 260, false),  // 90° across it: no jump by a full turn
        (0, 400, true),  // more than a full circle still shuffles once
    ]

    @Test("a right-button turn of 120° or more shuffles once, either way", arguments: cases)
    func turns(_ c: (from: Double, to: Double, shuffles: Bool)) {
        let actions = run(Self.turn(from: c.from, to: c.to), boardCenter: Self.center)
        #expect(count(.shuffle, in: actions) == (c.shuffles ? 1 : 0))
        #expect(actions.last == .turnEnded(shuffled: c.shuffles))
        #expect(!hasClick(actions))
    }

    @Test("the angle adds up step by step, without a 2π jump at ±180°", arguments: cases)
    func accumulatedAngle(_ c: (from: Double, to: Double, shuffles: Bool)) {
        var recognizer = Recognizer(boardCenter: Self.center)
        _ = run(Self.turn(from: c.from, to: c.to).dropLast(), on: &recognizer)
        #expect(abs(recognizer.knob.angle - radians(c.to - c.from)) < 1e-12)
    }

    @Test("progress reports the signed angle and its fraction of 120°")
    func progress() {
        var recognizer = Recognizer(boardCenter: Self.center)
        let events = Self.turn(from: 0, to: -60)
        _ = recognizer.handle(events[0])
        let actions = recognizer.handle(events[1])
        guard case .turnProgress(let angle, let fraction)? = actions.first, actions.count == 1 else {
            Issue.record("expected one turnProgress, got \(actions)")
            return
        }
        #expect(abs(angle - radians(-10)) < 1e-12)
        #expect(abs(fraction - 1.0 / 12) < 1e-12)
    }

    @Test("a left-button circle does not shuffle")
    func leftButtonCircle() {
        let actions = run(Self.turn(from: 0, to: 200, button: .left), boardCenter: Self.center)
        #expect(count(.shuffle, in: actions) == 0)
    }

    @Test("positions inside the dead zone around the centre add nothing")
    func deadZone() {
        var recognizer = Recognizer(boardCenter: Self.center)
        let actions = run(
            [
                .pointerDown(.right, at: Self.center, time: 0),
                .pointerMove(to: Self.center + Point(5, 0), time: 0.1),
                .pointerMove(to: Self.center + Point(0, 5), time: 0.2),
                .pointerMove(to: Self.center + Point(-5, 0), time: 0.3),
            ], on: &recognizer)
        #expect(actions == [])
        #expect(recognizer.knob.angle == 0)
    }

    @Test("a right click with no movement reports nothing")
    func rightClick() {
        let point = onCircle(center: Self.center, radius: 100, degrees: 45)
        let actions = run(
            [.pointerDown(.right, at: point, time: 0), .pointerUp(.right, at: point, time: 0.1)],
            boardCenter: Self.center)
        #expect(actions == [])
    }

    @Test("two turns shuffle twice")
    func twoTurns() {
        let actions = run(Self.turn(from: 0, to: 130) + Self.turn(from: 130, to: 0), boardCenter: Self.center)
        #expect(count(.shuffle, in: actions) == 2)
    }
}
