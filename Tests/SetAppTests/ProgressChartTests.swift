import Catalog
import Geometry
import Testing

@testable import SetApp
@testable import SetCore
@testable import SetTable

/// The Statistics overlay's charts at the layout tests' window sizes: on a page of their own,
/// inside their panel, labelled, with labels at a readable size and every point on its plot.
@Suite struct ProgressChartTests {
    /// 50 games that speed up: seconds per Set from about 20 down to about 8, every kind found.
    static let games: [GameProgress] = (0..<50).map { n in
        let perSet = 20 - Double(n) * 0.24 + Double(n % 5)
        let kinds = (1...4).map { kind in [perSet * (0.6 + 0.2 * Double(kind)), perSet * 0.9] }
        return GameProgress(finds: 20 + n % 7, seconds: perSet * Double(20 + n % 7), kindSeconds: kinds)
    }

    func chartsPage(_ w: Double, _ h: Double) throws -> (TableScene, OverlayPanel) {
        var scene = TableScene(game: Game(seed: 5, now: 0), now: 3, width: Int(w), height: Int(h))
        scene.overlay = .stats
        scene.statisticsTable = OverlayPanelTests.table
        scene.progress = Self.games
        let first = try #require(OverlayPanel.build(for: scene))
        scene.overlayPage = first.pageCount - 1
        return (scene, try #require(OverlayPanel.build(for: scene)))
    }

    @Test func theChartsFitTheirPanelAtEveryWindowSize() throws {
        let layout = OverlayPanelTests()
        for (w, h) in OverlayPanelTests.sizes {
            let (scene, panel) = try chartsPage(w, h)
            let label = "charts \(w)x\(h)"
            layout.check(panel, in: scene, label)
            #expect(panel.charts.map(\.name) == ["secondsPerSet", "setsPerMinute", "kindMedians"], "\(label)")
            #expect(panel.controls.map(\.name) == ["previous", "next", "pastGames", "close"], "\(label)")
            #expect(panel.controls[1].enabled == false && panel.controls[0].enabled, "\(label)")
            for (n, chart) in panel.charts.enumerated() {
                #expect(layout.contains(panel.frame, chart.frame), "\(label): \(chart.name) outside the panel")
                #expect(layout.contains(chart.frame, chart.plot), "\(label): \(chart.name) plot")
                #expect(!chart.title.isEmpty && chart.textSize >= OverlayPanel.smallestChartText, "\(label)")
                #expect(!panel.controls.contains { $0.frame.intersects(chart.frame) }, "\(label): \(chart.name)")
                for other in panel.charts.dropFirst(n + 1) {
                    #expect(!chart.frame.intersects(other.frame), "\(label): \(chart.name) over \(other.name)")
                }
                for text in chart.labels {
                    #expect(layout.contains(panel.frame, text.frame), "\(label): \(text.text) outside the panel")
                }
                for series in chart.series {
                    for point in series.points {
                        #expect(chart.plot.insetBy(dx: -0.01, dy: -0.01).contains(point), "\(label): \(chart.name)")
                    }
                }
            }
            // Every game has a point; each kind a line across the games.
            #expect(panel.charts[0].series[0].points.count == 50)
            #expect(panel.charts[0].series[1].points.count == 50)
            #expect(panel.charts[2].series.map(\.points.count) == [50, 50, 50, 50])
            // The legend names what each colour is.
            #expect(
                panel.charts[2].labels.compactMap { $0.color == nil ? nil : $0.text } == [
                    "1 feature", "2", "3", "4 differ",
                ])
        }
    }

    @Test func theRecentColumnsSumTheirGames() {
        let lines = GameProgress.tableLines(
            latest10: Array(Self.games.suffix(10)), latest50: Self.games, all: Self.games, catalog: .english)
        #expect(lines.count == 9)
        #expect(StatisticsTable.cells(of: lines[0]) == ["Recorded games", "Last 10 games", "Last 50 games", "All"])
        let games = StatisticsTable.cells(of: lines[1])
        #expect(games == ["Games", "10", "50", "50"])
        let finds = Self.games.suffix(10).reduce(0) { $0 + $1.finds }
        #expect(StatisticsTable.cells(of: lines[2])[1] == String(finds))
    }
}
