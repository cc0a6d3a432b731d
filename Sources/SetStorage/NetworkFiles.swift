import Dispatch
import FoundationEssentials
import SetNet

/// A network game's files in the state folder: the seat tokens this machine holds, and the host's autosave.
///
/// A token takes a dropped player's seat back when they join the same host again; the
/// autosave lets `--host` or `--serve` take a game up again after the host stopped or
/// crashed. Both are small and written whole (atomically); an unreadable one counts as none.
package struct NetworkFiles: Sendable {
    /// Where the files are.
    let locations: StorageLocations
    /// The host's writes, one after another and off the host's network thread.
    private let writes = DispatchQueue(label: "set-game.network-files")

    /// The files under `locations`.
    package init(locations: StorageLocations) {
        self.locations = locations
    }

    /// The token this machine holds for the host at `address` (`host:port`), if any.
    package func seatToken(for address: String) -> SeatToken? {
        load(SeatTokens.self, from: locations.seatTokens)?.tokens[address]
    }

    /// Keeps `token` for the host at `address`, beside the tokens for other hosts.
    package func keep(_ token: SeatToken, for address: String) {
        var kept = load(SeatTokens.self, from: locations.seatTokens) ?? SeatTokens()
        guard kept.tokens[address] != token else { return }
        kept.tokens[address] = token
        save(kept, to: locations.seatTokens)
    }

    /// The host's game as last saved, if there is one to resume (a finished game is not).
    package func hostGame() -> HostGame? {
        guard let game = load(HostGame.self, from: locations.hostGame), !game.isGameOver else { return nil }
        return game
    }

    /// Saves the host's game in the background (the call returns at once; writes keep their order).
    package func saveHostGame(_ game: HostGame) {
        let path = locations.hostGame
        writes.async { save(game, to: path) }
    }

    /// Waits until every save asked for so far is on disk.
    package func flush() {
        writes.sync {}
    }

    private func load<Value: StoredValue>(_ type: Value.Type, from path: String) -> Value? {
        guard case .contents(let bytes) = AtomicFile.read(path) else { return nil }
        return try? VersionedFile.decode(type, from: bytes)
    }

    private func save<Value: StoredValue>(_ value: Value, to path: String) {
        do {
            try AtomicFile.write(try VersionedFile.encode(value), to: path, mode: 0o600)
        } catch {
            Diagnostics.warn("set-game: cannot save \(path) (\(error))")
        }
    }
}

/// The seat tokens this machine holds, by host address.
struct SeatTokens: StoredValue, Equatable {
    /// `{"format": "set-game/seats", "version": 1, "seats": {…}}`.
    static var file: VersionedFile { VersionedFile(format: "set-game/seats", key: "seats") }
    var tokens: [String: SeatToken] = [:]
}

extension HostGame: StoredValue {
    /// `{"format": "set-game/host", "version": 1, "game": {…}}`.
    package static var file: VersionedFile { VersionedFile(format: "set-game/host", key: "game") }
}
