import SetCore

/// `set-bench modes [--games N] [--seed S] [--mode NAME]`: `VariantSimulation`'s figures, one row a variant.
///
/// Columns: the games played; the mean cards on the table and the mean groups on it
/// over every position faced (before each move); the share of those positions that held
/// no group; the mean groups found and moves made in a game. Should a variant's game
/// not end by its own rule (stopped at the move limit, or with no move left), a line
/// after the table names the variant and the exit status is 1.
struct ModesBench {
    let variants: [Variant]
    let games: Int
    let seed: UInt64

    func run() -> Int32 {
        print(
            "modes games=\(games) seed=\(seed) seconds_per_group=\(Int(VariantSimulation.secondsPerGroup)) "
                + "move_limit=\(VariantSimulation.moveLimit)")
        let header = ["mode", "games", "table", "groups", "no_group_%", "found", "moves"]
        var rows: [[String]] = []
        var unfinished: [String] = []
        for variant in variants {
            let summary = VariantSimulation.run(variant, games: games, seed: seed)
            rows.append([
                variant.name, String(summary.games), fixed(summary.meanTableSize),
                fixed(summary.meanGroupsOnTable), fixed(summary.shareWithoutGroup * 100),
                fixed(summary.meanGroupsFound), fixed(summary.meanMoves),
            ])
            if summary.unfinishedGames > 0 { unfinished.append("\(variant.name): \(summary.unfinishedGames)") }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        for row in [header] + rows {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }
            print(cells.joined(separator: "  "))
        }
        if !unfinished.isEmpty {
            print("unfinished games (move limit or no move left): " + unfinished.joined(separator: ", "))
            return 1
        }
        return 0
    }
}
