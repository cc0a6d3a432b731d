import Geometry
import Raster
import VectorFont

/// A network game's HUD: the title, the status lines and a row per player, in the space
/// the solo numbers and buttons take (a network game has no Deal, Hint or Undo).
extension HUD {
    mutating func addNetwork(_ panel: NetworkPanel) {
        let frames = panel.frames(in: layout)
        guard let titleFrame = frames.first else { return }
        add(.text(fitted(panel.title, in: titleFrame, size: m.valueText * 0.8, weight: .bold, color: theme.text)))
        for (line, frame) in zip(panel.lines, frames.dropFirst()) {
            add(.text(fitted(line, in: frame, size: m.smallText, weight: .regular, color: theme.textSecondary)))
        }
        for (row, frame) in zip(panel.rows, frames.dropFirst(1 + panel.lines.count)) {
            let color = row.isYou ? theme.accent : row.isConnected ? theme.text : theme.textSecondary
            // The name keeps two fifths of the row at least; the detail shrinks or wraps in the rest.
            let detailWidth = min(TextLayout(size: m.smallText).measure(row.detail).width, frame.width * 0.6)
            var nameRoom = Rect(frame.minX, frame.minY, max(1, frame.width - detailWidth - m.spacing), frame.height)
            if row.isComputer {
                // The robot, as tall as the name's capitals and a little more, then the name.
                let mark = min(frame.height, m.smallText * 1.25)
                let background = theme.panel.composited(over: theme.felt) ?? theme.panel
                for item in RobotMark.items(
                    center: Point(frame.minX + mark / 2, frame.midY), size: mark, color: color, background: background)
                {
                    add(item)
                }
                let indent = mark + m.spacing * 0.5
                nameRoom = Rect(nameRoom.minX + indent, nameRoom.minY, max(1, nameRoom.width - indent), nameRoom.height)
            }
            let detailRoom = Rect(nameRoom.maxX + m.spacing, frame.minY, detailWidth, frame.height)
            add(
                .text(
                    fitted(
                        HUD.shortened(row.name, fitting: nameRoom.width, size: m.smallText * 0.8),
                        in: nameRoom, size: m.smallText, weight: .medium, color: color)))
            var detail = fitted(row.detail, in: detailRoom, size: m.smallText, weight: .regular, color: color)
            detail.alignment = .right
            add(.text(detail))
        }
    }

    /// `name`, cut short with an ellipsis if it would need a size under `size` to fit `width`.
    static func shortened(_ name: String, fitting width: Double, size: Double) -> String {
        let layout = TextLayout(size: size, weight: .medium)
        guard layout.measure(name).width > width else { return name }
        var kept = name
        while !kept.isEmpty, layout.measure(kept + "\u{2026}").width > width { kept.removeLast() }
        return kept + "\u{2026}"
    }

    /// A line of text at `size`, or smaller so that it fits `frame`.
    private func fitted(_ text: String, in frame: Rect, size: Double, weight: FontWeight, color: Color) -> TextItem {
        TextItem(text: text, rect: frame, size: size, weight: weight, alignment: .left, color: color)
    }
}
