import NIOCore
import NIOPosix
import SetProtocol

/// A connection to a host: says hello, pings, and delivers what the host sends as `events`.
///
/// The app turns each event into an action for its `reduce`; it sends its player's
/// claims with `send(_:)`. Pings go out on their own every `pingInterval`, which also
/// keeps an idle player's connection alive under the host's silence rule.
public final class NetClient: Sendable {
    /// Everything the connection delivers, in order, ending after `.closed`.
    public let events: AsyncStream<NetClientEvent>

    /// The client's own thread, ended by `close()`; nil when the connection runs on a group it was given.
    private let group: MultiThreadedEventLoopGroup?
    private let channel: any Channel

    private init(events: AsyncStream<NetClientEvent>, group: MultiThreadedEventLoopGroup?, channel: any Channel) {
        self.events = events
        self.group = group
        self.channel = channel
    }

    /// Connects to `host` at `port` and sends `hello`.
    ///
    /// - Parameters:
    ///   - host: a host name or address.
    ///   - port: the host's port, `NetProtocol.defaultPort` unless told.
    ///   - hello: who joins; the host answers `welcome` or `refused`.
    ///   - pingInterval: how often to ping; `nil` sends no pings (tests).
    ///   - silenceLimit: seconds without a message from the host after which the connection is
    ///     closed as lost (the host sends one every second); `nil` waits for TCP to say so.
    ///   - connectTimeout: how long a connection attempt may take.
    ///   - shared: an event-loop group to run on (many clients in one process, as `set-bench serve` has);
    ///     without it the client runs on a thread of its own.
    ///   - localAddress: the address to connect from (one of loopback's many, say); the system's choice unless given.
    ///   - deliver: where the events go instead of `events`, called on the connection's event-loop thread as each
    ///     arrives (for timing them where they arrive); `events` then ends at once.
    /// - Throws: when the connection cannot be made.
    public static func connect(
        host: String, port: Int = NetProtocol.defaultPort, hello: Hello,
        pingInterval: Duration? = .seconds(5), silenceLimit: Double? = nil,
        connectTimeout: Duration = .seconds(10), on shared: (any EventLoopGroup)? = nil,
        from localAddress: String? = nil, deliver: (@Sendable (NetClientEvent) -> Void)? = nil
    ) async throws -> NetClient {
        let owned = shared == nil ? MultiThreadedEventLoopGroup(numberOfThreads: 1) : nil
        guard let group: any EventLoopGroup = shared ?? owned else { preconditionFailure("a client has a group") }
        let (events, continuation) = AsyncStream.makeStream(of: NetClientEvent.self)
        if deliver != nil { continuation.finish() }
        do {
            var bootstrap = ClientBootstrap(group: group)
            if let localAddress { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: localAddress, port: 0)) }
            let channel =
                try await bootstrap
                .connectTimeout(TimeAmount(connectTimeout))
                .channelOption(.tcpOption(.tcp_nodelay), value: 1)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.addNetCodec(reading: HostMessage.self, writing: ClientMessage.self)
                        try pipeline.addHandler(
                            ClientConnectionHandler(
                                hello: hello, pingInterval: pingInterval.map(TimeAmount.init),
                                silenceLimit: silenceLimit
                            ) { event in
                                if let deliver { return deliver(event) }
                                continuation.yield(event)
                                if case .closed = event { continuation.finish() }
                            })
                    }
                }
                .connect(host: host, port: port).get()
            return NetClient(events: events, group: owned, channel: channel)
        } catch {
            continuation.finish()
            try? await owned?.shutdownGracefully()
            throw error
        }
    }

    /// The event loop the connection runs on: work timed against it is best scheduled there.
    public var eventLoop: any EventLoop { channel.eventLoop }

    /// Sends `message` to the host (from any thread).
    public func send(_ message: ClientMessage) {
        channel.writeAndFlush(message, promise: nil)
    }

    /// Closes the connection and ends the client's thread; `events` ends with `.closed`.
    public func close() async {
        try? await channel.close()
        try? await group?.shutdownGracefully()
    }
}

/// The last step of a client connection's pipeline: hello, pings, and events out.
final class ClientConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = HostMessage

    private let hello: Hello
    private let deliver: (NetClientEvent) -> Void
    private let pingInterval: TimeAmount?
    private var ping = Ping()
    private var pinging: RepeatedTask?
    private var silence: IdleTimeout?
    private var watching: Scheduled<Void>?
    private var closeReason: String?

    /// A handler that says `hello` and hands every event to `deliver`, on the channel's event loop;
    /// `.closed` comes last.
    init(
        hello: Hello, pingInterval: TimeAmount?, silenceLimit: Double?,
        deliver: @escaping (NetClientEvent) -> Void
    ) {
        self.hello = hello
        self.deliver = deliver
        self.pingInterval = pingInterval
        silence = silenceLimit.map { IdleTimeout(limit: $0, now: Self.now) }
    }

    /// Seconds on the monotonic clock.
    private static var now: Double { Double(NIODeadline.now().uptimeNanoseconds) / 1e9 }

    func channelActive(context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutbound(.hello(hello)), promise: nil)
        if let pingInterval {
            let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
            let channel = context.channel
            pinging = context.eventLoop.scheduleRepeatedTask(initialDelay: pingInterval, delay: pingInterval) { _ in
                channel.writeAndFlush(handler.value.ping.send(at: Self.now), promise: nil)
            }
        }
        if silence != nil {
            silence?.heard(at: Self.now)
            watchSilence(context.eventLoop, channel: context.channel)
        }
        context.fireChannelActive()
    }

    /// Wakes when the silence rule would expire, to the moment: the link is closed as lost if
    /// nothing was heard since, and the watch set again for the new deadline if something was.
    private func watchSilence(_ loop: any EventLoop, channel: any Channel) {
        guard let silence else { return }
        let handler = NIOLoopBound(self, eventLoop: loop)
        let due = NIODeadline.uptimeNanoseconds(UInt64(max(0, (silence.lastHeard + silence.limit) * 1e9)))
        watching = loop.scheduleTask(deadline: due) {
            let this = handler.value
            guard let silence = this.silence else { return }
            guard silence.hasExpired(at: Self.now) else {
                this.watchSilence(loop, channel: channel)
                return
            }
            this.closeReason =
                this.closeReason ?? "heard nothing from the host for \(Int(silence.limit).counted("second"))"
            channel.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        silence?.heard(at: Self.now)
        // The host's heartbeat only says the link is up: the silence rule has counted it.
        if case .ping = message { return }
        if case .pong(let id) = message, let milliseconds = ping.receivePong(id: id, at: Self.now) {
            deliver(.latency(ms: milliseconds))
        }
        if case .refused(let reason) = message { closeReason = "refused: \(reason)" }
        deliver(.received(message))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        closeReason = closeReason ?? "\(error)"
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        pinging?.cancel()
        watching?.cancel()
        deliver(.closed(reason: closeReason ?? "the host closed the connection"))
        context.fireChannelInactive()
    }

    private func wrapOutbound(_ message: ClientMessage) -> NIOAny {
        NIOAny(message)
    }
}
