import SetTable

/// The Past games overlay's buttons: a game a row (opened in Review), and the pages.
public enum PastGamesButton: PagedPanelControl {
    /// The recorded game with this id.
    case game(Int64)
    /// The line that says no game is recorded yet (never enabled).
    case none
    case previous, next, close

    /// The trace's name: `game<ID>` for a game's row.
    public var traceName: String {
        switch self {
        case .game(let id): "game\(id)"
        case .none: "none"
        case .previous: "previous"
        case .next: "next"
        case .close: "close"
        }
    }
}

extension PanelButton {
    /// Past games' `button`.
    public static func pastGames(_ button: PastGamesButton) -> PanelButton { PanelButton(button) }
}
