import Foundation
import SetCore
import Testing

/// The sound a scripted game makes, as SDL's disk driver writes it: raw 32-bit
/// float mono frames at 48 kHz in `SDL_DISKAUDIOFILE`, one 256-frame block
/// after another from the moment the device opens.
extension EndToEndTests {
    /// Where sounds start in a mono float stream: the first frame louder than
    /// `threshold` after at least `gap` seconds of frames that are not.
    ///
    /// The gap (150 ms) is longer than the silences inside a sound (the miss's two
    /// thuds, the deal's three flicks are 70–100 ms apart) and shorter than the
    /// pauses the script leaves between moves.
    static func onsets(in samples: [Float], threshold: Float = 1e-3, gap: Double = 0.15) -> [Int] {
        let quiet = Int(gap * 48_000)
        var onsets: [Int] = []
        var lastLoud = -quiet - 1
        for (i, sample) in samples.enumerated() where abs(sample) > threshold {
            if i - lastLoud > quiet { onsets.append(i) }
            lastLoud = i
        }
        return onsets
    }

    /// The least-squares line `y = a + b x`.
    static func fit(_ x: [Double], _ y: [Double]) -> (a: Double, b: Double) {
        let n = Double(x.count)
        let mx = x.reduce(0, +) / n, my = y.reduce(0, +) / n
        let sxy = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let sxx = x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
        let b = sxx > 0 ? sxy / sxx : 1
        return (my - b * mx, b)
    }

    /// Every move's sound is heard as its own, in the order played, and a mute leaves silence.
    ///
    /// How soon a sound follows its move is printed, not asserted: the disk driver's file is
    /// paced by a thread that sleeps a block's length and never catches up, so on a busy
    /// machine (the full suite runs other windows on the same two cores) its clock stalls and
    /// drifts by tens of milliseconds. What is asserted is what no stall can fake: as many
    /// onsets as moves, each nearer its own move than any other.
    @Test func everyMoveOfAScriptedGameSoundsAtItsTraceLineAndMutingLeavesSilence() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.jsonl")
        let audio = folder.appendingPathComponent("audio.raw")
        let errors = Pipe()
        let game = try ProcessSupport.launchGame(
            ["--no-animation", "--seed", "7", "--size", "1280x800", "--volume", "100", "--trace", trace.path],
            folder: folder, display: x.display,
            environment: ["SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": audio.path], standardError: errors)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
        let tail = TraceTail(trace)
        func lines() -> [[String: Any]] { tail.lines() }
        try #require(ProcessSupport.wait { !lines().isEmpty }, "the game did not start")
        let start = try #require(lines().first)
        #expect(start["volume"] as? Int == 100 && start["muted"] as? Bool == false)
        #expect(start["sound"] == nil, "only move lines carry a sound")
        let window = String(
            try #require(
                try xdotool(x, "search", "--sync", "--class", "set-game")
                    .split(separator: "\n").first))
        _ = try xdotool(x, "windowmove", "--sync", window, "0", "0")

        /// Does one thing in the window, waits for its trace line, then lets its sound ring out.
        func move(_ arguments: [String]) throws -> [String: Any] {
            let count = lines().count
            let tool = try ProcessSupport.tool("xdotool", apt: "xdotool")
            _ = try ProcessSupport.run(tool, arguments, environment: ["DISPLAY": x.display], timeout: 10)
            try #require(ProcessSupport.wait { lines().count > count }, "\(arguments) was not traced")
            usleep(900_000)
            return try #require(lines().last)
        }
        func click(_ card: [String: Any]) throws -> [String: Any] {
            let (cx, cy) = try #require(centre(of: card))
            return try move(["mousemove", "--window", window, "\(cx)", "\(cy)", "click", "1"])
        }
        func key(_ name: String) throws -> [String: Any] { try move(["key", "--window", window, name]) }

        // A Set, then Deal 3, then three cards that are not a Set.
        var moves: [[String: Any]] = []
        let cards = try #require(start["cards"] as? [[String: Any]])
        let table = cards.compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
        let set = try #require(SetFinder.firstSet(in: table))
        for index in set { moves.append(try click(cards[index])) }
        moves.append(try key("d"))
        let dealt = try #require(moves.last?["cards"] as? [[String: Any]])
        let miss = try #require(Self.firstMismatch(in: dealt.compactMap { $0["id"] as? String }))
        for index in miss { moves.append(try click(dealt[index])) }
        #expect(
            moves.map { $0["sound"] as? String } == [
                "select1", "select2", "setFound", "deal",
                "select1", "select2", "miss",
            ])
        #expect(moves.allSatisfy { $0["muted"] as? Bool == false && $0["volume"] as? Int == 100 })

        // M mutes; the moves after it still name their sounds, and none is heard.
        let muted = try key("m")
        #expect(muted["event"] as? String == "mute" && muted["muted"] as? Bool == true)
        let quiet = [try click(dealt[miss[0]]), try click(dealt[miss[0]]), try key("h"), try key("d")]
        #expect(quiet.map { $0["sound"] as? String } == ["select1", "deselect", "hint", "deal"])
        #expect(quiet.allSatisfy { $0["muted"] as? Bool == true })

        kill(game.processIdentifier, SIGINT)
        _ = ProcessSupport.wait(timeout: 10) { !game.isRunning }
        game.waitUntilExit()
        #expect(game.terminationStatus == 0)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.isEmpty, "\(stderr)")

        let bytes = try Data(contentsOf: audio)
        let samples = bytes.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        let onsets = Self.onsets(in: samples)
        try #require(onsets.count == moves.count, "onsets at \(onsets.map { Double($0) / 48_000 }) s")

        // Each onset lies on one straight line through its move's trace time. The
        // slope is not 1: the disk driver sleeps 5 ms (256 * 1000 / 48000, rounded
        // down) per 5.33 ms block, so the file runs ahead of the clock when the machine
        // is idle and behind it when the thread waits for a core. What is left over is
        // each sound's own delay plus that drift. The moves are at least 0.9 s apart, so a
        // sound within a third of the shortest gap of its line is its own move's and no
        // neighbour's: a sound that waited for the next move, or a move that sounded
        // twice or not at all, falls outside it.
        let times = try moves.map { try #require(($0["time"] as? NSNumber)?.doubleValue) }
        let seconds = onsets.map { Double($0) / 48_000 }
        let line = Self.fit(times, seconds)
        let residuals = zip(times, seconds).map { $1 - (line.a + line.b * $0) }
        print("sound onsets: slope \(line.b), residuals (ms) \(residuals.map { ($0 * 1000).rounded() })")
        let shortestGap = try #require(zip(times, times.dropFirst()).map { $1 - $0 }.min())
        #expect(shortestGap >= 0.9)
        #expect((0.8...1.2).contains(line.b), "the file's clock runs at \(line.b) of the trace's")
        #expect(
            residuals.allSatisfy { abs($0) < shortestGap / 3 },
            "slope \(line.b), residuals \(residuals)")

        // From the last sound heard on, exact zeros: the mute holds for every move after it.
        let lastEnd = try #require(onsets.last) + 48_000 * 7 / 10
        try #require(samples.count > lastEnd + 48_000 * 2, "the file ends \(samples.count) frames in")
        #expect(samples[lastEnd...].allSatisfy { $0 == 0 })
    }
}
