import SetCore
import SetNet
import SetOpponents

/// `set-bench opponents [--tables N] [--games N] [--seed S]`: the computer levels measured.
///
/// First each level's pace on fresh 12-card tables of the classic game: the median seconds to its first
/// claim by the kind of Set claimed and over every table, and its share of wrong claims (the README's
/// level table; `ComputerLevel.firstClaimSeconds` holds these figures). Then each level's rating in every
/// mode the host plays, from its share of the groups in games against the level next to it
/// (`LevelRatingMeasurement`; `ComputerLevel.rating(in:)` holds these).
struct OpponentsBench {
    let tables: Int
    let games: Int
    let seed: UInt64

    func run() -> Int32 {
        print("opponents tables=\(tables) games=\(games) seed=\(seed)")
        let levels: [ComputerLevel] = [.beginner, .casual, .skilled, .expert]
        print(row(["level", "1 differs", "2 differ", "3 differ", "4 differ", "all", "misses_%"]))
        for level in levels {
            let m = PaceMeasurement.measure(level.pace, tables: tables, seed: seed)
            print(
                row(
                    [level.name] + m.firstClaimMedians.map { fixed($0 ?? 0, places: 1) } + [
                        fixed(m.firstClaimMedian, places: 1), fixed(m.missRate * 100, places: 1),
                    ]))
        }
        print("")
        print(row(["mode"] + levels.map(\.name)))
        for mode in HostGame.modes {
            let ratings = LevelRatingMeasurement.ratings(in: mode, games: games, seed: seed)
            print(row([mode.rawValue] + levels.map { fixed(ratings[$0] ?? 0, places: 0) }))
        }
        return 0
    }

    private func row(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            let width = index == 0 ? 10 : 9
            let padding = String(repeating: " ", count: max(0, width - cell.count))
            return index == 0 ? cell + padding : padding + cell
        }.joined(separator: " ")
    }
}
