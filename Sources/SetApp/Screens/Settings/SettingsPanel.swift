import Catalog
import SetTable
import VectorFont

extension OverlayPanel {
    /// The settings: each button shows its setting's value and moves it on; the volume in steps of ten.
    init(settings scene: TableScene, in space: PanelRoom) {
        let (pad, gap) = (space.pad, space.gap)
        let m = scene.layout.metrics
        let now = scene.settings
        let c = scene.catalog
        self.init(kind: .settings, title: c.text("Settings"))
        let gamesKept = now.gamesKept.map { c.text("Games kept: last %d", .int($0)) } ?? c.text("Games kept: all")
        let rows: [[(PanelButton, String, Bool)]] =
            [
                [(.settings(.theme), c.text("Theme: %s", .string(Self.name(of: scene.theme.style, in: c))), true)],
                [
                    (
                        .settings(.palette),
                        scene.theme.isColorblind ? c.text("Colours: colour-blind") : c.text("Colours: standard"), true
                    )
                ],
                [(.settings(.motion), now.motion ? c.text("Motion: on") : c.text("Motion: off"), true)],
                [
                    (
                        .settings(.labels),
                        now.labelsAlwaysShown ? c.text("Key labels: always") : c.text("Key labels: with K"), true
                    )
                ],
                [
                    (.settings(.volumeDown), c.text("Softer"), now.volume > 0),
                    (.settings(.volumeUp), c.text("Louder"), now.volume < 100),
                ],
            ]
            + (now.recordsGames ? [[(.settings(.gamesKept), gamesKept, true)]] : [])
            + [[(.settings(.language), Self.languageLine(chosen: now.language, in: c), true)]]
            + [[(.settings(.close), c.text("Close"), true)]]
        let line =
            now.muted ? c.text("Volume %d, muted (M)", .int(now.volume)) : c.text("Volume %d", .int(now.volume))
        let size = max(6, min(m.valueText * 0.8, m.buttonText))
        let textHeight = (size * 1.45).rounded(.up)
        let textWidth = TextLayout(size: size).measure(line).width.rounded(.up)
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: textHeight, textWidth: textWidth, in: space,
            metrics: m)
        textSize = size
        placeLines([line], lineHeight: textHeight, pad: pad, gap: gap, alignment: .center)
    }

    /// The Language button: the language chosen, or the system's and the one it gives.
    static func languageLine(chosen: String?, in c: Catalog) -> String {
        // TRANSLATORS: your language's name in your language ("Deutsch", "Français").
        let name = c.text("English", context: "this language's own name")
        return chosen == nil ? c.text("Language: system (%s)", .string(name)) : c.text("Language: %s", .string(name))
    }

    /// What the Settings overlay calls a theme.
    static func name(of style: ThemeStyle, in catalog: Catalog) -> String {
        switch style {
        case .classic: catalog.text("classic", context: "theme")
        case .dark: catalog.text("dark", context: "theme")
        case .highContrast: catalog.text("high contrast", context: "theme")
        }
    }
}
