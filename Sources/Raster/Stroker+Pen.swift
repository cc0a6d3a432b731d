import Geometry

extension Stroker {
    /// One straight piece of a contour, with what its offsets need.
    struct Segment {
        /// The unit direction.
        var direction: Point
        /// The offset to the left side: the direction turned a quarter turn
        /// counter-clockwise on screen, scaled to the half width. The outline
        /// runs forward along `start + offset` and backward along `start - offset`.
        var offset: Point
        /// The length.
        var length: Double

        @inline(__always)
        init(from a: Point, to b: Point, halfWidth h: Double) {
            let v = b - a
            length = v.length
            direction = v * (1 / length)
            offset = Point(direction.y * h, -direction.x * h)
        }
    }

    /// The per-call constants of a stroke and the routines that draw one contour.
    ///
    /// The left side goes straight into the output; the right side goes, in
    /// contour order, into a scratch buffer `back` that is then appended backward.
    struct Pen {
        /// Half the stroke width.
        let halfWidth: Double
        let join: LineJoin
        let cap: LineCap
        /// The square of the miter limit.
        let miterLimitSquared: Double
        /// Cosine and sine of the angle step of round joins and caps.
        let stepCosine: Double
        let stepSine: Double

        /// A pen for `style`, or `nil` if the width is not positive and finite.
        init?(style: StrokeStyle, tolerance: Double) {
            guard style.width.isFinite, style.width > 0 else { return nil }
            let h = style.width / 2
            halfWidth = h
            join = style.join
            cap = style.cap
            // A limit that is not positive (or NaN) bevels every corner.
            miterLimitSquared = style.miterLimit > 0 ? style.miterLimit * style.miterLimit : 0
            // A chord of angle θ on a circle of radius r strays r (1 - cos(θ/2))
            // from the arc; keeping that within the tolerance gives
            // θ = 2 acos(1 - tol / r), so cos θ = 2 (1 - tol / r)² - 1.
            // θ stays within [2π / 4096, π / 2]: at least 4 steps a turn, at most 4096.
            let tol = tolerance.isFinite ? max(tolerance, 0.001) : 0.001
            let u = 1 - tol / h
            let c = u * u > 0.5 && u > 0 ? 2 * u * u - 1 : 0
            stepCosine = min(c, finestStepCosine)
            stepSine = (1 - stepCosine * stepCosine).squareRoot()
        }

        /// Strokes an open contour of at least two distinct points.
        func strokeOpen(_ p: [Point], back: inout [Point], into out: inout Polylines) {
            back.removeAll(keepingCapacity: true)
            let n = p.count
            let first = Segment(from: p[0], to: p[1], halfWidth: halfWidth)
            out.beginContour()
            out.addPoint(p[0] + first.offset)
            back.append(p[0] - first.offset)
            var previous = first
            for j in 1..<(n - 1) {
                let next = Segment(from: p[j], to: p[j + 1], halfWidth: halfWidth)
                joinSegments(at: p[j], previous, next, back: &back, into: &out)
                previous = next
            }
            let end = p[n - 1]
            out.addPoint(end + previous.offset)
            back.append(end - previous.offset)
            addCap(at: end, direction: previous.direction, offset: previous.offset, into: &out)
            for k in back.indices.reversed() { out.addPoint(back[k]) }
            addCap(at: p[0], direction: -first.direction, offset: -first.offset, into: &out)
            out.closeContour()
        }

        /// Strokes a closed contour of at least two distinct points: two loops.
        func strokeClosed(_ p: [Point], back: inout [Point], into out: inout Polylines) {
            back.removeAll(keepingCapacity: true)
            let n = p.count
            var previous = Segment(from: p[n - 1], to: p[0], halfWidth: halfWidth)
            out.beginContour()
            for j in 0..<n {
                let next = Segment(from: p[j], to: p[j + 1 == n ? 0 : j + 1], halfWidth: halfWidth)
                joinSegments(at: p[j], previous, next, back: &back, into: &out)
                previous = next
            }
            out.closeContour()
            out.beginContour()
            for k in back.indices.reversed() { out.addPoint(back[k]) }
            out.closeContour()
        }
    }
}

/// The cosine of the finest angle step of round joins and caps, 2π / 4096,
/// which bounds the work of a huge width with a tiny tolerance.
private let finestStepCosine = cosine(2 * Double.pi / 4096)
