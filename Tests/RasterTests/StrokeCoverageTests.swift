import Geometry
import Testing

@testable import Raster

/// The stroked area compared with its definition on random polylines: the
/// points within half the width of the polyline (plus, for miter and bevel
/// joins, the corner pieces), with winding never negative.
@Suite struct StrokeCoverageTests {
    /// A small seeded generator (Knuth's MMIX LCG), so the cases never change.
    struct Seeded {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }

    /// The distance from `q` to the polyline through `points`, and whether `q`
    /// is within `h` of a segment at a right angle (inside one segment's band).
    func distance(_ q: Point, _ points: [Point], closed: Bool, h: Double) -> (Double, inBand: Bool) {
        var best = Double.infinity
        var inBand = false
        let n = points.count
        for i in 0..<(closed ? n : n - 1) {
            let a = points[i], b = points[(i + 1) % n]
            let ab = b - a
            let u = (q - a).dot(ab) / ab.dot(ab)
            let d = q.distance(to: a + ab * max(0, min(1, u)))
            if u > 0 && u < 1 && d < h - 1e-6 { inBand = true }
            best = min(best, d)
        }
        return (best, inBand)
    }

    @Test(arguments: [LineJoin.round, .bevel, .miter])
    func randomPolylinesCoverTheirNeighbourhood(join: LineJoin) {
        var random = Seeded(state: 2024)
        let tolerance = 0.05
        var probes = 0
        for round in 0..<12 {
            let count = 3 + Int(random.next(0...5.99))
            let points = (0..<count).map { _ in Point(random.next(0...30), random.next(0...30)) }
            let width = random.next(1...6), h = width / 2
            let closed = round % 2 == 1
            let out = stroked(
                points, closed: closed, StrokeStyle(width: width, join: join, cap: .round),
                tolerance: tolerance)
            for y in stride(from: -4.0, through: 34, by: 0.77) {
                for x in stride(from: -4.0, through: 34, by: 0.77) {
                    let q = Point(x, y)
                    let w = winding(out, at: q)
                    let (d, inBand) = distance(q, points, closed: closed, h: h)
                    #expect(w >= 0)
                    // Round joins cover the whole neighbourhood (less the
                    // flattening); the others at least every segment's band.
                    if inBand || (join == .round && d < h - tolerance - 1e-6) { #expect(w >= 1) }
                    // Bevels stay within the neighbourhood; miters may leave it.
                    if join != .miter && d > h + 1e-6 { #expect(w == 0) }
                    probes += 1
                }
            }
        }
        #expect(probes == 12 * 50 * 50)
    }
}
