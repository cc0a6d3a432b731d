import SetApp
import SetCore
import SetStorage

extension Autosave {
    /// Starts from a launch plan: its game, and what of it is already on disk.
    package convenience init(storage: Storage, plan: LaunchPlan) {
        self.init(
            storage: storage,
            start: Start(
                game: plan.game, savedGame: plan.resumed ? SavedGame(game: plan.game, history: plan.history) : nil,
                statistics: plan.statistics, statisticsOnDisk: plan.resumed,
                settings: plan.settings, settingsOnDisk: !plan.settingsChanged))
    }

    /// Counts what `reduce`'s effects brought about; true when anything changed the game
    /// (an undo, a redo or another mode's game does, and counts nothing).
    @discardableResult
    package func record(_ effects: [Effect], game: Game, undoCount: Int = 0) -> Bool {
        let replaced = effects.contains { effect in
            switch effect {
            case .undone, .redone, .gameReplaced: true
            default: false
            }
        }
        let applied = effects.compactMap { effect -> [GameEvent]? in
            if case .applied(_, let events) = effect { return events }
            return nil
        }
        return record(applied, replaced: replaced, game: game, undoCount: undoCount)
    }

    /// Remembers the settings the player set in the Settings overlay (and a tutorial seen).
    package func remember(_ settings: AppState.Settings) {
        remember(
            ChosenSettings(
                theme: settings.theme.style.rawValue, colorblind: settings.theme.isColorblind,
                animation: settings.animates, labelsAlwaysShown: settings.labelsAlwaysShown,
                volume: settings.volume, muted: settings.muted, tutorialSeen: settings.tutorialSeen,
                gamesKept: settings.gamesKept, language: settings.language))
    }
}
