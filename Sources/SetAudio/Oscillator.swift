/// A phase accumulator that plays a `Waveform` at a frequency that may change each sample.
///
/// The phase is in turns and starts at 0, so every note begins on a zero
/// crossing (no click at its onset) and a test can predict each sample.
public struct Oscillator: Sendable {
    /// The wave it plays.
    public let waveform: Waveform
    /// The phase of the next sample, in turns, in 0 ..< 1.
    public private(set) var phase = 0.0
    private var noise: NoiseGenerator

    /// An oscillator at phase 0.
    public init(_ waveform: Waveform) {
        self.waveform = waveform
        if case .noise(let seed) = waveform {
            noise = NoiseGenerator(seed: seed)
        } else {
            noise = NoiseGenerator(seed: 1)
        }
    }

    /// The next sample, then advances the phase by `frequency / sampleRate`.
    ///
    /// Samples lie in -1 ... 1, except a pulse's: it swings 2 from low to high
    /// around a zero mean, so a narrow pulse reaches 2 - 2·duty.
    public mutating func next(frequency: Double) -> Double {
        let dt = min(max(frequency / Double(sampleRate), 0), 0.5)
        let t = phase
        let value: Double
        switch waveform {
        case .sine:
            value = sine(turns: t)
        case .triangle:
            // Rises from 0 to 1 in the first quarter, like the sine it stands in for.
            let u = t < 0.75 ? t : t - 1
            value = u < 0.25 ? 4 * u : 2 - 4 * u
        case .saw:
            // Falls through zero at half a cycle, so it too starts at 0 going up.
            let u = t + 0.5 < 1 ? t + 0.5 : t - 0.5
            value = 2 * u - 1 - polyBLEP(u, dt)
        case .pulse(let duty):
            let d = min(max(duty, 0.01), 0.99)
            // Steps up at 0 and down at d; shifted by 1 - 2d so the wave has no DC.
            var v = t < d ? 1.0 : -1.0
            v += polyBLEP(t, dt)
            let fall = t - d < 0 ? t - d + 1 : t - d
            v -= polyBLEP(fall, dt)
            value = v - (2 * d - 1)
        case .noise:
            value = noise.next()
        }
        phase += dt
        if phase >= 1 { phase -= 1 }
        return value
    }
}
