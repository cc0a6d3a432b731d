import Testing

@testable import SetAudio

@Suite("Filters")
struct FilterTests {
    /// The amplitude a filter settles at for a sine of `frequency` Hz (the last 0.1 s of 0.5 s).
    private func gain(at frequency: Double, _ process: (Double) -> Double) -> Double {
        var oscillator = Oscillator(.sine)
        var top = 0.0
        for n in 0..<24_000 {
            let y = process(oscillator.next(frequency: frequency))
            if n >= 19_200 { top = max(top, abs(y)) }
        }
        return top
    }

    @Test func aOnePoleLowPassPassesLowsAndHalvesThePowerAtItsCutoff() {
        var dc = OnePoleFilter(.lowPass, cutoff: 1000)
        var y = 0.0
        for _ in 0..<10_000 { y = dc.process(1) }
        #expect(abs(y - 1) < 1e-9)
        var low = OnePoleFilter(.lowPass, cutoff: 1000)
        // The discretised RC is -3 dB at the cutoff to within 3% at 1 kHz (backward Euler reads 0.685).
        #expect(abs(gain(at: 1000) { low.process($0) } - 0.5.squareRoot()) < 0.03)
        var high = OnePoleFilter(.lowPass, cutoff: 1000)
        #expect(gain(at: 10_000) { high.process($0) } < 0.15)
    }

    @Test func aOnePoleHighPassBlocksDC() {
        var filter = OnePoleFilter(.highPass, cutoff: 100)
        var y = 1.0
        for _ in 0..<48_000 { y = filter.process(1) }
        #expect(abs(y) < 1e-9)
        var pass = OnePoleFilter(.highPass, cutoff: 100)
        #expect(abs(gain(at: 5000) { pass.process($0) } - 1) < 0.01)
    }

    /// The cookbook band-pass has exactly 0 dB at its centre, and Q sets its -3 dB points.
    @Test func aBandPassHasUnitGainAtItsCentre() {
        var centre = BandPassFilter(centre: 3000, q: 2)
        #expect(abs(gain(at: 3000) { centre.process($0) } - 1) < 0.005)
        var far = BandPassFilter(centre: 3000, q: 2)
        #expect(gain(at: 300) { far.process($0) } < 0.06)
        // Q = centre / bandwidth: the -3 dB points are at 3000·(√(1 + 1/(4Q²)) ± 1/(2Q)),
        // give or take the bilinear transform's warping of frequencies off the centre (0.719 here).
        let upper = 3000 * ((1 + 1.0 / 16).squareRoot() + 0.25)
        var edge = BandPassFilter(centre: 3000, q: 2)
        #expect(abs(gain(at: upper) { edge.process($0) } - 0.5.squareRoot()) < 0.02)
    }
}
