import SetCore
import SetOpponents
import SetProtocol

/// One player's place at a network table, as the host keeps it.
public struct Seat: Equatable, Sendable {
    /// The player's name.
    public var name: PlayerName
    /// Sets found less misses.
    public var score = 0
    /// Sets found.
    public var sets = 0
    /// Whether the player's connection is up.
    public var connected = true
    /// When the connection dropped (game clock), while it is down.
    public var droppedAt: Double?
    /// The player's last reported round trip in milliseconds.
    public var pingMs: Int?
    /// The secret that takes the seat back; never shown to other players.
    public var token: SeatToken
    /// The level of the computer player sitting here; nil for a person.
    public var computer: ComputerLevel?
    /// A person's rating in each mode, as their hello said.
    public var ratings: [Game.Mode: Int] = [:]

    /// A new player's seat: no points, connected.
    public init(name: PlayerName, token: SeatToken) {
        self.name = name
        self.token = token
    }
}
