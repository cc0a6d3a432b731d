import SetCore

/// A button of the table's HUD.
public enum ButtonID: Hashable, Sendable {
    /// Starts a new game (in the HUD, and on the game-over panel).
    case newGame
    /// Deals 3 more cards (solo).
    case deal
    /// Shows one more card of a Set (solo).
    case hint
    /// Takes back the last move (solo).
    case undo
    /// "SET!": the player claims a Set (two players).
    case claim(player: Int)
    /// Deals 3 more cards for one player (two players).
    case dealFor(player: Int)
    /// Switches to a way of playing (the mode row under New Game, and on the game-over panel).
    case mode(Game.Mode)
    /// Opens the menu (rules, settings, statistics, pause, new game, quit).
    case menu
    /// Deals a finished network game again to the same seats (the host's game-over panel).
    case playAgain
    /// Gives up this player's seat in a network game (the game-over panel).
    case leave
    /// Copies a room's code to the clipboard (the room's lobby).
    case copyCode
    /// Opens Review of the game just finished (the game-over panel).
    case review

    /// The button's name in the trace: `deal`, `newGame`, `hint`, `undo`, `menu`, `claim1`, `deal2`, `modeDaily`, …
    public var traceName: String {
        switch self {
        case .newGame: "newGame"
        case .deal: "deal"
        case .hint: "hint"
        case .undo: "undo"
        case .menu: "menu"
        case .playAgain: "playAgain"
        case .leave: "leave"
        case .copyCode: "copyCode"
        case .review: "review"
        case .claim(let player): "claim\(player + 1)"
        case .dealFor(let player): "deal\(player + 1)"
        case .mode(let mode): "mode" + mode.rawValue.prefix(1).uppercased() + mode.rawValue.dropFirst()
        }
    }

    /// A stable drawing order: New Game, Deal 3, Hint, Undo, the modes, then each player's buttons.
    var order: Int {
        switch self {
        case .newGame: 0
        case .deal: 1
        case .hint: 2
        case .undo: 3
        case .mode(let mode): 4 + (Game.Mode.classic.firstIndex(of: mode) ?? 0)
        case .claim(let player): 10 + 2 * min(max(player, 0), 1000)
        case .dealFor(let player): 11 + 2 * min(max(player, 0), 1000)
        case .menu: 9
        case .playAgain: 10_000
        case .leave: 10_001
        case .copyCode: 10_002
        case .review: 10_003
        }
    }
}
