import Geometry
import SetTable

extension OverlayPanel {
    /// The statistics: `scene.statisticsTable` in columns, a page at a time if need be.
    init(statistics scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        let c = scene.catalog
        self.init(kind: .stats, title: c.text("Statistics"))
        let table = StatisticsTable(lines: scene.statisticsTable, catalog: c)
        // All on one page if it is readable so; else a section a page.
        let buttonRows: (Bool) -> Int = { paged in paged ? 2 : 1 }
        func fit(_ sections: [StatisticsTable.Section], paged: Bool) -> (size: Double, panelWidth: Double) {
            let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
            let controlsHeight = Double(buttonRows(paged)) * (max(24, m.buttonHeight * 0.8) + gap)
            let lines = Double(sections.reduce(0) { $0 + $1.rows.count } + max(0, sections.count - 1))
            let heightRoom = room.height - 2 * pad - titleHeight - gap - controlsHeight
            let byHeight = heightRoom / max(1, lines) / 1.45
            let widthAtOne = sections.map { $0.width(atSize: 1) }.max() ?? 1
            let byWidth = (room.width - 2 * pad) / max(0.01, widthAtOne)
            let size = max(1, min(m.valueText * 0.8, byHeight, byWidth))
            return (size, min(room.width, widthAtOne * size + 2 * pad))
        }
        let hasCharts = !scene.progress.isEmpty || !scene.ratingHistory.isEmpty
        let whole = fit(table.sections, paged: hasCharts)
        var pages = [table.sections]
        var size = whole.size
        if whole.size < Self.smallestReadableText, table.sections.count > 1 {
            pages = table.sections.map { [$0] }
            size = pages.map { fit($0, paged: true).size }.min() ?? whole.size
        }
        // The charts have a page of their own, after the figures.
        pageCount = pages.count + (hasCharts ? 1 : 0)
        page = min(max(0, scene.overlayPage), pageCount - 1)
        if hasCharts && page == pages.count {
            self = OverlayPanel(charts: scene, in: space)
            return
        }
        let shown = pages[page]
        let rowHeight = (size * 1.45).rounded(.up)
        let lines = shown.reduce(0) { $0 + $1.rows.count } + max(0, shown.count - 1)
        let textWidth = (pages.flatMap { $0 }.map { $0.width(atSize: size) }.max() ?? 0).rounded(.up)
        var rows: [[(PanelButton, String, Bool)]] = []
        if pageCount > 1 {
            rows.append([
                (.statistics(.previous), c.text("Previous"), page > 0),
                (.statistics(.next), c.text("Next"), page < pageCount - 1),
            ])
        }
        rows.append(
            scene.network == nil
                ? [(.statistics(.pastGames), c.text("Past games"), true), (.statistics(.close), c.text("Close"), true)]
                : [(.statistics(.close), c.text("Close"), true)])
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: Double(lines) * rowHeight, textWidth: textWidth, in: space,
            metrics: m)
        textSize = size
        // The mode in play: the column headed by its title (Junior's), the daily lines for the daily
        // puzzle, its row among the variants, else the classic game's first column.
        let mode = scene.game.mode
        let modeTitle = mode.title(in: c)
        var y = titleFrame.maxY + gap
        let left = frame.minX + pad, width = frame.width - 2 * pad
        for (n, section) in shown.enumerated() {
            if n > 0 { y += rowHeight }
            let edges = section.columnEdges(atSize: size, width: width)
            let column = section.rows.first?.firstIndex(of: modeTitle) ?? 1
            for row in section.rows {
                for (index, text) in row.enumerated() where index < edges.count {
                    let (x0, x1) = edges[index]
                    let pickedOut =
                        section.isDaily
                        ? mode.isDaily
                        : section.isVariants
                            ? row.first == modeTitle && !text.isEmpty
                            : section.hasModeColumns && index == column && !text.isEmpty
                    cells.append(
                        Cell(
                            text: text, frame: Rect(left + x0, y, x1 - x0, rowHeight),
                            alignment: index == 0 ? .left : .right, isPickedOut: pickedOut))
                }
                y += rowHeight
            }
        }
    }
}
