import Catalog
import SetCore

extension GameProgress {
    /// The recent-games section of the statistics, as `--stats` lays out a table: a row per
    /// figure, the columns the latest 10 games, the latest 50, and every game recorded.
    public static func tableLines(
        latest10: [GameProgress], latest50: [GameProgress], all: [GameProgress], catalog c: Catalog
    ) -> [String] {
        let labels =
            [
                c.text("Recorded games"), c.text("Games", context: "recorded"), c.text("Sets found"),
                c.text("Seconds per Set"), c.text("Sets per minute"),
            ]
            + (1...4).map { c.plural("Median s, %d feature", "Median s, %d features", count: $0) }
        let separator = c.decimalSeparator
        let columns = [
            [c.text("Last 10 games")] + summary(of: latest10, separator: separator),
            [c.text("Last 50 games")] + summary(of: latest50, separator: separator),
            [c.text("All", context: "recorded games")] + summary(of: all, separator: separator),
        ]
        let first = labels.map(\.count).max() ?? 0
        let widths = columns.map { $0.map(\.count).max() ?? 0 }
        return labels.indices.map { row in
            var line = labels[row] + String(repeating: " ", count: max(0, first - labels[row].count))
            for (column, width) in zip(columns, widths) {
                let cell = row < column.count ? column[row] : ""
                line += "  " + String(repeating: " ", count: max(0, width - cell.count)) + cell
            }
            return line
        }
    }
}
