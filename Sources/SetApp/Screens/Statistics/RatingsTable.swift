import Catalog
import SetCore

/// The statistics' ratings section, as `--stats` would print it: a row a mode with a rated game, its
/// rating now and its rated games, in the modes' order.
enum RatingsTable {
    /// The section's lines (none when no game is rated yet).
    static func lines(_ ratings: [Game.Mode: ModeRating], catalog c: Catalog) -> [String] {
        let rated = Game.Mode.allCases.compactMap { mode in ratings[mode].map { (mode, $0) } }
        guard !rated.isEmpty else { return [] }
        let rows =
            [[c.text("Ratings"), c.text("Rating", context: "column"), c.text("Games", context: "rated")]]
            + rated.map { mode, rating in
                [mode.title(in: c), String(Int(rating.rating.rounded())), String(rating.games)]
            }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
    }
}
