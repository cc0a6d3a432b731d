import Foundation
import Testing

@testable import SetAudio

@Suite("Oscillators and noise")
struct OscillatorTests {
    @Test func sineOfTurnsIsExactAtQuarterTurnsAndAccurateBetween() {
        #expect(sine(turns: 0) == 0)
        #expect(sine(turns: 0.25) == 1)
        #expect(sine(turns: 0.5) == 0)
        #expect(sine(turns: 0.75) == -1)
        #expect(sine(turns: -0.25) == -1)
        for i in 0..<1000 {
            let t = Double(i) / 997 * 3 - 1.5
            #expect(abs(sine(turns: t) - sin(2 * Double.pi * t)) < 1e-14)
        }
        #expect(sine(turns: .nan).isNaN)
    }

    /// 1 kHz at 48 kHz is 48 samples a cycle: frame n is sin(2π n / 48).
    @Test func aThousandHertzSineHitsTheKnownValues() {
        var oscillator = Oscillator(.sine)
        let x = (0..<97).map { _ in oscillator.next(frequency: 1000) }
        #expect(x[0] == 0)
        #expect(abs(x[4] - 0.5) < 1e-12)  // sin(π/6)
        #expect(abs(x[8] - 0.75.squareRoot()) < 1e-12)  // sin(π/3)
        #expect(abs(x[12] - 1) < 1e-12)
        #expect(abs(x[24]) < 1e-12)
        #expect(abs(x[36] + 1) < 1e-12)
        #expect(abs(x[48]) < 1e-12)
        #expect(abs(x[96]) < 1e-12)
        // Exactly 2 cycles in 96 frames: the sum over whole cycles is 0.
        #expect(abs(x[0..<96].reduce(0, +)) < 1e-12)
    }

    /// 1 kHz: a triangle rises 4/48 = 1/12 a frame for the first quarter cycle, then falls.
    @Test func aTriangleRisesAndFallsInStraightLines() {
        var oscillator = Oscillator(.triangle)
        let x = (0..<48).map { _ in oscillator.next(frequency: 1000) }
        #expect(x[0] == 0)
        #expect(abs(x[3] - 0.25) < 1e-12)
        #expect(abs(x[12] - 1) < 1e-12)
        #expect(abs(x[18] - 0.5) < 1e-12)
        #expect(abs(x[24]) < 1e-12)
        #expect(abs(x[36] + 1) < 1e-12)
    }

    /// Away from its steps a pulse is flat: +1.5 for the first quarter and -0.5 after, at duty 0.25 (zero mean).
    @Test func aPulseIsFlatAwayFromItsStepsAndHasNoDC() {
        var oscillator = Oscillator(.pulse(duty: 0.25))
        let x = (0..<480).map { _ in oscillator.next(frequency: 1000) }
        #expect(abs(x[6] - 1.5) < 1e-12)
        #expect(abs(x[30] + 0.5) < 1e-12)
        #expect(abs(x.reduce(0, +) / 480) < 1e-9)
        // PolyBLEP rounds the step: the sample on it is halfway.
        #expect(abs(x[48] - 0.5) < 1e-9)
    }

    @Test func aSawStartsAtZeroGoingUpAndFallsAtHalfACycle() {
        var oscillator = Oscillator(.saw)
        let x = (0..<48).map { _ in oscillator.next(frequency: 1000) }
        #expect(abs(x[0]) < 1e-12)
        #expect(abs(x[12] - 0.5) < 1e-12)
        #expect(x[23] > 0.9 && x[25] < -0.9)
    }

    @Test func noiseIsSeededUniformAndHasMeanSquareOneThird() {
        var a = NoiseGenerator(seed: 42), b = NoiseGenerator(seed: 42), c = NoiseGenerator(seed: 43)
        let xa = (0..<100_000).map { _ in a.next() }
        let xb = (0..<100_000).map { _ in b.next() }
        let xc = (0..<100).map { _ in c.next() }
        #expect(xa == xb)
        #expect(Array(xa[0..<100]) != xc)
        #expect(xa.allSatisfy { $0 >= -1 && $0 < 1 })
        #expect(abs(xa.reduce(0, +) / 100_000) < 0.01)
        #expect(abs(xa.reduce(0) { $0 + $1 * $1 } / 100_000 - 1.0 / 3) < 0.005)
        // xorshift cannot leave 0, so a zero seed must not stick there.
        var zero = NoiseGenerator(seed: 0)
        #expect(zero.nextBits() != 0)
    }
}
