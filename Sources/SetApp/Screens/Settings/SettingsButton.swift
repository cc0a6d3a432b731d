import SetTable

/// The Settings overlay's buttons: each moves its setting on.
public enum SettingsButton: String, PanelControl {
    case theme, palette, motion, labels, volumeDown, volumeUp, gamesKept, language, close
}

extension PanelButton {
    /// `button`, on a panel.
    public static func settings(_ button: SettingsButton) -> PanelButton { PanelButton(button) }
}
