import Testing

@testable import SetAudio

@Suite("Envelopes")
struct EnvelopeTests {
    /// The select click's: 2 ms (96 frames) up, 38 ms (1824 frames) down along (1 - u)³.
    @Test func aPercussiveEnvelopeAtKnownFrames() {
        let e = Envelope.ar(attack: 0.002, release: 0.038, curve: 3)
        #expect(e.attack == 96 && e.release == 1824 && e.length == 1920)
        #expect(e.value(at: -1) == 0)
        #expect(e.value(at: 0) == 0)
        #expect(e.value(at: 48) == 0.5)
        #expect(e.value(at: 96) == 1)
        #expect(e.value(at: 96 + 912) == 0.125)  // halfway down: 0.5³
        #expect(e.value(at: 1919) > 0)
        #expect(e.value(at: 1920) == 0)
    }

    /// 1 ms = 48 frames each: up to 1, straight down to 0.5, held, straight down to 0.
    @Test func anADSREnvelopeAtKnownFrames() {
        let e = Envelope(attack: 0.001, decay: 0.001, sustain: 0.5, hold: 0.001, release: 0.002, curve: 1)
        #expect(e.length == 240)
        #expect(e.value(at: 24) == 0.5)
        #expect(e.value(at: 48) == 1)
        #expect(e.value(at: 72) == 0.75)
        #expect(e.value(at: 96) == 0.5)
        #expect(e.value(at: 143) == 0.5)
        #expect(e.value(at: 144 + 48) == 0.25)
        #expect(e.value(at: 240) == 0)
    }

    @Test func theClosedFormEnergyMatchesTheSum() {
        let envelopes = [
            Envelope.ar(attack: 0.002, release: 0.038, curve: 3),
            Envelope(attack: 0.005, decay: 0.06, sustain: 0.7, hold: 0.2, release: 0.2),
            Envelope(attack: 0.001, decay: 0.001, sustain: 0.5, hold: 0.001, release: 0.002, curve: 1),
        ]
        for e in envelopes {
            let sum = (0..<e.length).reduce(0.0) { $0 + e.value(at: $1) * e.value(at: $1) }
            #expect(abs(e.energy / sum - 1) < 0.02)
        }
    }
}
