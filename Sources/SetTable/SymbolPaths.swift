import Geometry
import Raster
import SetCore

/// The three symbol outlines, built once in a unit box and placed on a card
/// by a transform, so no card builds its own curves.
///
/// Every outline fits the box x ∈ [-1, 1], y ∈ [-0.5, 0.5] (a symbol is
/// twice as wide as tall, lying across the card) and is centred on the origin.
enum SymbolPaths {
    /// The width of the unit box divided by its height.
    static let aspect = 2.0

    /// The outline of `shape` in the unit box.
    static func path(for shape: Shape) -> Path {
        switch shape {
        case .diamond: diamond
        case .oval: oval
        case .squiggle: squiggle
        }
    }

    /// A rhombus touching the middle of each side of the box.
    static let diamond = Path([
        .move(Point(-1, 0)), .line(Point(0, -0.5)), .line(Point(1, 0)), .line(Point(0, 0.5)), .close,
    ])

    /// A stadium: a rectangle with semicircular ends.
    static let oval = Path.roundedRect(Rect(-1, -0.5, 2, 1), radius: 0.5)

    /// The classic Set squiggle: a thick stroke bent into a lazy S, its ends
    /// rounded and a little fuller than its waist, symmetric under a half turn.
    ///
    /// Built from a centre line y = a·sin(πt), x = L·t (t ∈ [-1, 1]), so the
    /// left half bulges up and the right half down and the ends tilt the way
    /// the printed cards' do. Points offset by the half-thickness along the
    /// normals, with half-circle caps, are joined by a closed Catmull–Rom
    /// spline turned into cubic Beziers (a span from p1 to p2 gets handles
    /// p1 + (p2 − p0)/6 and p2 − (p3 − p1)/6), then fitted to the unit box.
    static let squiggle: Path = {
        let length = 0.78, amplitude = 0.15, waist = 0.27, flare = -0.03
        let sides = 24, capSteps = 8
        func centre(_ t: Double) -> Point {
            Point(length * t, amplitude * sine(Double.pi * t))
        }
        func tangent(_ t: Double) -> Point {
            Point(length, amplitude * Double.pi * cosine(Double.pi * t)).normalized
        }
        func halfWidth(_ t: Double) -> Double { waist + flare * t * t }
        var ring: [Point] = []
        for i in 0..<sides {  // the upper edge, left to right
            let t = -1 + 2 * Double(i) / Double(sides)
            let d = tangent(t)
            ring.append(centre(t) + Point(d.y, -d.x) * halfWidth(t))
        }
        for end in [1.0, -1.0] {  // a cap, then the other edge back
            let d = tangent(end) * end, up = Point(d.y, -d.x)
            for k in 0..<capSteps {
                let angle = Double.pi * Double(k) / Double(capSteps)
                ring.append(centre(end) + (up * cosine(angle) + d * sine(angle)) * halfWidth(end))
            }
            if end > 0 {
                for i in 0..<sides {
                    let t = 1 - 2 * Double(i) / Double(sides)
                    let e = tangent(t)
                    ring.append(centre(t) - Point(e.y, -e.x) * halfWidth(t))
                }
            }
        }
        return closedSpline(fitted(ring))
    }()

    /// `points` scaled and moved to fill the unit box's width (or height) and centred on the origin.
    private static func fitted(_ points: [Point]) -> [Point] {
        guard let first = points.first else { return points }
        var lo = first, hi = first
        for p in points {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        let scale = min(2 / (hi.x - lo.x), 1 / (hi.y - lo.y))
        let mid = (lo + hi) * 0.5
        return points.map { ($0 - mid) * scale }
    }

    /// A closed uniform Catmull–Rom spline through `points`, as cubics.
    private static func closedSpline(_ points: [Point]) -> Path {
        var path = Path()
        let n = points.count
        guard n > 2 else { return path }
        path.move(to: points[0])
        for i in 0..<n {
            let p0 = points[(i + n - 1) % n], p1 = points[i]
            let p2 = points[(i + 1) % n], p3 = points[(i + 2) % n]
            path.cubic(to: p2, control1: p1 + (p2 - p0) * (1.0 / 6), control2: p2 - (p3 - p1) * (1.0 / 6))
        }
        path.close()
        return path
    }
}
