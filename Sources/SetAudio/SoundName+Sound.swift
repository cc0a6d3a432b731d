/// Pitches of the equal-tempered scale (A4 = 440 Hz) that the game's sounds are built on.
enum Pitch {
    static let a2 = 110.0
    static let d3 = 146.83
    static let c5 = 523.25
    static let d5 = 587.33
    static let e5 = 659.26
    static let g5 = 783.99
    static let a5 = 880.0
    static let b5 = 987.77
    static let c6 = 1046.50
    static let cSharp6 = 1108.73
    static let d6 = 1174.66
    static let e6 = 1318.51
    static let g6 = 1567.98
    static let a6 = 1760.0
    static let b6 = 1975.53
}

extension SoundName {
    /// The sound's design: its notes and its peak.
    ///
    /// Peaks are set per sound so that the frequent ones (clicks, flicks) sit
    /// well under the rare ones (chimes, fanfares): -11 to -3 dBFS, never above -1.
    public var sound: Sound {
        switch self {
        case .select1: SoundName.click(Pitch.g5)
        case .select2: SoundName.click(Pitch.b5)
        case .select3: SoundName.click(Pitch.d6)
        case .deselect:
            // Lower, shorter and softer than any select: the group shrank.
            Sound(
                peak: 0.282,
                [  // -11 dBFS
                    Note(
                        .triangle, Pitch.d5, slide: .init(from: Pitch.d5 * 1.5, time: 0.004),
                        envelope: .ar(attack: 0.002, release: 0.033, curve: 3))
                ])
        case .setFound: SoundName.chime
        case .miss: SoundName.thuds
        case .deal: SoundName.flicks
        case .shuffle: SoundName.riffle
        case .hint:
            Sound(
                peak: 0.501,
                [  // -6 dBFS
                    Note(.sine, Pitch.a6, envelope: .ar(attack: 0.002, release: 0.25, curve: 4)),
                    // A faint third partial that dies quickly: the "p" of the ping.
                    Note(.sine, Pitch.a6 * 3, envelope: .ar(attack: 0.001, release: 0.06, curve: 3), level: 0.1),
                ])
        case .gameOver: SoundName.fanfare
        case .dailySolved: SoundName.arpeggio
        case .claim: SoundName.bell
        case .countdownTick:
            Sound(
                peak: 0.501,
                [  // -6 dBFS
                    Note(.sine, Pitch.b6, envelope: .ar(attack: 0.001, release: 0.03, curve: 3)),
                    Note(
                        .noise(seed: 7), 0, envelope: .ar(attack: 0.0005, release: 0.006, curve: 2), level: 0.3,
                        band: .init(centre: 4000, q: 2)),
                ])
        case .countdownBuzz:
            // A saw's every harmonic, softened above 1.8 kHz: a buzzer, not a rasp.
            Sound(
                peak: 0.631,
                [  // -4 dBFS
                    Note(.saw, Pitch.d3, envelope: Envelope(attack: 0.005, hold: 0.3, release: 0.06), lowPass: 1800)
                ])
        }
    }

    /// A soft click at `pitch`: a triangle that drops into its pitch from a fifth above in 4 ms, 40 ms in all.
    private static func click(_ pitch: Double) -> Sound {
        Sound(
            peak: 0.355,
            [  // -9 dBFS
                Note(
                    .triangle, pitch, slide: .init(from: pitch * 1.5, time: 0.004),
                    envelope: .ar(attack: 0.002, release: 0.038, curve: 3))
            ])
    }

    /// C, E, G rising 70 ms apart, each a sine with a softer octave; the top note loudest and longest.
    private static let chime = Sound(
        peak: 0.708,
        [  // -3 dBFS
            Note(at: 0.00, .sine, Pitch.c6, envelope: .ar(attack: 0.003, release: 0.45, curve: 3), level: 0.6),
            Note(at: 0.00, .sine, Pitch.c6 * 2, envelope: .ar(attack: 0.003, release: 0.2, curve: 3), level: 0.12),
            Note(at: 0.07, .sine, Pitch.e6, envelope: .ar(attack: 0.003, release: 0.45, curve: 3), level: 0.7),
            Note(at: 0.07, .sine, Pitch.e6 * 2, envelope: .ar(attack: 0.003, release: 0.2, curve: 3), level: 0.14),
            Note(at: 0.14, .sine, Pitch.g6, envelope: .ar(attack: 0.003, release: 0.5, curve: 3)),
            Note(at: 0.14, .sine, Pitch.g6 * 2, envelope: .ar(attack: 0.003, release: 0.2, curve: 3), level: 0.2),
        ])

