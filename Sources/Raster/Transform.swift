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
        return Transform(a: ia, b: ib, c: ic, d: id,
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

/// Sine and cosine without Foundation: exact at multiples of a quarter turn so
/// that right-angle rotations stay exact, Taylor series elsewhere after range reduction.
func sinCos(_ radians: Double) -> (sin: Double, cos: Double) {
    guard radians.isFinite else { return (.nan, .nan) }
    let halfPi = Double.pi / 2
    let quarterTurns = (radians / halfPi).rounded()
    let r = radians - quarterTurns * halfPi          // |r| <= pi/4
    let r2 = r * r
    // Taylor series to the 17th/16th power: error below 1e-16 on |r| <= pi/4.
    var s = 0.0, c = 0.0
    var term = r
    var n = 1.0
    for _ in 0..<9 {
        s += term
        term *= -r2 / ((n + 1) * (n + 2))
        n += 2
    }
    term = 1
    n = 0
    for _ in 0..<9 {
        c += term
        term *= -r2 / ((n + 1) * (n + 2))
        n += 2
    }
    let q = Int(quarterTurns.truncatingRemainder(dividingBy: 4))
    switch (q + 4) % 4 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
}

/// The sine of an angle in radians (standard library only).
public func sine(_ radians: Double) -> Double { sinCos(radians).sin }

/// The cosine of an angle in radians (standard library only).
public func cosine(_ radians: Double) -> Double { sinCos(radians).cos }
