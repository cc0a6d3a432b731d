import Catalog
import Geometry
import SetCore
import SetTable
import Testing

@testable import SetApp

/// The statistics' ratings: a section with each rated mode's rating and games, and a chart of one mode's.
@Suite("App core: ratings in the statistics")
struct RatingsStatisticsTests {
    @Test func theRatingsSectionListsEachRatedModeInTheModesOrder() {
        let lines = RatingsTable.lines(
            [.sprint10: ModeRating(rating: 1197.38, games: 1), .solo: ModeRating(rating: 1232.5, games: 12)],
            catalog: .english)
        #expect(
            lines == [
                "Ratings    Rating  Games",
                "Solo         1233     12",
                "Sprint 10    1197      1",
            ])
        #expect(RatingsTable.lines([:], catalog: .english).isEmpty)
        // Read back as the statistics panel reads its table: one section, three columns.
        let table = StatisticsTable(lines: lines, catalog: .english)
        #expect(table.sections.count == 1 && table.sections[0].rows.map(\.count) == [3, 3, 3])
    }

    /// A rating's chart comes after the pace's three, its points at each game's rating after it.
    @Test func theRatingsChartFollowsThePaceCharts() throws {
        let games = [GameProgress(finds: 10, seconds: 300, kindSeconds: [[20], [25], [30], [40]])]
        let charts = ProgressChart.charts(
            of: games, ratings: [1210, 1190, 1250], ratingTitle: "Rating in Solo, last 3 games",
            in: Rect(0, 0, 400, 800), textSize: 10, catalog: .english)
        #expect(charts.map(\.name) == ["secondsPerSet", "setsPerMinute", "kindMedians", "rating"])
        let rating = try #require(charts.last)
        #expect(rating.title == "Rating in Solo, last 3 games")
        #expect(rating.series.first?.points.count == 3)
        // Highest in the middle of its plot's height at 1250 of a 2000 scale: y = maxY − height · 0.625.
        let points = try #require(rating.series.first?.points)
        #expect(abs(points[2].y - (rating.plot.maxY - rating.plot.height * 0.625)) < 1e-9)
        // With no games' pace, the rating's chart alone.
        let alone = ProgressChart.charts(
            of: [], ratings: [1200, 1210], ratingTitle: "Rating", in: Rect(0, 0, 400, 800), textSize: 10,
            catalog: .english)
        #expect(alone.map(\.name) == ["rating"])
        #expect(ProgressChart.charts(of: [], in: Rect(0, 0, 400, 800), textSize: 10, catalog: .english).isEmpty)
    }
}
