import Foundation
import SetCore
import SetNet
import Testing

extension NetworkPlayTests {
    /// From the issue "Network games that survive a bad link": a restarted host used to need
    /// every player to relaunch. The game's own client (`ReconnectingClient`, which the window
    /// uses) now notices the host gone and takes its seat back by itself.
    @Test func aHostKilledWithSIGKILLAndStartedAgainGetsItsPlayerBackWithoutARelaunch() async throws {
        let folder = try ProcessSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("serve.log")
        let port = try Self.freePort()
        let first = try Self.serve(["--port", "\(port)", "--seed", "77"], folder: folder, log: log)
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
        try #require(await ProcessSupport.waitAsync { !Self.lines(log).isEmpty })
        let bob = ReconnectingClient(
            host: "127.0.0.1", port: port, hello: Hello(name: try #require(PlayerName("Bob"))))
        defer { Task { await bob.close() } }
        var events = bob.events.makeAsyncIterator()
        let table = try #require(
            await Self.next(&events) { if case .received(.table(let t)) = $0 { !t.cards.isEmpty } else { false } })
        guard case .received(.table(let dealt)) = table else { return }
        let set = try #require(SetFinder.firstSet(in: dealt.cards)).map { dealt.cards[$0] }
        bob.send(.claim(set))
        _ = try #require(await Self.next(&events) { Self.score(of: $0) == 1 })
        let saved = folder.appendingPathComponent("state/set-game/host-game.json")
        try #require(
            await ProcessSupport.waitAsync {
                ((try? String(contentsOf: saved, encoding: .utf8)) ?? "").contains("\"sets\" : 1")
            })

        kill(first.processIdentifier, SIGKILL)
        _ = try #require(await Self.next(&events) { if case .reconnecting = $0 { true } else { false } })
        let second = try Self.serve(["--port", "\(port)"], folder: folder, log: log)
        defer { if second.isRunning { kill(second.processIdentifier, SIGKILL) } }
        let restarted = ContinuousClock.now
        let welcome = try #require(
            await Self.next(&events) { if case .received(.welcome) = $0 { true } else { false } })
        let seatedAgain = ContinuousClock.now - restarted
        guard case .received(.welcome(let seat, _)) = welcome else { return }
        #expect(seat == 0)
        #expect(seatedAgain < .seconds(15))
        let back = try #require(await Self.next(&events) { Self.score(of: $0) != nil })
        #expect(Self.score(of: back) == 1)
        #expect(Self.lines(log).contains("seat 0 (Bob) reconnected"))
        print("host restarted: seat \(seat) back \(seatedAgain) after the restart")
        await bob.close()
        kill(second.processIdentifier, SIGTERM)
        #expect(await ProcessSupport.waitAsync { !second.isRunning })
    }

    /// The first event from `events` that satisfies `condition`, or nil once they end (or after 30 s).
    static func next(
        _ events: inout AsyncStream<NetClientEvent>.Iterator, where condition: (NetClientEvent) -> Bool
    ) async -> NetClientEvent? {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline, let event = await events.next() {
            if condition(event) { return event }
        }
        return nil
    }

    /// Seat 0's score in a table event, if it is one.
    static func score(of event: NetClientEvent) -> Int? {
        guard case .received(.table(let table)) = event else { return nil }
        return table.players.first { $0.seat == 0 }?.score
    }
}
