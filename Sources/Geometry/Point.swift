/// A point or vector in floating-point pixel space; y grows downward.
public struct Point: Equatable, Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (down is positive).
    public var y: Double

    /// Creates a point from its two coordinates.
    @inlinable public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from labelled coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(0, 0)

    /// Whether both coordinates are finite (not NaN, not infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean length of the point taken as a vector.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// The point scaled to length 1, or `.zero` for a zero vector.
    @inlinable public var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    /// The vector turned a quarter turn (to the right on screen, y down).
    @inlinable public var perpendicular: Point { Point(-y, x) }

    /// The dot product with another vector.
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }

    /// The z component of the cross product with another vector.
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }

    /// The distance to another point.
    @inlinable public func distance(to o: Point) -> Double { (self - o).length }

    /// The point a fraction `t` of the way to `o`.
    @inlinable public func lerp(to o: Point, _ t: Double) -> Point {
        Point(x + (o.x - x) * t, y + (o.y - y) * t)
    }

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
}
