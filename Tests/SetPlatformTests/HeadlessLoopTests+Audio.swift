import CSDL2
import Foundation
import Testing

@testable import SetPlatform

/// A sound device that does not open costs one warning and nothing else.
extension HeadlessLoopTests {
    /// Regression (Play online stayed on "Connecting" on a machine with no sound card): an `AudioDevice`
    /// whose open failed was whole when it threw, so `deinit` quit SDL's audio a second time, and every
    /// quit of audio takes a share of SDL's events with it. The local game's failed open and the network
    /// game's second one shut the event queue: the network's wake-ups were dropped from then on.
    ///
    /// The disk driver with a file in a folder that does not exist fails to open on every machine,
    /// with a sound card or without.
    @Test func aSoundDeviceThatFailsToOpenLeavesSDLsEventQueueRunning() throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        setenv("SDL_AUDIODRIVER", "disk", 1)
        setenv("SDL_DISKAUDIOFILE", "/nonexistent-set-folder/sound.raw", 1)
        defer {
            unsetenv("SDL_AUDIODRIVER")
            unsetenv("SDL_DISKAUDIOFILE")
        }
        try #require(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0)
        defer { SDL_Quit() }
        for attempt in 1...3 {
            var warnings: [String] = []
            let opened = AudioDevice.open(volume: 80, muted: false) { warnings.append($0) }
            #expect(opened.device == nil, "attempt \(attempt)")
            #expect(warnings.count == 1, "attempt \(attempt): \(warnings)")
            #expect(warnings.first?.hasPrefix("set-game: no sound") == true, "\(warnings)")
            #expect(warnings.first?.hasSuffix("; playing silently") == true, "\(warnings)")
            #expect(SDL_WasInit(SDL_INIT_EVENTS) != 0, "attempt \(attempt) shut SDL's events")
            #expect(SDL_WasInit(SDL_INIT_AUDIO) == 0, "attempt \(attempt) left SDL's audio running")

            // A user event, as the network link sends to wake the window, comes back out of the queue.
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            let wakeType = SDL_RegisterEvents(1)
            var wake = SDL_Event()
            wake.type = wakeType
            #expect(SDL_PushEvent(&wake) == 1, "attempt \(attempt): \(String(cString: SDL_GetError()))")
            var taken = SDL_Event()
            var types: [UInt32] = []
            while SDL_PollEvent(&taken) != 0 { types.append(taken.type) }
            #expect(types.contains(wakeType), "attempt \(attempt) took \(types)")
        }
    }
}