    /// Two low thuds 100 ms apart, each a sine dropping from E3 into A2 with a softer octave for small speakers.
    ///
    /// 100 ms is exactly 11 cycles of 110 Hz, so the second thud reinforces the
    /// first's pitch rather than beating against it.
    private static let thuds: Sound = {
        func thud(at start: Double, level: Double) -> [Note] {
            let envelope = Envelope.ar(attack: 0.004, release: 0.14, curve: 3)
            return [
                Note(
                    at: start, .sine, Pitch.a2, slide: .init(from: Pitch.a2 * 1.5, time: 0.025),
                    envelope: envelope, level: level),
                Note(
                    at: start, .sine, Pitch.a2 * 2, slide: .init(from: Pitch.a2 * 3, time: 0.025),
                    envelope: envelope, level: level * 0.3),
            ]
        }
        return Sound(peak: 0.631, thud(at: 0, level: 1) + thud(at: 0.1, level: 0.8))  // -4 dBFS
    }()

    /// Three flicks of band-passed noise, 70 ms apart: the deal's stagger between cards (`Motion.dealStagger`).
    private static let flicks = Sound(
        peak: 0.447,
        (0..<3).map { i in  // -7 dBFS
            Note(
                at: 0.07 * Double(i), .noise(seed: UInt32(11 + i)), 0,
                envelope: .ar(attack: 0.001, release: 0.03, curve: 3), band: .init(centre: 3000, q: 1.5))
        })

    /// Twenty ticks of bright noise, 24 ms apart at first and 12 ms by the end, loudest in the middle.
    ///
    /// The gaps shrink by 2/3 ms each: 342 ms from the first tick to the last.
    private static let riffle: Sound = {
        var notes: [Note] = []
        var time = 0.0
        for i in 0..<20 {
            let swell = 0.5 + 0.5 * sine(turns: Double(i) / 38)
            notes.append(
                Note(
                    at: time, .noise(seed: UInt32(101 + i)), 0,
                    envelope: .ar(attack: 0.0005, release: 0.012, curve: 2), level: swell,
                    band: .init(centre: 4500, q: 2.5)))
            time += (24 - 12 * Double(i) / 18) / 1000
        }
        return Sound(peak: 0.447, notes)  // -7 dBFS
    }()

    /// C, E, G then a held C an octave up, on a filtered pulse: a short chiptune fanfare.
    private static let fanfare: Sound = {
        let short = Envelope(attack: 0.005, decay: 0.04, sustain: 0.6, hold: 0.04, release: 0.05)
        let long = Envelope(attack: 0.005, decay: 0.06, sustain: 0.7, hold: 0.2, release: 0.2)
        let wave = Waveform.pulse(duty: 0.25)
        return Sound(
            peak: 0.794,
            [  // -2 dBFS
                Note(at: 0.0, wave, Pitch.c5, envelope: short, level: 0.8, lowPass: 2500),
                Note(at: 0.1, wave, Pitch.e5, envelope: short, level: 0.8, lowPass: 2500),
                Note(at: 0.2, wave, Pitch.g5, envelope: short, level: 0.8, lowPass: 2500),
                Note(at: 0.3, wave, Pitch.c6, envelope: long, level: 1, lowPass: 2500),
            ])
    }()

    /// A, C sharp, E rising 60 ms apart on triangles, then A an octave up with a sine sparkle above it.
    private static let arpeggio = Sound(
        peak: 0.708,
        [  // -3 dBFS
            Note(at: 0.00, .triangle, Pitch.a5, envelope: .ar(attack: 0.003, release: 0.3, curve: 3), level: 0.6),
            Note(at: 0.06, .triangle, Pitch.cSharp6, envelope: .ar(attack: 0.003, release: 0.3, curve: 3), level: 0.6),
            Note(at: 0.12, .triangle, Pitch.e6, envelope: .ar(attack: 0.003, release: 0.3, curve: 3), level: 0.6),
            Note(at: 0.18, .triangle, Pitch.a6, envelope: .ar(attack: 0.003, release: 0.5, curve: 3)),
            Note(at: 0.18, .sine, Pitch.a6 * 2, envelope: .ar(attack: 0.003, release: 0.25, curve: 3), level: 0.25),
        ])

    /// A struck bell on D6: the inharmonic partials of a bar (2.76 and 5.40 times the fundamental), and a hum an octave down.
    ///
    /// Higher partials die sooner, as in a real bell, so the strike is bright and the tail pure.
    private static let bell = Sound(
        peak: 0.708,
        [  // -3 dBFS
            Note(.sine, Pitch.d6, envelope: .ar(attack: 0.001, release: 0.6, curve: 4)),
            Note(.sine, Pitch.d6 * 2.76, envelope: .ar(attack: 0.001, release: 0.25, curve: 4), level: 0.3),
            Note(.sine, Pitch.d6 * 5.40, envelope: .ar(attack: 0.001, release: 0.1, curve: 4), level: 0.12),
            Note(.sine, Pitch.d6 / 2, envelope: .ar(attack: 0.001, release: 0.5, curve: 3), level: 0.25),
        ])
}
