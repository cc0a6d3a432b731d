import SetCore
import SetTable

/// The Settings screen as the app carries out a press.
extension AppState {
    /// A press on the Settings screen: motion turned off puts what was moving in place at once.
    mutating func press(_ button: SettingsButton, now: Double) -> [Effect] {
        let animated = animates
        let requests = SettingsFeature.reduce(&settings, .press(button, languages: installation.languages))
        if animated, !animates { motion = Motion() }
        return carryOut(requests, now: now)
    }
}
