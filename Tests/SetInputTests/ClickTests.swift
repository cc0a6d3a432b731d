import Geometry
import Testing

@testable import SetInput

@Suite("Clicks")
struct ClickTests {
    static let press = Point(200, 150)

    /// Movement before the release, and whether the press still clicks.
    static let slopCases: [(move: Point, clicks: Bool)] = [
        (Point(0, 0), true),
        (Point(3, 0), true),
        (Point(6, 0), true),
        (Point(7, 0), false),
        (Point(0, -6), true),
        (Point(0, 7), false),
        (Point(-3, 4), true),  // 5 px
        (Point(5, 5), false),  // 7.07 px
    ]

    @Test("a left press that moves at most 6 px clicks at the press point", arguments: slopCases)
    func slopThroughMove(_ c: (move: Point, clicks: Bool)) {
        let end = Self.press + c.move
        let actions = run([
            .pointerDown(.left, at: Self.press, time: 0),
            .pointerMove(to: end, time: 0.05),
            .pointerUp(.left, at: end, time: 0.1),
        ])
        if c.clicks {
            #expect(actions == [.click(at: Self.press)])
        } else {
            #expect(!hasClick(actions))
            #expect(actions.last == .dragEnded(dealt: false))
        }
    }

    @Test("the release position counts even without a move event", arguments: slopCases)
    func slopAtRelease(_ c: (move: Point, clicks: Bool)) {
        let actions = run([
            .pointerDown(.left, at: Self.press, time: 0),
            .pointerUp(.left, at: Self.press + c.move, time: 0.1),
        ])
        #expect(hasClick(actions) == c.clicks)
    }

    @Test("a press that wandered out of the slop and came back does not click")
    func outAndBack() {
        let actions = run([
            .pointerDown(.left, at: Self.press, time: 0),
            .pointerMove(to: Self.press + Point(20, 0), time: 0.1),
            .pointerMove(to: Self.press, time: 0.2),
            .pointerUp(.left, at: Self.press, time: 0.3),
        ])
        #expect(actions == [.dragEnded(dealt: false)])
    }

    @Test("right and middle press-release are no clicks", arguments: [PointerButton.right, .middle])
    func otherButtons(_ button: PointerButton) {
        let actions = run([
            .pointerDown(button, at: Self.press, time: 0),
            .pointerUp(button, at: Self.press, time: 0.1),
        ])
        #expect(actions == [])
    }

    @Test("a release with no press, or of another button, clicks nothing")
    func strayRelease() {
        #expect(run([.pointerUp(.left, at: Self.press, time: 0)]) == [])
        let actions = run([
            .pointerDown(.left, at: Self.press, time: 0),
            .pointerUp(.right, at: Self.press, time: 0.1),
        ])
        #expect(actions == [])
    }

    @Test("two clicks in a row give two clicks")
    func twoClicks() {
        let second = Point(400, 300)
        let actions = run([
            .pointerDown(.left, at: Self.press, time: 0),
            .pointerUp(.left, at: Self.press, time: 0.1),
            .pointerDown(.left, at: second, time: 0.5),
            .pointerUp(.left, at: second, time: 0.6),
        ])
        #expect(actions == [.click(at: Self.press), .click(at: second)])
    }
}
