import CSDL2
import Glibc
import SetAudio

/// SDL's audio device playing the mixer: 32-bit float samples at 48 kHz, in blocks of 256 frames.
///
/// SDL calls the mixer from its own audio thread; the callback takes no lock
/// and allocates nothing (`Mixer.render`), and the game reaches the mixer only
/// through `control`'s lock-free queue and atomics. A block of 256 frames is
/// 5.3 ms, so a sound queued right after a frame is presented starts within
/// one block plus the device's own buffering (one or two such periods): well
/// inside 20 ms, where 512-frame blocks (10.7 ms each) could come to just over it.
final class AudioDevice {
    /// The frames SDL asks for at a time: 5.3 ms at 48 kHz (at most 512 are allowed).
    static let blockFrames: UInt16 = 256

    /// What the callback reaches through SDL's user data: the mixer and the channel count SDL settled on.
    private final class Stream {
        let mixer: Mixer
        var channels = 1

        init(mixer: Mixer) { self.mixer = mixer }
    }

    private let stream: Stream
    private let device: SDL_AudioDeviceID

    /// The game's side of the mixer: play, volume, mute.
    var control: MixerControl { stream.mixer.control }

    /// Opens the default output device and starts it playing `mixer` (silence until a sound is queued).
    ///
    /// - Throws: `SDLError` when SDL has no audio driver or the device does not open.
    init(mixer: Mixer) throws {
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else { throw SDLError.current("no sound") }
        // The stored properties are set only once the device is open. Set before a throw, they made the
        // object whole, so Swift ran `deinit` on the failed one: a second `SDL_QuitSubSystem(SDL_INIT_AUDIO)`,
        // and each quit of audio also quits a share of SDL's events. A window whose device failed twice
        // (the local game, then Play online's network game) lost its event queue: the network's wake-ups
        // were dropped and the window sat on "Connecting" for good.
        let stream = Stream(mixer: mixer)
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(SetAudio.sampleRate)
        wanted.format = Self.floatFormat
        wanted.channels = 1
        wanted.samples = Self.blockFrames
        wanted.callback = { userdata, bytes, length in
            guard let userdata, let bytes, length > 0 else { return }
            let stream = Unmanaged<Stream>.fromOpaque(userdata).takeUnretainedValue()
            let count = Int(length) / MemoryLayout<Float>.stride
            bytes.withMemoryRebound(to: Float.self, capacity: count) { samples in
                stream.mixer.render(
                    into: UnsafeMutableBufferPointer(start: samples, count: count),
                    channels: stream.channels)
            }
        }
        wanted.userdata = Unmanaged.passUnretained(stream).toOpaque()
        var obtained = SDL_AudioSpec()
        // No change allowed: SDL converts to whatever the device takes, so the mixer always renders 48 kHz floats.
        let opened = SDL_OpenAudioDevice(nil, 0, &wanted, &obtained, 0)
        guard opened != 0 else {
            let error = SDLError.current("no sound")
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            throw error
        }
        // The device opens paused, so the callback has not run yet.
        stream.channels = Int(max(obtained.channels, 1))
        self.stream = stream
        device = opened
        SDL_PauseAudioDevice(device, 0)
    }

    deinit {
        // Closing waits for a callback in progress, so the stream it reads outlives it.
        SDL_CloseAudioDevice(device)
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
    }

    /// The game's sound service: the device's mixer if it opens, otherwise silence.
    ///
    /// A device that fails to open (no driver, no card, a busy device) costs one
    /// line on standard error and nothing else: the game plays silently.
    static func open(volume: Int, muted: Bool, warn: (String) -> Void) -> (device: AudioDevice?, sound: SoundClient) {
        do {
            let device = try withoutStandardError { try AudioDevice(mixer: Mixer(bank: SoundBank())) }
            device.control.volume = volume
            device.control.isMuted = muted
            return (device, .live(device.control))
        } catch {
            warn("set-game: \(error); playing silently")
            return (nil, .noop)
        }
    }

    /// Runs `work` with standard error sent to /dev/null.
    ///
    /// ALSA's library writes its own lines to standard error (a dozen of them on a
    /// machine with no sound card) while SDL tries it; the player gets SDL's one
    /// line instead. Only at startup, before any other thread writes there.
    private static func withoutStandardError<T>(_ work: () throws -> T) rethrows -> T {
        let saved = dup(STDERR_FILENO)
        let null = Glibc.open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return try work()
        }
        dup2(null, STDERR_FILENO)
        close(null)
        defer {
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        return try work()
    }

    /// 32-bit floats in the machine's byte order (`AUDIO_F32SYS`, a macro Swift does not import).
    private static var floatFormat: SDL_AudioFormat {
        #if _endian(big)
            SDL_AudioFormat(AUDIO_F32MSB)
        #else
            SDL_AudioFormat(AUDIO_F32LSB)
        #endif
    }
}
