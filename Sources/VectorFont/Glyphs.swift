import Geometry
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

extension Glyph {
    /// A glyph drawn with the pen, moved so its skeleton starts `left` units
    /// after the origin, with `right` units after it to the advance.
    static func drawn(left: Double, right: Double, _ draw: (inout GlyphPen) -> Void) -> Glyph {
        var pen = GlyphPen()
        draw(&pen)
        let raw = Glyph(path: pen.path, advance: 0)
        guard let b = raw.bounds else { return Glyph(path: Path(), advance: left + right) }
        return Glyph(
            path: pen.path.transformed(by: .translation(left - b.minX, 0)),
            advance: left + b.width + right)
    }

    /// A glyph whose skeleton is centred in a fixed advance: the figures
    /// share one advance so a running clock does not shift.
    static func centred(in advance: Double, _ draw: (inout GlyphPen) -> Void) -> Glyph {
        var pen = GlyphPen()
        draw(&pen)
        let raw = Glyph(path: pen.path, advance: 0)
        guard let b = raw.bounds else { return Glyph(path: Path(), advance: advance) }
        return Glyph(
            path: pen.path.transformed(by: .translation((advance - b.width) / 2 - b.minX, 0)),
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
///
/// Round shapes (O, o, S, 0 …) reach 10 units past the baseline and their top
/// line (overshoot) so that they look as tall as flat ones.
enum Grid {
    /// Capitals and figures.
    static let cap = 700.0
    /// Lowercase letters without ascenders.
    static let x = 500.0
    /// Ascenders (b d h k l) and the tops of brackets.
    static let ascender = 740.0
    /// Descenders (g j p q y) and the bottoms of brackets.
    static let descender = -200.0
}
