import SetCore
import SetTable

/// The menu's buttons.
public enum MenuButton: PanelControl {
    /// Opens another screen (the rules, the modes, the settings, the statistics, the pause cover, Play
    /// online, About), named in the trace as that screen is.
    case open(OverlayKind)
    case newGame, practice, quit
    /// A network game's: give up the seat.
    case leave
    /// A mode, when the HUD has no room for the mode buttons.
    case mode(Game.Mode)

    /// The trace's name.
    public var traceName: String {
        switch self {
        case .open(let screen): screen.rawValue
        case .newGame: "newGame"
        case .practice: "practice"
        case .quit: "quit"
        case .leave: "leave"
        case .mode(let mode): ButtonID.mode(mode).traceName
        }
    }
}

extension PanelButton {
    /// `button`, on a panel.
    public static func menu(_ button: MenuButton) -> PanelButton { PanelButton(button) }
}
