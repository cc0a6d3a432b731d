import Geometry
import VectorFont

extension OverlayPanel {
    /// Places `lines` under the title, a row of `lineHeight` each, across the panel inside its padding.
    public mutating func placeLines(
        _ lines: [String], lineHeight: Double, pad: Double, gap: Double, alignment: TextAlignment
    ) {
        var y = titleFrame.maxY + gap
        for line in lines {
            cells.append(
                Cell(
                    text: line, frame: Rect(frame.minX + pad, y, frame.width - 2 * pad, lineHeight),
                    alignment: alignment, isPickedOut: false))
            y += lineHeight
        }
    }

    /// A panel with `title`, room for `textHeight` × `textWidth` of text, and
    /// `rows` of buttons under it (one or two a row), centred in `space` and
    /// shrunk to fit it; buttons stay at least 24 × 24 pixels. `reservedRows` more rows are sized and
    /// placed for, not shown; the buttons `unmeasured` picks fit their labels to the panel's width
    /// instead of widening it.
    public static func buttonColumn(
        rows: [[(PanelButton, String, Bool)]], title: String, textHeight: Double,
        textWidth: Double, in space: PanelRoom, metrics m: HUDMetrics, reservedRows: Int = 0,
        unmeasured: (PanelButton) -> Bool = { _ in false }
    )
        -> (Rect, Rect, Double, [Control])
    {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        var titleSize = m.valueText * 1.3
        var buttonHeight = max(24, m.buttonHeight * (textHeight > 0 ? 0.8 : 1))
        // Rows that may come later are sized and placed for now: the panel grows down into their room,
        // and nothing above them moves when they come.
        let sizedRows = rows.count + reservedRows
        let natural = { (titleSize: Double, buttonHeight: Double, rows: Int) -> Double in
            2 * pad + (titleSize * 1.4).rounded() + gap + (textHeight > 0 ? textHeight + gap : 0)
                + Double(rows) * (buttonHeight + gap) - gap
        }
        if natural(titleSize, buttonHeight, sizedRows) > room.height {
            // Shrink the title and the buttons together, the buttons no lower than 24 px.
            let fixed = 2 * pad + gap + (textHeight > 0 ? textHeight + gap : 0) + Double(sizedRows - 1) * gap
            let k = max(0.1, (room.height - fixed) / max(1, titleSize * 1.4 + Double(sizedRows) * buttonHeight))
            titleSize = max(8, titleSize * min(1, k))
            buttonHeight = max(24, (buttonHeight * min(1, k)).rounded(.down))
        }
        let labelSize = min(m.buttonText, buttonHeight * 0.45)
        let widestLabel =
            rows.flatMap { $0 }.filter { !unmeasured($0.0) }.map {
                TextLayout(size: labelSize, weight: .medium).measure($0.1).width
            }.max() ?? 0
        let buttonWidth = widestLabel + buttonHeight
        let buttonsWidth =
            rows.filter { !$0.contains { unmeasured($0.0) } }.map { row -> Double in
                let count = Double(row.count)
                return count * buttonWidth + (count - 1) * gap
            }.max() ?? 0
        let titleWidth = TextLayout(size: titleSize, weight: .bold).measure(title).width
        let width = min(room.width, max(textWidth, buttonsWidth, titleWidth, 4 * buttonHeight) + 2 * pad).rounded()
        let height = min(room.height, natural(titleSize, buttonHeight, rows.count)).rounded()
        let placed = min(room.height, natural(titleSize, buttonHeight, sizedRows)).rounded()
        let frame = Rect((room.midX - width / 2).rounded(), (room.midY - placed / 2).rounded(), width, height)
        var column = LayoutColumn(frame.insetBy(dx: pad, dy: pad))
        let titleFrame = column.take((titleSize * 1.4).rounded())
        column.skip(gap)
        if textHeight > 0 {
            column.skip(textHeight)
            column.skip(gap)
        }
        var controls: [Control] = []
        for (n, row) in rows.enumerated() {
            if n > 0 { column.skip(gap) }
            let line = column.take(buttonHeight)
            let cells = splitColumns(line, into: row.count, spacing: gap)
            for (cell, (button, label, enabled)) in zip(cells, row) {
                controls.append(Control(button: button, title: label, frame: cell, enabled: enabled))
            }
        }
        let fittedTitle = TextLayout(size: titleSize, weight: .bold).largestSize(
            for: title, fitting: titleFrame,
            maximum: titleSize)
        return (frame, titleFrame, fittedTitle, controls)
    }
}
