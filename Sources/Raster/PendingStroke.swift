// Stand-in for the stroker being written on another branch; deleted when it lands.

/// How two stroked segments meet.
public enum LineJoin: Equatable, Hashable, Sendable {
    /// A sharp corner, up to the miter limit.
    case miter
    /// A circular arc.
    case round
    /// A straight cut.
    case bevel
}

/// How an open stroke ends.
public enum LineCap: Equatable, Hashable, Sendable {
    /// Flat, at the end point.
    case butt
    /// A half circle.
    case round
    /// Flat, half the width past the end point.
    case square
}

/// The shape of a stroke.
public struct StrokeStyle: Equatable, Hashable, Sendable {
    /// The full width of the stroke.
    public var width: Double
    /// The join between segments.
    public var join: LineJoin
    /// The end of open contours.
    public var cap: LineCap
    /// The longest miter, in stroke widths.
    public var miterLimit: Double

    /// Creates a style.
    public init(width: Double, join: LineJoin = .miter, cap: LineCap = .butt, miterLimit: Double = 10) {
        self.width = width; self.join = join; self.cap = cap; self.miterLimit = miterLimit
    }
}

/// Turns polylines into the outline of their stroke (stand-in: one quad per segment).
public struct Stroker {
    /// Creates a stroker.
    public init() {}

    /// Replaces `output` with closed contours whose non-zero fill is the stroke of `input`.
    public mutating func stroke(_ input: Polylines, style: StrokeStyle, tolerance: Double,
                                into output: inout Polylines) {
        var path = Path()
        let h = style.width / 2
        for contour in input.contours where contour.count > 1 {
            let last = contour.isClosed ? contour.end : contour.end - 1
            for i in contour.start..<last {
                let a = input.points[i]
                let b = input.points[i + 1 < contour.end ? i + 1 : contour.start]
                let n = (b - a).normalized.perpendicular * h
                path.move(to: a + n); path.line(to: b + n); path.line(to: b - n); path.line(to: a - n)
                path.close()
            }
        }
        output.set(path)
    }
}
