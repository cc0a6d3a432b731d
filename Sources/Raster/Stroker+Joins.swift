import Geometry

/// Where a stroke side's points go: the output itself, or the scratch buffer
/// of the side that is appended backward.
protocol OutlineSink {
    mutating func add(_ p: Point)
}

extension Polylines: OutlineSink {
    @inline(__always) mutating func add(_ p: Point) { addPoint(p) }
}

extension Array: OutlineSink where Element == Point {
    @inline(__always) mutating func add(_ p: Point) { append(p) }
}

extension Stroker.Pen {
    /// Adds the corner at `p` between segments `a` and `b` to both sides.
    ///
    /// The outer side gets the join of the style; the inner side meets at the
    /// intersection of the two offsets when that lies within both segments,
    /// else goes through the pivot `p` itself (Skia's and tiny-skia's inner
    /// join; AGG's `inner_jag`), so a sharp turn leaves no notch.
    @inline(__always)
    func joinSegments(
        at p: Point, _ a: Stroker.Segment, _ b: Stroker.Segment,
        back: inout [Point], into out: inout Polylines
    ) {
        let cross = a.direction.cross(b.direction)
        let dot = a.direction.dot(b.direction)
        // Going straight on: the offset points would lie inside straight edges.
        if cross == 0 && dot > 0 { return }
        let shortest = min(a.length, b.length)
        // cross > 0 turns toward the right side, so the left side is outer.
        // An exact reversal (cross == 0, dot <= 0) takes the same branch: its
        // round join bulges forward, along `a`'s direction.
        if cross >= 0 {
            addOuter(at: p, a.offset, b.offset, dot: dot, sense: 1, into: &out)
            addInner(at: p, -a.offset, -b.offset, cross: cross, dot: dot, shortest: shortest, into: &back)
        } else {
            addInner(at: p, a.offset, b.offset, cross: cross, dot: dot, shortest: shortest, into: &out)
            addOuter(at: p, -a.offset, -b.offset, dot: dot, sense: -1, into: &back)
        }
    }

    /// The outer side of a corner, from `p + u0` to `p + u1`, turning by `sense`.
    ///
    /// A miter is within the limit when miter length / width = 1 / cos(φ/2)
    /// (φ the turn) is at most the limit, that is (1 + cos φ) limit² >= 2; an
    /// exact reversal (cos φ = -1) never is. The miter tip lies on both offset
    /// lines, so it replaces the two offset ends.
    @inline(__always)
    private func addOuter<S: OutlineSink>(
        at p: Point, _ u0: Point, _ u1: Point,
        dot: Double, sense: Double, into side: inout S
    ) {
        switch join {
        case .miter:
            let denominator = 1 + dot
            if denominator * miterLimitSquared >= 2 {
                side.add(p + (u0 + u1) * (1 / denominator))
            } else {
                side.add(p + u0)
                side.add(p + u1)
            }
        case .round:
            side.add(p + u0)
            addArc(around: p, from: u0, to: u1, sense: sense, into: &side)
            side.add(p + u1)
        case .bevel:
            side.add(p + u0)
            side.add(p + u1)
        }
    }

    /// The inner side of a corner: the offsets' intersection, which lies
    /// h tan(φ/2) = h |sin φ| / (1 + cos φ) back along each segment, when that
    /// is within half of either segment (so the two corners of one segment
    /// never cross); else through the pivot.
    @inline(__always)
    private func addInner<S: OutlineSink>(
        at p: Point, _ u0: Point, _ u1: Point,
        cross: Double, dot: Double, shortest: Double,
        into side: inout S
    ) {
        let denominator = 1 + dot
        if denominator > 0 && 2 * halfWidth * abs(cross) <= shortest * denominator {
            side.add(p + (u0 + u1) * (1 / denominator))
        } else {
            side.add(p + u0)
            side.add(p)
            side.add(p + u1)
        }
    }

    /// Adds the points strictly between `c + u0` and `c + u1` of the arc
    /// around `c` (both vectors of length `halfWidth`, at most a half turn
    /// apart), rotating by `sense` (+1: from x toward y, clockwise on screen).
    ///
    /// Steps of the tolerance's angle by incremental rotation; the last step
    /// is the remainder. The remaining angle α ∈ [0, π] shrinks by a step
    /// each time, and α > step exactly when u · u1 < cos(step) h².
    func addArc<S: OutlineSink>(
        around c: Point, from u0: Point, to u1: Point,
        sense: Double, into side: inout S
    ) {
        let cs = stepCosine, sn = sense * stepSine
        let threshold = cs * halfWidth * halfWidth
        var u = u0
        var steps = 0
        while u.dot(u1) < threshold && steps < 2049 {
            u = Point(u.x * cs - u.y * sn, u.x * sn + u.y * cs)
            side.add(c + u)
            steps += 1
        }
    }
}
