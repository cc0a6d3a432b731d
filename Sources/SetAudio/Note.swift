/// One voice of a sound, as a value: a wave at a pitch, shaped by an envelope and filters, starting at a time.
///
/// This is sfxr's parameter set, cut to what the game's sounds use; a sound
/// is a few notes (a chime is three, a riffle sixteen) and one function,
/// `Sound.mix()`, plays them all.
public struct Note: Equatable, Sendable {
    /// Where the pitch comes from before it settles: a linear glide in Hz.
    public struct Slide: Equatable, Sendable {
        /// The frequency at the note's start, in Hz.
        public var from: Double
        /// Seconds to glide from `from` to the note's frequency.
        public var time: Double

        /// A glide from `from` Hz lasting `time` seconds.
        public init(from: Double, time: Double) {
            self.from = from
            self.time = time
        }
    }

    /// A band-pass filter's settings.
    public struct Band: Equatable, Sendable {
        /// The centre frequency in Hz.
        public var centre: Double
        /// Centre over bandwidth: 1 is wide, 5 is a pitched hiss.
        public var q: Double

        /// A band around `centre` Hz of quality `q`.
        public init(centre: Double, q: Double) {
            self.centre = centre
            self.q = q
        }
    }

    /// Seconds from the sound's start to the note's; rounded to a whole frame.
    public var start: Double
    /// The wave the oscillator plays.
    public var waveform: Waveform
    /// The frequency in Hz the note settles at (for noise, the rate is irrelevant; its band sets the pitch).
    public var frequency: Double
    /// A glide into `frequency`, or none.
    public var slide: Slide?
    /// The loudness over time.
    public var envelope: Envelope
    /// The amplitude relative to the sound's other notes (the sound is scaled to its peak afterwards).
    public var level: Double
    /// A one-pole low-pass cutoff in Hz, or none.
    public var lowPass: Double?
    /// A one-pole high-pass cutoff in Hz, or none.
    public var highPass: Double?
    /// A band-pass filter, or none.
    public var band: Band?

    /// A note; only the wave, frequency and envelope are required.
    public init(
        at start: Double = 0, _ waveform: Waveform, _ frequency: Double, slide: Slide? = nil,
        envelope: Envelope, level: Double = 1,
        lowPass: Double? = nil, highPass: Double? = nil, band: Band? = nil
    ) {
        self.start = start
        self.waveform = waveform
        self.frequency = frequency
        self.slide = slide
        self.envelope = envelope
        self.level = level
        self.lowPass = lowPass
        self.highPass = highPass
        self.band = band
    }

    /// The frame, counted from the sound's start, at which the note begins.
    public var startFrame: Int { frames(seconds: start) }

    /// The frame after the note's last (its envelope has returned to zero).
    public var endFrame: Int { startFrame + envelope.length }

    /// The frequency `frame` frames into the note.
    public func frequency(at frame: Int) -> Double {
        guard let slide else { return frequency }
        let length = frames(seconds: slide.time)
        guard frame < length else { return frequency }
        return slide.from + (frequency - slide.from) * Double(frame) / Double(length)
    }

    /// Adds the note's samples into `buffer`, from its start frame to its end.
    ///
    /// The wave is filtered before the envelope shapes it, so the note ends
    /// exactly where its envelope does, with no filter ringing after it.
    func add(into buffer: inout [Double]) {
        var oscillator = Oscillator(waveform)
        var low = lowPass.map { OnePoleFilter(.lowPass, cutoff: $0) }
        var high = highPass.map { OnePoleFilter(.highPass, cutoff: $0) }
        var bandPass = band.map { BandPassFilter(centre: $0.centre, q: $0.q) }
        let first = startFrame
        let count = min(envelope.length, buffer.count - first)
        guard count > 0 else { return }
        for n in 0..<count {
            var x = oscillator.next(frequency: frequency(at: n))
            x = bandPass?.process(x) ?? x
            x = low?.process(x) ?? x
            x = high?.process(x) ?? x
            buffer[first + n] += level * envelope.value(at: n) * x
        }
    }
}
