import NIOCore
import NIOPosix
import SetCore
import Synchronization
import Testing

@testable import SetNet
@testable import SetProtocol

/// A host and clients on 127.0.0.1, on ports the system chooses.
@Suite("Loopback: a real host and real clients", .timeLimit(.minutes(1)))
struct LoopbackTests {
    @Test func twoPlayersSeeTheSameTableAfterASet() async throws {
        let log = Log()
        let host = try await NetHost.start(
            game: HostGame(seed: 2026, now: 0), address: "127.0.0.1", port: 0,
            log: log.append)
        var ann = try await Player.join(host, as: "Ann")
        var bob = try await Player.join(host, as: "Bob")
        #expect(ann.seat == 0)
        #expect(bob.seat == 1)
        // Ann's view catches up with Bob's arrival.
        let table = try await ann.snapshot { $0.players.count == 2 }

        let set = try #require(SetFinder.firstSet(in: table.cards)).map { table.cards[$0] }
        ann.client.send(.claim(set))
        let annSaw = try await ann.snapshot { $0.players.first?.score == 1 }
        let bobSaw = try await bob.snapshot { $0.players.first?.score == 1 }
        let game = try await host.game()
        #expect(annSaw == bobSaw)
        #expect(annSaw == game.snapshot)
        #expect(annSaw.players.map(\.name.text) == ["Ann", "Bob"])
        #expect(annSaw.players.map(\.sets) == [1, 0])
        #expect(annSaw.cards.count + annSaw.deckCount == 78)
        #expect(!annSaw.cards.contains { set.contains($0) })
        #expect(ann.events.contains(.setFound(seat: 0, cards: set)))
        #expect(bob.events.contains(.setFound(seat: 0, cards: set)))
        #expect(log.lines.contains("seat 0 (Ann) found \(set.map(\.code).joined(separator: " "))"))

        await ann.client.close()
        await bob.client.close()
        try await host.stop()
    }

    @Test(
        arguments: [
            // An HTTP request: "GET " read as a length is over a gigabyte.
            (Array("GET / HTTP/1.1\r\n\r\n".utf8), "a frame of 1195725856 bytes is over the 65536-byte limit"),
            ([0x80, 0, 0, 0], "a frame of 2147483648 bytes is over the 65536-byte limit"),
            ([0, 0, 0, 5] + Array("hello".utf8), "a frame is not valid JSON"),
            (
                [0, 0, 0, 30] + Array(#"{"v":9,"type":"hello","n":"x"}"#.utf8),
                "protocol version 9 is not spoken here (version 1 is)"
            ),
        ] as [([UInt8], String)])
    func aPeerSendingGarbageIsDisconnectedWhileTheOthersPlayOn(garbage: [UInt8], reason: String) async throws {
        let log = Log()
        let host = try await NetHost.start(
            game: HostGame(seed: 7, now: 0), address: "127.0.0.1", port: 0,
            log: log.append)
        var ann = try await Player.join(host, as: "Ann")

        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let rogue = try await ClientBootstrap(group: group).connect(host: "127.0.0.1", port: host.port).get()
        try await rogue.writeAndFlush(rogue.allocator.buffer(bytes: garbage))
        try await rogue.closeFuture.get()
        #expect(log.lines.contains("peer 2 disconnected: \(reason)"))

        let table = try await ann.snapshot { _ in true }
        let set = try #require(SetFinder.firstSet(in: table.cards)).map { table.cards[$0] }
        ann.client.send(.claim(set))
        let after = try await ann.snapshot { $0.players.first?.score == 1 }
        #expect(after.players.count == 1)
        #expect(after.players.first?.connected == true)

        try await group.shutdownGracefully()
        await ann.client.close()
        try await host.stop()
    }

    @Test func aWrongPasswordIsRefusedWithItsReason() async throws {
        let host = try await NetHost.start(
            game: HostGame(seed: 1, password: "sesame", now: 0),
            address: "127.0.0.1", port: 0)
        let client = try await NetClient.connect(
            host: "127.0.0.1", port: host.port,
            hello: Hello(name: name("Eve"), password: "guess"), pingInterval: nil)
        var received: [NetClientEvent] = []
        for await event in client.events { received.append(event) }
        #expect(
            received == [.received(.refused(reason: "wrong password")), .closed(reason: "refused: wrong password")])
        await client.close()
        try await host.stop()
    }

    @Test func pingsAreAnsweredAndTheLatencyReachesEveryone() async throws {
        let host = try await NetHost.start(game: HostGame(seed: 3, now: 0), address: "127.0.0.1", port: 0)
        var ann = try await Player.join(host, as: "Ann", pingInterval: .milliseconds(50))
        // The second ping carries the first one's round trip; the host's tick shares it.
        let table = try await ann.snapshot { $0.players.first?.pingMs != nil }
        let latency = try #require(table.players.first?.pingMs)
        #expect((0..<1_000).contains(latency))
        #expect(ann.latencies.contains(latency))
        await ann.client.close()
        try await host.stop()
    }
}

/// A client and what it has received so far.
struct Player {
    let client: NetClient
    let seat: Int
    private var iterator: AsyncStream<NetClientEvent>.Iterator
    /// The table events received so far.
    private(set) var events: [TableEvent] = []
    /// The round trips measured so far.
    private(set) var latencies: [Int] = []

    /// Connects as `name` and waits for the welcome.
    static func join(_ host: NetHost, as name: String, pingInterval: Duration? = nil) async throws -> Player {
        let client = try await NetClient.connect(
            host: "127.0.0.1", port: host.port,
            hello: Hello(name: SetNetTests.name(name)), pingInterval: pingInterval)
        var iterator = client.events.makeAsyncIterator()
        guard case .received(.welcome(let seat, _))? = await iterator.next() else {
            throw LoopbackFailure("\(name) was not welcomed")
        }
        return Player(client: client, seat: seat, iterator: iterator)
    }

    /// The first table snapshot from now on that satisfies `condition`.
    mutating func snapshot(where condition: (TableSnapshot) -> Bool) async throws -> TableSnapshot {
        while let event = await iterator.next() {
            switch event {
            case .received(.table(let snapshot)) where condition(snapshot): return snapshot
            case .received(.event(let event)): events.append(event)
            case .latency(let ms): latencies.append(ms)
            case .closed(let reason): throw LoopbackFailure("closed: \(reason)")
            default: break
            }
        }
        throw LoopbackFailure("the events ended")
    }
}

struct LoopbackFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The host's log lines, collected from its thread.
final class Log: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    @Sendable func append(_ line: String) {
        storage.withLock { $0.append(line) }
    }
}
