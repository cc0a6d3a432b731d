import Geometry
import Testing

@testable import Raster

@Suite struct StrokeDegenerateTests {
    @Test func reversalWithMiterIsBeveledAndFinite() {
        // Forward 10, back 5: no infinite miter; the doubled-back half has winding 2.
        let out = stroked([Point(0, 0), Point(10, 0), Point(5, 0)], StrokeStyle(width: 2, join: .miter))
        #expect(allFinite(out))
        #expect(signedArea(out) == 30)  // 10 · 2 + 5 · 2
        #expect(winding(out, at: Point(2, 0.5)) == 1)
        #expect(winding(out, at: Point(7, 0.5)) == 2)
        #expect(winding(out, at: Point(10.5, 0)) == 0)
    }

    @Test func reversalWithRoundJoinBulgesForward() {
        let out = stroked(
            [Point(0, 0), Point(10, 0), Point(5, 0)], StrokeStyle(width: 2, join: .round), tolerance: 0.01)
        #expect(allFinite(out))
        let half = flattenedDiscArea(1, tol: 0.01)
        #expect((30 + half.lowerBound / 2...30 + half.upperBound / 2).contains(signedArea(out)))
        #expect(winding(out, at: Point(10.9, 0)) == 1)
        #expect(winding(out, at: Point(-0.1, 0)) == 0)
    }

    @Test func closedContourOfTwoPointsIsFinite() {
        for join in [LineJoin.miter, .round, .bevel] {
            let out = stroked([Point(0, 0), Point(10, 0)], closed: true, StrokeStyle(width: 2, join: join))
            #expect(allFinite(out))
            #expect(winding(out, at: Point(5, 0.5)) == 2)  // both sides of the doubled segment
            #expect(signedArea(out) >= 40)
        }
    }

    @Test(arguments: [false, true])
    func singlePointWithRoundCapIsADisc(closed: Bool) {
        let out = stroked(
            [Point(3, 4), Point(3, 4)], closed: closed, StrokeStyle(width: 2, cap: .round), tolerance: 0.01)
        #expect(out.contours.count == 1)
        #expect(flattenedDiscArea(1, tol: 0.01).contains(signedArea(out)))
        #expect(winding(out, at: Point(3, 4)) == 1)
        #expect(winding(out, at: Point(4.01, 4)) == 0)
    }

    @Test func singlePointWithSquareCapIsASquare() {
        let out = stroked([Point(3, 4)], StrokeStyle(width: 2, cap: .square))
        #expect(out.points == [Point(2, 3), Point(4, 3), Point(4, 5), Point(2, 5)])
        #expect(signedArea(out) == 4)
    }

    @Test func singlePointWithButtCapDrawsNothing() {
        let out = stroked([Point(3, 4), Point(3, 4), Point(3, 4)], StrokeStyle(width: 2, cap: .butt))
        #expect(out.contours.isEmpty && out.points.isEmpty)
    }

    @Test(arguments: [0, -1, Double.nan, .infinity, -.infinity])
    func widthThatIsNotPositiveAndFiniteDrawsNothing(width: Double) {
        let out = stroked([Point(0, 0), Point(10, 0)], StrokeStyle(width: width, cap: .round))
        #expect(out.contours.isEmpty && out.points.isEmpty)
    }

    @Test(arguments: [Point(.nan, 0), Point(0, .infinity)])
    func pointThatIsNotFiniteDrawsNothing(bad: Point) {
        let out = stroked([Point(0, 0), bad, Point(10, 0)], StrokeStyle(width: 2, join: .round, cap: .round))
        #expect(out.contours.isEmpty && out.points.isEmpty)
    }

    @Test(arguments: [0, -1, Double.nan, .infinity])
    func toleranceThatIsNotUsableIsClamped(tolerance: Double) {
        let out = stroked([Point(0, 0), Point(10, 0)], StrokeStyle(width: 2, cap: .round), tolerance: tolerance)
        #expect(allFinite(out))
        #expect(flattenedDiscArea(1, tol: 0.001).contains(signedArea(out) - 20))
    }

    @Test func hugeWidthDoesNotTrapOrLeakInfinity() {
        let out = stroked(
            [Point(0, 0), Point(10, 0), Point(0, 10)], StrokeStyle(width: 1e308, join: .round, cap: .round))
        #expect(allFinite(out))
    }

    @Test func emptyInputGivesEmptyOutput() {
        var stroker = Stroker()
        var out = stroked([Point(0, 0), Point(10, 0)], StrokeStyle(width: 2))
        stroker.stroke(Polylines(), style: StrokeStyle(width: 2), tolerance: 0.1, into: &out)
        #expect(out.contours.isEmpty && out.points.isEmpty)
    }
}
