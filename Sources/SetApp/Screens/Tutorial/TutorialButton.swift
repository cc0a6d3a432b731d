import SetTable

/// The tutorial's buttons.
public enum TutorialButton: String, PanelControl {
    case skip, next
}

extension PanelButton {
    /// `button`, on a panel.
    public static func tutorial(_ button: TutorialButton) -> PanelButton { PanelButton(button) }
}
