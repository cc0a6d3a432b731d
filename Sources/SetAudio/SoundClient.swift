/// The sound service as the app sees it: a few closures, so `reduce` and its tests never touch an audio device.
///
/// After isowords' `AudioPlayerClient`: a struct of closures with a live value
/// that drives a real mixer and a `noop` value for headless runs, screenshots
/// and a device that failed to open; a test builds its own to record calls.
public struct SoundClient: Sendable {
    /// Starts a sound; returns whether it was queued (false when the queue is full or there is no device).
    public var play: @Sendable (SoundName) -> Bool
    /// Sets the master volume, 0 ... 100.
    public var setVolume: @Sendable (Int) -> Void
    /// Mutes (true) or unmutes (false).
    public var setMuted: @Sendable (Bool) -> Void

    /// A client from its three closures.
    public init(
        play: @escaping @Sendable (SoundName) -> Bool,
        setVolume: @escaping @Sendable (Int) -> Void,
        setMuted: @escaping @Sendable (Bool) -> Void
    ) {
        self.play = play
        self.setVolume = setVolume
        self.setMuted = setMuted
    }

    /// A client that drives a mixer through its control (call `play` from the game's thread only).
    public static func live(_ control: MixerControl) -> SoundClient {
        SoundClient(
            play: { control.play($0) },
            setVolume: { control.volume = $0 },
            setMuted: { control.isMuted = $0 }
        )
    }

    /// A client that does nothing: no device, or sound not wanted.
    public static let noop = SoundClient(play: { _ in false }, setVolume: { _ in }, setMuted: { _ in })
}
