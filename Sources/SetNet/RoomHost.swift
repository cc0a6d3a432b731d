import CoreMetrics
import Logging
import NIOCore
import NIOPosix
import SetCore
import SetProtocol

/// A running rooms server: serves a `RoomServer` over TCP until stopped.
///
/// One event-loop thread carries every connection and every room, and a tick every tenth of a
/// second: a `ping` to a tenth of the clients, and once a second each room's clock, idle rooms
/// and silent peers. Rooms never
/// talk to each other, so one thread serves thousands; a second server is a second process.
public final class RoomHost: Sendable {
    /// The port the server listens on (the one the system chose, when started on port 0).
    public var port: Int { server.port }

    private let server: TableServer<RoomServerCore>

    private init(server: TableServer<RoomServerCore>) {
        self.server = server
    }

    /// Starts serving rooms.
    ///
    /// - Parameters:
    ///   - rooms: the rooms server to run (a new one, or one taking up kept rooms).
    ///   - address: the address to listen on: `0.0.0.0` for every interface.
    ///   - port: the TCP port, `NetProtocol.defaultPort` (7373) unless told; 0 lets the system choose.
    ///   - logger: where a line per room and player event, and per refusal, goes.
    ///   - metrics: where the server's figures go (`ServerMetrics`); no figures unless given.
    ///   - today: the local date, asked once a second, for a daily puzzle chosen in a room.
    ///   - changed: called on the server's thread with a room's code and game after each player event
    ///     in it (for an autosave).
    /// - Throws: when the address cannot be bound (the port is taken, say).
    public static func start(
        rooms: RoomServer, address: String = "0.0.0.0", port: Int = NetProtocol.defaultPort,
        logger: Logger, metrics: any MetricsFactory = NOOPMetricsHandler.instance,
        today: @escaping @Sendable () -> DailyDate,
        changed: @escaping @Sendable (RoomCode, HostGame) -> Void = { _, _ in }
    ) async throws -> RoomHost {
        let figures = ServerMetrics(factory: metrics)
        let server = try await TableServer.start(
            address: address, port: port, replies: .frames, backlog: 512,
            every: .milliseconds(1000 / Int64(RoomServerCore.slices)),
            makeCore: { RoomServerCore(server: rooms, logger: logger, metrics: figures, changed: changed) },
            tick: { $0.tick(today: today) })
        return RoomHost(server: server)
    }

    /// Every room as it stands, to be kept across a restart.
    public func savedRooms() async throws -> [SavedRoom] {
        try await server.submit { $0.server.saved }
    }

    /// The code of the room a hello with no code goes to.
    public var openRoom: RoomCode {
        get async throws { try await server.submit { $0.server.openRoom } }
    }

    /// Stops listening, closes every connection and ends the server's thread.
    public func stop() async throws {
        try await server.stop()
    }
}
