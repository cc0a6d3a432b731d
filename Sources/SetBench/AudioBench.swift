import SetAudio

/// `set-bench audio [--seconds S]`: the cost of the audio callback, measured
/// as SDL would call it: S seconds (60 unless given) of busy play rendered by
/// the game's mixer in 256-frame blocks, as the game's device asks for them, mono, 48 kHz.
///
/// The play is busier than any real game: a new sound every 128 ms,
/// cycling through all fourteen, and a burst of eight at once every 5 s, so
/// several voices are always sounding and the limiter is often at work.
struct AudioBench {
    let seconds: Int

    func run() -> Int32 {
        // The blocks the game's audio device asks for (SetPlatform.AudioDevice.blockFrames).
        let block = 256
        let clock = ContinuousClock()
        let bankStart = clock.now
        let mixer = Mixer(bank: SoundBank())
        let bankMs = milliseconds(clock.now - bankStart)
        let sounds = SoundName.allCases
        let blocks = seconds * sampleRate / block
        // A new sound every 128 ms and a burst every 5 s, whatever the block.
        let soundEvery = max(1, 6_144 / block), burstEvery = max(1, 240_000 / block)
        let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: block)
        defer { buffer.deallocate() }
        var total = Duration.zero
        var worst = Duration.zero
        var voices = 0
        var loudest: Float = 0
        for b in 0..<blocks {
            if b % soundEvery == 0 { mixer.control.play(sounds[(b / soundEvery) % sounds.count]) }
            if b % burstEvery == 0 {
                for name in [SoundName.gameOver, .dailySolved, .setFound, .claim, .countdownBuzz, .miss, .hint, .deal] {
                    mixer.control.play(name)
                }
            }
            let start = clock.now
            mixer.render(into: buffer)
            let elapsed = clock.now - start
            total += elapsed
            worst = max(worst, elapsed)
            voices += mixer.activeVoices
            for x in buffer { loudest = max(loudest, abs(x)) }
        }
        let audioSeconds = Double(blocks * block) / Double(sampleRate)
        print(
            "audio seconds=\(audioSeconds) blocks=\(blocks) block_frames=\(block) "
                + "mean_voices=\(Double(voices) / Double(max(blocks, 1))) peak=\(loudest) bank_ms=\(bankMs)")
        // A block must be ready within its own duration, 256 / 48 000 s = 5.3 ms.
        print(
            "ms_per_audio_second=\(milliseconds(total) / audioSeconds) "
                + "worst_block_us=\(milliseconds(worst) * 1000) block_budget_us=\(Double(block) * 1e6 / Double(sampleRate))"
        )
        return 0
    }
}
