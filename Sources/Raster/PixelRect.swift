/// A rectangle of whole pixels, `x0..<x1` × `y0..<y1`: the region a drawing operation touches.
struct PixelRect: Equatable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The overlap, or `.empty`.
    func intersection(_ o: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? .empty : r
    }

    /// The smallest rectangle holding both (either may be empty).
    func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The pixels a rectangle with finite corners touches, limited to `limit`
    /// (rounded outward, computed in floating point so huge values cannot trap).
    static func covering(
        minX: Double, minY: Double, maxX: Double, maxY: Double,
        within limit: PixelRect
    ) -> PixelRect {
        guard minX <= maxX, minY <= maxY else { return .empty }
        let x0 = max(minX.rounded(.down), Double(limit.x0))
        let y0 = max(minY.rounded(.down), Double(limit.y0))
        let x1 = min(maxX.rounded(.up), Double(limit.x1))
        let y1 = min(maxY.rounded(.up), Double(limit.y1))
        guard x0 < x1, y0 < y1 else { return .empty }
        return PixelRect(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
    }
}
