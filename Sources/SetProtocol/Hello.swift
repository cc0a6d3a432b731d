import SetCore

/// The first message a client sends: who joins, the table's password, and a seat token to take a seat back.
public struct Hello: Equatable, Sendable {
    /// The most UTF-8 bytes a password may take.
    public static let maxPasswordBytes = 128

    /// Which table on the server a hello asks for.
    public enum Destination: Equatable, Sendable {
        /// The server's open table: a host's only one, or the room a rooms server starts with.
        case openTable
        /// The room of this code on a rooms server.
        case room(RoomCode)
        /// A new room for a game of this mode, owned by the player who asks for it.
        case newRoom(Game.Mode)
    }

    /// The name to show at the table.
    public var name: PlayerName
    /// The host's password, when it has one (for a new room: the room's password).
    public var password: String?
    /// The token of a seat this player held before its connection dropped.
    public var seatToken: SeatToken?
    /// The table asked for.
    public var destination: Destination
    /// The player's rating in each mode it has one in, for the others' windows to rate against.
    public var ratings: [Game.Mode: Int]

    /// A hello for `name`, with the host's `password`, a kept `seatToken` and the player's `ratings` when there
    /// are any.
    public init(
        name: PlayerName, password: String? = nil, seatToken: SeatToken? = nil,
        destination: Destination = .openTable, ratings: [Game.Mode: Int] = [:]
    ) {
        self.name = name
        self.password = password
        self.seatToken = seatToken
        self.destination = destination
        self.ratings = ratings
    }

    /// The most modes a hello may rate, and the widest rating it may say.
    static let ratingBounds = (modes: 32, rating: -10_000...10_000)
}
