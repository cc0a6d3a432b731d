import Foundation
import SetCore
import Testing

extension NetworkWindowTests {
    /// From the issue "Network games that survive a bad link": a window whose host was killed
    /// and started again sat on its old table until relaunched. Now it reconnects by itself.
    @Test func aWindowGetsItsSeatBackFromAHostKilledWithSIGKILLAndStartedAgain() throws {
        let x = try EndToEndTests.XServer(base: 640)
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = try NetworkPlayTests.freePort()
        let log = folder.appendingPathComponent("serve.log")
        let first = try NetworkPlayTests.serve(["--port", "\(port)", "--seed", "12"], folder: folder, log: log)
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
        try #require(ProcessSupport.wait { !NetworkPlayTests.lines(log).isEmpty })

        let ann = try Self.open(
            ["--join", "127.0.0.1:\(port)", "--name", "Ann"], folder: folder, trace: "ann",
            on: x, at: (0, 0))
        defer { if ann.process.isRunning { kill(ann.process.processIdentifier, SIGKILL) } }
        try #require(ProcessSupport.wait { Self.cards(ann.lines.last ?? [:]).count >= 12 })
        let set = try #require(SetFinder.firstSet(in: Self.cards(ann.lines.last ?? [:])))
        try Self.click(set, in: ann, on: x)
        try #require(ProcessSupport.wait { ann.lines.contains { $0["event"] as? String == "setFound" } })
        let saved = folder.appendingPathComponent("state/set-game/host-game.json")
        try #require(
            ProcessSupport.wait {
                ((try? String(contentsOf: saved, encoding: .utf8)) ?? "").contains("\"sets\" : 1")
            })
        let table = Self.cards(ann.lines.last ?? [:])

        kill(first.processIdentifier, SIGKILL)
        try #require(
            ProcessSupport.wait {
                Self.net(ann.lines.last ?? [:])["connection"] as? String == "reconnecting"
                    && ann.lines.contains { $0["event"] as? String == "reconnecting" }
            }, "Ann's window did not notice its host gone")

        let second = try NetworkPlayTests.serve(["--port", "\(port)"], folder: folder, log: log)
        defer { if second.isRunning { kill(second.processIdentifier, SIGKILL) } }
        let restarted = ContinuousClock.now
        let back = ProcessSupport.wait {
            let last = ann.lines.last ?? [:]
            return Self.net(last)["connection"] as? String == "seated" && Self.net(last)["you"] as? Int == 0
                && Self.players(last).first?["score"] as? Int == 1 && Self.cards(last) == table
        }
        let seatedAgain = ContinuousClock.now - restarted
        #expect(back, "Ann's window: \(ann.lines.last ?? [:])")
        #expect(seatedAgain < .seconds(15))
        #expect(ann.process.isRunning, "no relaunch: the same window")
        #expect(ann.lines.contains { $0["event"] as? String == "reconnected" })
        #expect(NetworkPlayTests.lines(log).contains("seat 0 (Ann) reconnected"))
        print("host restarted under a window: seat 0 back and shown \(seatedAgain) after the restart")
        kill(second.processIdentifier, SIGTERM)
        #expect(ProcessSupport.wait { !second.isRunning })
    }
}
