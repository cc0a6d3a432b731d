import Glibc
import SetNet
import SetProtocol

/// `set-game --list-games`: the games hosted on this network, as lines for a terminal.
package enum LanListing {
    /// Listens for `seconds` and describes each game heard, one line each, or says none was.
    package static func lines(seconds: Double) -> [String] {
        let games: [LanGame]
        do {
            games = try Blocking.run {
                let listener = try await LanBeacon.Listener.start()
                try? await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
                let heard = listener.games
                await listener.stop()
                return heard
            }
        } catch {
            return ["set-game: cannot listen for games on this network (UDP port \(LanBeacon.port)): \(error)"]
        }
        guard !games.isEmpty else { return ["No games on this network answered in \(Int(seconds)) seconds."] }
        return games.map(line(for:))
    }

    /// `Hana  192.168.1.20:7373  Sprint 10  2 players  password` (or `open`).
    static func line(for game: LanGame) -> String {
        let players = game.players.counted("player")
        return [game.name.text, game.joinAddress, game.mode.title, players, game.password ? "password" : "open"]
            .joined(separator: "  ")
    }
}
