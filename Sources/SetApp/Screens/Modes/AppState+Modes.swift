import SetCore
import SetInput
import SetTable

/// The Modes overlay (and the menu's modes): another mode's game, or the host's choice in a network game.
extension AppState {
    /// A mode chosen in the menu or the Modes overlay: the app's to load, or the host's in a network game.
    mutating func choose(_ mode: Game.Mode) -> [Effect] {
        if network != nil { return open(.none) + chooseNetworkMode(mode) }
        return open(.none) + [.switchMode(mode)]
    }
}
