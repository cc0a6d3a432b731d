import Foundation
import SetCore
import SetNet
import SetProtocol
import Synchronization
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
        let events = Received()
        let bob = ReconnectingClient(
            host: "127.0.0.1", port: port, hello: Hello(name: try #require(PlayerName("Bob"))), deliver: events.add)
        // Closed at the end; on a failure before it, closed in the background. Not both: a second
        // close's task outlived the test process, and LeakSanitizer counted it.
        var closed = false
        defer { if !closed { Task { await bob.close() } } }
        let table = try #require(
            await events.next { if case .received(.table(let t)) = $0 { !t.cards.isEmpty } else { false } })
        guard case .received(.table(let dealt)) = table.event else { return }
        let set = try #require(SetFinder.firstSet(in: dealt.cards)).map { dealt.cards[$0] }
        bob.send(.claim(set))
        _ = try #require(await events.next { Self.score(of: $0) == 1 })
        let saved = folder.appendingPathComponent("state/set-game/host-game.json")
        try #require(
            await ProcessSupport.waitAsync {
                ((try? String(contentsOf: saved, encoding: .utf8)) ?? "").contains("\"sets\" : 1")
            })

        kill(first.processIdentifier, SIGKILL)
        _ = try #require(await events.next { if case .reconnecting = $0 { true } else { false } })
        let restarted = ContinuousClock.now
        let second = try Self.serve(["--port", "\(port)"], folder: folder, log: log)
        defer { if second.isRunning { kill(second.processIdentifier, SIGKILL) } }
        let welcome = try #require(
            await events.next(after: restarted) { if case .received(.welcome) = $0 { true } else { false } })
        let seatedAgain = welcome.at - restarted
        guard case .received(.welcome(let seat, _)) = welcome.event else { return }
        #expect(seat == 0)
        #expect(seatedAgain < .seconds(15))
        let back = try #require(await events.next(after: welcome.at) { Self.score(of: $0) != nil })
        #expect(Self.score(of: back.event) == 1)
        #expect(Self.lines(log).contains("seat 0 (Bob) reconnected"))
        print("host restarted: seat \(seat) back \(seatedAgain) after the restart")
        await bob.close()
        closed = true
        kill(second.processIdentifier, SIGTERM)
        #expect(await ProcessSupport.waitAsync { !second.isRunning })
    }

    /// A client's events, each with the moment it arrived (recorded on the client's thread).
    final class Received: Sendable {
        private let list = Mutex<[(at: ContinuousClock.Instant, event: NetClientEvent)]>([])

        /// Records `event`; the client's `deliver`.
        var add: ReconnectingClient.Deliver {
            { [self] event in list.withLock { $0.append((ContinuousClock.now, event)) } }
        }

        /// The first event after `start` that satisfies `condition`, waited for up to 30 s.
        func next(
            after start: ContinuousClock.Instant? = nil, where condition: @escaping @Sendable (NetClientEvent) -> Bool
        ) async -> (at: ContinuousClock.Instant, event: NetClientEvent)? {
            let found = { [self] in
                list.withLock { $0 }.first { entry in
                    (start.map { entry.at > $0 } ?? true) && condition(entry.event)
                }
            }
            _ = await ProcessSupport.waitAsync(timeout: 30) { found() != nil }
            return found()
        }
    }

    /// Seat 0's score in a table event, if it is one.
    static func score(of event: NetClientEvent) -> Int? {
        guard case .received(.table(let table)) = event else { return nil }
        return table.players.first { $0.seat == 0 }?.score
    }
}
