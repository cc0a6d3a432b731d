import SetCore
import SetOpponents
import SetTable

/// The Modes overlay's buttons: the computer players and their level, then a mode a button, on pages.
public enum ModesButton: PagedPanelControl {
    /// No computer player (0), or 1 to 3 of them.
    case opponents(Int)
    case level(ComputerLevel)
    case mode(Game.Mode)
    case previous, next, close

    /// The trace's name: `opponents0` to `opponents3`, `levelBeginner` …, the mode's, `previous`, …
    public var traceName: String {
        switch self {
        case .opponents(let count): "opponents\(count)"
        case .level(let level): level.buttonName
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
