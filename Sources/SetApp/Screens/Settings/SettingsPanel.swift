import SetTable
import VectorFont

extension OverlayPanel {
    /// The settings: each button shows its setting's value and moves it on; the volume in steps of ten.
    init(settings scene: TableScene, in space: PanelRoom) {
        let (pad, gap) = (space.pad, space.gap)
        let m = scene.layout.metrics
        let now = scene.settings
        self.init(kind: .settings, title: "Settings")
        let rows: [[(PanelButton, String, Bool)]] =
            [
                [(.settings(.theme), "Theme: " + Self.name(of: scene.theme.style), true)],
                [(.settings(.palette), scene.theme.isColorblind ? "Colours: colour-blind" : "Colours: standard", true)],
                [(.settings(.motion), now.motion ? "Motion: on" : "Motion: off", true)],
                [(.settings(.labels), now.labelsAlwaysShown ? "Key labels: always" : "Key labels: with K", true)],
                [
                    (.settings(.volumeDown), "Softer", now.volume > 0),
                    (.settings(.volumeUp), "Louder", now.volume < 100),
                ],
            ]
            + (now.recordsGames
                ? [[(.settings(.gamesKept), now.gamesKept.map { "Games kept: last \($0)" } ?? "Games kept: all", true)]]
                : [])
            + [[(.settings(.close), "Close", true)]]
        let line = now.muted ? "Volume \(now.volume), muted (M)" : "Volume \(now.volume)"
        let size = max(6, min(m.valueText * 0.8, m.buttonText))
        let textHeight = (size * 1.45).rounded(.up)
        let textWidth = TextLayout(size: size).measure(line).width.rounded(.up)
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: textHeight, textWidth: textWidth, in: space,
            metrics: m)
        textSize = size
        placeLines([line], lineHeight: textHeight, pad: pad, gap: gap, alignment: .center)
    }

    /// What the Settings overlay calls a theme.
    static func name(of style: ThemeStyle) -> String {
        switch style {
        case .classic: "classic"
        case .dark: "dark"
        case .highContrast: "high contrast"
        }
    }
}
