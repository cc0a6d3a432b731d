/// A game sound as data: its notes and the peak level it is scaled to.
///
/// As in sfxr, a sound is a small value and one function renders it; the
/// game's sounds are listed in `SoundName.sound`.
public struct Sound: Equatable, Sendable {
    /// The notes, each with its own start time.
    public var notes: [Note]
    /// The largest absolute sample of the rendered sound, 0 ... 0.891 (-1 dBFS).
    public var peak: Float

    /// The loudest peak any sound may have: -1 dBFS, 10^(-1/20).
    public static let maximumPeak: Float = 0.891

    /// A sound of `notes` scaled so its largest sample is `peak` (clamped to 0 ... `maximumPeak`).
    public init(peak: Float, _ notes: [Note]) {
        self.notes = notes
        self.peak = min(max(peak, 0), Sound.maximumPeak)
    }

    /// The sound's length in frames: up to the end of its last note.
    public var length: Int { notes.map(\.endFrame).max() ?? 0 }

    /// The notes summed at their own levels, before scaling: what the peak is measured on.
    public func mix() -> [Double] {
        var buffer = [Double](repeating: 0, count: length)
        for note in notes {
            note.add(into: &buffer)
        }
        return buffer
    }

    /// The sound at 48 kHz, scaled so its largest absolute sample is `peak`.
    ///
    /// Normalising after mixing, rather than trusting each note's level, makes
    /// the peak a designed value however the notes overlap. Silence stays silent.
    public func render() -> [Float] {
        let samples = mix()
        let loudest = samples.reduce(0) { max($0, abs($1)) }
        guard loudest > 0 else { return samples.map { _ in 0 } }
        let gain = Double(peak) / loudest
        return samples.map { Float($0 * gain) }
    }
}
