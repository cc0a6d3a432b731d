import Foundation
import SetCore
import Testing

/// Motion in the real window: each move that sets cards moving ends in one
/// `animationEnd` line, at about the display's rate, and the window really
/// shows the cards on their way.
extension EndToEndTests {
    /// The `animationEnd` lines after line `from`.
    func animationEnds(_ lines: [[String: Any]], from: Int) -> [[String: Any]] {
        lines.dropFirst(from).filter { $0["event"] as? String == "animationEnd" }
    }

    /// Checks a burst's line: its kind, a duration at a display rate, and the motion over.
    func checkBurst(_ line: [String: Any]?, kind: String) {
        #expect(line?["kind"] as? String == kind)
        let duration = line?["durationMs"] as? Double ?? 0
        let rate = line?["refreshHz"] as? Int ?? 0
        #expect(rate >= 24 && duration >= 250, "\(kind): \(duration) ms at \(rate) Hz")
        #expect(line?["animating"] as? Bool == false)
    }

    /// Whether a burst drew at least 80% of the frames its duration holds at the display's rate.
    func keptTheRate(_ line: [String: Any]?) -> Bool {
        let frames = line?["frames"] as? Int ?? 0
        let duration = line?["durationMs"] as? Double ?? 0
        let rate = line?["refreshHz"] as? Int ?? 0
        return Double(frames) >= 0.8 * duration / 1000 * Double(rate)
    }

    /// Runs `move` until one of its bursts keeps the display's rate, at most three times, and
    /// checks every burst on the way. The full suite runs other windows on the same two cores,
    /// which can starve one burst of the processor; the game's pacing is what is checked, so it
    /// gets three bursts to show it. Each burst must end in exactly one `animationEnd`.
    func checkRate(kind: String, _ window: Window, move: () throws -> Void) throws -> [[String: Any]] {
        var bursts: [String] = []
        for _ in 0..<3 {
            let n = window.lines().count
            try move()
            let ended = ProcessSupport.wait(timeout: 10) { !animationEnds(window.lines(), from: n).isEmpty }
            try #require(ended, "the \(kind)'s motion never ended")
            usleep(300_000)
            let after = Array(window.lines().dropFirst(n))
            let ends = animationEnds(after, from: 0)
            #expect(ends.count == 1)
            checkBurst(ends.first, kind: kind)
            if keptTheRate(ends.first) { return after }
            bursts.append("\(ends.first?["frames"] ?? "-") frames in \(ends.first?["durationMs"] ?? "-") ms")
        }
        Issue.record("\(kind): no burst of three kept 80% of the display's rate: \(bursts)")
        return []
    }

    @Test func aDealAMatchAndAShuffleEachEndInOneAnimationEnd() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "7", "--size", "1024x700"])

        // A deal: three cards fly in from the deck.
        let afterDeal = try checkRate(kind: "deal", window) {
            _ = try xdotool(x, "key", "--window", window.id, "space")
        }
        #expect(afterDeal.first?["event"] as? String == "deal" && afterDeal.first?["animating"] as? Bool == true)

        // A Set found, then taken by a click elsewhere: it flies to the counter.
        _ = try checkRate(kind: "match", window) {
            let cards = try #require(window.lines().last?["cards"] as? [[String: Any]])
            let table = cards.compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
            let set = try #require(SetFinder.firstSet(in: table))
            for index in set {
                let (cx, cy) = try #require(centre(of: cards[index]))
                _ = try xdotool(x, "mousemove", "--window", window.id, "\(cx)", "\(cy)", "click", "1")
            }
            try #require(ProcessSupport.wait { window.lines().last?["selection"] as? String == "match" })
            let other = try #require(table.indices.first { !set.contains($0) })
            let (ox, oy) = try #require(centre(of: cards[other]))
            _ = try xdotool(x, "mousemove", "--window", window.id, "\(ox)", "\(oy)", "click", "1")
        }

        // A shuffle, captured before, during and after.
        let shots = ["before", "during", "after"].map { folder.appendingPathComponent("\($0).ppm") }
        _ = try checkRate(kind: "shuffle", window) {
            try capture(x, window.id, to: shots[0])
            _ = try xdotool(x, "key", "--window", window.id, "ctrl+r")
            usleep(150_000)
            try capture(x, window.id, to: shots[1])
        }
        try capture(x, window.id, to: shots[2])
        let images = try shots.map { try #require(PPM(url: $0)) }
        #expect(images[1].bytes != images[0].bytes, "mid-shuffle looks like before it")
        #expect(images[1].bytes != images[2].bytes, "mid-shuffle looks like after it")
        #expect(images[0].bytes != images[2].bytes, "the shuffle changed nothing on screen")
        try window.quit(self, x)
    }

    /// The window's pixels as a PPM, by ImageMagick's `import`.
    func capture(_ x: XServer, _ window: String, to url: URL) throws {
        let tool = try ProcessSupport.tool("import", apt: "imagemagick", label: "ImageMagick's import")
        let result = try ProcessSupport.run(
            tool, ["-window", window, "-depth", "8", url.path],
            environment: ["DISPLAY": x.display])
        try #require(result.status == 0, "import failed: \(result.stderr)")
    }
}
