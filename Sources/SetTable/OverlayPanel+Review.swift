import Geometry
import Raster

extension OverlayPanel {
    /// The rings round a reviewed table's groups and the timeline's strip, marks and cursor.
    func reviewItems(theme: Theme, metrics m: HUDMetrics) -> [ItemContent] {
        var contents: [ItemContent] = []
        let radius = max(2, m.cornerRadius)
        for outline in outlines {
            contents.append(
                .stroke(
                    .roundedRect(outline.frame, radius: radius + 2), StrokeStyle(width: outline.isUnseen ? 3 : 1.5),
                    outline.isUnseen ? theme.mismatch : theme.hint))
        }
        guard let timeline else { return contents }
        let strip = timeline.frame
        let bar = Rect(strip.minX, strip.midY - 1, strip.width, 2)
        contents.append(.rect(bar, theme.cardBorder))
        for mark in timeline.marks {
            let (color, height): (Color, Double) =
                switch mark.kind {
                case .found: (theme.match, strip.height)
                case .slow: (theme.accent, strip.height)
                case .missed: (theme.mismatch, strip.height * 0.7)
                case .hint: (theme.hint, strip.height * 0.5)
                case .dealOverGroup: (theme.textSecondary, strip.height * 0.5)
                }
            let width = mark.kind == .slow ? 3.0 : 2.0
            contents.append(.rect(Rect((mark.x - width / 2).rounded(), strip.midY - height / 2, width, height), color))
            if let label = mark.label {
                let box = Rect(mark.x - textSize * 1.5, strip.minY - textSize * 1.2, textSize * 3, textSize * 1.15)
                contents.append(
                    .text(
                        TextItem(
                            text: label, rect: box, size: textSize * 0.8, weight: .regular, alignment: .center,
                            color: theme.buttonText)))
            }
        }
        let cursor = Rect((timeline.cursor - 1.5).rounded(), strip.minY - 2, 3, strip.height + 4)
        contents.append(.rect(cursor, theme.focusRing))
        return contents
    }
}
