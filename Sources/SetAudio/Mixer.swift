/// The audio callback's half of playback: sums up to a fixed number of bank sounds into each block, without locks or allocation.
///
/// Everything the callback touches is allocated in `init`: the bank's samples
/// in one block of memory, and the voices. `render(into:)` drains the command
/// queue, adds each playing voice's samples times its gain, applies the
/// master gain and the soft limiter, and advances the voices. A block's output
/// depends only on the commands and the frames before it, not on how the
/// stream is cut into blocks, as long as commands arrive between blocks.
///
/// Not `Sendable`: one thread (SDL's audio thread) renders; the game talks to
/// it only through `control`.
public final class Mixer {
    /// One playing sound.
    private struct Voice {
        /// Bank index, or -1 for a free voice.
        var sound = -1
        /// The next frame of the sound to play.
        var position = 0
        /// Frames of silence before it starts.
        var wait = 0
        var gain: Float = 0
    }

    /// Starts sounds and sets volume and mute from the game's thread.
    public let control: MixerControl
    private let samples: UnsafeMutableBufferPointer<Float>
    /// Each bank sound's first sample in `samples`, then one past the last: `count + 1` entries.
    private let offsets: UnsafeMutableBufferPointer<Int>
    private let voices: UnsafeMutableBufferPointer<Voice>

    /// A mixer of `bank`'s sounds with `voices` voices (at least 1) and a queue of `capacity` commands.
    public init(bank: SoundBank, voices: Int = 16, capacity: Int = 64) {
        control = MixerControl(capacity: capacity)
        samples = .allocate(capacity: max(bank.totalLength, 1))
        samples.initialize(repeating: 0)
        offsets = .allocate(capacity: bank.buffers.count + 1)
        var offset = 0
        for (i, buffer) in bank.buffers.enumerated() {
            offsets[i] = offset
            for sample in buffer {
                samples[offset] = sample
                offset += 1
            }
        }
        offsets[bank.buffers.count] = offset
        self.voices = .allocate(capacity: max(voices, 1))
        self.voices.initialize(repeating: Voice())
    }

    deinit {
        samples.deallocate()
        offsets.deallocate()
        voices.deallocate()
    }

    /// The number of sounds playing or waiting to start.
    public var activeVoices: Int { voices.reduce(0) { $1.sound >= 0 ? $0 + 1 : $0 } }

    /// Fills `output` with the next `output.count / channels` frames of the mix (audio thread only).
    ///
    /// Samples are 32-bit floats in -1 ... 1, interleaved when `channels` > 1
    /// (every channel gets the same mono mix). Takes no lock and allocates
    /// nothing, so it is safe as SDL's audio callback.
    public func render(into output: UnsafeMutableBufferPointer<Float>, channels: Int = 1) {
        let channelCount = max(channels, 1)
        let frameCount = output.count / channelCount
        while let command = control.commands.pop() {
            start(command)
        }
        let gain = control.gain
        let muted = control.isMuted
        for i in 0..<frameCount { output[i] = 0 }
        for v in voices.indices where voices[v].sound >= 0 {
            mixVoice(v, into: output, frameCount: frameCount)
        }
        for i in 0..<frameCount {
            output[i] = muted ? 0 : softLimit(output[i] * gain)
        }
        // Spread the mono mix over the channels, last frame first so nothing is overwritten before it is read.
        if channelCount > 1 {
            for frame in stride(from: frameCount - 1, through: 0, by: -1) {
                let sample = output[frame]
                for c in 0..<channelCount { output[frame * channelCount + c] = sample }
            }
        }
        for i in (frameCount * channelCount)..<output.count { output[i] = 0 }
    }

    /// Adds voice `v`'s next frames into `output` and frees it when its sound ends.
    private func mixVoice(_ v: Int, into output: UnsafeMutableBufferPointer<Float>, frameCount: Int) {
        var voice = voices[v]
        let first = min(voice.wait, frameCount)
        voice.wait -= first
        let base = offsets[voice.sound]
        let remaining = offsets[voice.sound + 1] - base - voice.position
        let count = min(frameCount - first, remaining)
        let source = base + voice.position
        for i in 0..<count {
            output[first + i] += voice.gain * samples[source + i]
        }
        voice.position += count
        if voice.position >= offsets[voice.sound + 1] - base { voice.sound = -1 }
        voices[v] = voice
    }

    /// Puts a command's sound on a free voice, or on the one closest to finishing if none is free.
    private func start(_ command: PlayCommand) {
        let bankCount = offsets.count - 1
        guard command.sound >= 0, command.sound < bankCount else { return }
        var chosen = 0
        var leastLeft = Int.max
        for v in voices.indices {
            let voice = voices[v]
            if voice.sound < 0 {
                chosen = v
                break
            }
            let left = voice.wait + offsets[voice.sound + 1] - offsets[voice.sound] - voice.position
            if left < leastLeft {
                leastLeft = left
                chosen = v
            }
        }
        voices[chosen] = Voice(
            sound: command.sound, position: 0, wait: max(command.delay, 0),
            gain: min(max(command.gain, 0), 1))
    }
}
