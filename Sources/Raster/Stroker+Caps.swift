import Geometry

extension Stroker.Pen {
    /// Adds the points of the cap at the end `p` of a contour that arrives
    /// along `direction`, strictly between `p + offset` and `p - offset`.
    @inline(__always)
    func addCap(at p: Point, direction d: Point, offset: Point, into out: inout Polylines) {
        switch cap {
        case .butt:
            break
        case .square:
            let ahead = d * halfWidth
            out.addPoint(p + offset + ahead)
            out.addPoint(p - offset + ahead)
        case .round:
            // From the left offset to the right one, through p + h d.
            addArc(around: p, from: offset, to: -offset, sense: 1, into: &out)
        }
    }

    /// Draws a contour whose points all coincide: a disc for round caps, an
    /// axis-aligned square for square caps (its direction is unknown, so x
    /// is taken, as cairo does) and nothing for butt caps.
    func dot(at p: Point, into out: inout Polylines) {
        let h = halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            out.beginContour()
            out.addPoint(Point(p.x - h, p.y - h))
            out.addPoint(Point(p.x + h, p.y - h))
            out.addPoint(Point(p.x + h, p.y + h))
            out.addPoint(Point(p.x - h, p.y + h))
            out.closeContour()
        case .round:
            let east = Point(h, 0), west = Point(-h, 0)
            out.beginContour()
            out.addPoint(p + east)
            addArc(around: p, from: east, to: west, sense: 1, into: &out)
            out.addPoint(p + west)
            addArc(around: p, from: west, to: east, sense: 1, into: &out)
            out.closeContour()
        }
    }
}
