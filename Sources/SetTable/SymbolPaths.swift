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

    /// The classic Set squiggle: a bean bent into a lazy S, symmetric under a
    /// half turn about its centre.
    ///
    /// Built as a closed Hermite spline (every knot has a position and a
    /// tangent direction; each span is a cubic whose handles run along the
    /// tangents a third of the chord long), so the outline is smooth (G1)
    /// everywhere. The knots give the upper edge from the left end round the
    /// right end; the lower half is the same knots turned by 180°.
    static let squiggle: Path = {
        let half: [(Point, Point)] = [
            (Point(-0.90, 0.10), Point(0.35, -1)),   // left end, rising
            (Point(-0.46, -0.46), Point(1, 0)),      // crest of the upper edge
            (Point(0.20, -0.17), Point(1, -0.05)),   // its dip
            (Point(0.72, -0.47), Point(1, 0)),       // the right shoulder
            (Point(0.98, -0.22), Point(0, 1)),       // round the right end
        ]
        let knots = half + half.map { (-$0.0, -$0.1) }
        return hermite(knots, tension: 1.0 / 3.0)
    }()

    /// A closed G1 spline through `(point, tangent)` knots.
    private static func hermite(_ knots: [(Point, Point)], tension: Double) -> Path {
        var path = Path()
        guard let first = knots.first else { return path }
        path.move(to: first.0)
        for i in knots.indices {
            let (p, dp) = knots[i]
            let (q, dq) = knots[(i + 1) % knots.count]
            let reach = p.distance(to: q) * tension
            path.cubic(to: q, control1: p + dp.normalized * reach, control2: q - dq.normalized * reach)
        }
        path.close()
        return path
    }
}
