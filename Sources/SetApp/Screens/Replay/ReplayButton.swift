import SetTable

/// Replay's buttons.
public enum ReplayButton: PanelControl {
    case play, pause
    /// Plays at this many times the game's pace: 1, 2 or 4.
    case speed(Int)
    case close

    /// The trace's name: `speed2` for twice the pace.
    public var traceName: String {
        switch self {
        case .play: "play"
        case .pause: "pause"
        case .speed(let times): "speed\(times)"
        case .close: "close"
        }
    }
}

extension PanelButton {
    /// `button`, on a panel.
    public static func replay(_ button: ReplayButton) -> PanelButton { PanelButton(button) }
}
