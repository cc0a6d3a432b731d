/// A two-pole band-pass filter (a biquad): gives noise a pitch, the crack of a card's edge or the hiss of a riffle.
///
/// Robert Bristow-Johnson's "Cookbook formulae for audio EQ biquad filter
/// coefficients", band-pass with 0 dB peak gain: at the centre frequency the
/// gain is exactly 1, and the band between the -3 dB points is centre / Q wide.
/// Run in transposed direct form II, which keeps two state values.
public struct BandPassFilter: Sendable {
    private let b0: Double, b2: Double, a1: Double, a2: Double
    private var z1 = 0.0, z2 = 0.0

    /// A filter at rest around `centre` Hz with quality `q` (higher is narrower).
    public init(centre: Double, q: Double) {
        let f = min(max(centre, 1), Double(sampleRate) / 2 - 1)
        let w0 = f / Double(sampleRate)  // in turns
        let cosW0 = sine(turns: w0 + 0.25)
        let alpha = sine(turns: w0) / (2 * max(q, 0.1))
        let a0 = 1 + alpha
        b0 = alpha / a0
        b2 = -alpha / a0
        a1 = -2 * cosW0 / a0
        a2 = (1 - alpha) / a0
    }

    /// Filters one sample.
    public mutating func process(_ x: Double) -> Double {
        let y = b0 * x + z1
        z1 = -a1 * y + z2
        z2 = b2 * x - a2 * y
        return y
    }
}
