import SetCore
import SetInput
import SetTable

/// The menu: the other screens, pause, a new game, quit, and the modes when the HUD has no room for them.
extension AppState {
    /// The menu's buttons.
    mutating func press(_ button: MenuButton, now: Double) -> [Effect] {
        switch button {
        case .rules: open(.rules)
        case .modes: open(.modes)
        case .settings: open(.settings)
        case .stats: open(.stats)
        case .pause: open(.pause)
        case .newGame: open(.none) + apply(.newGameTapped, now: now)
        case .practice: [.openPractice]
        case .online: openOnline()
        case .about: [.openAbout]
        case .quit: [.quit]
        case .leave: open(.none) + leaveNetworkGame()
        case .mode(let mode): choose(mode)
        }
    }
}
