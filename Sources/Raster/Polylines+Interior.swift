/// The pixels a fill surely paints whole, found before it is drawn.
extension Polylines {
    /// The whole pixels within `limit` that a fill of these contours covers
    /// completely under either rule, or `.empty` when none is found.
    ///
    /// Found from two vertical edges of opposite directions, the leftmost and
    /// the rightmost of all, when no other edge crosses the rows they share:
    /// there only those two cross each row, so the winding number between
    /// them is ±1 and every pixel between them is covered. That is a card's
    /// face, a button or a panel between its rounded corners.
    func solidInterior(within limit: PixelRect) -> PixelRect {
        // The leftmost and rightmost vertical edges: x, top, bottom, direction, and the point they end at.
        var left = (x: Double.infinity, y0: 0.0, y1: 0.0, down: false, at: -1)
        var right = (x: -Double.infinity, y0: 0.0, y1: 0.0, down: false, at: -1)
        points.withUnsafeBufferPointer { p in
            for contour in contours where contour.count > 1 {
                var a = p[contour.end - 1]
                for i in contour.start..<contour.end {
                    let b = p[i]
                    if a.x == b.x && a.y != b.y {
                        let edge = (x: a.x, y0: min(a.y, b.y), y1: max(a.y, b.y), down: a.y < b.y, at: i)
                        if edge.x < left.x { left = edge }
                        if edge.x > right.x { right = edge }
                    }
                    a = b
                }
            }
        }
        guard left.at >= 0, left.at != right.at, left.down != right.down, left.x < right.x else { return .empty }
        let top = max(left.y0, right.y0), bottom = min(left.y1, right.y1)
        guard top < bottom else { return .empty }
        // No other edge may cross the rows between `top` and `bottom`.
        var crossed = false
        points.withUnsafeBufferPointer { p in
            for contour in contours where contour.count > 1 && !crossed {
                var a = p[contour.end - 1]
                for i in contour.start..<contour.end {
                    let b = p[i]
                    if i != left.at && i != right.at && a.y != b.y && min(a.y, b.y) < bottom && max(a.y, b.y) > top {
                        crossed = true
                        break
                    }
                    a = b
                }
            }
        }
        guard !crossed else { return .empty }
        // Whole pixels only: rounded inward, then limited (in floating point, so huge values cannot trap).
        let x0 = max(left.x.rounded(.up), Double(limit.x0)), x1 = min(right.x.rounded(.down), Double(limit.x1))
        let y0 = max(top.rounded(.up), Double(limit.y0)), y1 = min(bottom.rounded(.down), Double(limit.y1))
        guard x0 < x1, y0 < y1 else { return .empty }
        return PixelRect(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
    }
}
