import NIOCore
import NIOPosix
import SetProtocol

/// The one server bootstrap both the host (`NetHost`) and the rooms server (`RoomHost`) run: one
/// event-loop thread per core, a listening socket whose connections each get a pipeline of framing,
/// decoding and the `HostConnectionHandler` of the core on their loop, and a repeated tick on every
/// loop, with every piece of a core's state on its own thread.
final class TableServer<Core: ConnectionCore>: Sendable {
    /// The port listened on (the one the system chose, when started on port 0).
    let port: Int
    /// The cores, one per event loop, each reached on its own loop only.
    let cores: [NIOLoopBound<Core>]
    /// The first loop's core (a host's only one).
    var core: NIOLoopBound<Core> { cores[0] }

    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let ticks: [RepeatedTask]

    /// How replies go out: encoded by the pipeline, or already encoded by the core (a rooms server encodes
    /// a table once for all its players).
    enum Replies {
        /// Each connection encodes `HostMessage`s itself.
        case messages
        /// The core writes whole frame bodies (`ByteBuffer`s); the pipeline only frames them.
        case frames
    }

    private init(
        port: Int, cores: [NIOLoopBound<Core>], group: MultiThreadedEventLoopGroup, channel: any Channel,
        ticks: [RepeatedTask]
    ) {
        self.port = port
        self.cores = cores
        self.group = group
        self.channel = channel
        self.ticks = ticks
    }

    /// Starts listening on `address` at `port` with `threads` event loops, each with the core
    /// `makeCore` builds on it for its index; `meet` then tells each core all of them.
    ///
    /// The system hands each new connection to the loops in turn; its handler reports to that loop's core.
    ///
    /// - Parameters:
    ///   - backlog: the listening socket's queue of connections not yet accepted; the system's default when nil.
    ///   - every: how often `tick` runs on each loop, the first time one interval after the start.
    /// - Throws: when the address cannot be bound (the port is taken, say); the threads are stopped again.
    static func start(
        address: String, port: Int, replies: Replies, backlog: Int32? = nil, threads: Int = 1,
        every interval: TimeAmount, makeCore: @escaping @Sendable (Int) -> Core,
        meet: @escaping @Sendable (Core, [NIOLoopBound<Core>]) -> Void = { _, _ in },
        tick: @escaping @Sendable (Core) -> Void
    ) async throws -> TableServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        let loops = Array(group.makeIterator())
        do {
            var cores: [NIOLoopBound<Core>] = []
            for (index, loop) in loops.enumerated() {
                cores.append(try await loop.submit { NIOLoopBound(makeCore(index), eventLoop: loop) }.get())
            }
            for core in cores {
                try await core.eventLoop.submit { [cores] in meet(core.value, cores) }.get()
            }
            var bootstrap = ServerBootstrap(group: group)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
            if let backlog { bootstrap = bootstrap.serverChannelOption(.backlog, value: backlog) }
            let channel = try await bootstrap.childChannelInitializer { [cores] channel in
                channel.eventLoop.makeCompletedFuture {
                    let core = cores.first { $0.eventLoop.inEventLoop } ?? cores[0]
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
            let ticks = cores.map { core in
                core.eventLoop.scheduleRepeatedTask(initialDelay: interval, delay: interval) { _ in tick(core.value) }
            }
            return TableServer(
                port: channel.localAddress?.port ?? port, cores: cores, group: group, channel: channel, ticks: ticks)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// The result of `work`, run with the first core on its thread.
    func submit<T: Sendable>(_ work: @escaping @Sendable (Core) -> T) async throws -> T {
        try await core.eventLoop.submit { [core] in work(core.value) }.get()
    }

    /// The results of `work`, run with each core on its own thread, in the cores' order.
    func submitToEach<T: Sendable>(_ work: @escaping @Sendable (Core) -> T) async throws -> [T] {
        var results: [T] = []
        for core in cores { results.append(try await core.eventLoop.submit { work(core.value) }.get()) }
        return results
    }

    /// Runs `work` with the first core on its thread, without waiting (from any thread).
    func execute(_ work: @escaping @Sendable (Core) -> Void) {
        core.eventLoop.execute { [core] in work(core.value) }
    }

    /// Stops the ticks and listening, closes every connection and ends the server's threads.
    func stop() async throws {
        for tick in ticks { tick.cancel() }
        try await channel.close()
        var closing: [EventLoopFuture<Void>] = []
        for core in cores { closing += try await core.eventLoop.submit { core.value.closeAll() }.get() }
        for closed in closing { try? await closed.get() }
        // What the closes set off on other loops (a room telling the players left that one went) runs
        // before any loop stops: twice round, as a loop's task may hand another loop one more.
        for _ in 0..<2 {
            for core in cores { try await core.eventLoop.submit {}.get() }
        }
        try await group.shutdownGracefully()
    }
}
