/// The shape of one cycle of an oscillator, as in sfxr's wave types.
public enum Waveform: Equatable, Sendable {
    /// A pure tone: soft chimes, pings, thuds.
    case sine
    /// Odd harmonics falling as 1/n²: a soft, hollow click.
    case triangle
    /// High for `duty` of each cycle (0.5 is a square): the reedy tone of a chiptune fanfare.
    case pulse(duty: Double)
    /// Every harmonic, falling as 1/n: a bright buzz.
    case saw
    /// White noise from a seeded generator: flicks and riffles; its pitch is set by a filter.
    case noise(seed: UInt32)

    /// The mean of the wave's square over a cycle (its power at amplitude 1).
    ///
    /// Sine 1/2, triangle 1/3, square 1, saw 1/3, uniform noise 1/3; a pulse is
    /// ±1 everywhere but is offset to have no DC, so its power is 4·d·(1-d).
    public var meanSquare: Double {
        switch self {
        case .sine: 0.5
        case .triangle, .saw, .noise: 1.0 / 3
        case .pulse(let duty): 4 * duty * (1 - duty)
        }
    }
}

/// PolyBLEP: the correction that rounds off a step in a naive waveform so it
/// does not alias (Välimäki and Huovilainen, "Antialiasing Oscillators in
/// Subtractive Synthesis", IEEE Signal Processing Magazine, 2007).
///
/// `t` is the phase in turns measured from the step, `dt` the phase advance
/// per sample. Non-zero only within one sample of the step; subtract it (times
/// the step's height / 2) from the naive wave.
func polyBLEP(_ t: Double, _ dt: Double) -> Double {
    if t < dt {
        let x = t / dt
        return x + x - x * x - 1
    }
    if t > 1 - dt {
        let x = (t - 1) / dt
        return x * x + x + x + 1
    }
    return 0
}
