/// The angle of the vector (x, y) in radians, in [−π, π], as C's `atan2(y, x)`,
/// from the standard library alone; 0 for the zero vector, NaN for a NaN input.
///
/// The half-angle identity tan(θ/2) = y / (r + x) = (r − x) / y, with r = √(x² + y²),
/// turns the two-argument problem into one arctangent of a value in [−1, 1]; which
/// form is used depends on the sign of x, so the denominator never cancels. Two more
/// halvings, atan u = 2·atan(u / (1 + √(1 + u²))), bring |u| below tan(π/16) ≈ 0.199,
/// where twelve terms of the Taylor series u − u³/3 + u⁵/5 − … reach double precision
/// (the first left-out term is below u²³/23 < 1e-17).
func arcTangent2(_ y: Double, _ x: Double) -> Double {
    if x == 0 && y == 0 { return 0 }
    let r = (x * x + y * y).squareRoot()
    if x >= 0 {
        return 2 * arcTangentOfUnit(y / (r + x))
    }
    let halfTurn: Double = y.sign == .minus ? -.pi : .pi
    return halfTurn - 2 * arcTangentOfUnit(y / (r - x))
}

/// The arctangent of a value in [−1, 1], by two angle halvings and a Taylor series.
private func arcTangentOfUnit(_ value: Double) -> Double {
    var u = value
    for _ in 0..<2 {
        u = u / (1 + (1 + u * u).squareRoot())
    }
    let u2 = u * u
    // Horner's rule from the u²³/23 term down to u.
    var sum = 0.0
    var k = 11
    while k >= 0 {
        let term = 1 / Double(2 * k + 1)
        sum = (k % 2 == 0 ? term : -term) + u2 * sum
        k -= 1
    }
    return 4 * u * sum
}
