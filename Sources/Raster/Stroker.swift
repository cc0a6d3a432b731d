import Geometry

/// Turns polylines into closed outlines whose non-zero fill is the stroked area.
///
/// Stroking becomes filling, so the rasterizer has one fill routine (as in
/// tiny-skia's `stroker` and kurbo's `stroke`). Each open contour becomes one
/// closed outline: the left offset forward, the end cap, the right offset
/// backward, the start cap. Each closed contour becomes two loops, one per
/// side, run in opposite directions so that the hole inside has winding 0.
///
/// Every outline has winding +1 over the stroked area (a positive shoelace
/// area, clockwise on screen as y grows down) whichever way its contour runs,
/// so overlapping strokes — a glyph's strokes, a loop crossed by a bar —
/// add up under the non-zero rule instead of cancelling. Parts of one stroke
/// that overlap each other (a sharp inner corner, a path that doubles back)
/// have winding 2 there: the non-zero fill is still the stroked area, but the
/// signed area of the outline counts such overlaps twice.
///
/// The stroker works in the space of the points it is given: to stroke a path
/// drawn through a transform, flatten it through the transform and scale the
/// width by `Transform.meanScale`. That is exact for uniform scales and
/// rotations; a non-uniform scale gets a stroke of constant width instead of
/// a stretched one.
///
/// The stroker keeps scratch buffers between calls: reuse one stroker and
/// one output buffer, and stroking allocates nothing once they have grown.
public struct Stroker: Sendable {
    /// The current contour with repeated points removed.
    private var points: [Point] = []
    /// The right offset of the current contour, in contour order; the output
    /// takes it backward.
    private var back: [Point] = []

    /// Creates a stroker with empty scratch buffers.
    public init() {}

    /// Replaces `output`'s contents with the outline of `input` stroked with `style`.
    ///
    /// A contour whose points all coincide draws a disc for round caps, an
    /// axis-aligned square for square caps and nothing for butt caps (as cairo).
    /// A width that is not positive and finite, or an input with a point that
    /// is not finite, gives an empty output.
    ///
    /// - Parameters:
    ///   - tolerance: the largest distance between a round join or cap and its
    ///     polyline; values below 0.001 or not finite are taken as 0.001.
    /// - Complexity: O(n) in the number of input points plus the points of
    ///   round joins and caps.
    public mutating func stroke(_ input: Polylines, style: StrokeStyle, tolerance: Double, into output: inout Polylines)
    {
        output.removeAll()
        guard input.isFinite, let pen = Pen(style: style, tolerance: tolerance) else { return }
        for contour in input.contours where contour.count > 0 {
            let closed = collect(input.points, contour)
            if points.count == 1 {
                pen.dot(at: points[0], into: &output)
            } else if closed {
                pen.strokeClosed(points, back: &back, into: &output)
            } else {
                pen.strokeOpen(points, back: &back, into: &output)
            }
        }
        // A finite input can still overflow (a huge width or coordinates).
        if !output.isFinite { output.removeAll() }
    }

    /// Copies a contour into `points`, skipping zero-length segments, and
    /// tells whether it is still a closed contour of more than one point.
    ///
    /// Points closer than 1e-9 to the last kept one count as repeats: so short
    /// a segment has no usable direction.
    private mutating func collect(_ source: [Point], _ contour: Polylines.Contour) -> Bool {
        points.removeAll(keepingCapacity: true)
        var last = source[contour.start]
        points.append(last)
        for i in (contour.start + 1)..<contour.end {
            let p = source[i]
            if Self.isRepeat(p, of: last) { continue }
            points.append(p)
            last = p
        }
        // A closed contour that comes back to its start has a repeated end.
        if contour.isClosed {
            while points.count > 1, let end = points.last, Self.isRepeat(end, of: points[0]) {
                points.removeLast()
            }
        }
        return contour.isClosed && points.count > 1
    }

    @inline(__always)
    private static func isRepeat(_ p: Point, of q: Point) -> Bool {
        let dx = p.x - q.x, dy = p.y - q.y
        return dx * dx + dy * dy <= 1e-18
    }
}

extension Path {
    /// The outline of this path stroked with `style`, for callers that do not
    /// mind allocating.
    ///
    /// The path is flattened through `transform` and the width scaled by its
    /// `meanScale`: exact for uniform scales and rotations (see `Stroker`).
    public func strokeOutline(_ style: StrokeStyle, transform: Transform = .identity, tolerance: Double = 0.1)
        -> Polylines
    {
        let flat = Polylines(self, transform: transform, tolerance: tolerance)
        var scaled = style
        scaled.width *= transform.meanScale
        var stroker = Stroker()
        var outline = Polylines()
        stroker.stroke(flat, style: scaled, tolerance: tolerance, into: &outline)
        return outline
    }
}
