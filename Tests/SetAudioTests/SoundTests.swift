import Testing

@testable import SetAudio

/// What each sound is designed to be, written out by hand.
struct Design: Sendable, CustomTestStringConvertible {
    let name: SoundName
    /// Frames at 48 kHz: the last note's start plus its envelope's stages.
    let frames: Int
    let peak: Float
    /// The pitch it should be heard at (for noise, its band's centre).
    let frequency: Double
    var testDescription: String { name.traceName }
}

let designs: [Design] = [
    // 2 ms attack + 38 ms release = 96 + 1824.
    Design(name: .select1, frames: 1920, peak: 0.355, frequency: 783.99),
    Design(name: .select2, frames: 1920, peak: 0.355, frequency: 987.77),
    Design(name: .select3, frames: 1920, peak: 0.355, frequency: 1174.66),
    // 2 ms + 33 ms = 96 + 1584.
    Design(name: .deselect, frames: 1680, peak: 0.282, frequency: 587.33),
    // G6 at 140 ms (6720) + 3 ms (144) + 500 ms (24000).
    Design(name: .setFound, frames: 30864, peak: 0.708, frequency: 1567.98),
    // Second thud at 100 ms (4800) + 4 ms (192) + 140 ms (6720).
    Design(name: .miss, frames: 11712, peak: 0.631, frequency: 110),
    // Third flick at 140 ms (6720) + 1 ms (48) + 30 ms (1440).
    Design(name: .deal, frames: 8208, peak: 0.447, frequency: 3000),
    // Twentieth tick at 342 ms (16416) + 0.5 ms (24) + 12 ms (576).
    Design(name: .shuffle, frames: 17016, peak: 0.447, frequency: 4500),
    // 2 ms (96) + 250 ms (12000).
    Design(name: .hint, frames: 12096, peak: 0.501, frequency: 1760),
    // Held C6 at 300 ms (14400) + 5 (240) + 60 (2880) + 200 (9600) + 200 ms (9600).
    Design(name: .gameOver, frames: 36720, peak: 0.794, frequency: 1046.50),
    // A6 at 180 ms (8640) + 3 ms (144) + 500 ms (24000).
    Design(name: .dailySolved, frames: 32784, peak: 0.708, frequency: 1760),
    // 1 ms (48) + 600 ms (28800).
    Design(name: .claim, frames: 28848, peak: 0.708, frequency: 1174.66),
    // 1 ms (48) + 30 ms (1440).
    Design(name: .countdownTick, frames: 1488, peak: 0.501, frequency: 1975.53),
    // 5 ms (240) + 300 ms (14400) + 60 ms (2880).
    Design(name: .countdownBuzz, frames: 17520, peak: 0.631, frequency: 146.83),
]

@Suite("The game's sounds")
struct SoundTests {
    @Test func everySoundHasADesign() {
        #expect(designs.map(\.name) == SoundName.allCases)
    }

    @Test(arguments: designs)
    func durationPeakAndPitch(_ design: Design) {
        let sound = design.name.sound
        let x = sound.render()
        #expect(x.count == design.frames)
        #expect(sound.length == design.frames)
        let peak = Measure.peak(x)
        #expect(peak <= Sound.maximumPeak)
        #expect(abs(peak - design.peak) < 1e-3)
        let noisy = design.name == .deal || design.name == .shuffle
        let measured = Measure.mainFrequency(x, segment: noisy ? 512 : nil)
        // Tones within 1%; noise has no exact pitch, and its averaged spectrum peaks within 5% of its band's centre.
        #expect(abs(measured / design.frequency - 1) < (noisy ? 0.05 : 0.01), "measured \(measured) Hz")
    }

    /// The RMS from each note's power and envelope energy (see `Expected.rms`):
    /// tones within 1%; the filtered pulse within 5% (polyBLEP takes a little
    /// off the top harmonics); band-passed noise bursts within 15% (each burst's
    /// filter starts at rest, and the noise is a short sample of itself).
    @Test(arguments: designs)
    func rmsMatchesTheHandComputation(_ design: Design) {
        let sound = design.name.sound
        let ratio = Measure.rms(sound.render()) / Expected.rms(sound)
        let tolerance =
            switch design.name {
            case .deal, .shuffle: 0.15
            case .gameOver: 0.05
            default: 0.01
            }
        #expect(abs(ratio - 1) < tolerance, "ratio \(ratio)")
    }

