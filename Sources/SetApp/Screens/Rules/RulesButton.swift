import SetTable

/// The rules' buttons.
public enum RulesButton: String, PagedPanelControl {
    case previous, next, tutorial, close
}

extension PanelButton {
    /// `button`, on a panel.
    public static func rules(_ button: RulesButton) -> PanelButton { PanelButton(button) }
}
