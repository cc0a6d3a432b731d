import Foundation

@testable import SetAudio

/// Measurements on rendered buffers, done the slow, obvious way.
enum Measure {
    /// The largest absolute sample.
    static func peak(_ x: [Float]) -> Float {
        x.reduce(0) { max($0, abs($1)) }
    }

    /// The root mean square over the whole buffer.
    static func rms(_ x: [Float]) -> Double {
        guard !x.isEmpty else { return 0 }
        return (x.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(x.count)).squareRoot()
    }

    /// Decibels relative to full scale of a linear level.
    static func dBFS(_ level: Float) -> Double { 20 * log10(Double(level)) }

    /// The power of `x` (already windowed) at `frequency` Hz, by Goertzel's recurrence.
    static func power(_ x: UnsafeBufferPointer<Double>, at frequency: Double) -> Double {
        let coefficient = 2 * cos(2 * Double.pi * frequency / Double(sampleRate))
        var s1 = 0.0, s2 = 0.0
        for sample in x {
            let s = sample + coefficient * s1 - s2
            s2 = s1
            s1 = s
        }
        return s1 * s1 + s2 * s2 - coefficient * s1 * s2
    }

    /// `x` times a Hann window over its whole length.
    static func hann(_ x: ArraySlice<Float>) -> [Double] {
        let n = Double(x.count - 1)
        return x.enumerated().map { i, v in Double(v) * 0.5 * (1 - cos(2 * Double.pi * Double(i) / n)) }
    }

    /// The frequency with the most power between `low` and `high` Hz: a 0.5% grid, then a 0.02% grid around its best.
    ///
    /// `segment` nil takes one Hann-windowed transform of the whole buffer (for
    /// tones); a length averages the power of half-overlapping windows of that
    /// length (Welch's method, for noise, whose single spectrum is too ragged to have a peak).
    static func mainFrequency(_ x: [Float], low: Double = 60, high: Double = 8000, segment: Int? = nil) -> Double {
        let length = segment ?? x.count
        let windows: [[Double]] = stride(from: 0, through: x.count - length, by: max(length / 2, 1)).map {
            hann(x[$0..<($0 + length)])
        }
        func total(_ f: Double) -> Double {
            windows.reduce(0) { sum, w in sum + w.withUnsafeBufferPointer { power($0, at: f) } }
        }
        func best(from a: Double, to b: Double, ratio: Double) -> Double {
            var f = a, bestF = a, bestP = -1.0
            while f <= b {
                let p = total(f)
                if p > bestP { (bestF, bestP) = (f, p) }
                f *= ratio
            }
            return bestF
        }
        let coarse = best(from: low, to: high, ratio: 1.005)
        return best(from: coarse / 1.006, to: coarse * 1.006, ratio: 1.0002)
    }
}

/// The RMS the sound should have by hand: each note's power (its wave's mean
/// square times its filter's power gain, times its envelope's energy), summed as
/// if the notes were uncorrelated (different pitches or noise seeds), over the
/// sound's length, scaled as `render()` scales it.
enum Expected {
    static func rms(_ sound: Sound) -> Double {
        let energy = sound.notes.reduce(0.0) { sum, note in
            sum + note.level * note.level * power(note) * note.envelope.energy
        }
        let rawPeak = sound.mix().reduce(0) { max($0, abs($1)) }
        return (energy / Double(sound.length)).squareRoot() * Double(sound.peak) / rawPeak
    }

    /// The mean square of a note's wave after its filters.
    static func power(_ note: Note) -> Double {
        let fs = Double(sampleRate)
        switch note.waveform {
        case .sine, .triangle:
            return note.waveform.meanSquare
        case .noise:
            // White noise through the cookbook band-pass (0 dB peak): its noise
            // bandwidth is (π/2)·(centre/Q), out of the fs/2 the noise spreads over.
            guard let band = note.band else { return 1.0 / 3 }
            return 1.0 / 3 * Double.pi * band.centre / (band.q * fs)
        case .saw, .pulse:
            // Fourier series: a saw's harmonic n has amplitude 2/(πn); a pulse of
            // duty d, 4·sin(πnd)/(πn). A one-pole low-pass passes 1 / (1 + (f/fc)²) of the power.
            var total = 0.0
            for n in 1...Int(fs / 2 / note.frequency) {
                let f = Double(n) * note.frequency
                let amplitude: Double =
                    switch note.waveform {
                    case .pulse(let d): 4 * sin(Double.pi * Double(n) * d) / (Double.pi * Double(n))
                    default: 2 / (Double.pi * Double(n))
                    }
                let gain = note.lowPass.map { 1 / (1 + (f / $0) * (f / $0)) } ?? 1
                total += amplitude * amplitude / 2 * gain
            }
            return total
        }
    }
}
