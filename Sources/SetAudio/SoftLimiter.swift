/// The mixer's last stage: passes any sample up to -1 dBFS untouched and bends louder ones smoothly towards, never past, 1.
///
/// Below the knee the curve is the identity, so a single sound (whose peak is
/// at most -1 dBFS) plays exactly as rendered and volume scales it exactly.
/// Above it the excess d (in units of the headroom 1 - knee) maps to
/// d / (1 + d): slope 1 at the knee (no kink), and a limit of 1 however many
/// sounds pile up. Memoryless, so the output does not depend on block size.
@inline(__always)
public func softLimit(_ x: Float) -> Float {
    let knee = Sound.maximumPeak
    let a = abs(x)
    if a <= knee { return x }
    // Written so NaN falls through to here: a non-finite sum cannot come from
    // bank sounds, but must not reach the speakers.
    guard a.isFinite else { return x.isNaN ? 0 : (x < 0 ? -1 : 1) }
    let d = (a - knee) / (1 - knee)
    let y = min(knee + (1 - knee) * (d / (1 + d)), 1)
    return x < 0 ? -y : y
}
