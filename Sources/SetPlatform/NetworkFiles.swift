import Dispatch
import NIOConcurrencyHelpers
import SetNet
import SetProtocol
import SetStorage

/// A network game's files in the state folder: the seat tokens this machine holds, and the host's autosave.
///
/// A token takes a dropped player's seat back when they join the same host again; the
/// autosave lets `--host` or `--serve` take a game up again after the host stopped or
/// crashed. Both are small and written whole (atomically); an unreadable one counts as none.
package struct NetworkFiles: Sendable {
    private let tokens: KeptFile<SeatTokens>
    private let game: KeptFile<HostGame>
    private let rooms: KeptFile<ServerRooms>
    /// The host's writes, one after another and off the host's network thread.
    private let writes = DispatchQueue(label: "set-game.network-files")
    /// The host's game waiting to be written, if a write of it is queued: only the latest is written.
    private let pendingGame = NIOLockedValueBox<HostGame?>(nil)

    /// The files under `locations`.
    package init(locations: StorageLocations) {
        tokens = KeptFile(path: locations.seatTokens)
        game = KeptFile(path: locations.hostGame)
        rooms = KeptFile(path: locations.serverRooms)
    }

    /// The rooms a rooms server kept when it last stopped (none if it kept none).
    package func serverRooms() -> [SavedRoom] {
        rooms.load()?.rooms ?? []
    }

    /// Keeps a rooms server's rooms, at once (the server is stopping).
    package func saveServerRooms(_ saved: [SavedRoom]) {
        let file = rooms
        writes.sync { file.save(ServerRooms(rooms: saved)) }
    }

    /// The key a room's seat token is kept under: `host:port/ABCDEFGH`.
    package static func seatKey(server address: String, room: RoomCode) -> String {
        "\(address)/\(room.text)"
    }

    /// The rooms server last named with `--server` (`host:port`), if any.
    package func rememberedServer() -> String? {
        tokens.load()?.server
    }

    /// Remembers `address` as the rooms server for a later `--room CODE` without `--server`.
    package func rememberServer(_ address: String) {
        var kept = tokens.load() ?? SeatTokens()
        guard kept.server != address else { return }
        kept.server = address
        tokens.save(kept)
    }

    /// The token this machine holds for the host at `address` (`host:port`), if any.
    package func seatToken(for address: String) -> SeatToken? {
        tokens.load()?.tokens[address]
    }

    /// Keeps `token` for the host at `address`, beside the tokens for other hosts.
    package func keep(_ token: SeatToken, for address: String) {
        var kept = tokens.load() ?? SeatTokens()
        guard kept.tokens[address] != token else { return }
        kept.tokens[address] = token
        tokens.save(kept)
    }

    /// The host's game as last saved, if there is one to resume (a finished game is not).
    package func hostGame() -> HostGame? {
        guard let game = game.load(), !game.isGameOver else { return nil }
        return game
    }

    /// Saves the host's game in the background (the call returns at once; writes keep their order).
    ///
    /// Saves asked for while one waits are folded into it: a peer that reconnects and is dropped
    /// ten times a second asks for twenty, and encoding and syncing each one took the CPU a loaded
    /// machine had for the host's other players.
    package func saveHostGame(_ hostGame: HostGame) {
        let queued = pendingGame.withLockedValue { pending in
            defer { pending = hostGame }
            return pending != nil
        }
        guard !queued else { return }
        let (file, pending) = (game, pendingGame)
        writes.async {
            guard
                let latest = pending.withLockedValue({ pending in
                    defer { pending = nil }; return pending
                })
            else { return }
            file.save(latest)
        }
    }

    /// Waits until every save asked for so far is on disk.
    package func flush() {
        writes.sync {}
    }
}

/// The seat tokens this machine holds, by host address.
package struct SeatTokens: StoredValue, Equatable {
    /// `{"format": "set-game/seats", "version": 1, "seats": {…}}`.
    package static var file: VersionedFile { VersionedFile(format: "set-game/seats", key: "seats") }
    var tokens: [String: SeatToken] = [:]
    /// The rooms server last named with `--server`.
    var server: String?

    /// Tokens by host address, and the rooms server last named.
    package init(tokens: [String: SeatToken] = [:], server: String? = nil) {
        self.tokens = tokens
        self.server = server
    }
}

/// A rooms server's rooms, kept across a restart.
package struct ServerRooms: StoredValue, Equatable {
    /// `{"format": "set-game/rooms", "version": 1, "rooms": […]}`.
    package static var file: VersionedFile { VersionedFile(format: "set-game/rooms", key: "rooms") }
    var rooms: [SavedRoom] = []

    /// These rooms.
    package init(rooms: [SavedRoom] = []) { self.rooms = rooms }
}

extension HostGame: StoredValue {
    /// `{"format": "set-game/host", "version": 1, "game": {…}}`.
    package static var file: VersionedFile { VersionedFile(format: "set-game/host", key: "game") }
}
