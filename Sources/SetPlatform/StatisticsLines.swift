import Catalog
import SetApp
import SetCore
import SetStorage

/// Hands the game-over panel and the Statistics overlay their lines again when what they are made
/// from has changed: most moves (a selection) change the game but not its statistics, and writing out
/// the whole table is not worth a frame's time.
struct StatisticsLines {
    /// What the lines on show were last made from.
    private var shownPanel: PanelSource?
    private var shownTable: TableSource?

    /// The actions that bring the lines up to date for `game` with `statistics` (none when they are).
    mutating func update(_ statistics: Statistics, game: Game, catalog: Catalog) -> [AppAction] {
        var actions: [AppAction] = []
        let panel = PanelSource(
            statistics: statistics, mode: game.mode, seed: game.seed, startedAt: game.startedAt,
            finds: game.foundSets.count + (game.selectionState == .match ? 1 : 0),
            today: game.mode.isDaily ? DailyDate.localToday : nil, language: catalog.language)
        if panel != shownPanel {
            let lines = statistics.panelLines(for: game, modeTitle: game.mode.title(in: catalog), catalog: catalog)
            actions.append(.statisticsChanged(panelLines: lines))
            shownPanel = panel
        }
        let table = TableSource(statistics: statistics, today: DailyDate.localToday, language: catalog.language)
        if table != shownTable {
            actions.append(.statisticsTableChanged(Self.tableLines(statistics, catalog: catalog)))
            shownTable = table
        }
        return actions
    }

    /// What the game-over panel's statistics lines depend on.
    private struct PanelSource: Equatable {
        var statistics: Statistics
        var mode: Game.Mode
        var seed: UInt64
        var startedAt: Double
        var finds: Int
        var today: DailyDate?
        var language: String
    }

    /// What the Statistics overlay's table depends on.
    private struct TableSource: Equatable {
        var statistics: Statistics
        var today: DailyDate
        var language: String
    }

    /// The statistics as `--stats` prints them, a line each.
    private static func tableLines(_ statistics: Statistics, catalog: Catalog) -> [String] {
        var lines = statistics.table(today: DailyDate.localToday, catalog: catalog) { $0.title(in: catalog) }.split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
