import Catalog
import Geometry
import Testing

@testable import SetCore
@testable import SetTable

/// The charts of the player's progress: their titles, their scales and the medians they draw.
@Suite struct ProgressChartTests {
    /// 50 games that speed up: seconds per Set from about 20 down to about 8, every kind found.
    static let games: [GameProgress] = (0..<50).map { n in
        let perSet = 20 - Double(n) * 0.24 + Double(n % 5)
        let kinds = (1...4).map { kind in [perSet * (0.6 + 0.2 * Double(kind)), perSet * 0.9] }
        return GameProgress(finds: 20 + n % 7, seconds: perSet * Double(20 + n % 7), kindSeconds: kinds)
    }

    /// Found playing a first game: the title read "Seconds per Set, last 1 games".
    @Test(arguments: [
        (1, "Seconds per Set, last 1 game"), (2, "Seconds per Set, last 2 games"),
        (50, "Seconds per Set, last 50 games"),
    ])
    func theFirstChartsTitleCountsItsGames(count: Int, title: String) {
        let charts = ProgressChart.charts(
            of: Array(Self.games.prefix(count)), in: Rect(0, 0, 800, 600), textSize: 14, catalog: .english)
        #expect(charts.first?.title == title)
    }

    @Test func theScaleTopsOutAtARoundNumber() {
        #expect(ProgressChart.niceCeiling(17.3) == 20)
        #expect(ProgressChart.niceCeiling(4.1) == 5)
        #expect(ProgressChart.niceCeiling(0.7) == 1)
        #expect(ProgressChart.niceCeiling(120) == 200)
        #expect(ProgressChart.niceCeiling(0) == 1)
        #expect(GameProgress.movingMedian([5, 1, 9, 3, 7, 2]) == [5, 3, 5, 4, 5, 3])
    }
}
