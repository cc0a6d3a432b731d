import SetCore
import SetTable

/// The Modes overlay's buttons: a mode a button, on pages.
public enum ModesButton: PanelControl {
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

    /// Previous turns back a page, Next on.
    public var pageStep: Int? { self == .previous ? -1 : self == .next ? 1 : nil }
}

extension PanelButton {
    /// `button`, on a panel.
    public static func modes(_ button: ModesButton) -> PanelButton { PanelButton(button) }
}
