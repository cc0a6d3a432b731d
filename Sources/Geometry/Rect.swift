/// An axis-aligned rectangle in floating-point pixel space.
public struct Rect: Equatable, Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; a rectangle with a width or height of zero or less is empty.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from its origin and size, unlabelled.
    @inlinable public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(0, 0, 0, 0)

    /// The left edge.
    @inlinable public var minX: Double { x }
    /// The top edge.
    @inlinable public var minY: Double { y }
    /// The right edge.
    @inlinable public var maxX: Double { x + width }
    /// The bottom edge.
    @inlinable public var maxY: Double { y + height }
    /// The horizontal centre.
    @inlinable public var midX: Double { x + width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { y + height / 2 }
    /// The centre point.
    @inlinable public var center: Point { Point(midX, midY) }
    /// Whether the rectangle covers no area.
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Whether the point lies inside (left and top edges inclusive, right and bottom exclusive).
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < x + width && p.y >= y && p.y < y + height
    }

    /// The rectangle grown by `dx` on the left and right and `dy` at the top and bottom (shrunk for negative values).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x + dx, y + dy, width - 2 * dx, height - 2 * dy)
    }

    /// The rectangle moved by a vector.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x + dx, y + dy, width, height)
    }

    /// The overlap of two rectangles, or `.zero` when they do not overlap.
    public func intersection(_ o: Rect) -> Rect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x0, y0, x1 - x0, y1 - y0) : .zero
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x0, y0, max(maxX, o.maxX) - x0, max(maxY, o.maxY) - y0)
    }

    /// Whether two rectangles overlap with positive area.
    @inlinable public func intersects(_ o: Rect) -> Bool {
        max(minX, o.minX) < min(maxX, o.maxX) && max(minY, o.minY) < min(maxY, o.maxY)
    }
}
