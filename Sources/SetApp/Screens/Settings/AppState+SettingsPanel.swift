import SetCore
import SetInput
import SetTable

/// The Settings overlay: each button moves its setting on.
extension AppState {
    /// The Settings overlay's buttons: each moves its setting on, round again after its last value.
    mutating func press(_ button: SettingsButton) -> [Effect] {
        func next<T: CaseIterable & Equatable>(_ value: T) -> T {
            let all = Array(T.allCases)
            return all[((all.firstIndex(of: value) ?? 0) + 1) % all.count]
        }
        switch button {
        case .theme:
            theme = Theme(style: next(theme.style), palette: theme.palette)
        case .palette:
            theme = Theme(style: theme.style, palette: next(theme.palette))
        case .motion:
            animates.toggle()
            // Off: every change from now on is a cut, and what was moving is in place.
            if !animates { motion = Motion() }
        case .labels:
            labelsAlwaysShown.toggle()
        case .gamesKept:
            // Every game, then fewer and fewer of the latest, round again.
            let choices = Self.gamesKeptChoices
            gamesKept = choices[((choices.firstIndex(of: gamesKept) ?? 0) + 1) % choices.count]
        case .volumeDown, .volumeUp:
            // In steps of ten; a change of volume also unmutes, as --volume does.
            let step = button == .volumeUp ? 10 : -10
            volume = min(100, max(0, (volume + step) / 10 * 10))
            isMuted = false
        case .close:
            return open(.none)
        }
        return [.settingsChanged]
    }
}
