import Geometry
import Testing

@testable import SetInput

@Suite("Cancelling, scrolling and bad input")
struct CancelAndRobustnessTests {
    @Test("focus loss cancels a drag in progress: no deal and no click after it")
    func focusLossCancelsDrag() {
        var recognizer = Recognizer(windowHeight: 600)
        let before = run(
            [
                .pointerDown(.left, at: Point(100, 100), time: 0),
                .pointerMove(to: Point(100, 124), time: 0.1),
            ], on: &recognizer)
        #expect(before == [.dragProgress(fraction: 0.5, offset: 24)])
        #expect(recognizer.handle(.focusLost) == [.dragEnded(dealt: false)])
        #expect(recognizer.pull == 0)
        let after = run(
            [
                .pointerMove(to: Point(100, 400), time: 0.2),
                .pointerUp(.left, at: Point(100, 100), time: 0.3),
            ], on: &recognizer)
        #expect(after == [])
        #expect(recognizer.drag.phase == .idle)
    }

    @Test("focus loss cancels a press before it becomes a click")
    func focusLossCancelsClick() {
        let actions = run([
            .pointerDown(.left, at: Point(100, 100), time: 0),
            .focusLost,
            .pointerUp(.left, at: Point(100, 100), time: 0.3),
        ])
        #expect(actions == [])
    }

    @Test("focus loss ends a knob turn and a twist, and forgets the fingers")
    func focusLossEndsTurns() {
        let center = Point(300, 300)
        var recognizer = Recognizer(boardCenter: center)
        _ = run(
            [
                .pointerDown(.right, at: onCircle(center: center, radius: 100, degrees: 0), time: 0),
                .pointerMove(to: onCircle(center: center, radius: 100, degrees: 30), time: 0.1),
                .fingerDown(id: 7, time: 0), .fingerDown(id: 8, time: 0),
                .multiGesture(dTheta: 0.1, dDist: 0, center: Point(0.5, 0.5), fingers: 2, time: 0),
            ], on: &recognizer)
        #expect(recognizer.handle(.focusLost) == [.turnEnded(shuffled: false), .turnEnded(shuffled: false)])
        #expect(recognizer.twist.fingersDown == [])
        #expect(recognizer.knob.angle == 0)
        let after = recognizer.handle(.pointerMove(to: onCircle(center: center, radius: 100, degrees: 170), time: 0.2))
        #expect(after == [])
    }

    @Test("Escape cancels a drag that already dealt, and the release does nothing more")
    func escapeCancelsDrag() {
        var recognizer = Recognizer(windowHeight: 400)
        let actions = run(
            [
                .pointerDown(.left, at: Point(100, 100), time: 0),
                .pointerMove(to: Point(100, 150), time: 0.1),
                key(.escape),
                .pointerUp(.left, at: Point(100, 100), time: 0.3),
            ], on: &recognizer)
        #expect(actions == [.deal, .dragEnded(dealt: true), .cancel])
    }

    @Test(
        "the wheel scrolls 40 px a notch, away from the player is up the board",
        arguments: [
            (1.0, [InputAction.scroll(dy: -40)]), (-2.0, [.scroll(dy: 80)]), (0.5, [.scroll(dy: -20)]),
            (0.0, []), (.nan, []), (.infinity, []),
        ])
    func wheel(_ c: (dy: Double, actions: [InputAction])) {
        #expect(run([.wheel(dx: 0, dy: c.dy, at: Point(10, 10))]) == c.actions)
    }

    @Test("a horizontal wheel does nothing")
    func horizontalWheel() {
        #expect(run([.wheel(dx: 3, dy: 0, at: Point(10, 10))]) == [])
    }

    @Test("a resize passes through, clamped to no less than zero")
    func resize() {
        var recognizer = Recognizer(windowHeight: 600)
        #expect(recognizer.handle(.resized(width: 800, height: 500)) == [.resized(width: 800, height: 500)])
        #expect(recognizer.handle(.resized(width: -1, height: -20)) == [.resized(width: 0, height: 0)])
        // The window's size is the app's to keep: the recognizer's state is as it was.
        #expect(recognizer.gestures == GestureRecognizer())
    }

    static let bad: [Point] = [Point(.nan, 100), Point(100, .nan), Point(.infinity, 0), Point(0, -.infinity)]

    @Test("a press at a non-finite position does nothing, even when its release is fine", arguments: bad)
    func badPress(_ point: Point) {
        let actions = run(
            [
                .pointerDown(.left, at: point, time: 0),
                .pointerMove(to: Point(100, 400), time: 0.1),
                .pointerUp(.left, at: Point(100, 400), time: 0.2),
                .pointerDown(.right, at: point, time: 0.3),
                .pointerMove(to: Point(100, 400), time: 0.4),
                .pointerUp(.right, at: Point(400, 100), time: 0.5),
            ], boardCenter: Point(300, 300))
        #expect(actions == [])
    }

    @Test("non-finite moves are skipped and a non-finite release does not click", arguments: bad)
    func badMoveAndRelease(_ point: Point) {
        let actions = run([
            .pointerDown(.left, at: Point(100, 100), time: 0),
            .pointerMove(to: point, time: 0.1),
            .pointerUp(.left, at: point, time: 0.2),
        ])
        #expect(actions == [])
        var recognizer = Recognizer(windowHeight: 600)
        let drag = run(
            [
                .pointerDown(.left, at: Point(100, 100), time: 0),
                .pointerMove(to: Point(100, 124), time: 0.1),
                .pointerMove(to: point, time: 0.2),
            ], on: &recognizer)
        #expect(drag == [.dragProgress(fraction: 0.5, offset: 24)])
        #expect(recognizer.pull == 0.5)
    }

    @Test("a non-finite board centre turns no knob")
    func badCenter() {
        let actions = run(
            pointerDrag(.right, from: Point(100, 100), to: Point(500, 500)), boardCenter: Point(.nan, .nan))
        #expect(actions == [])
    }

    @Test("a non-finite gesture time ends the twist at every step, so it never shuffles")
    func badGestureTime() {
        var events: [InputEvent] = []
        for _ in 0..<10 {
            events.append(.multiGesture(dTheta: radians(5), dDist: 0, center: Point(0.5, 0.5), fingers: 2, time: .nan))
        }
        #expect(count(.shuffle, in: run(events)) == 0)
    }
}
