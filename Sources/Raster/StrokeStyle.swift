/// How a stroke's corners meet.
public enum LineJoin: Sendable, Equatable {
    /// The outer edges are extended until they meet, up to the miter limit.
    case miter
    /// A circular arc of the stroke's half width around the corner.
    case round
    /// The outer edges' ends are joined by a straight line.
    case bevel
}

/// How a stroke's open ends look.
public enum LineCap: Sendable, Equatable {
    /// The stroke ends flat at the end point.
    case butt
    /// A half disc of the stroke's half width around the end point.
    case round
    /// The stroke goes on half its width past the end point, flat.
    case square
}

/// Width, joins and caps of a stroke.
///
/// A width that is zero, negative or not finite strokes nothing.
public struct StrokeStyle: Sendable, Equatable {
    /// The full width of the stroke, in the units of the points it strokes.
    public var width: Double
    /// How corners meet.
    public var join: LineJoin
    /// How the ends of open contours look.
    public var cap: LineCap
    /// The longest miter allowed, as a multiple of `width` (as SVG and cairo):
    /// a corner whose miter would be longer is beveled. The default, 10,
    /// bevels corners sharper than about 11.5°.
    public var miterLimit: Double

    /// Creates a stroke style.
    public init(width: Double, join: LineJoin = .miter, cap: LineCap = .butt, miterLimit: Double = 10) {
        self.width = width
        self.join = join
        self.cap = cap
        self.miterLimit = miterLimit
    }
}
