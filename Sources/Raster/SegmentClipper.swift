/// Clipping of a path's segments to the accumulator's region, before they are walked.
///
/// Vertically a segment is cut exactly at the region's top and bottom: what
/// lies above or below shades nothing inside. Horizontally, what lies left
/// of the region still shades every pixel to its right, so that part is
/// moved onto the left edge (a vertical segment at x = 0 keeps its cover),
/// and what lies right of the region is dropped. So geometry far outside the
/// buffer (even at 1e9) costs at most one walk over the region's rows.
extension Accumulator {
    /// Adds every contour of `polylines`, each closed, moved by (−`originX`, −`originY`).
    ///
    /// Coordinates are clamped to ±1e15 first, so that differences of
    /// extreme (finite) coordinates cannot overflow to infinity; this moves
    /// such a vertex by a negligible angle as seen from the region.
    ///
    /// With `skippingByExtent`, contours whose extent in `contourExtents`
    /// (see `measureExtents`) lies wholly above or below the region are
    /// passed over without looking at their points.
    func add(_ polylines: Polylines, originX: Double, originY: Double, skippingByExtent: Bool = false) {
        @inline(__always) func local(_ v: Double, _ origin: Double) -> Double {
            min(max(v, -1e15), 1e15) - origin
        }
        let bottom = originY + Double(height)
        polylines.points.withUnsafeBufferPointer { points in
            for (k, contour) in polylines.contours.enumerated() where contour.count > 1 {
                if skippingByExtent {
                    let extent = contourExtents[k]
                    if extent.max <= originY || extent.min >= bottom { continue }
                }
                let last = points[contour.end - 1]
                var px = local(last.x, originX), py = local(last.y, originY)
                for i in contour.start..<contour.end {
                    let x = local(points[i].x, originX), y = local(points[i].y, originY)
                    addSegment(px, py, x, y)
                    px = x
                    py = y
                }
            }
        }
    }

    /// Records every contour's vertical extent in `contourExtents`.
    func measureExtents(_ polylines: Polylines) {
        contourExtents.removeAll(keepingCapacity: true)
        polylines.points.withUnsafeBufferPointer { points in
            for contour in polylines.contours {
                var lo = Double.infinity, hi = -Double.infinity
                for i in contour.start..<contour.end {
                    lo = min(lo, points[i].y)
                    hi = max(hi, points[i].y)
                }
                contourExtents.append((lo, hi))
            }
        }
    }

    /// Adds one segment in region coordinates, clipping it first.
    @inline(__always)
    func addSegment(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        let h = Double(height)
        if ay == by || (ay <= 0 && by <= 0) || (ay >= h && by >= h) { return }
        let w = Double(width)
        if ax >= w && bx >= w { return }
        if ay >= 0, ay <= h, by >= 0, by <= h, ax >= 0, ax <= w, bx >= 0, bx <= w {
            addLine(ax, ay, bx, by)
            return
        }
        // Order by y so that every cut below keeps the segment's direction in `down`.
        let down = ay < by
        var (x0, y0, x1, y1) = down ? (ax, ay, bx, by) : (bx, by, ax, ay)
        if y0 < 0 {
            x0 += (x1 - x0) * (-y0 / (y1 - y0))
            y0 = 0
        }
        if y1 > h {
            x1 = x0 + (x1 - x0) * ((h - y0) / (y1 - y0))
            y1 = h
        }
        // Cut at x = 0: the part on the left becomes a vertical segment on the edge.
        if (x0 < 0) != (x1 < 0) {
            let yc = min(max(y0 + (y1 - y0) * (-x0 / (x1 - x0)), y0), y1)
            if x0 < 0 {
                emit(0, y0, 0, yc, down)
                x0 = 0; y0 = yc
            } else {
                emit(0, yc, 0, y1, down)
                x1 = 0; y1 = yc
            }
        } else if x0 < 0 {
            emit(0, y0, 0, y1, down)
            return
        }
        // Cut at x = width: the part on the right shades nothing inside.
        if (x0 > w) != (x1 > w) {
            let yc = min(max(y0 + (y1 - y0) * ((w - x0) / (x1 - x0)), y0), y1)
            if x0 > w { x0 = w; y0 = yc } else { x1 = w; y1 = yc }
        } else if x0 > w {
            return
        }
        emit(min(max(x0, 0), w), y0, min(max(x1, 0), w), y1, down)
    }

    /// Walks a clipped piece, given top to bottom, in its original direction.
    @inline(__always)
    private func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ down: Bool) {
        if down { addLine(x0, y0, x1, y1) } else { addLine(x1, y1, x0, y0) }
    }
}
