import Catalog
import Geometry
import SetCore
import VectorFont

/// A chart of the player's progress over their recent games, laid out in a frame: its title,
/// the plot with its scale, the lines and points, and a legend.
public struct ProgressChart: Equatable, Sendable {
    /// A line or a row of points, in one of the chart's colours.
    public struct Series: Equatable, Sendable {
        /// The points, in window coordinates, oldest game first.
        public var points: [Point]
        /// Which of the chart colours: 0 the games' points, 1 the moving median, 2 … 5 the four kinds of Set.
        public var color: Int
        /// Whether it is drawn as points (else as a line).
        public var isPoints: Bool
    }

    /// A label placed: a value on the scale, or a legend's entry.
    public struct Label: Equatable, Sendable {
        /// Its text.
        public var text: String
        /// Where it goes.
        public var frame: Rect
        /// A legend's colour (nil for a scale's label).
        public var color: Int?
    }

    /// The trace name: `secondsPerSet`, `setsPerMinute` or `kindMedians`.
    public var name: String
    /// The heading.
    public var title: String
    /// The whole chart, heading included.
    public var frame: Rect
    /// Where the heading goes.
    public var titleFrame: Rect
    /// The plot area.
    public var plot: Rect
    /// The lines and points.
    public var series: [Series]
    /// The scale's labels and the legend's entries.
    public var labels: [Label]
    /// The em size of the labels.
    public var textSize: Double

    /// The three charts of `games` (oldest first) laid out down `area`: seconds per Set with its
    /// moving median, Sets per minute with its moving median, and each kind of Set's median seconds.
    ///
    /// With `ratings` (a mode's rating after each rated game), a fourth chart of them titled `ratingTitle`; with
    /// no games, that one alone.
    public static func charts(
        of games: [GameProgress], ratings: [Double] = [], ratingTitle: String = "", in area: Rect, textSize: Double,
        catalog: Catalog
    ) -> [ProgressChart] {
        let gap = (textSize * 0.8).rounded()
        let count = (games.isEmpty ? 0 : 3) + (ratings.isEmpty ? 0 : 1)
        guard count > 0 else { return [] }
        let height = ((area.height - Double(count - 1) * gap) / Double(count)).rounded(.down)
        let frames = (0..<count).map { Rect(area.minX, area.minY + Double($0) * (height + gap), area.width, height) }
        let rating =
            ratings.isEmpty
            ? []
            : [
                chart(
                    "rating", ratingTitle, frames[count - 1], textSize: textSize, values: [ratings], colors: [1],
                    points: [true], legend: [catalog.text("rating after each game", context: "chart legend")],
                    separator: catalog.decimalSeparator)
            ]
        guard !games.isEmpty else { return rating }
        let perSet = games.map { $0.secondsPerSet }
        let perMinute = games.map { $0.setsPerMinute }
        let kinds = (0..<SetKind.allCases.count).map { kind in games.map { $0.kindMedians[kind] } }
        let played = games.count
        let pace = [catalog.text("game", context: "chart legend"), catalog.text("moving median")]
        let separator = catalog.decimalSeparator
        return [
            chart(
                "secondsPerSet",
                catalog.plural("Seconds per Set, last %d game", "Seconds per Set, last %d games", count: played),
                frames[0], textSize: textSize, values: [perSet, median(of: perSet)], colors: [0, 1],
                points: [true, false], legend: pace, separator: separator),
            chart(
                "setsPerMinute", catalog.text("Sets per minute"), frames[1], textSize: textSize,
                values: [perMinute, median(of: perMinute)], colors: [0, 1], points: [true, false],
                legend: pace, separator: separator),
            chart(
                "kindMedians", catalog.text("Median seconds by kind of Set"), frames[2], textSize: textSize,
                values: kinds, colors: [2, 3, 4, 5], points: [false, false, false, false],
                legend: [
                    catalog.text("1 feature", context: "chart legend"), "2", "3",
                    catalog.text("4 differ", context: "chart legend"),
                ], separator: separator),
        ] + rating
    }

    /// The moving median of the values there are, placed at each game that has one.
    private static func median(of values: [Double?]) -> [Double?] {
        var known: [Double] = []
        return values.map { value in
            guard let value else { return nil }
            known.append(value)
            return GameProgress.movingMedian(known).last
        }
    }

    private static func chart(
        _ name: String, _ title: String, _ frame: Rect, textSize: Double, values: [[Double?]], colors: [Int],
        points: [Bool], legend: [String], separator: String
    ) -> ProgressChart {
        let line = (textSize * 1.35).rounded(.up)
        let titleFrame = Rect(frame.minX, frame.minY, frame.width, line)
        let layout = TextLayout(size: textSize)
        let all = values.flatMap { $0.compactMap { $0 } }.filter(\.isFinite)
        let top = niceCeiling(all.max() ?? 1)
        let scale = [top, top / 2, 0].map { Self.label($0, separator: separator) }
        let scaleWidth = (scale.map { layout.measure($0).width }.max() ?? 0).rounded(.up) + textSize * 0.4
        let plot = Rect(
            frame.minX + scaleWidth, titleFrame.maxY + textSize * 0.3, max(1, frame.width - scaleWidth),
            max(1, frame.height - line * 2 - textSize * 0.3))
        var labels: [Label] = []
        for (n, text) in scale.enumerated() {
            let y = plot.minY + plot.height * Double(n) / 2
            labels.append(Label(text: text, frame: Rect(frame.minX, y - line / 2, scaleWidth - textSize * 0.4, line)))
        }
        // The legend along the foot, each entry after a swatch of its colour.
        var x = plot.minX
        for (text, color) in zip(legend, colors) {
            let width = layout.measure(text).width.rounded(.up) + textSize * 1.2
            labels.append(Label(text: text, frame: Rect(x, plot.maxY + textSize * 0.2, width, line), color: color))
            x += width + textSize
        }
        let games = values.first?.count ?? 0
        let series = zip(values, zip(colors, points)).map { values, style in
            let placed = values.enumerated().compactMap { index, value -> Point? in
                guard let value, value.isFinite else { return nil }
                let fx = games > 1 ? Double(index) / Double(games - 1) : 0.5
                let fy = top > 0 ? min(1, max(0, value / top)) : 0
                return Point(plot.minX + plot.width * fx, plot.maxY - plot.height * fy)
            }
            return Series(points: placed, color: style.0, isPoints: style.1)
        }
        return ProgressChart(
            name: name, title: title, frame: frame, titleFrame: titleFrame, plot: plot, series: series,
            labels: labels, textSize: textSize)
    }

    /// The scale's top: the next of 1, 2 or 5 times a power of ten at or above `value`.
    static func niceCeiling(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= value { power *= 10 }
        while power > value { power /= 10 }
        for step in [1.0, 2, 5, 10] where step * power >= value { return step * power }
        return 10 * power
    }

    /// A scale's figure: whole numbers from 10, one decimal below.
    static func label(_ value: Double, separator: String = ".") -> String {
        if value >= 10 || value == value.rounded() { return String(Int(value.rounded())) }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10)\(separator)\(tenths % 10)"
    }
}
