import SetCore
import SetTable

/// The menu: the other screens, pause, a new game, quit, and the modes when the HUD has no room for them.
/// It keeps nothing of its own: each button asks for another screen or for something done.
public enum MenuFeature {
    /// What the menu can be asked.
    public enum Action: Equatable, Sendable {
        /// One of its buttons.
        case press(MenuButton)
    }

    /// What a press asks of the app.
    public static func reduce(_ action: Action) -> [ScreenRequest] {
        switch action {
        case .press(let button):
            switch button {
            case .open(let screen): [.open(screen)]
            case .newGame: [.open(.none), .play(.newGameTapped)]
            case .practice: [.effect(.openPractice)]
            case .quit: [.effect(.quit)]
            case .leave: [.open(.none), .leaveNetworkGame]
            case .mode(let mode): [.choose(mode)]
            }
        }
    }
}

extension OverlayKind {
    /// The menu: statistics, pause, new game, quit (and the modes when the HUD has no room for them).
    public static let menu = OverlayKind(rawValue: "menu")
}
