import CoreMetrics
import Logging
import NIOCore
import NIOPosix
import SetCore
import SetProtocol

/// A running rooms server: serves a `RoomServer` over TCP until stopped.
///
/// One event-loop thread per core (or as many as asked) carries the connections and the rooms: each
/// room on the loop its code names, and a tick every hundredth of a second on each loop: a `ping` to a
/// hundredth of its clients that heard nothing for 2 seconds, and a hundredth of its rooms' clocks, so
/// each room's clock once a second.
/// Rooms never talk to each other, so the loops share only the door (`RoomDoor`).
public final class RoomHost: Sendable {
    /// The port the server listens on (the one the system chose, when started on port 0).
    public var port: Int { server.port }

    private let server: TableServer<RoomServerCore>
    private let shared: RoomServerShared

    private init(server: TableServer<RoomServerCore>, shared: RoomServerShared) {
        self.server = server
        self.shared = shared
    }

    /// Starts serving rooms.
    ///
    /// - Parameters:
    ///   - rooms: the rooms server to run (a new one, or one taking up kept rooms).
    ///   - threads: how many event loops carry the rooms; nil: one per core.
    ///   - address: the address to listen on: `0.0.0.0` for every interface.
    ///   - port: the TCP port, `NetProtocol.defaultPort` (7373) unless told; 0 lets the system choose.
    ///   - logger: where a line per room and player event, and per refusal, goes.
    ///   - metrics: where the server's figures go (`ServerMetrics`); no figures unless given.
    ///   - today: the local date, asked once a second, for a daily puzzle chosen in a room.
    ///   - changed: called on the server's thread with a room's code and game after each player event
    ///     in it (for an autosave).
    /// - Throws: when the address cannot be bound (the port is taken, say).
    public static func start(
        rooms: RoomServer, threads: Int? = nil, address: String = "0.0.0.0", port: Int = NetProtocol.defaultPort,
        logger: Logger, metrics: any MetricsFactory = NOOPMetricsHandler.instance,
        today: @escaping @Sendable () -> DailyDate,
        changed: @escaping @Sendable (RoomCode, HostGame) -> Void = { _, _ in }
    ) async throws -> RoomHost {
        let loops = max(1, threads ?? System.coreCount)
        let (door, shards) = rooms.split(into: loops)
        let shared = RoomServerShared(
            door: door, loops: loops, logger: logger, metrics: ServerMetrics(factory: metrics, letter: door.letter),
            changed: changed)
        let server = try await TableServer.start(
            address: address, port: port, replies: .frames, backlog: 512, threads: loops,
            every: .milliseconds(1000 / Int64(RoomServerCore.slices)),
            makeCore: { RoomServerCore(shard: shards[$0], index: $0, shared: shared) },
            meet: { core, cores in core.meet(cores) },
            tick: { $0.tick(today: today) })
        return RoomHost(server: server, shared: shared)
    }

    /// How many event loops carry the rooms.
    public var threads: Int { server.cores.count }

    /// Every room as it stands, to be kept across a restart (the open room first).
    public func savedRooms() async throws -> [SavedRoom] {
        SavedRoom.inOrder(try await server.submitToEach { $0.shard.saved }.flatMap { $0 })
    }

    /// The code of the room a hello with no code goes to.
    public var openRoom: RoomCode { shared.door.withLockedValue { $0.openRoom } }

    /// Stops listening, closes every connection and ends the server's thread.
    public func stop() async throws {
        try await server.stop()
    }
}
