import Foundation
import SetCore
import Testing

/// As a person would play: a real X server (Xvfb), the built `set-game`,
/// xdotool for the mouse and keyboard, and ImageMagick's `import` to capture
/// the real window. Every step is checked in the trace.
@Suite("End to end under Xvfb", .serialized, .onBlockingThreads)
struct EndToEndTests {
    /// An X server on a display of its own, stopped at the end.
    final class XServer {
        let display: String
        private let process = Process()

        /// Starts an Xvfb on a display number it picks itself.
        ///
        /// `-displayfd` has the server take the first display free on this machine and write its
        /// number once it listens: tests starting servers side by side, a developer's own Xvfb and a
        /// lock left by a server killed earlier can never hand two tests one display, as numbers
        /// derived by each test could.
        init() throws {
            let xvfb = try ProcessSupport.tool("Xvfb", apt: "xvfb")
            let number = Pipe()
            process.executableURL = URL(fileURLWithPath: xvfb)
            process.arguments = ["-displayfd", "1", "-screen", "0", "2560x1600x24", "-nolisten", "tcp"]
            process.standardOutput = number
            process.standardError = FileHandle.nullDevice
            try process.run()
            let server = process
            let reader = number.fileHandleForReading.fileDescriptor
            _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
            var written = [UInt8]()
            let said = ProcessSupport.wait(timeout: 20) {
                var chunk = [UInt8](repeating: 0, count: 16)
                let n = read(reader, &chunk, chunk.count)
                if n > 0 { written += chunk[0..<n] }
                return written.contains(10) || !server.isRunning
            }
            let line = String(decoding: written, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard said, let display = Int(line) else {
                throw E2EError("Xvfb did not start: it said \"\(line)\"")
            }
            self.display = ":\(display)"
            // Connect too: the number is written once the server listens on its socket.
            guard ProcessSupport.wait(timeout: 10, { Self.accepts("/tmp/.X11-unix/X\(display)") }) else {
                throw E2EError("Xvfb said display :\(display) but does not accept on it")
            }
        }

        /// Whether a Unix socket at `path` accepts a connection.
        private static func accepts(_ path: String) -> Bool {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let capacity = MemoryLayout.size(ofValue: address.sun_path)
            guard path.utf8.count < capacity else { return false }
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                raw.copyBytes(from: path.utf8)
                raw[path.utf8.count] = 0
            }
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
                }
            }
        }

        deinit {
            // SIGKILL: a child spawned from a test thread inherits its blocked signals,
            // and Xvfb does not unblock SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    struct E2EError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs xdotool on the display.
    func xdotool(_ x: XServer, _ arguments: String...) throws -> String {
        try xdotool(x, arguments: arguments)
    }

    func xdotool(_ x: XServer, arguments: [String]) throws -> String {
        let tool = try ProcessSupport.tool("xdotool", apt: "xdotool")
        let result = try ProcessSupport.run(tool, arguments, environment: ["DISPLAY": x.display], timeout: 10)
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func centre(of card: [String: Any]) -> (Int, Int)? {
        guard let f = card["frame"] as? [Double], f.count == 4 else { return nil }
        return (Int((f[0] + f[2] / 2).rounded()), Int((f[1] + f[3] / 2).rounded()))
    }

    @Test func aPlayerFindsASetDealsShufflesAndResizes() throws {
        let x = try XServer()
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.jsonl")

        let game = try ProcessSupport.launchGame(
            ["--seed", "7", "--size", "1280x800", "--trace", trace.path],
            folder: folder, display: x.display)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }

        // The moves, without the lines that say a burst of motion has landed.
        func lines() -> [[String: Any]] {
            ProcessSupport.jsonLines(trace).filter { $0["event"] as? String != "animationEnd" }
        }
        func waitFor(_ count: Int) -> Bool { ProcessSupport.wait { lines().count >= count } }

        try #require(waitFor(1), "no start line in the trace")
        let window = try #require(
            try xdotool(x, "search", "--sync", "--class", "set-game").split(separator: "\n").first)
        let wid = String(window)
        _ = try xdotool(x, "windowmove", "--sync", wid, "0", "0")

        // Click the three cards of a Set, found from the trace.
        let start = try #require(lines().first)
        let cards = try #require(start["cards"] as? [[String: Any]])
        let table = cards.compactMap { ($0["id"] as? String).flatMap(Card.init(code:)) }
        try #require(table.count == 12)
        let set = try #require(SetFinder.firstSet(in: table))
        for (n, index) in set.enumerated() {
            let (cx, cy) = try #require(centre(of: cards[index]))
            _ = try xdotool(x, "mousemove", "--window", wid, "\(cx)", "\(cy)", "click", "1")
            try #require(waitFor(2 + n), "click \(n + 1) was not traced")
        }
        var all = lines()
        #expect(all[1...3].map { $0["event"] as? String } == ["select", "select", "select"])
        #expect(all[3]["selection"] as? String == "match")
        #expect(all[3]["score"] as? Int ?? 0 >= 3)

        // Drag down on the board to deal 3: the Set leaves, three new cards come in its place.
        _ = try xdotool(x, "mousemove", "--window", wid, "400", "150", "mousedown", "1")
        for y in stride(from: 170, through: 330, by: 20) {
            _ = try xdotool(x, "mousemove", "--window", wid, "400", "\(y)")
        }
        _ = try xdotool(x, "mouseup", "1")
        try #require(waitFor(5), "the drag did not deal")
        all = lines()
        #expect(all[4]["event"] as? String == "deal")
        // With a matched Set selected, Deal 3 replaces its cards in place (rule 6).
        #expect(all[4]["deck"] as? Int == 66)
        let dealtIDs = (all[4]["cards"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(dealtIDs.count == 12)
        #expect(set.allSatisfy { !dealtIDs.contains(table[$0].code) })

        // Ctrl+R shuffles the same cards.
        _ = try xdotool(x, "key", "--window", wid, "ctrl+r")
        try #require(waitFor(6), "Ctrl+R did not shuffle")
        all = lines()
        #expect(all[5]["event"] as? String == "shuffle")
        let ids = { (line: [String: Any]) in
            Set((line["cards"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        }
        #expect(ids(all[5]) == ids(all[4]))

        // Portrait, then landscape.
        _ = try xdotool(x, "windowsize", "--sync", wid, "700", "1100")
        #expect(
            ProcessSupport.wait {
                lines().contains { $0["event"] as? String == "resize" && $0["window"] as? [Int] == [700, 1100] }
            })
        _ = try xdotool(x, "windowsize", "--sync", wid, "1400", "700")
        #expect(
            ProcessSupport.wait {
                lines().contains { $0["event"] as? String == "resize" && $0["window"] as? [Int] == [1400, 700] }
            })

        // A capture of the real window shows white cards on the felt where the trace says.
        let shot = folder.appendingPathComponent("window.ppm")
        let importTool = try ProcessSupport.tool("import", apt: "imagemagick", label: "ImageMagick's import")
        // Once the re-form has landed (the trace's last line says so), and the frame is on screen.
        #expect(ProcessSupport.wait { ProcessSupport.jsonLines(trace).last?["event"] as? String == "animationEnd" })
        usleep(100_000)
        let captured = try ProcessSupport.run(
            importTool, ["-window", wid, "-depth", "8", shot.path], environment: ["DISPLAY": x.display])
        try #require(captured.status == 0, "import failed: \(captured.stderr)")
        let image = try #require(PPM(url: shot))
        #expect(image.width == 1400 && image.height == 700)
        let last = try #require(lines().last)
        let frames = (last["cards"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
        #expect(frames.count == 12)
        for f in frames {
            // Just inside the top-left corner's curve: card face, not felt.
            let (r, g, b) = image.pixel(Int(f[0] + f[2] * 0.12), Int(f[1] + f[3] * 0.04))
            #expect(r > 200 && g > 200 && b > 200, "card at \(f) is not visible in the window capture")
        }
        let (fr, fg, fb) = image.pixel(2, 2)
        #expect(fg > fr && fg > fb, "the felt in the corner is not green")

        // Q quits cleanly.
        _ = try xdotool(x, "key", "--window", wid, "q")
        #expect(ProcessSupport.wait { !game.isRunning })
        #expect(game.terminationStatus == 0)
    }
}

/// A binary PPM (P6) image, as ImageMagick writes it.
struct PPM {
    let width: Int, height: Int
    let bytes: [UInt8]
    private let offset: Int

    init?(url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        bytes = [UInt8](data)
        var fields: [Int] = []
        var i = 2
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else { return nil }
        while fields.count < 3 && i < bytes.count {
            while i < bytes.count, bytes[i] == 32 || bytes[i] == 10 || bytes[i] == 13 || bytes[i] == 9 { i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: "#") {
                while i < bytes.count, bytes[i] != 10 { i += 1 }
                continue
            }
            var value = 0
            while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 { value = value * 10 + Int(bytes[i] - 48); i += 1 }
            fields.append(value)
        }
        guard fields.count == 3, fields[2] == 255 else { return nil }
        width = fields[0]
        height = fields[1]
        offset = i + 1
        guard bytes.count >= offset + width * height * 3 else { return nil }
    }

    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let cx = min(max(x, 0), width - 1), cy = min(max(y, 0), height - 1)
        let at = offset + (cy * width + cx) * 3
        return (Int(bytes[at]), Int(bytes[at + 1]), Int(bytes[at + 2]))
    }
}

/// Quitting by signal, as from Ctrl+C in a terminal.
@Suite("Signals", .serialized, .onBlockingThreads)
struct SignalTests {
    @Test func sigintClosesTheGameCleanly() throws {
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace.jsonl")
        let game = try ProcessSupport.launchGame(
            ["--seed", "1", "--size", "640x480", "--trace", trace.path],
            folder: folder)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
        try #require(ProcessSupport.wait { !ProcessSupport.jsonLines(trace).isEmpty }, "the game did not start")
        kill(game.processIdentifier, SIGINT)
        #expect(ProcessSupport.wait(timeout: 10) { !game.isRunning })
        #expect(game.terminationReason == .exit)
        #expect(game.terminationStatus == 0)
    }
}
