import Catalog
import SetCore
import SetProtocol

/// A network game as one window sees it, besides the table: the host's last word, the
/// seats, the connection, and the claim and Memory's cards on their way to the host.
///
/// The host is the only authority. This value never deals or scores: it keeps what
/// the host last said (`snapshot`), and the window's `Game` shows the host's table with
/// this player's private selection on it (`AppState.showHostTable(now:)`).
public struct NetworkTable: Equatable, Sendable {
    /// Whether this window also serves the game or joined it.
    public enum Role: String, Equatable, Sendable {
        /// The window started the host (`--host`) and plays on it like everyone else.
        case host
        /// The window joined another machine's host (`--join`).
        case client
    }

    /// The state of the connection to the host.
    public enum Connection: Equatable, Sendable {
        /// Connected or connecting, not seated yet.
        case connecting
        /// Seated at the table.
        case seated
        /// The link to the host was lost; the client is trying to take its seat back.
        case reconnecting
        /// The connection ended (the host stopped or refused), and why; the last table stays on screen.
        case gone(reason: String)
    }

    /// Host or client.
    public let role: Role
    /// Where the game is: the addresses and port players join (the host), or the host joined.
    public let address: String
    /// The server actually connected (`host:port`), after a letter's lookup or a redirect; nil before.
    public internal(set) var server: String?
    /// The connection's state.
    public internal(set) var connection = Connection.connecting
    /// This player's seat, once welcomed.
    public internal(set) var you: Int?
    /// The table as the host last sent it; nil before the first.
    public internal(set) var snapshot: TableSnapshot?
    /// The cards claimed and not yet judged by the host: no more selecting until it answers.
    public internal(set) var claimed: [Card]?
    /// This player's own measured round trip to the host, in milliseconds.
    public internal(set) var pingMs: Int?
    /// The room's code, on a rooms server.
    public internal(set) var room: RoomCode?
    /// Whether this player owns the room: chooses its mode, starts it and deals it again.
    public internal(set) var isOwner = false
    /// The game clock when play began in this window (for the time shown).
    public internal(set) var startedAt: Double?
    /// Events heard from the host and waiting for the table that follows them (the host
    /// sends a change's events, then the new table).
    var heard: [TableEvent] = []

    /// A network game about to connect.
    ///
    /// - Parameters:
    ///   - onRoomsServer: whether the window asked a rooms server for a room (by code, or a new
    ///     one): its messages then name the server and the room's owner, not a host.
    ///   - announcedMode: the mode known before the host's first table: the game this window's own host
    ///     deals, or the mode it asked a new room for; nil when only the host can say (a game joined).
    ///   - againstComputer: whether the table is this machine's alone, with computer players (`--opponents`).
    public init(
        role: Role, address: String, onRoomsServer: Bool = false, announcedMode: Game.Mode? = nil,
        againstComputer: Bool = false
    ) {
        self.role = role
        self.address = address
        self.onRoomsServer = onRoomsServer
        self.announcedMode = announcedMode
        self.againstComputer = againstComputer
    }

    /// Whether the table is this machine's alone, played against computer players (`--opponents`).
    public let againstComputer: Bool
    /// The change the game just ended made to this player's rating, once it is over and rated.
    public internal(set) var rated: RatedGame?

    /// Whether the window asked a rooms server for a room.
    public let onRoomsServer: Bool

    /// Whether this window runs the table: the host's own window, or a room's owner.
    public var runsTable: Bool { role == .host || isOwner }

    /// The seated players, in seat order (none before the first table).
    public var players: [PlayerSnapshot] { snapshot?.players ?? [] }

    /// Every player's place once the game is over, the winner first (none while it goes on):
    /// by groups in the sprints and Timed, by points in the other modes.
    public var standings: [Standing] {
        snapshot?.gameOver == true ? Standing.places(of: players, by: Standing.Ranking(for: mode)) : []
    }

    /// Whether this player gave up the seat.
    public var hasLeft: Bool { connection == .gone(reason: Self.leftReason) }

    /// Why the connection ended when this player left.
    static let leftReason = "you left"

    /// The mode known before the host's first table, if any (`init`'s `announcedMode`).
    public let announcedMode: Game.Mode?

    /// The way the host plays: its last table's mode; before the first, the mode announced, else `solo`.
    public var mode: Game.Mode { snapshot?.mode ?? announcedMode ?? .solo }

    /// Memory: the face-down cards this player has turned up, by their place on the table;
    /// forgotten when the table changes.
    public internal(set) var revealed: [Int: Card] = [:]
    /// Memory: the places turned up and not yet answered by the host, in click order.
    var turning: [Int] = []

    /// Memory: how many cards lie face down on the host's table (0 in the other modes).
    public var hidden: Int { snapshot?.hidden ?? 0 }

    /// The host's table as the window's game takes it: the host's cards; in Memory, the cards
    /// turned up where they lie and stand-ins (never shown face up) for the rest.
    var tableCards: [Card] {
        guard hidden > 0 else { return snapshot?.cards ?? [] }
        let known = Set(revealed.values)
        var spares = Card.all.lazy.filter { !known.contains($0) }.makeIterator()
        return (0..<hidden).map { revealed[$0] ?? spares.next() ?? Card.all[0] }
    }

    /// Every card a selection may take: the table's, then the chain's last group's.
    var selectable: [Card] { tableCards + (snapshot?.previous ?? []) }

    /// The game clock when the last table arrived (Timed's time left counts down from it).
    public internal(set) var snapshotAt: Double?

    /// The seconds left in Timed at `now`, counted down from the host's last word; nil in other modes.
    public func timeLeft(at now: Double) -> Double? {
        guard let left = snapshot?.timeLeft else { return nil }
        if snapshot?.gameOver == true { return 0 }
        return max(0, left - max(0, now - (snapshotAt ?? now)))
    }

    /// Whether the host's lobby is open: the table waits for its host to start.
    public var inLobby: Bool { snapshot.map { !$0.started } ?? false }

    /// Whether this player may select cards now.
    var canSelect: Bool {
        guard connection == .seated, let snapshot, snapshot.started, !snapshot.gameOver else { return false }
        return claimed == nil
    }

    /// A player's name as the trace writes it, "Seat 3" when not seated.
    func name(of seat: Int) -> String {
        if seat == you { return "You" }
        return players.first { $0.seat == seat }?.name.text ?? "Seat \(seat + 1)"
    }

    /// A player's name as the window shows it: "You", the name, or "Seat 3" when not seated.
    func name(of seat: Int, in catalog: Catalog) -> String {
        if seat == you { return catalog.text("You") }
        return players.first { $0.seat == seat }?.name.text ?? catalog.text("Seat %d", .int(seat + 1))
    }
}
