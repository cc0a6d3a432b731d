/// Sine and cosine without Foundation: exact at multiples of a quarter turn so
/// that right-angle rotations stay exact, Taylor series elsewhere after range reduction.
public func sinCos(_ radians: Double) -> (sin: Double, cos: Double) {
    guard radians.isFinite else { return (.nan, .nan) }
    let halfPi = Double.pi / 2
    let quarterTurns = (radians / halfPi).rounded()
    let r = radians - quarterTurns * halfPi  // |r| <= pi/4
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

/// The control-point factor that makes a cubic Bezier approximate a quarter
/// circle: 4/3 (sqrt(2) - 1), radial error about 0.027% of the radius.
public let kappa = 0.5522847498307936
