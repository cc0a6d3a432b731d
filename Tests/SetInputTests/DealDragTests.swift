import Geometry
import Testing

@testable import SetInput

@Suite("Pull down to deal")
struct DealDragTests {
    /// The eight compass directions in screen coordinates (y down), as unit vectors.
    static let compass: [(name: String, direction: Point)] = [
        ("N", Point(0, -1)), ("NE", Point(1, -1).normalized), ("E", Point(1, 0)),
        ("SE", Point(1, 1).normalized), ("S", Point(0, 1)), ("SW", Point(-1, 1).normalized),
        ("W", Point(-1, 0)), ("NW", Point(-1, -1).normalized),
    ]

    /// Window heights and the pull that deals in them: 8% of 600, and the 40 px floor under 8% of 400.
    static let windows: [(height: Int, distance: Double)] = [(600, 48), (400, 40)]

    /// Every direction, at a length just short of, at, just past and far past the deal distance.
    static let cases: [(window: Int, direction: String, length: Double, deals: Bool)] =
        windows.flatMap { window in
            compass.flatMap { compass in
                [window.distance - 1, window.distance, window.distance + 1, 3 * window.distance].map { length in
                    (window.height, compass.name, length, compass.name == "S" && length >= window.distance)
                }
            }
        }

    @Test("the deal distance is the longer of 40 px and 8% of the window height")
    func dealDistance() {
        #expect(GestureThresholds.dealDistance(windowHeight: 600) == 48)
        #expect(GestureThresholds.dealDistance(windowHeight: 400) == 40)
        #expect(GestureThresholds.dealDistance(windowHeight: 1000) == 80)
        #expect(GestureThresholds.dealDistance(windowHeight: 0) == 40)
        #expect(GestureThresholds.dealDistance(windowHeight: -5) == 40)
    }

    @Test("only a pull straight down past the deal distance deals, once, and never clicks", arguments: cases)
    func compassDrag(_ c: (window: Int, direction: String, length: Double, deals: Bool)) throws {
        let direction = try #require(Self.compass.first { $0.name == c.direction }).direction
        let start = Point(300, 250)
        let actions = run(pointerDrag(from: start, to: start + direction * c.length), windowHeight: c.window)
        #expect(count(.deal, in: actions) == (c.deals ? 1 : 0))
        #expect(!hasClick(actions))
        #expect(actions.last == .dragEnded(dealt: c.deals))
    }

    /// Pulls 200 px long at an angle from straight down: inside the 30° cone they deal.
    @Test(
        "the cone around straight down is 30° wide each side",
        arguments: [
            (0.0, true), (20.0, true), (29.0, true), (-29.0, true), (31.0, false), (-31.0, false), (45.0, false),
        ])
    func cone(_ c: (degrees: Double, deals: Bool)) {
        let start = Point(300, 100)
        let end = start + Point(sine(radians(c.degrees)), cosine(radians(c.degrees))) * 200
        let actions = run(pointerDrag(from: start, to: end), windowHeight: 600)
        #expect(count(.deal, in: actions) == (c.deals ? 1 : 0))
    }

    @Test("a drag reports its pull, deals once at the distance, and ends dealt")
    func fullSequence() {
        var recognizer = Recognizer(windowHeight: 400)
        let steps: [(InputEvent, [InputAction])] = [
            (.pointerDown(.left, at: Point(200, 100), time: 0), []),
            (.pointerMove(to: Point(200, 105), time: 0.1), []),
            (.pointerMove(to: Point(200, 120), time: 0.2), [.dragProgress(fraction: 0.5, offset: 20)]),
            (.pointerMove(to: Point(200, 120), time: 0.25), []),
            (.pointerMove(to: Point(230, 120), time: 0.3), [.dragProgress(fraction: 0, offset: 0)]),
            (.pointerMove(to: Point(200, 130), time: 0.35), [.dragProgress(fraction: 0.75, offset: 30)]),
            (.pointerMove(to: Point(200, 140), time: 0.4), [.deal]),
            (.pointerMove(to: Point(200, 300), time: 0.5), []),
            (.pointerMove(to: Point(200, 100), time: 0.6), []),
            (.pointerMove(to: Point(200, 300), time: 0.7), []),
            (.pointerUp(.left, at: Point(200, 300), time: 0.8), [.dragEnded(dealt: true)]),
        ]
        for (event, expected) in steps {
            #expect(recognizer.handle(event) == expected, "after \(event)")
        }
        #expect(recognizer.drag.phase == .idle)
    }

    @Test("the pull property follows the drag and drops to 0 when it ends")
    func pullProperty() {
        var recognizer = Recognizer(windowHeight: 600)
        _ = run(
            [.pointerDown(.left, at: Point(10, 10), time: 0), .pointerMove(to: Point(10, 22), time: 0.1)],
            on: &recognizer)
        #expect(recognizer.pull == 0.25)
        #expect(recognizer.drag.pullOffset == 12)
        _ = recognizer.handle(.pointerUp(.left, at: Point(10, 22), time: 0.2))
        #expect(recognizer.pull == 0)
    }

    @Test("a release past the distance with no move deals, then ends")
    func releaseDeals() {
        let actions = run(
            [
                .pointerDown(.left, at: Point(100, 100), time: 0),
                .pointerUp(.left, at: Point(100, 150), time: 0.1),
            ], windowHeight: 600)
        #expect(actions == [.deal, .dragEnded(dealt: true)])
    }

    @Test("each drag deals once: two drags deal twice")
    func twoDrags() {
        let first = pointerDrag(from: Point(100, 100), to: Point(100, 400))
        let second = pointerDrag(from: Point(500, 50), to: Point(500, 450))
        #expect(count(.deal, in: run(first + second, windowHeight: 600)) == 2)
    }

    @Test("the deal distance handed in with the event sets the pull that deals")
    func handedDistanceSetsThePull() {
        // A 1000 px high window: 8% of it, 80 px.
        var recognizer = Recognizer(windowHeight: 1000)
        #expect(recognizer.context.dealDistance == 80)
        let short = run(pointerDrag(from: Point(100, 100), to: Point(100, 179)), on: &recognizer)
        #expect(count(.deal, in: short) == 0)
        let long = run(pointerDrag(from: Point(100, 100), to: Point(100, 180)), on: &recognizer)
        #expect(count(.deal, in: long) == 1)
    }
}
