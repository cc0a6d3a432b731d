import SetTable

/// The About screen's buttons.
public enum AboutButton: String, PanelControl {
    /// Puts the folders' paths on the clipboard.
    case copy
    case close
}

extension PanelButton {
    /// `button`, on a panel.
    public static func about(_ button: AboutButton) -> PanelButton { PanelButton(button) }
}
