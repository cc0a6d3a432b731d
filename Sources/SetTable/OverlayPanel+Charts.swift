import Geometry
import Raster
import VectorFont

extension OverlayPanel {
    /// The charts: a frame round each plot, the scale's lines, the points and lines, the labels.
    func chartItems(theme: Theme) -> [ItemContent] {
        var contents: [ItemContent] = []
        let colors: [Color] = [
            theme.textSecondary, theme.accent, theme.red, theme.green, theme.purple, theme.buttonText,
        ]
        for chart in charts {
            contents.append(
                .text(
                    TextItem(
                        text: chart.title, rect: chart.titleFrame, size: chart.textSize, weight: .bold,
                        alignment: .left, color: theme.buttonText)))
            contents.append(.rect(chart.plot, theme.felt.withAlpha(0.08)))
            for n in 0...2 {
                let y = (chart.plot.minY + chart.plot.height * Double(n) / 2).rounded()
                contents.append(.rect(Rect(chart.plot.minX, y, chart.plot.width, 1), theme.cardBorder))
            }
            for series in chart.series where !series.points.isEmpty {
                let color = colors[min(max(0, series.color), colors.count - 1)]
                if series.isPoints || series.points.count == 1 {
                    let r = max(1.5, chart.textSize * 0.22)
                    for point in series.points {
                        contents.append(
                            .fill(.roundedRect(Rect(point.x - r, point.y - r, 2 * r, 2 * r), radius: r), color))
                    }
                } else {
                    var path = Path()
                    path.move(to: series.points[0])
                    for point in series.points.dropFirst() { path.line(to: point) }
                    contents.append(.stroke(path, StrokeStyle(width: max(1.5, chart.textSize * 0.2)), color))
                }
            }
            for label in chart.labels {
                var rect = label.frame
                if let color = label.color {
                    // A swatch, then the text.
                    let side = chart.textSize * 0.7
                    let swatch = Rect(rect.minX, rect.midY - side / 2, side, side)
                    contents.append(.rect(swatch, colors[min(max(0, color), colors.count - 1)]))
                    rect = Rect(rect.minX + chart.textSize, rect.minY, max(1, rect.width - chart.textSize), rect.height)
                }
                let size = chart.textSize
                contents.append(
                    .text(
                        TextItem(
                            text: label.text, rect: rect, size: size, weight: .regular,
                            alignment: label.color == nil ? .right : .left, color: theme.buttonText)))
            }
        }
        return contents
    }
}
