import Geometry
import Raster

/// A pen for designing glyphs the way type is drawn: font units with y up
/// from the baseline. It stores the path y down, like every other path.
///
/// Subpaths stay open unless closed: the stroker gives open ends round caps.
struct GlyphPen {
    private(set) var path = Path()
    /// The pen's position in design coordinates, `nil` before the first move.
    private var current: (x: Double, y: Double)?

    /// Starts a new stroke.
    mutating func move(_ x: Double, _ y: Double) {
        path.move(to: Point(x, -y))
        current = (x, y)
    }

    /// Draws a straight line from the current point.
    mutating func line(_ x: Double, _ y: Double) {
        if current == nil { move(x, y); return }
        path.line(to: Point(x, -y))
        current = (x, y)
    }

    /// Draws a polyline: moves to the first point, then lines through the rest.
    mutating func stroke(_ points: (Double, Double)...) {
        guard let first = points.first else { return }
        move(first.0, first.1)
        for p in points.dropFirst() { line(p.0, p.1) }
    }

    /// Draws a cubic Bezier from the current point.
    mutating func curve(
        _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double,
        _ x: Double, _ y: Double
    ) {
        path.cubic(to: Point(x, -y), control1: Point(c1x, -c1y), control2: Point(c2x, -c2y))
        current = (x, y)
    }

    /// Draws an arc of the ellipse with centre `(cx, cy)` and radii `rx`, `ry`
    /// from angle `start` to `end` in degrees (counter-clockwise, y up, 0 on
    /// the right), as cubic pieces of at most a quarter turn. Continues the
    /// current stroke (with a line to the arc's start if the pen is elsewhere),
    /// or starts a new one after `close` or on an empty pen.
    ///
    /// Each piece uses the control distance 4/3 tan(θ/4) of a circular arc of
    /// angle θ, scaled by the radii: a quarter piece gets exactly `kappa`.
    mutating func arc(
        _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double,
        from start: Double, to end: Double
    ) {
        let sweep = (end - start) * Double.pi / 180
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let h = 4.0 / 3.0 * sine(step / 4) / cosine(step / 4)
        var a = start * Double.pi / 180
        let first = (cx + rx * cosine(a), cy + ry * sine(a))
        if let c = current {
            // Continue the stroke; skip the line when already there, as a
            // zero-length segment has no direction for the stroker.
            if abs(c.x - first.0) >= 0.5 || abs(c.y - first.1) >= 0.5 { line(first.0, first.1) }
        } else {
            move(first.0, first.1)
        }
        for _ in 0..<pieces {
            let b = a + step
            let (sa, ca, sb, cb) = (sine(a), cosine(a), sine(b), cosine(b))
            curve(
                cx + rx * ca - h * rx * sa, cy + ry * sa + h * ry * ca,
                cx + rx * cb + h * rx * sb, cy + ry * sb - h * ry * cb,
                cx + rx * cb, cy + ry * sb)
            a = b
        }
    }

    /// Draws a closed ellipse, counter-clockwise from its rightmost point.
    mutating func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
        move(cx + rx, cy)
        arc(cx, cy, rx, ry, from: 0, to: 360)
        close()
    }

    /// Draws a dot as a very short vertical stroke: its round caps make it a
    /// disc one stroke wide, the size of every other stroke end.
    mutating func dot(_ x: Double, _ y: Double) {
        stroke((x, y - 4), (x, y + 4))
    }

    /// Closes the current stroke back to its start.
    mutating func close() {
        path.close()
        current = nil
    }
}
