/// The one sample rate of every buffer the synthesizer writes and the mixer plays, in frames per second.
///
/// 48 kHz is what desktop audio devices run at natively, so SDL resamples nothing.
public let sampleRate = 48_000

/// The whole number of frames nearest to `seconds` at `sampleRate` (0 for a negative or non-finite time).
public func frames(seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int((seconds * Double(sampleRate)).rounded())
}
