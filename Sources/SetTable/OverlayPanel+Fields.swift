import Geometry
import Raster
import VectorFont

extension OverlayPanel {
    /// The fields' labels, boxes, text and caret.
    func fieldItems(theme: Theme, metrics m: HUDMetrics) -> [ItemContent] {
        var contents: [ItemContent] = []
        for box in fieldBoxes {
            let size = textSize
            contents.append(
                .text(
                    TextItem(
                        text: box.field.label, rect: box.labelFrame, size: size, weight: .regular,
                        alignment: .right, color: theme.buttonText)))
            let radius = max(2, m.cornerRadius * 0.6)
            contents.append(.fill(.roundedRect(box.frame, radius: radius), theme.felt.withAlpha(0.12)))
            contents.append(
                .stroke(
                    .roundedRect(box.frame, radius: radius), StrokeStyle(width: box.field.focused ? 2.5 : 1),
                    box.field.focused ? theme.focusRing : theme.cardBorder))
            let inset = (box.frame.height * 0.3).rounded()
            let textRect = box.frame.insetBy(dx: inset, dy: 0)
            let layout = TextLayout(size: textSize)
            // A text wider than its box shows its end, where the caret usually is.
            let width = layout.measure(box.field.shown).width
            let shift = max(0, width - textRect.width)
            if !box.field.shown.isEmpty {
                contents.append(
                    .text(
                        TextItem(
                            text: box.field.shown, rect: textRect.offsetBy(dx: -shift, dy: 0).union(textRect),
                            size: textSize, weight: .regular, alignment: .left, color: theme.buttonText)))
            }
            if box.field.focused {
                let before = layout.measure(String(box.field.shown.prefix(box.field.caret))).width
                let x = (textRect.minX + before - shift).rounded()
                let caret = Rect(x, textRect.minY + inset * 0.6, 2, textRect.height - inset * 1.2)
                contents.append(.rect(caret.intersection(box.frame), theme.buttonText))
            }
        }
        return contents
    }
}
