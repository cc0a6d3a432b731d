/// The first message a client sends: who joins, the table's password, and a seat token to take a seat back.
public struct Hello: Equatable, Sendable {
    /// The most UTF-8 bytes a password may take.
    public static let maxPasswordBytes = 128

    /// The name to show at the table.
    public var name: PlayerName
    /// The host's password, when it has one.
    public var password: String?
    /// The token of a seat this player held before its connection dropped.
    public var seatToken: SeatToken?

    /// A hello for `name`, with the host's `password` and a kept `seatToken` when there are any.
    public init(name: PlayerName, password: String? = nil, seatToken: SeatToken? = nil) {
        self.name = name
        self.password = password
        self.seatToken = seatToken
    }
}
