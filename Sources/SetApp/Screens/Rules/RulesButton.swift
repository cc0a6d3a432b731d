import SetTable

/// The rules' buttons.
public enum RulesButton: String, PanelControl {
    case previous, next, tutorial, close

    /// Previous turns back a page, Next on.
    public var pageStep: Int? { self == .previous ? -1 : self == .next ? 1 : nil }
}

extension PanelButton {
    /// `button`, on a panel.
    public static func rules(_ button: RulesButton) -> PanelButton { PanelButton(button) }
}
