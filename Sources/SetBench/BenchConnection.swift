import NIOCore
import NIOExtras
import NIOPosix
import SetProtocol

/// One benchmark player's connection: the protocol's frames, with the tables kept undecoded.
///
/// Twenty thousand windows would each run on a machine of their own; here they share the
/// server's. A window decodes every table it hears; these players keep a table's bytes and decode
/// one only when they are about to claim from it, so the machine's time goes to the server being
/// measured rather than to reading tables nobody looks at. Every other message is decoded as a
/// window decodes it, and the heartbeat is dropped unread.
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

    /// The frames in: a table kept as bytes, the heartbeat dropped, the rest decoded for the player.
    private final class Reader: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer

        /// How a frame of each kind ends: the codec writes its keys in order, `type` and `v` last.
        static let tableEnd = Array(#""type":"table","v":1}"#.utf8)
        static let pingEnd = Array(#""type":"ping","v":1}"#.utf8)

        let hello: Hello
        let player: ServeBench.Player

        init(hello: Hello, player: ServeBench.Player) {
            self.hello = hello
            self.player = player
        }

        func channelActive(context: ChannelHandlerContext) {
            if let body = try? NetCodec.encode(ClientMessage.hello(hello)) {
                context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(bytes: body)), promise: nil)
            }
            context.fireChannelActive()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let frame = unwrapInboundIn(data)
            let bytes = frame.readableBytesView
            if bytes.count >= Self.pingEnd.count, bytes.suffix(Self.pingEnd.count).elementsEqual(Self.pingEnd) {
                return
            }
            if bytes.count >= Self.tableEnd.count, bytes.suffix(Self.tableEnd.count).elementsEqual(Self.tableEnd) {
                return player.keep(table: Array(bytes))
            }
            guard let message = try? NetCodec.decode(HostMessage.self, from: Array(bytes)) else { return }
            player.heard(.received(message))
        }

        func channelInactive(context: ChannelHandlerContext) {
            player.heard(.closed(reason: "the connection closed"))
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
