import SetCore
import SetTable

/// The message line that says why three cards are not a Set.
extension AppState {
    /// The explanation of the selected mismatch, or nil while the selection is not one.
    var mismatchLine: String? {
        game.selectionState == .mismatch ? MismatchWording.message(game.mismatchExplanation, theme: theme) : nil
    }
}
