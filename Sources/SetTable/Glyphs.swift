import Raster

/// One character of the vector font: a centre-line skeleton to be stroked, and its advance.
///
/// The skeleton is in font units (1000 to the em), y down like every `Path`
/// in the project, with the origin on the baseline at the left edge of the
/// advance: a cap-height stem runs from y = 0 up to y = -700. The ink is the
/// skeleton stroked with round caps and joins, so it reaches half a stroke
/// width beyond `bounds` on every side.
public struct Glyph: Equatable, Sendable {
    /// The centre-line strokes, in font units, y down, baseline at y = 0.
    public let path: Path
    /// The horizontal distance to the next glyph's origin, in font units.
    public let advance: Double
    /// The tight bounds of the skeleton (curves included, not their control
    /// points), or `nil` for a glyph with nothing to draw.
    public let bounds: Rect?

    /// Creates a glyph from its skeleton and advance; the bounds are measured.
    public init(path: Path, advance: Double) {
        self.path = path
        self.advance = advance
        self.bounds = Glyph.tightBounds(of: path)
    }

    /// The gap from the origin to the skeleton's left edge (0 for an empty glyph).
    public var leftSideBearing: Double { bounds?.minX ?? 0 }

    /// The gap from the skeleton's right edge to the advance (the advance for an empty glyph).
    public var rightSideBearing: Double { advance - (bounds?.maxX ?? 0) }

    /// The bounds of the path flattened finely: control points of an S-curve
    /// stick out past the curve, so `controlBounds` would overstate them.
    private static func tightBounds(of path: Path) -> Rect? {
        let flat = Polylines(path, tolerance: 0.05)
        guard let first = flat.points.first else { return nil }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in flat.points {
            x0 = min(x0, p.x); y0 = min(y0, p.y)
            x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }
}

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
    mutating func curve(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double,
                        _ x: Double, _ y: Double) {
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
    mutating func arc(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double,
                      from start: Double, to end: Double) {
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
            curve(cx + rx * ca - h * rx * sa, cy + ry * sa + h * ry * ca,
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

extension Glyph {
    /// A glyph drawn with the pen, moved so its skeleton starts `left` units
    /// after the origin, with `right` units after it to the advance.
    static func drawn(left: Double, right: Double, _ draw: (inout GlyphPen) -> Void) -> Glyph {
        var pen = GlyphPen()
        draw(&pen)
        let raw = Glyph(path: pen.path, advance: 0)
        guard let b = raw.bounds else { return Glyph(path: Path(), advance: left + right) }
        return Glyph(path: pen.path.transformed(by: .translation(left - b.minX, 0)),
                     advance: left + b.width + right)
    }

    /// A glyph whose skeleton is centred in a fixed advance: the figures
    /// share one advance so a running clock does not shift.
    static func centred(in advance: Double, _ draw: (inout GlyphPen) -> Void) -> Glyph {
        var pen = GlyphPen()
        draw(&pen)
        let raw = Glyph(path: pen.path, advance: 0)
        guard let b = raw.bounds else { return Glyph(path: Path(), advance: advance) }
        return Glyph(path: pen.path.transformed(by: .translation((advance - b.width) / 2 - b.minX, 0)),
                     advance: advance)
    }

    /// An empty glyph that only advances.
    static func blank(_ advance: Double) -> Glyph { Glyph(path: Path(), advance: advance) }
}

/// Side bearings from the skeleton to the advance, in font units, by the
/// shape of the side: a round side sits closer than a straight stem so the
/// white between letters looks even (the classic spacing rule of thumb:
/// straight–straight widest, round–round narrowest).
enum Bearing {
    /// A capital's straight vertical side.
    static let stem = 115.0
    /// A capital's round side.
    static let round = 95.0
    /// A diagonal or open side (A, V, T's bar, L's arm).
    static let open = 55.0
    /// A lowercase straight side.
    static let lowerStem = 100.0
    /// A lowercase round side.
    static let lowerRound = 85.0
}

/// Vertical lines of the design grid, in font units above the baseline.
enum Grid {
    static let cap = 700.0
    static let x = 500.0
    static let ascender = 740.0
    static let descender = -200.0
    /// How far round shapes reach past a line so they look as tall as flat ones.
    static let overshoot = 10.0
}
