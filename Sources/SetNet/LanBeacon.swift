import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SetCore
import SetProtocol

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Games on this network, found by themselves: a host announces its game once a second to a
/// UDP multicast group, and a window or `--list-games` listens on it.
///
/// Multicast needs nothing running on the machine (DNS-SD would need an Avahi daemon, which a
/// bare machine and the tests' network namespaces do not have), crosses no router (the TTL is
/// 1), and is what OpenTTD and Minecraft do for their LAN games.
public enum LanBeacon {
    /// The multicast group: in the organisation-local scope, 239.255.0.0/16.
    public static let group = "239.255.73.73"
    /// The UDP port the announcements go to.
    public static let port = 7374
    /// How long a game stays listed after its last announcement, in seconds.
    public static let forgetAfter = 3.0
    /// The most games kept at once: anyone on the network can announce, and a flood of made-up games
    /// must not grow the table, or a window's list, without end.
    public static let maxHeard = 64

    /// Announces a game once a second until `stop()`.
    public final class Announcer: Sendable {
        private let group: MultiThreadedEventLoopGroup
        private let channel: any Channel
        private let task: RepeatedTask

        private init(group: MultiThreadedEventLoopGroup, channel: any Channel, task: RepeatedTask) {
            self.group = group
            self.channel = channel
            self.task = task
        }

        /// Starts announcing what `game` says when asked (once a second; nil skips a second).
        public static func start(
            port targetPort: Int = LanBeacon.port, game: @escaping @Sendable () -> LanGame?
        ) async throws -> Announcer {
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            do {
                let channel = try await DatagramBootstrap(group: group)
                    .channelOption(.ipOption(.ip_multicast_ttl), value: 1)
                    .channelOption(.ipOption(.ip_multicast_loop), value: 1)
                    .bind(host: "0.0.0.0", port: 0).get()
                let target = try SocketAddress(ipAddress: LanBeacon.group, port: targetPort)
                let task = channel.eventLoop.scheduleRepeatedTask(initialDelay: .zero, delay: .seconds(1)) { _ in
                    guard let game = game(), let body = try? JSONEncoder().encode(LanAnnouncement(game)) else {
                        return
                    }
                    let envelope = AddressedEnvelope(remoteAddress: target, data: ByteBuffer(bytes: body))
                    channel.writeAndFlush(envelope, promise: nil)
                }
                return Announcer(group: group, channel: channel, task: task)
            } catch {
                try? await group.shutdownGracefully()
                throw error
            }
        }

        /// Stops announcing.
        public func stop() async {
            task.cancel()
            try? await channel.close()
            try? await group.shutdownGracefully()
        }
    }

    /// Listens for announcements and keeps the games heard lately.
    public final class Listener: Sendable {
        private let group: MultiThreadedEventLoopGroup
        private let channel: any Channel
        /// Every game heard, forgotten or not (the tests look at it whole).
        let heard: HeardGames

        private init(
            group: MultiThreadedEventLoopGroup, channel: any Channel,
            heard: HeardGames
        ) {
            self.group = group
            self.channel = channel
            self.heard = heard
        }

        /// Starts listening on the group (several listeners on one machine share the port).
        public static func start(port: Int = LanBeacon.port) async throws -> Listener {
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            let heard = HeardGames()
            do {
                let channel = try await DatagramBootstrap(group: group)
                    .channelOption(.socketOption(.so_reuseaddr), value: 1)
                    .channelInitializer { channel in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandler(AnnouncementHandler(heard: heard))
                        }
                    }
                    .bind(host: "0.0.0.0", port: port).get()
                guard let multicast = channel as? any MulticastChannel else {
                    throw LanError("this channel cannot join a multicast group")
                }
                try await multicast.joinGroup(try SocketAddress(ipAddress: LanBeacon.group, port: port)).get()
                return Listener(group: group, channel: channel, heard: heard)
            } catch {
                try? await group.shutdownGracefully()
                throw error
            }
        }

        /// The UDP port listened on: the one asked for, or the one the system gave for port 0.
        public var port: Int? { channel.localAddress?.port }

        /// The games announced in the last `forgetAfter` seconds, by name and address.
        public var games: [LanGame] {
            let now = ContinuousClock.now
            let limit = Duration.milliseconds(Int64(LanBeacon.forgetAfter * 1000))
            return heard.table.withLockedValue { heard in
                heard.values.filter { now - $0.at <= limit }.map(\.game)
            }.sorted { ($0.name.text, $0.joinAddress) < ($1.name.text, $1.joinAddress) }
        }

        /// Stops listening.
        public func stop() async {
            try? await channel.close()
            try? await group.shutdownGracefully()
        }
    }

    /// Reads each datagram; what is not an announcement is ignored.
    private final class AnnouncementHandler: ChannelInboundHandler {
        typealias InboundIn = AddressedEnvelope<ByteBuffer>

        let heard: HeardGames

        init(heard: HeardGames) {
            self.heard = heard
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let envelope = unwrapInboundIn(data)
            guard envelope.data.readableBytes <= LanAnnouncement.maxBytes,
                let address = envelope.remoteAddress.ipAddress,
                let announcement = try? JSONDecoder().decode(
                    LanAnnouncement.self, from: Data(envelope.data.readableBytesView)),
                let game = announcement.game(from: address)
            else { return }
            heard.record(game, at: ContinuousClock.now)
        }
    }
}

/// The games heard, by the address to join them at, with when each was last heard.
///
/// Behind NIO's lock, a pthread mutex ThreadSanitizer follows (it reports the event loop's writes and a
/// window's reads under a contended `Synchronization.Mutex` as races).
final class HeardGames: Sendable {
    let table = NIOLockedValueBox<[String: (game: LanGame, at: ContinuousClock.Instant)]>([:])

    /// Keeps `game`, heard `now`: the games forgotten go, and when the table is full the one heard
    /// longest ago makes room, so the games announcing now are the ones kept.
    func record(_ game: LanGame, at now: ContinuousClock.Instant) {
        let limit = Duration.milliseconds(Int64(LanBeacon.forgetAfter * 1000))
        table.withLockedValue { heard in
            if heard[game.joinAddress] == nil, heard.count >= LanBeacon.maxHeard {
                heard = heard.filter { now - $0.value.at <= limit }
                if heard.count >= LanBeacon.maxHeard, let oldest = heard.min(by: { $0.value.at < $1.value.at }) {
                    heard[oldest.key] = nil
                }
            }
            heard[game.joinAddress] = (game, now)
        }
    }
}

/// A listener or announcer that could not start.
public struct LanError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
