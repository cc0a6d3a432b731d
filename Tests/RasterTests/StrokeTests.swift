import Geometry
import Testing

@testable import Raster

// Geometric oracles for the stroker, computed without the fill engine: the
// signed (shoelace) area of the outline and its winding number at probe points.

/// The sum of the contours' shoelace areas; positive for winding +1.
func signedArea(_ outline: Polylines) -> Double {
    var twice = 0.0
    for c in outline.contours {
        for i in c.start..<c.end {
            let a = outline.points[i], b = outline.points[i + 1 == c.end ? c.start : i + 1]
            twice += a.x * b.y - b.x * a.y
        }
    }
    return twice / 2
}

/// The winding number of the outline around `q` (Sunday's crossing rule):
/// +1 inside a contour of positive signed area.
func winding(_ outline: Polylines, at q: Point) -> Int {
    var w = 0
    for c in outline.contours {
        for i in c.start..<c.end {
            let a = outline.points[i], b = outline.points[i + 1 == c.end ? c.start : i + 1]
            let side = (b - a).cross(q - a)
            if a.y <= q.y {
                if b.y > q.y && side > 0 { w += 1 }
            } else if b.y <= q.y && side < 0 {
                w -= 1
            }
        }
    }
    return w
}

/// Whether every output point is finite.
func allFinite(_ outline: Polylines) -> Bool { outline.points.allSatisfy(\.isFinite) }

/// The polyline through `points`, open or closed, as one contour.
func polyline(_ points: [Point], closed: Bool = false) -> Polylines {
    var path = Path()
    if let first = points.first { path.move(to: first) }
    for p in points.dropFirst() { path.line(to: p) }
    if closed { path.close() }
    return Polylines(path)
}

/// The outline of `points` stroked with `style`.
func stroked(_ points: [Point], closed: Bool = false, _ style: StrokeStyle, tolerance: Double = 0.01) -> Polylines {
    var stroker = Stroker()
    var out = Polylines()
    stroker.stroke(polyline(points, closed: closed), style: style, tolerance: tolerance, into: &out)
    return out
}

/// Bounds of the area of a disc of radius `r` flattened within `tol`: the
/// polygon lies between the circle and the circle shrunk by `tol`.
func flattenedDiscArea(_ r: Double, tol: Double) -> ClosedRange<Double> {
    Double.pi * (r - tol) * (r - tol)...Double.pi * r * r
}

@Suite struct StrokeLineTests {
    let line = [Point(0, 0), Point(10, 0)]

    @Test func buttCapAreaIsLengthTimesWidth() {
        let out = stroked(line, StrokeStyle(width: 2))
        #expect(signedArea(out) == 20)
        #expect(out.contours.count == 1)
        #expect(out.contours[0].count == 4 && out.contours[0].isClosed)
        #expect(out.points == [Point(0, -1), Point(10, -1), Point(10, 1), Point(0, 1)])
    }

    @Test func squareCapAddsHalfWidthAtEachEnd() {
        let out = stroked(line, StrokeStyle(width: 2, cap: .square))
        #expect(signedArea(out) == 24)  // (10 + 2) · 2
    }

    @Test func roundCapAddsADisc() {
        let out = stroked(line, StrokeStyle(width: 2, cap: .round), tolerance: 0.01)
        let discs = flattenedDiscArea(1, tol: 0.01)
        #expect((20 + discs.lowerBound...20 + discs.upperBound).contains(signedArea(out)))
        #expect(winding(out, at: Point(10.9, 0)) == 1)
        #expect(winding(out, at: Point(-0.9, 0)) == 1)
        #expect(winding(out, at: Point(11.01, 0)) == 0)
    }

    @Test func roundCapPointsAreOnTheCircle() {
        let out = stroked(line, StrokeStyle(width: 2, cap: .round), tolerance: 0.01)
        for p in out.points {
            let r = min(p.distance(to: Point(0, 0)), p.distance(to: Point(10, 0)))
            #expect(abs(r - 1) < 1e-9 || abs(abs(p.y) - 1) < 1e-12)
        }
    }

    @Test func diagonalLineKeepsItsArea() {
        let out = stroked([Point(1, 2), Point(7, 10)], StrokeStyle(width: 3))
        #expect(abs(signedArea(out) - 30) < 1e-9)  // length 10
    }

    @Test func widthMeasuredAcrossAVerticalLine() {
        let out = stroked([Point(0, 0), Point(0, 10)], StrokeStyle(width: 4))
        let eps = 0.01
        #expect(winding(out, at: Point(2 - eps, 5)) == 1)
        #expect(winding(out, at: Point(-(2 - eps), 5)) == 1)
        #expect(winding(out, at: Point(2 + eps, 5)) == 0)
        #expect(winding(out, at: Point(-(2 + eps), 5)) == 0)
        #expect(winding(out, at: Point(0, 10 + eps)) == 0)
    }

    @Test func repeatedPointsAreSkipped() {
        let out = stroked([Point(0, 0), Point(5, 0), Point(5, 0), Point(10, 0), Point(10, 0)], StrokeStyle(width: 2))
        #expect(signedArea(out) == 20)
        #expect(out.points.count == 4)  // going straight on at (5, 0) adds no point
    }

    @Test func strokeOutlineScalesWidthWithTheTransform() {
        var path = Path()
        path.move(to: Point(0, 0))
        path.line(to: Point(10, 0))
        let out = path.strokeOutline(StrokeStyle(width: 2), transform: .scale(2))
        #expect(signedArea(out) == 80)  // 20 · 4
    }

    @Test func restrokingKeepsTheOutputBuffer() {
        var stroker = Stroker()
        var out = Polylines()
        let circle = Polylines(.circle(center: Point(50, 50), radius: 40))
        let style = StrokeStyle(width: 3, join: .round, cap: .round)
        stroker.stroke(circle, style: style, tolerance: 0.1, into: &out)
        let capacity = out.points.capacity
        let base = out.points.withUnsafeBufferPointer { $0.baseAddress }
        stroker.stroke(circle, style: style, tolerance: 0.1, into: &out)
        #expect(out.points.capacity == capacity)
        #expect(out.points.withUnsafeBufferPointer { $0.baseAddress } == base)
    }

    @Test func strokingReplacesTheOutput() {
        var stroker = Stroker()
        var out = Polylines()
        stroker.stroke(polyline(line), style: StrokeStyle(width: 2), tolerance: 0.1, into: &out)
        stroker.stroke(polyline(line), style: StrokeStyle(width: 2), tolerance: 0.1, into: &out)
        #expect(out.contours.count == 1)
        #expect(signedArea(out) == 20)
    }
}
