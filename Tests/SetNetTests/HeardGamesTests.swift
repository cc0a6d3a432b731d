import Foundation
import NIOCore
import NIOPosix
import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

/// The games heard on this network are a table anyone on it can write to: it keeps at most
/// `LanBeacon.maxHeard`, the ones heard last, and never grows with a flood of made-up games.
@Suite("Games heard on this network")
struct HeardGamesTests {
    static func game(_ n: Int) -> LanGame {
        LanGame(
            name: PlayerName("P\(n)")!, address: "10.0.0.1", port: 10_000 + n, mode: .solo, players: 1,
            password: false)
    }

    @Test func aFullTableMakesRoomByForgettingTheGameHeardLongestAgo() {
        let heard = HeardGames()
        let start = ContinuousClock.now
        for n in 0..<LanBeacon.maxHeard { heard.record(Self.game(n), at: start + .milliseconds(n)) }
        // Heard again: the same row, nothing made room for.
        heard.record(Self.game(0), at: start + .milliseconds(100))
        heard.record(Self.game(LanBeacon.maxHeard), at: start + .milliseconds(101))
        let ports = heard.table.withLockedValue { Set($0.values.map(\.game.port)) }
        #expect(ports.count == LanBeacon.maxHeard)
        // Game 1 was heard longest ago (game 0 was heard again at 100 ms).
        #expect(!ports.contains(10_001) && ports.contains(10_000) && ports.contains(10_000 + LanBeacon.maxHeard))
    }

    @Test func gamesForgottenGoBeforeAnyHeardLately() {
        let heard = HeardGames()
        let start = ContinuousClock.now
        for n in 0..<LanBeacon.maxHeard { heard.record(Self.game(n), at: start) }
        // Four seconds on, every one of them is older than `forgetAfter` (3 s): all go for the newcomer.
        heard.record(Self.game(500), at: start + .seconds(4))
        #expect(heard.table.withLockedValue { $0.values.map(\.game.port) } == [10_500])
    }

    @Test func aFloodOfAnnouncementsKeepsTheLatestSixtyFourAndIgnoresWhatIsNotOne() async throws {
        let listener = try await LanBeacon.Listener.start(port: 0)
        let port = try #require(listener.port)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let sender = try await DatagramBootstrap(group: group).bind(host: "127.0.0.1", port: 0).get()
        let target = try SocketAddress(ipAddress: "127.0.0.1", port: port)
        func send(_ bytes: some Sequence<UInt8>) {
            sender.writeAndFlush(AddressedEnvelope(remoteAddress: target, data: ByteBuffer(bytes: bytes)), promise: nil)
        }
        func kept() -> Set<Int> { listener.heard.table.withLockedValue { Set($0.values.map(\.game.port)) } }
        // Twelve batches of 16, the last four exactly the 64 a full table keeps. Each batch is heard whole
        // before the next is sent (a datagram the socket's buffer dropped is sent again), so batches
        // arrive in order whatever the order within one.
        let (batches, size) = (12, 16)
        for batch in 0..<batches {
            var missing = Array(batch * size..<(batch + 1) * size)
            for _ in 0..<5 where !missing.isEmpty {
                for n in missing {
                    send(try JSONEncoder().encode(LanAnnouncement(Self.game(n))))
                    // Not announcements: ignored, and they take no row.
                    send(Array("{\"format\":\"other\",\"v\":1}".utf8))
                    send([UInt8](repeating: 0x7B, count: 600))
                }
                for _ in 0..<300 where !missing.isEmpty {
                    try await Task.sleep(for: .milliseconds(10))
                    let heard = kept()
                    missing.removeAll { heard.contains(10_000 + $0) }
                }
            }
            try #require(missing.isEmpty, "batch \(batch): \(missing) never heard")
            #expect(kept().count <= LanBeacon.maxHeard, "batch \(batch): \(kept().count) games kept")
        }
        // The last batch is all there, and every game kept is one of the last 64 sent: the older ones made
        // way. (A machine slow enough to take over 3 s for four batches forgets some of those 64 as well.)
        let last = Set((batches - 1) * size..<batches * size).map { 10_000 + $0 }
        let newest = Set(batches * size - LanBeacon.maxHeard..<batches * size).map { 10_000 + $0 }
        #expect(Set(last).isSubset(of: kept()))
        #expect(kept().isSubset(of: Set(newest)), "kept: \(kept().sorted())")
        try await sender.close()
        try await group.shutdownGracefully()
        await listener.stop()
    }
}
