import Geometry
import Testing

@testable import SetInput

@Suite("Two-finger twist to shuffle")
struct TwistTests {
    /// Two fingers down, then `steps` multi-gesture events of `degrees` each, 1/60 s apart from `time`.
    static func twist(steps: Int, degrees: Double, time: Double = 0, fingers: (Int, Int) = (1, 2)) -> [InputEvent] {
        var events: [InputEvent] = [.fingerDown(id: fingers.0, time: time), .fingerDown(id: fingers.1, time: time)]
        for step in 0..<steps {
            events.append(
                .multiGesture(
                    dTheta: radians(degrees), dDist: 0, center: Point(0.5, 0.5), fingers: 2,
                    time: time + Double(step) / 60))
        }
        return events
    }

    static let lift: [InputEvent] = [.fingerUp(id: 1, time: 5), .fingerUp(id: 2, time: 5)]

    /// Step counts and sizes: 5 × 5° = 25° does not shuffle, 7 × 5° = 35° does, either way.
    static let cases: [(steps: Int, degrees: Double, shuffles: Bool)] = [
        (5, 5, false), (5, -5, false), (7, 5, true), (7, -5, true), (1, 35, true), (40, 5, true),
    ]

    @Test("a twist of 30° or more shuffles once per gesture", arguments: cases)
    func twists(_ c: (steps: Int, degrees: Double, shuffles: Bool)) {
        let actions = run(Self.twist(steps: c.steps, degrees: c.degrees) + Self.lift)
        #expect(count(.shuffle, in: actions) == (c.shuffles ? 1 : 0))
        #expect(actions.last == .turnEnded(shuffled: c.shuffles))
    }

    @Test("progress reports the twist so far as a fraction of 30°")
    func progress() {
        var recognizer = Recognizer()
        let actions = run(Self.twist(steps: 2, degrees: 10), on: &recognizer)
        #expect(
            actions == [
                .turnProgress(angle: radians(10), fraction: radians(10) / (.pi / 6)),
                .turnProgress(angle: radians(10) + radians(10), fraction: (radians(10) + radians(10)) / (.pi / 6)),
            ])
        #expect(recognizer.twist.angle == radians(10) + radians(10))
    }

    @Test("after the fingers lift, a new twist can shuffle again")
    func newGestureAfterLift() {
        let actions = run(
            Self.twist(steps: 7, degrees: 5) + Self.lift + Self.twist(steps: 7, degrees: -5, time: 6) + Self.lift)
        #expect(count(.shuffle, in: actions) == 2)
    }

    @Test("lifting one of three fingers keeps the twist going; lifting to one ends it")
    func threeFingers() {
        var recognizer = Recognizer()
        _ = run(
            Self.twist(steps: 4, degrees: 5) + [.fingerDown(id: 3, time: 0.1), .fingerUp(id: 1, time: 0.1)],
            on: &recognizer)
        #expect(abs(recognizer.twist.angle - radians(20)) < 1e-12)
        #expect(recognizer.handle(.fingerUp(id: 2, time: 0.2)) == [.turnEnded(shuffled: false)])
        #expect(recognizer.twist.angle == 0)
    }

    @Test("a pause of more than 0.5 s between steps starts a new twist")
    func pauseEndsTwist() {
        let paused = run(
            Self.twist(steps: 4, degrees: 5) + [
                .multiGesture(dTheta: radians(20), dDist: 0, center: Point(0.5, 0.5), fingers: 2, time: 2)
            ])
        #expect(count(.shuffle, in: paused) == 0)
        #expect(count(.turnEnded(shuffled: false), in: paused) == 1)
        let unpaused = run(
            Self.twist(steps: 4, degrees: 5) + [
                .multiGesture(dTheta: radians(20), dDist: 0, center: Point(0.5, 0.5), fingers: 2, time: 0.3)
            ])
        #expect(count(.shuffle, in: unpaused) == 1)
    }

    @Test("one-finger gesture events and NaN steps are ignored")
    func ignored() {
        var recognizer = Recognizer()
        let actions = run(
            [
                .multiGesture(dTheta: 1, dDist: 0, center: Point(0.5, 0.5), fingers: 1, time: 0),
                .multiGesture(dTheta: .nan, dDist: 0, center: Point(0.5, 0.5), fingers: 2, time: 0),
                .multiGesture(dTheta: .infinity, dDist: 0, center: Point(0.5, 0.5), fingers: 2, time: 0),
            ], on: &recognizer)
        #expect(actions == [])
        #expect(recognizer.twist.angle == 0)
    }

    @Test("a second finger cancels the touch-synthesized left drag: no deal, no click")
    func secondFingerCancelsDrag() {
        let actions = run(
            [
                .fingerDown(id: 1, time: 0),
                .pointerDown(.left, at: Point(100, 100), time: 0),
                .pointerMove(to: Point(100, 120), time: 0.05),
                .fingerDown(id: 2, time: 0.1),
                .pointerMove(to: Point(100, 300), time: 0.2),
                .pointerUp(.left, at: Point(100, 300), time: 0.3),
            ], windowHeight: 600)
        #expect(actions == [.dragProgress(fraction: 20.0 / 48, offset: 20), .dragEnded(dealt: false)])
    }

    @Test("a multi-finger event cancels a left press: the release does not click")
    func gestureCancelsClick() {
        let actions = run([
            .pointerDown(.left, at: Point(100, 100), time: 0),
            .multiGesture(dTheta: radians(2), dDist: 0, center: Point(0.5, 0.5), fingers: 2, time: 0.1),
            .pointerUp(.left, at: Point(100, 100), time: 0.2),
        ])
        #expect(!hasClick(actions))
    }
}
