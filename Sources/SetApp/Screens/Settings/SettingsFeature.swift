import SetCore
import SetTable

/// The Settings screen: each button moves its setting on, round again after its last value.
public enum SettingsFeature: ScreenFeature {
    public typealias State = AppState.Settings

    /// What the Settings screen can be asked.
    public enum Action: Equatable, Sendable {
        /// One of its buttons; Language steps through `languages` (the codes installed besides English).
        case press(SettingsButton, languages: [String] = [])
    }

    /// Moves the pressed setting on; the platform saves the settings and follows them.
    public static func reduce(_ settings: inout AppState.Settings, _ action: Action) -> [ScreenRequest] {
        guard case .press(let button, let languages) = action else { return [] }
        func next<T: CaseIterable & Equatable>(_ value: T) -> T {
            let all = Array(T.allCases)
            return all[((all.firstIndex(of: value) ?? 0) + 1) % all.count]
        }
        switch button {
        case .theme:
            settings.theme = Theme(style: next(settings.theme.style), palette: settings.theme.palette)
        case .palette:
            settings.theme = Theme(style: settings.theme.style, palette: next(settings.theme.palette))
        case .motion:
            settings.animates.toggle()
        case .labels:
            settings.labelsAlwaysShown.toggle()
        case .gamesKept:
            // Every game, then fewer and fewer of the latest, round again.
            let choices = AppState.gamesKeptChoices
            settings.gamesKept = choices[((choices.firstIndex(of: settings.gamesKept) ?? 0) + 1) % choices.count]
        case .volumeDown, .volumeUp:
            // In steps of ten; a change of volume also unmutes, as --volume does.
            let step = button == .volumeUp ? 10 : -10
            settings.volume = min(100, max(0, (settings.volume + step) / 10 * 10))
            settings.muted = false
        case .language:
            // The system's, then English and each language installed, round again.
            let choices: [String?] = [nil, "en"] + languages.filter { $0 != "en" }
            settings.language = choices[((choices.firstIndex(of: settings.language) ?? 0) + 1) % choices.count]
        case .close:
            return [.open(.none)]
        }
        return [.effect(.settingsChanged)]
    }
}

extension OverlayKind {
    /// The settings.
    public static let settings = OverlayKind(rawValue: "settings")
}
