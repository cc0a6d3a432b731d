import Foundation
import NIOCore
import NIOPosix
import SetCore
import Testing

@testable import SetNet

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
        let total = 200
        // In batches, each waited for, so the machine's socket buffer never drops one and the order holds.
        for batch in stride(from: 0, to: total, by: 20) {
            for n in batch..<batch + 20 {
                send(try JSONEncoder().encode(LanAnnouncement(Self.game(n))))
                // Not announcements: ignored, and they take no row.
                send(Array("{\"format\":\"other\",\"v\":1}".utf8))
                send([UInt8](repeating: 0x7B, count: 600))
            }
            let last = "P\(batch + 19)"
            var waited = 0
            while !listener.games.contains(where: { $0.name.text == last }), waited < 500 {
                try await Task.sleep(for: .milliseconds(10))
                waited += 1
            }
            try #require(listener.games.contains { $0.name.text == last }, "\(last) was not heard")
        }
        let kept = listener.games.map(\.port).sorted()
        #expect(kept == Array(10_000 + total - LanBeacon.maxHeard..<10_000 + total))
        try await sender.close()
        try await group.shutdownGracefully()
        await listener.stop()
    }
}
