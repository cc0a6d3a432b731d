import SetCore
import SetTable

/// The Modes overlay's buttons: a mode a button, on pages.
public enum ModesButton: PagedPanelControl {
    case mode(Game.Mode)
    case previous, next, close

    /// The trace's name.
    public var traceName: String {
        switch self {
        case .mode(let mode): ButtonID.mode(mode).traceName
        case .previous: "previous"
        case .next: "next"
        case .close: "close"
        }
    }
}

extension PanelButton {
    /// `button`, on a panel.
    public static func modes(_ button: ModesButton) -> PanelButton { PanelButton(button) }
}
