import Catalog
import Geometry
import SetCore
import SetTable
import VectorFont

extension OverlayPanel {
    /// One line of text, one row of cards or one button on a page, with the space above it.
    private enum PageRow {
        case line(String, isHeading: Bool)
        case cards([Card], explained: Bool)
        case button(PanelButton, title: String, enabled: Bool)
        /// Buttons side by side, and the height the row takes: the buttons' and, between rows, a gap.
        case buttonRow([(PanelButton, title: String, enabled: Bool)], advance: Double)
    }

    /// Sections of blocks a page at a time: a section starts a page and takes as many
    /// as it needs; Previous and Next (`pages`), then `lastRow`, under the text.
    init(
        paged sections: [[RulesBook.Block]], kind: OverlayKind, title heading: String, scene: TableScene,
        in space: PanelRoom, pages turns: (previous: PanelButton, next: PanelButton),
        lastRow: [(PanelButton, String, Bool)]
    ) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        self.init(kind: kind, title: heading)
        let size = max(Self.smallestReadableText, (m.valueText * 0.8).rounded())
        let lineHeight = (size * 1.45).rounded(.up)
        let blockGap = (lineHeight * 0.4).rounded()
        let buttonHeight = max(24, m.buttonHeight * 0.8)
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        let buttonRows = 2.0
        // What the panel's column has for text once the title and the buttons are in.
        let textRoom = room.height - 2 * pad - titleHeight - 2 * gap - buttonRows * (buttonHeight + gap) + gap
        let contentWidth = min(room.width - 2 * pad, (size * 34).rounded()).rounded(.down)
        let cardGap = max(3, (size * 0.6).rounded())
        let widest = (contentWidth - 2 * cardGap) / 3 * GridLayout.defaultAspect
        let cardHeight = max(1, min(size * 6.5, widest, max(lineHeight * 2, textRoom * 0.45), textRoom).rounded(.down))
        let pageButtonHeight = min(buttonHeight, textRoom)

