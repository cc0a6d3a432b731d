/// What the player set in the Settings overlay (and whether the tutorial was seen), as
/// plain values for the settings file: the layer that owns the overlay maps its own types to these.
package struct ChosenSettings: Equatable, Sendable {
    /// The theme's style by name (`classic`, `dark`, `highContrast`).
    package var theme: String
    /// Whether the colour-blind palette is on.
    package var colorblind: Bool
    /// Whether changes are shown in motion.
    package var animation: Bool
    /// Whether the cards always show their key labels.
    package var labelsAlwaysShown: Bool
    /// The sound's volume, 0 ... 100.
    package var volume: Int
    /// Whether the sound is muted.
    package var muted: Bool
    /// Whether the tutorial was finished or skipped (once seen, it stays seen).
    package var tutorialSeen: Bool
    /// How many games the games database keeps, the latest; nil keeps every one.
    package var gamesKept: Int?
    /// The language chosen, by code; nil follows the system's.
    package var language: String?

    /// Settings with these values: every one, as the overlay shows them all.
    package init(
        theme: String, colorblind: Bool, animation: Bool, labelsAlwaysShown: Bool, volume: Int, muted: Bool,
        tutorialSeen: Bool, gamesKept: Int? = nil, language: String? = nil
    ) {
        self.gamesKept = gamesKept
        self.language = language
        self.theme = theme
        self.colorblind = colorblind
        self.animation = animation
        self.labelsAlwaysShown = labelsAlwaysShown
        self.volume = volume
        self.muted = muted
        self.tutorialSeen = tutorialSeen
    }
}
