import NIOCore
import NIOPosix
import SetProtocol

/// The one server bootstrap both the host (`NetHost`) and the rooms server (`RoomHost`) run: one
/// event-loop thread, a listening socket whose connections each get a pipeline of framing, decoding and
/// the core's `HostConnectionHandler`, and a repeated tick, with every piece of the core's state on that
/// thread.
final class TableServer<Core: ConnectionCore>: Sendable {
    /// The port listened on (the one the system chose, when started on port 0).
    let port: Int
    /// The core, reached on its event loop only.
    let core: NIOLoopBound<Core>

    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let tick: RepeatedTask

    /// How replies go out: encoded by the pipeline, or already encoded by the core (a rooms server encodes
    /// a table once for all its players).
    enum Replies {
        /// Each connection encodes `HostMessage`s itself.
        case messages
        /// The core writes whole frame bodies (`ByteBuffer`s); the pipeline only frames them.
        case frames
    }

    private init(
        port: Int, core: NIOLoopBound<Core>, group: MultiThreadedEventLoopGroup, channel: any Channel,
        tick: RepeatedTask
    ) {
        self.port = port
        self.core = core
        self.group = group
        self.channel = channel
        self.tick = tick
    }

    /// Starts listening on `address` at `port`, with the core `makeCore` builds on the server's thread.
    ///
    /// - Parameters:
    ///   - backlog: the listening socket's queue of connections not yet accepted; the system's default when nil.
    ///   - every: how often `tick` runs on the server's thread, the first time one interval after the start.
    /// - Throws: when the address cannot be bound (the port is taken, say); the thread is stopped again.
    static func start(
        address: String, port: Int, replies: Replies, backlog: Int32? = nil, every interval: TimeAmount,
        makeCore: @escaping @Sendable () -> Core, tick: @escaping @Sendable (Core) -> Void
    ) async throws -> TableServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        do {
            let core = try await loop.submit { NIOLoopBound(makeCore(), eventLoop: loop) }.get()
            var bootstrap = ServerBootstrap(group: group)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
            if let backlog { bootstrap = bootstrap.serverChannelOption(.backlog, value: backlog) }
            let channel = try await bootstrap.childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let handler = HostConnectionHandler(peer: core.value.makePeerID(), core: core)
                    let pipeline = channel.pipeline.syncOperations
                    switch replies {
                    case .messages: try pipeline.addNetCodec(reading: ClientMessage.self, writing: HostMessage.self)
                    case .frames: try pipeline.addNetDecoder(reading: ClientMessage.self)
                    }
                    try pipeline.addHandler(handler)
                }
            }
            .bind(host: address, port: port).get()
            let repeated = loop.scheduleRepeatedTask(initialDelay: interval, delay: interval) { _ in tick(core.value) }
            return TableServer(
                port: channel.localAddress?.port ?? port, core: core, group: group, channel: channel, tick: repeated)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// The result of `work`, run with the core on the server's thread.
    func submit<T: Sendable>(_ work: @escaping @Sendable (Core) -> T) async throws -> T {
        try await channel.eventLoop.submit { [core] in work(core.value) }.get()
    }

    /// Runs `work` with the core on the server's thread, without waiting (from any thread).
    func execute(_ work: @escaping @Sendable (Core) -> Void) {
        channel.eventLoop.execute { [core] in work(core.value) }
    }

    /// Stops the tick and listening, closes every connection and ends the server's thread.
    func stop() async throws {
        tick.cancel()
        try await channel.eventLoop.submit { [core] in core.value.closeAll() }.get()
        try await channel.close()
        try await group.shutdownGracefully()
    }
}
