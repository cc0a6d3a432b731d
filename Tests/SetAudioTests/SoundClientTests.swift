import Synchronization
import Testing

@testable import SetAudio

@Suite("The sound client")
struct SoundClientTests {
    @Test func theLiveClientDrivesTheMixer() {
        let mixer = Mixer(bank: gameBank)
        let client = SoundClient.live(mixer.control)
        client.setVolume(50)
        #expect(client.play(.hint))
        #expect(mixer.control.volume == 50)
        let out = render(mixer, frames: 1000, block: 500)
        #expect(Measure.peak(out) > 0 && Measure.peak(out) <= 0.501 / 2)
        client.setMuted(true)
        #expect(mixer.control.isMuted)
        #expect(render(mixer, frames: 500, block: 500).allSatisfy { $0 == 0 })
    }

    @Test func theNoopClientQueuesNothing() {
        #expect(!SoundClient.noop.play(.claim))
        SoundClient.noop.setVolume(10)
        SoundClient.noop.setMuted(true)
    }

    /// The shape a test of `reduce` takes: a client that records what it was asked to play.
    @Test func aRecordingClientSeesEveryCall() {
        let played = Mutex<[SoundName]>([])
        let client = SoundClient(
            play: { name in
                played.withLock { $0.append(name) }; return true
            },
            setVolume: { _ in }, setMuted: { _ in })
        _ = client.play(.select(count: 1))
        _ = client.play(.select(count: 2))
        _ = client.play(.setFound)
        #expect(played.withLock { $0 } == [.select1, .select2, .setFound])
    }
}
