import NIOCore
import NIOPosix
import Testing

@testable import SetNet
@testable import SetProtocol

/// A peer that sends part of a frame and hangs up is refused with what it sent, so the
/// host's log says why it went. Pins the silent drop of a truncated last frame found by
/// the hostile-peer tests against `set-game --serve`: such a peer left no line at all.
@Suite("Loopback: a frame cut short by its sender", .timeLimit(.minutes(1)))
struct TruncatedFrameTests {
    @Test(
        arguments: [
            ([0, 0, 0, 100] + Array(#"{"v":1,"ty"#.utf8), "the connection ended 10 bytes into a frame of 100 bytes"),
            ([0, 0, 0, 100], "the connection ended 0 bytes into a frame of 100 bytes"),
            ([0, 0], "the connection ended 2 bytes into a frame's length"),
        ] as [([UInt8], String)])
    func aPeerHangingUpInsideAFrameIsLoggedWithItsReason(sent: [UInt8], reason: String) async throws {
        let log = Log()
        let host = try await NetHost.start(
            game: HostGame(seed: 5, now: 0), address: "127.0.0.1", port: 0,
            log: log.append)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let rogue = try await ClientBootstrap(group: group).connect(host: "127.0.0.1", port: host.port).get()
        try await rogue.writeAndFlush(rogue.allocator.buffer(bytes: sent))
        try await rogue.close()
        let deadline = ContinuousClock.now + .seconds(5)
        while log.lines.isEmpty, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        #expect(log.lines == ["peer 1 disconnected: \(reason)"])
        try await group.shutdownGracefully()
        try await host.stop()
    }

    @Test func whatEndsBetweenFramesIsNoFault() async throws {
        let log = Log()
        let host = try await NetHost.start(
            game: HostGame(seed: 5, now: 0), address: "127.0.0.1", port: 0,
            log: log.append)
        var ann = try await Player.join(host, as: "Ann")
        _ = try await ann.snapshot { _ in true }
        await ann.client.close()
        try await Task.sleep(for: .milliseconds(200))
        #expect(!log.lines.contains { $0.contains("disconnected") }, "\(log.lines)")
        try await host.stop()
    }
}
