import SetCore
import SetTable

/// A mode chosen (in the menu or on the Modes screen), as the app carries it out.
extension AppState {
    /// Closes the screen, then loads the mode's game, or asks the host for it in a network game's lobby.
    mutating func choose(_ mode: Game.Mode) -> [Effect] {
        if network != nil { return open(.none) + chooseNetworkMode(mode) }
        return open(.none) + [.switchMode(mode)]
    }
}