    /// A select click at 1/3 amplitude: triangle power 1/3 times envelope energy 96/3 + 1824/7
    /// over 1920 frames is RMS 0.2254 of the amplitude, which the 0.355 peak sets to about 0.372.
    @Test func theSelectClickRMSByHand() {
        let x = SoundName.select1.sound.render()
        let unit = ((96.0 / 3 + 1824.0 / 7) / 1920 / 3).squareRoot()
        #expect(abs(unit - 0.2254) < 1e-4)
        // The peak falls where the attack ends, within a few percent of the amplitude.
        #expect(Measure.rms(x) > 0.355 * unit && Measure.rms(x) < 0.355 * unit / 0.9)
    }

    @Test func selectRisesWithTheCardsSelected() {
        let pitches = (1...3).map { Measure.mainFrequency(SoundName.select(count: $0).sound.render()) }
        #expect(pitches[0] < pitches[1] && pitches[1] < pitches[2])
        #expect(Measure.mainFrequency(SoundName.deselect.sound.render()) < pitches[0])
    }

    @Test func noSoundLastsLongerThanItNeeds() {
        for name in [SoundName.select1, .select2, .select3, .deselect, .countdownTick] {
            #expect(name.sound.length <= frames(seconds: 0.06), "\(name)")
        }
        for name in SoundName.allCases {
            #expect(name.sound.length < frames(seconds: 0.8), "\(name)")
        }
    }

    /// Every note starts at phase 0 and ends with its envelope at 0: no click at either end.
    @Test(arguments: SoundName.allCases)
    func startsAndEndsAtSilence(_ name: SoundName) {
        let x = name.sound.render()
        #expect(x.first == 0)
        #expect(abs(x[x.count - 1]) < 1e-4)
    }

    /// The deal's flicks start 70 ms apart, the cards' stagger: 0, 3360 and 6720 frames.
    @Test func theDealFlicksKeepTimeWithTheCards() {
        let x = SoundName.deal.sound.render()
        let onsets = (1..<x.count).filter { x[$0 - 1] == 0 && x[$0] != 0 }
        #expect(onsets == [1, 3361, 6721])
        #expect(x[3359] == 0 && x[6719] == 0)
    }

    /// The miss is two thuds: the envelope of the second, 100 ms on, peaks below the first.
    @Test func theMissIsTwoThuds() {
        let x = SoundName.miss.sound.render()
        let first = Measure.peak(Array(x[0..<4800]))
        let second = Measure.peak(Array(x[4800...]))
        #expect(abs(first - 0.631) < 1e-3)
        #expect(second > 0.7 * first && second < 0.9 * first)
        // Just before the second, the first has faded to (1 - 4408/6720)³ ≈ 0.04 of its level.
        #expect(Measure.peak(Array(x[4600..<4800])) < 0.04)
    }

    @Test func traceNamesAndIndices() {
        #expect(SoundName.allCases.count == 14)
        #expect(SoundName.select(count: 0) == .select1)
        #expect(SoundName.select(count: 2) == .select2)
        #expect(SoundName.select(count: 7) == .select3)
        #expect(SoundName.setFound.traceName == "setFound")
        #expect(SoundName.countdownBuzz.traceName == "countdownBuzz")
        #expect(SoundName.allCases.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    @Test func aSilentSoundRendersZerosAndPeaksAreClamped() {
        let silent = Sound(peak: 0.5, [Note(.sine, 440, envelope: .ar(attack: 0.001, release: 0.001), level: 0)])
        #expect(silent.render() == [Float](repeating: 0, count: 96))
        #expect(Sound(peak: 2, []).peak == Sound.maximumPeak)
        #expect(Sound(peak: 0.5, []).render().isEmpty)
    }
}
