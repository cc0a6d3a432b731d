import Synchronization

/// The game's side of the mixer: start sounds, set the volume, mute; never waits on the audio thread.
///
/// Sounds travel through a `CommandQueue`, so `play` must be called from one
/// thread only (the game loop's). Volume and mute are atomics the callback
/// reads once per block; any thread may set them.
public final class MixerControl: Sendable {
    /// The queue the mixer drains at the start of every block.
    public let commands: CommandQueue
    private let volumeLevel = Atomic<Int>(100)
    private let mutedFlag = Atomic<Bool>(false)

    /// A control whose queue holds `capacity` commands.
    public init(capacity: Int = 64) {
        commands = CommandQueue(capacity: capacity)
    }

    /// Starts one of the game's sounds at `gain`; false if the queue is full (the sound is dropped).
    @discardableResult
    public func play(_ name: SoundName, gain: Float = 1) -> Bool {
        commands.push(PlayCommand(sound: name.index, gain: gain))
    }

    /// The master volume, 0 ... 100.
    public var volume: Int {
        get { volumeLevel.load(ordering: .relaxed) }
        set { volumeLevel.store(min(max(newValue, 0), 100), ordering: .relaxed) }
    }

    /// Whether the output is silenced (exact zeros) whatever the volume.
    public var isMuted: Bool {
        get { mutedFlag.load(ordering: .relaxed) }
        set { mutedFlag.store(newValue, ordering: .relaxed) }
    }

    /// The linear gain the current volume and mute give: volume / 100, or 0 when muted.
    ///
    /// Linear in amplitude by choice: volume 50 halves every sample exactly (-6 dB),
    /// which is what a test can check and what the issue asks; a slider that is
    /// perceptually even would square this, and can, without changing the mixer.
    public var gain: Float {
        isMuted ? 0 : Float(volume) / 100
    }
}
