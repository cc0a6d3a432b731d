import NIOCore
import NIOPosix
import SetCore
import Synchronization
import Testing

@testable import SetNet
@testable import SetProtocol

/// The game's client against hosts that go quiet or away, on 127.0.0.1.
///
/// Times are the client's own (`EventLog` records each event on the client's thread), so a
/// test that gets to look late, on a busy machine, still measures what the client did.
@Suite("Reconnect: a client that outlives its connection", .timeLimit(.minutes(1)))
struct ReconnectingClientTests {
    /// A host that welcomes each player at seat 0 and then says nothing, ever; once `gone`,
    /// it hangs up on every new connection at once.
    ///
    /// It keeps its port while gone: a closed listener's port may be given to another test's
    /// host in the meantime, which would welcome the retries.
    final class SilentHost: ChannelInboundHandler, Sendable {
        typealias InboundIn = ClientMessage
        let gone: Gone?

        init(gone: Gone? = nil) { self.gone = gone }

        func channelActive(context: ChannelHandlerContext) {
            if gone?.flag.load(ordering: .relaxed) == true {
                context.close(promise: nil)
                return
            }
            if let token = SeatToken(String(repeating: "b", count: 32)) {
                context.writeAndFlush(NIOAny(HostMessage.welcome(seat: 0, token: token)), promise: nil)
            }
            // The host goes away after its one welcome, on its own loop: a test thread slow to resume (a
            // loaded machine) can no longer let a reconnection in before it says so.
            gone?.flag.store(true, ordering: .relaxed)
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {}
    }

    /// A loopback server whose connections end in `handler`.
    static func serve(
        _ group: MultiThreadedEventLoopGroup, port: Int = 0,
        _ handler: @escaping @Sendable () -> any ChannelHandler & Sendable
    ) async throws -> any Channel {
        try await ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addNetCodec(reading: ClientMessage.self, writing: HostMessage.self)
                    try pipeline.addHandler(handler())
                }
            }
            .bind(host: "127.0.0.1", port: port).get()
    }

    /// Ann's client for a loopback host at `port`: no pings of its own, retries every 0.2 s.
    static func ann(joining port: Int, silenceLimit: Double, giveUpAfter: Double, log: EventLog) -> ReconnectingClient {
        ReconnectingClient(
            host: "127.0.0.1", port: port, hello: Hello(name: SetNetTests.name("Ann")), pingInterval: nil,
            silenceLimit: silenceLimit,
            schedule: { ReconnectSchedule(lostAt: $0, retryInterval: 0.2, giveUpAfter: giveUpAfter) },
            deliver: log.deliver)
    }

    @Test func aHostThatGoesSilentIsLostAfterTheSilenceLimitAndGivenUpOnWhenItNeverComesBack() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let gone = Self.Gone()
        let server = try await Self.serve(group) { SilentHost(gone: gone) }
        let port = try #require(server.localAddress?.port)
        let log = EventLog()
        let client = Self.ann(joining: port, silenceLimit: 1, giveUpAfter: 2, log: log)
        // The host welcomes once and goes away too: every attempt from then on is hung up on.
        let welcomed = try #require(await log.wait { $0.isWelcome }, "no welcome")
        let lost = try #require(await log.wait { $0.isReconnecting }, "\(log.events)")
        let ended = try #require(await log.wait { $0.isClosed }, "\(log.events)")
        #expect(log.events.first == .connected(server: "127.0.0.1:\(port)"))
        #expect(
            log.events.filter { !$0.isConnected }.dropFirst()
                == [
                    .reconnecting(reason: "heard nothing from the host for 1 second"),
                    .closed(reason: "the host did not come back within 2 seconds"),
                ])
        // The silence is timed to the moment, and the retries to the seat's time.
        #expect(lost - welcomed > .seconds(0.95) && lost - welcomed < .seconds(1.3), "\(lost - welcomed)")
        #expect(ended - lost > .seconds(1.9) && ended - lost < .seconds(2.5), "\(ended - lost)")
        await client.close()
        #expect(log.events.filter(\.isClosed).count == 1, "closing an ended client adds nothing")
        try await server.close()
        try await group.shutdownGracefully()
    }

    /// A flag the test and the host's connections share.
    final class Gone: Sendable {
        let flag = Atomic<Bool>(false)
    }

    /// A host that welcomes every hello at seat 0, records it, and drops the first connection 200 ms after.
    final class DroppingHost: ChannelInboundHandler, Sendable {
        typealias InboundIn = ClientMessage
        /// Every hello any connection sent, in order.
        final class Hellos: Sendable {
            let list = Mutex<[Hello]>([])
        }
        let hellos: Hellos

        init(hellos: Hellos) { self.hellos = hellos }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard case .hello(let hello) = unwrapInboundIn(data) else { return }
            let count = hellos.list.withLock { hellos in
                hellos.append(hello)
                return hellos.count
            }
            guard let token = SeatToken(String(repeating: "b", count: 32)) else { return }
            context.writeAndFlush(NIOAny(HostMessage.welcome(seat: 0, token: token)), promise: nil)
            if count == 1 {
                let channel = context.channel
                context.eventLoop.scheduleTask(in: .milliseconds(200)) { channel.close(promise: nil) }
            }
        }
    }

    @Test func aDroppedConnectionIsTakenBackWithTheSeatToken() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let hellos = DroppingHost.Hellos()
        let server = try await Self.serve(group) { DroppingHost(hellos: hellos) }
        let port = try #require(server.localAddress?.port)
        let log = EventLog()
        let client = Self.ann(joining: port, silenceLimit: 30, giveUpAfter: 20, log: log)
        let lost = try #require(await log.wait { $0.isReconnecting }, "\(log.events)")
        _ = try #require(await log.wait { _ in log.events.filter(\.isWelcome).count == 2 }, "\(log.events)")
        let back = try #require(log.times { $0.isWelcome }.last)
        // The retry goes to the same server: its connection is not announced again.
        #expect(log.events.filter(\.isConnected) == [.connected(server: "127.0.0.1:\(port)")])
        let heard = log.events.filter { !$0.isConnected }
        #expect(heard.map(\.isWelcome) == [true, false, true], "\(log.events)")
        #expect(heard[1] == .reconnecting(reason: "the host closed the connection"))
        #expect(hellos.list.withLock { $0.map(\.seatToken?.text) } == [nil, String(repeating: "b", count: 32)])
        #expect(back - lost < .seconds(10))
        await client.close()
        #expect(log.events.last == .closed(reason: "stopped"))
        try await server.close()
        try await group.shutdownGracefully()
    }
}
