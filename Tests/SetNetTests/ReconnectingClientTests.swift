import NIOCore
import NIOPosix
import SetCore
import Testing

@testable import SetNet

/// The game's client against hosts that go quiet or away, on 127.0.0.1.
@Suite("Reconnect: a client that outlives its connection", .timeLimit(.minutes(1)))
struct ReconnectingClientTests {
    /// A host that welcomes the first player and then says nothing, ever; it takes no one else.
    final class SilentHost: ChannelInboundHandler, Sendable {
        typealias InboundIn = ClientMessage

        func channelActive(context: ChannelHandlerContext) {
            let token = SeatToken(String(repeating: "b", count: 32))
            if let token { context.writeAndFlush(NIOAny(HostMessage.welcome(seat: 0, token: token)), promise: nil) }
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {}
    }

    @Test func aHostThatGoesSilentIsLostAfterTheSilenceLimitAndGivenUpOnWhenItNeverComesBack() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let server = try await ServerBootstrap(group: group)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addNetCodec(reading: ClientMessage.self, writing: HostMessage.self)
                    try pipeline.addHandler(SilentHost())
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        let port = try #require(server.localAddress?.port)
        let start = ContinuousClock.now
        let client = ReconnectingClient(
            host: "127.0.0.1", port: port, hello: Hello(name: SetNetTests.name("Ann")), silenceLimit: 1,
            schedule: { ReconnectSchedule(lostAt: $0, retryInterval: 0.2, giveUpAfter: 2) })
        var events = client.events.makeAsyncIterator()
        guard case .received(.welcome(let seat, _))? = await events.next() else {
            Issue.record("no welcome")
            return
        }
        #expect(seat == 0)
        // The host goes away too: every attempt from now on is refused by the system.
        try await server.close()
        var seen: [NetClientEvent] = []
        while let event = await events.next() { seen.append(event) }
        let elapsed = ContinuousClock.now - start
        #expect(seen.first == .reconnecting(reason: "heard nothing from the host for 1 seconds"))
        #expect(seen.last == .closed(reason: "the host did not come back within 2 seconds"))
        #expect(seen.count == 2)
        #expect(elapsed > .seconds(2.9) && elapsed < .seconds(6), "\(elapsed)")
        await client.close()
        try await group.shutdownGracefully()
    }
}
