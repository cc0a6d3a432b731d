import SetTable
import VectorFont

extension OverlayPanel {
    /// About: the version and the licence, then the two folders, a line each (a long path shrinks to fit),
    /// with Copy and Close.
    init(about: Installation, scene: TableScene, in space: PanelRoom) {
        let (pad, gap) = (space.pad, space.gap)
        let m = scene.layout.metrics
        let c = scene.catalog
        self.init(kind: .about, title: c.text("About Set"))
        let lines = [
            c.text("Version %1$s · licence %2$s", .string(about.version), .string(about.licence)),
            c.text("Data: %s", .string(about.dataFolder)), c.text("State: %s", .string(about.stateFolder)),
        ]
        let size = max(6, min(m.valueText * 0.8, m.buttonText))
        let lineHeight = (size * 1.45).rounded(.up)
        let widest = lines.map { TextLayout(size: size).measure($0).width }.max() ?? 0
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: [[(.about(.copy), c.text("Copy the folders"), true), (.about(.close), c.text("Close"), true)]],
            title: title,
            textHeight: Double(lines.count) * lineHeight, textWidth: widest.rounded(.up), in: space, metrics: m)
        textSize = size
        placeLines(lines, lineHeight: lineHeight, pad: pad, gap: gap, alignment: .left)
    }
}
