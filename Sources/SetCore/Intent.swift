/// What the player did, in the past tense; `Game.apply(_:now:)` turns it into a new state.
public enum Intent: Equatable, Sendable, Codable {
    /// The card at this table position was clicked.
    case cardTapped(index: Int)
    /// Deal 3 was pressed: `nil` in solo, the player's index (0 or 1) with two players.
    case dealTapped(player: Int? = nil)
    /// New game was pressed.
    case newGameTapped
    /// Hint was pressed.
    case hintTapped
    /// The table should be shuffled (the rotate gesture).
    case shuffleRequested
    /// A player pressed their "SET!" button (two players).
    case claimTapped(player: Int)
    /// Time passed; nothing was pressed.
    case tick

    /// A stable lowercase name for a trace: `select`, `deal`, `newGame`, `hint`, `shuffle`, `claim` or `tick`.
    public var name: String {
        switch self {
        case .cardTapped: "select"
        case .dealTapped: "deal"
        case .newGameTapped: "newGame"
        case .hintTapped: "hint"
        case .shuffleRequested: "shuffle"
        case .claimTapped: "claim"
        case .tick: "tick"
        }
    }
}
