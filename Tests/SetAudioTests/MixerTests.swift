import Testing

@testable import SetAudio

/// The game's bank, rendered once for every test that needs it.
let gameBank = SoundBank()

/// Renders `frames` frames from `mixer` in blocks of `block` frames.
func render(_ mixer: Mixer, frames: Int, block: Int, channels: Int = 1) -> [Float] {
    var out = [Float](repeating: .nan, count: frames * channels)
    var done = 0
    while done < frames {
        let n = min(block, frames - done)
        out.withUnsafeMutableBufferPointer { all in
            let slice = UnsafeMutableBufferPointer(rebasing: all[(done * channels)..<((done + n) * channels)])
            mixer.render(into: slice, channels: channels)
        }
        done += n
    }
    return out
}

@Suite("The mixer")
struct MixerTests {
    @Test func oneSoundPlaysExactlyAsRenderedThenSilence() {
        let mixer = Mixer(bank: gameBank)
        mixer.control.play(.setFound)
        let out = render(mixer, frames: 40_000, block: 512)
        let chime = gameBank[.setFound]
        #expect(Array(out[0..<chime.count]) == chime)
        #expect(out[chime.count...].allSatisfy { $0 == 0 })
        #expect(mixer.activeVoices == 0)
    }

    /// Linear gain = volume / 100, by choice: volume 50 multiplies every sample by exactly 0.5.
    @Test func volumeFiftyHalvesTheAmplitude() {
        let full = Mixer(bank: gameBank), half = Mixer(bank: gameBank)
        half.control.volume = 50
        #expect(half.control.gain == 0.5)
        for mixer in [full, half] {
            mixer.control.play(.gameOver)
            mixer.control.play(.claim, gain: 0.5)
        }
        let a = render(full, frames: 40_000, block: 512)
        let b = render(half, frames: 40_000, block: 512)
        #expect(zip(a, b).allSatisfy { $0 * 0.5 == $1 })
        #expect(Measure.peak(b) == Measure.peak(a) / 2)
        #expect(Measure.peak(a) > 0.5)
    }

    @Test func volumeIsClampedToZeroThroughAHundred() {
        let control = MixerControl()
        control.volume = 140
        #expect(control.volume == 100 && control.gain == 1)
        control.volume = -3
        #expect(control.volume == 0 && control.gain == 0)
    }

    @Test func muteGivesExactZerosAndUnmuteCarriesOn() {
        let mixer = Mixer(bank: gameBank)
        mixer.control.isMuted = true
        #expect(mixer.control.gain == 0)
        for name in [SoundName.gameOver, .claim, .miss, .deal] { mixer.control.play(name) }
        let silent = render(mixer, frames: 4800, block: 480)
        #expect(silent.allSatisfy { $0.bitPattern == 0 })
        // The sounds kept time while muted: unmuting plays the rest, not the start.
        mixer.control.isMuted = false
        let reference = Mixer(bank: gameBank)
        for name in [SoundName.gameOver, .claim, .miss, .deal] { reference.control.play(name) }
        let whole = render(reference, frames: 9600, block: 480)
        #expect(render(mixer, frames: 4800, block: 480) == Array(whole[4800...]))
    }

