import SetTable

/// The Statistics overlay's buttons (its figures' pages and its charts' page).
public enum StatisticsButton: String, PanelControl {
    case previous, next, pastGames, close

    /// Previous turns back a page, Next on.
    public var pageStep: Int? { self == .previous ? -1 : self == .next ? 1 : nil }
}

extension PanelButton {
    /// `button`, on a panel.
    public static func statistics(_ button: StatisticsButton) -> PanelButton { PanelButton(button) }
}
