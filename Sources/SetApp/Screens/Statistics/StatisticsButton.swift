import SetTable

/// The Statistics overlay's buttons (its figures' pages and its charts' page).
public enum StatisticsButton: String, PagedPanelControl {
    case previous, next, pastGames, close
}

extension PanelButton {
    /// `button`, on a panel.
    public static func statistics(_ button: StatisticsButton) -> PanelButton { PanelButton(button) }
}
