/// The sine of a phase given in turns (1 turn = 2π radians), standard library only.
///
/// Oscillators keep their phase in turns, so a whole cycle is exactly 1 and
/// wrapping is `phase - phase.rounded(.down)`. The phase is reduced to the
/// nearest quarter turn and a Taylor series evaluated on the remaining ±1/8
/// turn (±π/4), where nine terms leave an error below 1e-16; quarter and half
/// turns come out exact, so a 1 kHz sine at 48 kHz hits exactly 1 at frame 12.
public func sine(turns: Double) -> Double {
    guard turns.isFinite else { return .nan }
    let quarters = (turns * 4).rounded()
    let r = (turns - quarters / 4) * (2 * Double.pi)  // |r| <= π/4
    let r2 = r * r
    var s = 0.0, c = 0.0
    var sTerm = r, cTerm = 1.0
    var n = 1.0
    for _ in 0..<9 {
        s += sTerm
        c += cTerm
        sTerm *= -r2 / ((n + 1) * (n + 2))
        cTerm *= -r2 / (n * (n + 1))
        n += 2
    }
    let q = Int(quarters.truncatingRemainder(dividingBy: 4))
    switch (q + 4) % 4 {
    case 0: return s
    case 1: return c
    case 2: return -s
    default: return -c
    }
}
