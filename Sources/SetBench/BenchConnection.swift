import NIOCore
import NIOExtras
import NIOPosix
import SetNet
import SetProtocol

/// One benchmark player's connection: the protocol's frames, with the tables kept undecoded.
///
/// Twenty thousand windows would each run on a machine of their own; here they share the
/// server's. A window decodes every table it hears; these players keep a table's bytes and decode
/// one only when they are about to claim from it, so the machine's time goes to the server being
/// measured rather than to reading tables nobody looks at. An event is decoded only while the player
/// waits for its claim's answer, a pong is known by its end, and the heartbeat is dropped unread.
/// Each pings as a window does, every ``ReconnectingClient/windowPingInterval``, with the round trip
/// it measured last.
final class BenchConnection: Sendable {
    private let channel: any Channel

    private init(channel: any Channel) {
        self.channel = channel
    }

    /// The loop the connection runs on.
    var eventLoop: any EventLoop { channel.eventLoop }

    /// Connects to `host` at `port` from `localAddress` (when given), says `hello`, and hands
    /// `player` what it hears.
    static func connect(
        host: String, port: Int, hello: Hello, on group: any EventLoopGroup, from localAddress: String? = nil,
        player: ServeBench.Player
    ) async throws -> BenchConnection {
        var bootstrap = ClientBootstrap(group: group)
        if let localAddress { bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: localAddress, port: 0)) }
        let channel =
            try await bootstrap
            .channelOption(.tcpOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(
                        ByteToMessageHandler(LengthFieldBasedFrameDecoder(lengthFieldBitLength: .fourBytes)))
                    try pipeline.addHandler(LengthFieldPrepender(lengthFieldBitLength: .fourBytes))
                    try pipeline.addHandler(Reader(hello: hello, player: player))
                }
            }
            .connect(host: host, port: port).get()
        return BenchConnection(channel: channel)
    }

    /// Sends `message` (from any thread).
    func send(_ message: ClientMessage) {
        guard let body = try? NetCodec.encode(message) else { return }
        channel.writeAndFlush(channel.allocator.buffer(bytes: body), promise: nil)
    }

    /// Closes the connection.
    func close() async {
        try? await channel.close()
    }

    /// The frames in: a table kept as bytes, a pong timed, the heartbeat and the events no claim waits
    /// for dropped, the rest decoded for the player; and the pings out.
    private final class Reader: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer

        /// How a frame of each kind ends: the codec writes its keys in order, `type` and `v` last.
        static let tableEnd = Array(#""type":"table","v":1}"#.utf8)
        static let pingEnd = Array(#""type":"ping","v":1}"#.utf8)
        static let pongEnd = Array(#""type":"pong","v":1}"#.utf8)
        static let eventEnd = Array(#""type":"event","v":1}"#.utf8)

        let hello: Hello
        let player: ServeBench.Player
        /// The pings: the last one's number and when it went, and the round trip last measured.
        private var pings = 0
        private var pingSent: NIODeadline?
        private var roundTripMs: Int?
        private var pinging: RepeatedTask?

        init(hello: Hello, player: ServeBench.Player) {
            self.hello = hello
            self.player = player
        }

        func channelActive(context: ChannelHandlerContext) {
            send(.hello(hello), context: context)
            let interval = TimeAmount(ReconnectingClient.windowPingInterval)
            // Windows open at different moments, so their pings do not come in step.
            let phase = TimeAmount.nanoseconds(Int64.random(in: 0..<interval.nanoseconds))
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            pinging = context.eventLoop.scheduleRepeatedTask(initialDelay: phase, delay: interval) { _ in
                let (reader, context) = bound.value
                reader.ping(context: context)
            }
            context.fireChannelActive()
        }

        private func ping(context: ChannelHandlerContext) {
            pings += 1
            pingSent = .now()
            send(.ping(id: pings, rttMs: roundTripMs), context: context)
        }

        private func send(_ message: ClientMessage, context: ChannelHandlerContext) {
            guard let body = try? NetCodec.encode(message) else { return }
            context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(bytes: body)), promise: nil)
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let frame = unwrapInboundIn(data)
            let bytes = frame.readableBytesView
            func ends(with end: [UInt8]) -> Bool {
                bytes.count >= end.count && bytes.suffix(end.count).elementsEqual(end)
            }
            if ends(with: Self.pingEnd) { return }
            if ends(with: Self.tableEnd) { return player.keep(table: Array(bytes)) }
            if ends(with: Self.pongEnd) {
                // One ping is out at a time (a round trip is far shorter than the interval): this answers it.
                if let sent = pingSent { roundTripMs = Int((NIODeadline.now() - sent).nanoseconds / 1_000_000) }
                return
            }
            // An event matters to a player only as the answer to its claim on the way.
            if ends(with: Self.eventEnd), !player.awaitsAnswer { return }
            guard let message = try? NetCodec.decode(HostMessage.self, from: Array(bytes)) else { return }
            player.heard(.received(message))
        }

        func channelInactive(context: ChannelHandlerContext) {
            pinging?.cancel()
            player.heard(.closed(reason: "the connection closed"))
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