    /// The eight loudest sounds at once would sum far past 1; the limiter keeps every sample within ±1.
    @Test func eightOverlappingSoundsDoNotClip() {
        let loud: [SoundName] = [
            .gameOver, .dailySolved, .setFound, .claim, .countdownBuzz, .miss, .hint, .countdownTick,
        ]
        let plain = (0..<40_000).map { i in
            loud.reduce(Float(0)) { $0 + (i < gameBank[$1].count ? gameBank[$1][i] : 0) }
        }
        #expect(Measure.peak(plain) > 1.5)
        let mixer = Mixer(bank: gameBank)
        for name in loud { #expect(mixer.control.play(name)) }
        let out = render(mixer, frames: 40_000, block: 512)
        #expect(Measure.peak(out) <= 1)
        #expect(Measure.peak(out) > Sound.maximumPeak)
    }

    @Test func theLimiterIsTheIdentityUpToMinusOneDBFSAndNeverReachesPastOne() {
        #expect(softLimit(0.891) == 0.891)
        #expect(softLimit(-0.5) == -0.5)
        #expect(softLimit(1) > 0.891 && softLimit(1) < 1)
        #expect(softLimit(-8) < -0.99 && softLimit(-8) >= -1)
        #expect(softLimit(1e30) <= 1)
        #expect(softLimit(.infinity) == 1)
        #expect(softLimit(.nan) == 0)
        // Monotonic: a louder sum never comes out quieter.
        let xs = stride(from: Float(0.8), through: 20, by: 0.01).map(softLimit)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 })
    }

    /// Cutting the stream into 512-frame blocks (SDL's buffer) or 37-frame ones changes nothing.
    @Test func blocksOf512FramesMatchOneLongRender() {
        func mixer() -> Mixer {
            let m = Mixer(bank: gameBank)
            m.control.volume = 80
            let commands = [(SoundName.deal, 0), (.select1, 100), (.select2, 700), (.setFound, 1500), (.shuffle, 513)]
            for (name, delay) in commands {
                m.control.commands.push(PlayCommand(sound: name.index, gain: 0.9, delay: delay))
            }
            return m
        }
        let whole = render(mixer(), frames: 48_000, block: 48_000)
        #expect(render(mixer(), frames: 48_000, block: 512) == whole)
        #expect(render(mixer(), frames: 48_000, block: 37) == whole)
    }

    /// A delay counts frames from the start of the block that picks the command up, across block edges.
    @Test func aDelayedSoundStartsOnItsFrame() {
        for block in [1, 3, 512] {
            let mixer = Mixer(bank: SoundBank(buffers: [[0.5, 0.25]]))
            mixer.control.commands.push(PlayCommand(sound: 0, delay: 5))
            #expect(render(mixer, frames: 8, block: block) == [0, 0, 0, 0, 0, 0.5, 0.25, 0])
        }
    }

    @Test func aStereoDeviceGetsTheMonoMixOnBothChannels() {
        let mono = Mixer(bank: gameBank), stereo = Mixer(bank: gameBank)
        mono.control.play(.hint)
        stereo.control.play(.hint)
        let m = render(mono, frames: 2048, block: 512)
        let s = render(stereo, frames: 2048, block: 512, channels: 2)
        let left = stride(from: 0, to: s.count, by: 2).map { s[$0] }
        let right = stride(from: 1, to: s.count, by: 2).map { s[$0] }
        #expect(left == m && right == m)
        #expect(Measure.peak(m) > 0)
    }

    @Test func withEveryVoiceBusyTheNearestToFinishingGivesWay() {
        let bank = SoundBank(buffers: [[Float](repeating: 0.25, count: 1000), [Float](repeating: 0.125, count: 10)])
        let mixer = Mixer(bank: bank, voices: 2)
        mixer.control.commands.push(PlayCommand(sound: 0))
        mixer.control.commands.push(PlayCommand(sound: 0, delay: 100))
        var out = render(mixer, frames: 50, block: 50)
        #expect(out.allSatisfy { $0 == 0.25 })
        // The first voice has 950 frames left and the second 1050: the first gives way.
        mixer.control.commands.push(PlayCommand(sound: 1))
        out = render(mixer, frames: 60, block: 60)
        #expect(out[0..<10].allSatisfy { $0 == 0.125 })
        #expect(out[10..<50].allSatisfy { $0 == 0 })
        #expect(out[50..<60].allSatisfy { $0 == 0.25 })
        #expect(mixer.activeVoices == 1)
    }

    @Test func aCommandForASoundNotInTheBankIsIgnored() {
        let mixer = Mixer(bank: SoundBank(buffers: [[0.5]]))
        mixer.control.commands.push(PlayCommand(sound: 1))
        mixer.control.commands.push(PlayCommand(sound: -1))
        #expect(render(mixer, frames: 16, block: 16).allSatisfy { $0 == 0 })
        #expect(mixer.activeVoices == 0)
    }

    @Test func theGameBankHoldsEverySoundInOrder() {
        #expect(gameBank.buffers.count == SoundName.allCases.count)
        for name in SoundName.allCases {
            #expect(gameBank[name] == name.sound.render())
        }
        #expect(SoundBank(buffers: [])[.claim].isEmpty)
    }
}
