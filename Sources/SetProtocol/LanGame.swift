import SetCore

/// A game on this network, as its host announces it: who hosts, where to join, the mode,
/// how many play and whether it needs a password.
///
/// Sent as one small JSON datagram a second to the multicast group `LanBeacon.group`; the
/// address to join is where the datagram came from, never what it says.
public struct LanGame: Equatable, Sendable {
    /// The host player's name.
    public var name: PlayerName
    /// The host's address, as the datagram came from it.
    public var address: String
    /// The TCP port to join on.
    public var port: Int
    /// The game's mode.
    public var mode: Game.Mode
    /// How many players are seated.
    public var players: Int
    /// Whether joining needs a password.
    public var password: Bool

    /// A game hosted by `name` at `address`:`port`.
    public init(name: PlayerName, address: String, port: Int, mode: Game.Mode, players: Int, password: Bool) {
        self.name = name
        self.address = address
        self.port = port
        self.mode = mode
        self.players = players
        self.password = password
    }

    /// `host:port` to join it with.
    public var joinAddress: String { address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)" }
}

/// What a beacon's datagram says; the address is the sender's.
package struct LanAnnouncement: Codable, Equatable {
    /// Always `set-game/lan`: a stray datagram on the group is not mistaken for a game.
    package var format = LanAnnouncement.formatName
    package var v = 1
    package var name: PlayerName
    package var port: Int
    package var mode: String
    package var players: Int
    package var password: Bool

    package static let formatName = "set-game/lan"
    /// The most bytes of a datagram read: an announcement is about 120.
    package static let maxBytes = 512

    /// The game this announces, coming from `address`; nil for another format, version or an impossible field.
    package func game(from address: String) -> LanGame? {
        guard format == Self.formatName, v == 1, (1...65535).contains(port),
            (0...NetProtocol.maxSeats).contains(players), let mode = Game.Mode(rawValue: mode),
            NetProtocol.modes.contains(mode)
        else { return nil }
        return LanGame(name: name, address: address, port: port, mode: mode, players: players, password: password)
    }
}

extension LanAnnouncement {
    /// The announcement of `game`.
    package init(_ game: LanGame) {
        self.init(
            name: game.name, port: game.port, mode: game.mode.rawValue, players: game.players,
            password: game.password)
    }
}
