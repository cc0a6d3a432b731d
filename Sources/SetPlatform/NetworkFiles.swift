import Dispatch
import SetNet
import SetStorage

/// A network game's files in the state folder: the seat tokens this machine holds, and the host's autosave.
///
/// A token takes a dropped player's seat back when they join the same host again; the
/// autosave lets `--host` or `--serve` take a game up again after the host stopped or
/// crashed. Both are small and written whole (atomically); an unreadable one counts as none.
package struct NetworkFiles: Sendable {
    private let tokens: KeptFile<SeatTokens>
    private let game: KeptFile<HostGame>
    /// The host's writes, one after another and off the host's network thread.
    private let writes = DispatchQueue(label: "set-game.network-files")

    /// The files under `locations`.
    package init(locations: StorageLocations) {
        tokens = KeptFile(path: locations.seatTokens)
        game = KeptFile(path: locations.hostGame)
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
    package func saveHostGame(_ hostGame: HostGame) {
        let file = game
        writes.async { file.save(hostGame) }
    }

    /// Waits until every save asked for so far is on disk.
    package func flush() {
        writes.sync {}
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
