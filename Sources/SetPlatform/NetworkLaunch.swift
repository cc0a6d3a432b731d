import SetApp
import SetCore
import SetNet
import SetOpponents
import SetProtocol

/// What the command line asked of a network game: host or join, the password and the player's name.
package struct NetworkLaunch: Equatable, Sendable {
    /// Host a game in the window, or join one.
    package enum Role: Equatable, Sendable {
        /// Serve a game on `port` and play on it; `seed` and `fresh` deal a new game instead of resuming the
        /// autosave, and so does a `mode` other than the autosave's.
        case host(port: Int, seed: UInt64?, fresh: Bool, mode: Game.Mode? = nil, computers: [ComputerLevel] = [])
        /// Play against computer players, on a table of this machine's alone (`--opponents`): dealt from `seed`
        /// (a random one when nil), the classic game unless a `mode` is given.
        case computers([ComputerLevel], seed: UInt64?, mode: Game.Mode?)
        /// Join the host `hostName` on `port`: its open table, or a room on a rooms server by its code,
        /// or a new room there.
        case join(hostName: String, port: Int, destination: Hello.Destination = .openTable)
    }

    /// Host or join.
    package var role: Role
    /// The table's password, if it has one.
    package var password: String?
    /// The name shown to the others.
    package var name: PlayerName

    /// A network launch with these values.
    package init(role: Role, password: String?, name: PlayerName) {
        self.role = role
        self.password = password
        self.name = name
    }
}

extension NetworkLaunch {
    /// The launch the Play online screen asked for.
    package init(_ request: OnlineRequest) {
        let role: Role =
            switch request.choice {
            case .host: .host(port: NetProtocol.defaultPort, seed: nil, fresh: false)
            case .createRoom(let server): .join(hostName: server.host, port: server.port, destination: .newRoom(.solo))
            case .joinRoom(let server, let code):
                .join(hostName: server.host, port: server.port, destination: .room(code))
            case .joinGame(let game): .join(hostName: game.address, port: game.port)
            case .againstComputer(let levels, let mode): .computers(levels, seed: nil, mode: mode)
            }
        self.init(role: role, password: request.password, name: request.name)
    }
}