        // Each section's blocks as rows, wrapped to the column.
        let regular = TextLayout(size: size), bold = TextLayout(size: size, weight: .bold)
        func rows(of block: RulesBook.Block) -> [(PageRow, Double)] {
            switch block {
            case .heading(let text):
                return HUD.wrap(text, width: contentWidth, layout: bold).map {
                    (.line($0, isHeading: true), lineHeight)
                }
            case .paragraph(let text):
                return HUD.wrap(text, width: contentWidth, layout: regular).map {
                    (.line($0, isHeading: false), lineHeight)
                }
            case .cards(let cards, let explained):
                return [(.cards(cards, explained: explained), cardHeight)]
            case .button(let button, let title, let enabled):
                return [(.button(button, title: title, enabled: enabled), pageButtonHeight)]
            case .buttonRow(let buttons):
                // As many to a row as fit with their labels at the smallest a label may shrink to.
                let widest = buttons.map { regular.measure($0.title).width * 0.6 + size }.max() ?? 0
                let gapBetween = max(4, (size * 0.4).rounded())
                let fitting = max(1, Int((contentWidth + gapBetween) / max(1, widest + gapBetween)))
                let perRow = min(buttons.count, fitting)
                let rowCount = (buttons.count + perRow - 1) / max(1, perRow)
                // Rows as even as can be: 5 in a row of 3 and a row of 2, not 4 and 1.
                let even = (buttons.count + rowCount - 1) / max(1, rowCount)
                return stride(from: 0, to: buttons.count, by: max(1, even)).map { start in
                    let end = min(buttons.count, start + even)
                    let advance = pageButtonHeight + (end < buttons.count ? gapBetween : 0)
                    return (.buttonRow(Array(buttons[start..<end]), advance: advance), advance)
                }
            }
        }
        // Pages: a section starts a page, and fills as many pages as it needs.
        var pages: [[(row: PageRow, top: Double)]] = []
        var heights: [Double] = []
        for section in sections {
            var page: [(row: PageRow, top: Double)] = []
            var used = 0.0
            for block in section {
                for (n, (row, height)) in rows(of: block).enumerated() {
                    var top = n == 0 && !page.isEmpty ? blockGap : 0
                    if !page.isEmpty, used + top + height > textRoom {
                        pages.append(page)
                        heights.append(used)
                        page = []
                        used = 0
                        top = 0
                    }
                    page.append((row, top))
                    used += top + height
                }
            }
            pages.append(page)
            heights.append(used)
        }
        pageCount = pages.count
        page = min(max(0, scene.overlayPage), pages.count - 1)
        let c = scene.catalog
        title = c.text("%1$s · %2$d of %3$d", context: "page", .string(heading), .int(page + 1), .int(pages.count))
        let rows: [[(PanelButton, String, Bool)]] = [
            [(turns.previous, c.text("Previous"), page > 0), (turns.next, c.text("Next"), page < pages.count - 1)],
            lastRow,
        ]
        var pageControls: [Control] = []
        (frame, titleFrame, titleSize, pageControls) = Self.buttonColumn(
            rows: rows,
            title: c.text(
                "%1$s · %2$d of %3$d", context: "page", .string(heading), .int(pages.count), .int(pages.count)),
            textHeight: heights.max() ?? 0,
            textWidth: contentWidth, in: space, metrics: m)
        titleSize = TextLayout(size: titleSize, weight: .bold).largestSize(
            for: title, fitting: titleFrame,
            maximum: titleSize)
        textSize = size
        let left = (frame.midX - contentWidth / 2).rounded()
        var y = titleFrame.maxY + gap
        for (row, top) in pages[page] {
            y += top
            switch row {
            case .button(let button, let title, let enabled):
                controls.append(
                    Control(
                        button: button, title: title, frame: Rect(left, y, contentWidth, pageButtonHeight),
                        enabled: enabled))
                y += pageButtonHeight
            case .buttonRow(let buttons, let advance):
                let gapBetween = max(4, (size * 0.4).rounded())
                let count = Double(max(1, buttons.count))
                let width = ((contentWidth - (count - 1) * gapBetween) / count).rounded(.down)
                for (n, (button, title, enabled)) in buttons.enumerated() {
                    controls.append(
                        Control(
                            button: button, title: title,
                            frame: Rect(left + Double(n) * (width + gapBetween), y, width, pageButtonHeight),
                            enabled: enabled))
                }
                y += advance
            case .line(let text, let isHeading):
                cells.append(
                    Cell(
                        text: text, frame: Rect(left, y, contentWidth, lineHeight), alignment: .left,
                        isPickedOut: false, isHeading: isHeading))
                y += lineHeight
            case .cards(let cards, let explained):
                // The cards on a patch of felt, a margin of half a gap above and below.
                let margin = max(1, (cardGap / 2).rounded())
                let height = cardHeight - 2 * margin
                let width = (height / GridLayout.defaultAspect).rounded(.down)
                let count = Double(cards.count)
                let felt = Rect(
                    (frame.midX - (count * width + (count + 1) * cardGap) / 2).rounded(), y,
                    count * width + (count + 1) * cardGap, cardHeight)
                feltAreas.append(felt)
                let odd = explained ? FeatureMismatch.explain(cards) : []
                for (n, card) in cards.enumerated() {
                    let features = odd.filter { $0.oddOneOut == n }.map(\.feature)
                    let appearance = CardAppearance(
                        highlight: explained ? .mismatch : .none, isHinted: false,
                        label: nil, oddFeatures: features)
                    let x = felt.minX + cardGap + Double(n) * (width + cardGap)
                    examples.append(
                        Example(
                            card: card, frame: Rect(x, y + margin, width, height),
                            appearance: appearance))
                }
                y += cardHeight
            }
        }
        // The page's own buttons first (the modes), then Previous, Next and the last row.
        controls += pageControls
    }
}
