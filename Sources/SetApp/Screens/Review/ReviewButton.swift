import SetTable

/// Review's buttons.
public enum ReviewButton: String, PanelControl {
    case previousStep, nextStep, replay, close
}

extension PanelButton {
    /// `button`, on a panel.
    public static func review(_ button: ReviewButton) -> PanelButton { PanelButton(button) }
}
