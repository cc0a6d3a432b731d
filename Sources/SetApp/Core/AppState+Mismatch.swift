import SetCore
import SetTable

/// The message line that says why three cards are not a Set.
extension AppState {
    /// The explanation of the selected mismatch, or nil while the selection is not one.
    var mismatchLine: String? {
        guard game.selectionState == .mismatch else { return nil }
        return variantMismatchLine
            ?? MismatchWording.message(game.mismatchExplanation, theme: theme, catalog: catalog)
    }

    /// A variant's miss in its own terms ("These pairs complete to different cards: …", "Already found"),
    /// or nil where the classic words say it (three cards that are not a Set, in the theme's colours).
    var variantMismatchLine: String? {
        guard let mismatch = game.groupMismatch else { return nil }
        return game.mode.variant.explanation(of: mismatch, theme: theme, in: catalog)
    }
}
