/// Direct construction, for stages that produce polylines themselves (the stroker).
///
/// These append to the buffer without going through a `Path`, so refilling a
/// grown buffer allocates nothing. `beginContour(at:)`, `addPoint(_:)` and
/// `finishContour(closed:)` live in `Polylines.swift`.
extension Polylines {
    /// Starts a contour whose first point is the next `addPoint(_:)`.
    mutating func beginContour() {
        finishContour(closed: false)
        openStart = points.count
    }

    /// Ends the open contour as closed; a contour with no point is dropped.
    mutating func closeContour() {
        guard let s = openStart else { return }
        if s == points.count { openStart = nil; return }
        finishContour(closed: true)
    }

}
