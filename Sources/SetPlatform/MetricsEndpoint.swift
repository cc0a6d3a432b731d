import NIOCore
import NIOHTTP1
import NIOPosix
import Prometheus

/// `--metrics-port N`: serves the rooms server's figures at `http://…:N/metrics`, in
/// Prometheus's text format, for a scraper; any other path is a 404.
package final class MetricsEndpoint: Sendable {
    /// The port it listens on (the one the system chose, when started on port 0).
    package let port: Int
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel

    private init(port: Int, group: MultiThreadedEventLoopGroup, channel: any Channel) {
        self.port = port
        self.group = group
        self.channel = channel
    }

    /// Starts serving `registry` on every interface at `port`.
    package static func start(registry: PrometheusCollectorRegistry, port: Int) async throws -> MetricsEndpoint {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let channel = try await ServerBootstrap(group: group)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                        try channel.pipeline.syncOperations.addHandler(MetricsHandler(registry: registry))
                    }
                }
                .bind(host: "0.0.0.0", port: port).get()
            return MetricsEndpoint(port: channel.localAddress?.port ?? port, group: group, channel: channel)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// Stops listening and ends its thread.
    package func stop() async throws {
        try await channel.close()
        try await group.shutdownGracefully()
    }
}

/// Answers each request: the figures for `GET /metrics`, 404 for anything else.
private final class MetricsHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let registry: PrometheusCollectorRegistry
    private var head: HTTPRequestHead?

    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            head = request
        case .body:
            break
        case .end:
            guard let request = head else { return }
            head = nil
            let found = request.method == .GET && request.uri.split(separator: "?").first == "/metrics"
            let body = found ? registry.emitToBuffer() : Array("not found\n".utf8)
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: found ? "text/plain; version=0.0.4" : "text/plain")
            headers.add(name: "Content-Length", value: "\(body.count)")
            if !request.isKeepAlive { headers.add(name: "Connection", value: "close") }
            let status: HTTPResponseStatus = found ? .ok : .notFound
            context.write(
                wrapOutboundOut(.head(HTTPResponseHead(version: request.version, status: status, headers: headers))),
                promise: nil)
            context.write(
                wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
            let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
            if !request.isKeepAlive {
                let channel = context.channel
                written.whenComplete { _ in channel.close(promise: nil) }
            }
        }
    }
}
