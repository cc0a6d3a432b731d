import Geometry
import Testing

@testable import Raster

/// Every stroke must have winding +1 whichever way its contour runs, so that
/// overlapping strokes add up under the non-zero rule instead of cancelling.
@Suite struct StrokeOrientationTests {
    let square = [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)]

    @Test(arguments: [false, true])
    func closedSquareIsPositiveEitherWay(reversed: Bool) {
        let points = reversed ? square.reversed() : square
        for join in [LineJoin.miter, .round, .bevel] {
            let out = stroked(points, closed: true, StrokeStyle(width: 2, join: join))
            #expect(signedArea(out) > 0)
            #expect(winding(out, at: Point(-0.5, 5)) == 1)  // outer half of the band
            #expect(winding(out, at: Point(0.5, 5)) == 1)  // inner half
            #expect(winding(out, at: Point(5, 5)) == 0)  // the hole
            #expect(winding(out, at: Point(-1.5, 5)) == 0)  // outside
            #expect(winding(out, at: Point(0.5, 0.5)) == 1)  // inner corner: covered once
        }
    }

    @Test(arguments: [false, true])
    func openPolylineIsPositiveEitherWay(reversed: Bool) {
        let zigzag = [Point(0, 0), Point(10, 5), Point(20, 0), Point(30, 5)]
        let points = reversed ? zigzag.reversed() : zigzag
        let out = stroked(points, StrokeStyle(width: 2, join: .round, cap: .round))
        #expect(signedArea(out) > 0)
        #expect(winding(out, at: Point(5, 2.5)) == 1)
        #expect(winding(out, at: Point(5, -2)) == 0)
    }

    /// A ring crossed by a bar, each contour either way round: the crossing
    /// has winding 2 (union), never 0.
    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func crossingStrokesAddUp(ringReversed: Bool, barReversed: Bool) {
        var ring: [Point] = []
        for i in 0..<64 {
            let a = Double(i) * 2 * Double.pi / 64
            ring.append(Point(50 + 20 * cosine(a), 50 + 20 * sine(a)))
        }
        if ringReversed { ring.reverse() }
        let bar = barReversed ? [Point(80, 50), Point(20, 50)] : [Point(20, 50), Point(80, 50)]
        var path = Path()
        path.move(to: ring[0])
        for p in ring.dropFirst() { path.line(to: p) }
        path.close()
        path.move(to: bar[0])
        path.line(to: bar[1])
        let out = path.strokeOutline(StrokeStyle(width: 4))
        #expect(winding(out, at: Point(70, 50)) == 2)  // where the bar crosses the ring
        #expect(winding(out, at: Point(30, 50.5)) == 2)
        #expect(winding(out, at: Point(50, 50)) == 1)  // the bar inside the hole
        #expect(winding(out, at: Point(50, 70)) == 1)  // the ring alone
        #expect(winding(out, at: Point(50, 60)) == 0)  // the hole
        #expect(winding(out, at: Point(90, 50)) == 0)  // outside
    }
}
