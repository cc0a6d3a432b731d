import Geometry
import SetTable

extension OverlayPanel {
    /// The Statistics overlay's charts page: the three charts of the recent games, filling the panel.
    init(charts scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        let c = scene.catalog
        self.init(kind: .stats, title: c.text("Statistics · progress"))
        let textSize = max(Self.smallestChartText, min(m.valueText * 0.7, (room.height / 30).rounded()))
        let width = min(room.width - 2 * pad, max(textSize * 36, (room.height - 2 * pad) * 1.2)).rounded(.down)
        let buttonRows = 2.0
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        let height = (room.height - 2 * pad - titleHeight - gap - buttonRows * (max(24, m.buttonHeight * 0.8) + gap))
            .rounded(.down)
        let previousPage = max(0, scene.overlayPage)
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: [
                [
                    (.statistics(.previous), c.text("Previous"), previousPage > 0),
                    (.statistics(.next), c.text("Next"), false),
                ],
                [(.statistics(.pastGames), c.text("Past games"), true), (.statistics(.close), c.text("Close"), true)],
            ], title: title, textHeight: max(textSize * 6, height), textWidth: width, in: space, metrics: m)
        self.textSize = textSize
        page = previousPage
        pageCount = previousPage + 1
        let area = Rect(frame.minX + pad, titleFrame.maxY + gap, frame.width - 2 * pad, max(textSize * 6, height))
        // The rating's chart under the pace's, when a game is rated; alone when no game's pace is recorded.
        let history = scene.ratingHistory
        let ratingTitle = history.first.map {
            c.plural(
                "Rating in %1$s, last %2$d game", "Rating in %1$s, last %2$d games", count: history.count,
                .string($0.mode.title(in: c)), .int(history.count))
        }
        charts = ProgressChart.charts(
            of: scene.progress, ratings: history.map(\.after), ratingTitle: ratingTitle ?? "", in: area,
            textSize: textSize, catalog: c)
    }

    /// The smallest em size a chart's labels are drawn at.
    static let smallestChartText = 8.0
}
