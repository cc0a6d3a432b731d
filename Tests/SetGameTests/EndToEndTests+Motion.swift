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

    /// Checks a burst's line: its kind, and at least 80% of the frames its duration holds at the display's rate.
    func checkBurst(_ line: [String: Any]?, kind: String) {
        #expect(line?["kind"] as? String == kind)
        let frames = line?["frames"] as? Int ?? 0
        let duration = line?["durationMs"] as? Double ?? 0
        let rate = line?["refreshHz"] as? Int ?? 0
        #expect(rate >= 24 && duration >= 250, "\(kind): \(duration) ms at \(rate) Hz")
        #expect(
            Double(frames) >= 0.8 * duration / 1000 * Double(rate),
            "\(kind): \(frames) frames in \(duration) ms at \(rate) Hz")
        #expect(line?["animating"] as? Bool == false)
    }

    @Test func aDealAMatchAndAShuffleEachEndInOneAnimationEnd() throws {
        let x = try XServer(base: 500)
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let window = try Window(self, x, folder: folder, arguments: ["--new", "--seed", "7", "--size", "1024x700"])
        func waitForEnd(after n: Int) -> Bool {
            ProcessSupport.wait(timeout: 10) { !animationEnds(window.lines(), from: n).isEmpty }
        }

        // A deal: three cards fly in from the deck.
        var n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "space")
        try #require(waitForEnd(after: n), "the deal's motion never ended")
        usleep(300_000)
        var after = Array(window.lines().dropFirst(n))
        #expect(after.first?["event"] as? String == "deal" && after.first?["animating"] as? Bool == true)
        #expect(animationEnds(after, from: 0).count == 1)
        checkBurst(animationEnds(after, from: 0).first, kind: "deal")

        // A Set found, then taken by a click elsewhere: it flies to the counter.
        let cards = try #require(window.lines().last?["cards"] as? [[String: Any]])
        let table = cards.compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
        let set = try #require(SetFinder.firstSet(in: table))
        for index in set {
            let (cx, cy) = try #require(centre(of: cards[index]))
            _ = try xdotool(x, "mousemove", "--window", window.id, "\(cx)", "\(cy)", "click", "1")
        }
        #expect(ProcessSupport.wait { window.lines().last?["selection"] as? String == "match" })
        n = window.lines().count
        let other = try #require(table.indices.first { !set.contains($0) })
        let (ox, oy) = try #require(centre(of: cards[other]))
        _ = try xdotool(x, "mousemove", "--window", window.id, "\(ox)", "\(oy)", "click", "1")
        try #require(waitForEnd(after: n), "the match's motion never ended")
        usleep(300_000)
        after = Array(window.lines().dropFirst(n))
        #expect(animationEnds(after, from: 0).count == 1)
        checkBurst(animationEnds(after, from: 0).first, kind: "match")

        // A shuffle, captured before, during and after.
        let shots = ["before", "during", "after"].map { folder.appendingPathComponent("\($0).ppm") }
        try capture(x, window.id, to: shots[0])
        n = window.lines().count
        _ = try xdotool(x, "key", "--window", window.id, "ctrl+r")
        usleep(150_000)
        try capture(x, window.id, to: shots[1])
        try #require(waitForEnd(after: n), "the shuffle's motion never ended")
        usleep(300_000)
        try capture(x, window.id, to: shots[2])
        after = Array(window.lines().dropFirst(n))
        #expect(animationEnds(after, from: 0).count == 1)
        checkBurst(animationEnds(after, from: 0).first, kind: "shuffle")
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
