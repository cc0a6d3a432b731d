/// An affine transform: `x' = a x + c y + tx`, `y' = b x + d y + ty`.
///
/// The layout of the six coefficients follows the usual 2D convention
/// (cairo's `cairo_matrix_t`, CoreGraphics' `CGAffineTransform`).
public struct Transform: Equatable, Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(dx, dy)`.
    @inlinable public static func translation(_ dx: Double, _ dy: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
    }

    /// A scale about the origin.
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A uniform scale about the origin.
    @inlinable public static func scale(_ s: Double) -> Transform { scale(s, s) }

    /// A rotation about the origin by `radians` (clockwise on screen, as y grows down).
    public static func rotation(_ radians: Double) -> Transform {
        let (s, c) = sinCos(radians)
        return Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `next`.
    @inlinable public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty
        )
    }

    /// `self` followed by a translation.
    @inlinable public func translatedBy(_ dx: Double, _ dy: Double) -> Transform {
        concatenating(.translation(dx, dy))
    }

    /// `self` followed by a scale.
    @inlinable public func scaledBy(_ sx: Double, _ sy: Double) -> Transform {
        concatenating(.scale(sx, sy))
    }

    /// `self` followed by a rotation.
    public func rotatedBy(_ radians: Double) -> Transform {
        concatenating(.rotation(radians))
    }

    /// The inverse transform, or `nil` when the transform is singular or not finite.
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Whether the transform is a pure translation (possibly zero).
    @inlinable public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// The factor by which the transform scales lengths, on average (the square root of |det|).
    @inlinable public var meanScale: Double { abs(a * d - b * c).squareRoot() }

    /// Applies the transform to a point.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
}
