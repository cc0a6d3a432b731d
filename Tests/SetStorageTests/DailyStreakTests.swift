import SetCore
import Testing

@testable import SetStorage

@Suite("Daily puzzle streaks")
struct DailyStreakTests {
    private func days(_ texts: String...) -> Set<DailyDate> { Set(texts.compactMap(DailyDate.init)) }
    private func day(_ text: String) throws -> DailyDate { try #require(DailyDate(text)) }

    @Test func aStreakRunsAcrossMonthAndYearEnds() throws {
        let solved = days("2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02")
        #expect(DailyStreaks.longest(solved) == 4)
        #expect(DailyStreaks.current(solved, today: try day("2027-01-02")) == 4)
        #expect(DailyStreaks.longest(days("2026-01-31", "2026-02-01", "2026-03-01")) == 2)
    }

    @Test func aStreakRunsThroughFebruaryTwentyNinthOnlyInALeapYear() {
        #expect(DailyStreaks.longest(days("2024-02-28", "2024-02-29", "2024-03-01")) == 3)
        // 2026 has no February 29th: the 28th and March 1st are neighbours.
        #expect(DailyStreaks.longest(days("2026-02-28", "2026-03-01")) == 2)
        #expect(DailyStreaks.longest(days("2024-02-28", "2024-03-01")) == 1)
    }

    @Test func theCurrentStreakWaitsForTodayButNotLonger() throws {
        let solved = days("2026-11-20", "2026-11-21", "2026-11-22")
        #expect(DailyStreaks.current(solved, today: try day("2026-11-22")) == 3)
        #expect(DailyStreaks.current(solved, today: try day("2026-11-23")) == 3)
        #expect(DailyStreaks.current(solved, today: try day("2026-11-24")) == 0)
        #expect(DailyStreaks.current([], today: try day("2026-11-24")) == 0)
        #expect(DailyStreaks.longest([]) == 0)
    }

    @Test func aSolvedPuzzleCountsItsDayAndBestTime() throws {
        var game = Game(daily: try day("2026-11-23"), now: 0)
        var statistics = Statistics()
        for (n, set) in SetFinder.allSets(in: game.table).enumerated() {
            let before = game
            var events: [GameEvent] = []
            for index in set { events += game.apply(.cardTapped(index: index), now: Double(n + 1) * 10) }
            statistics.record(events, game: game, before: before)
        }
        #expect(game.isGameOver)
        #expect(statistics.dailySolved == days("2026-11-23"))
        #expect(statistics.dailyBestTime == 60)
        #expect(statistics.bestTime == nil)
        #expect(statistics.panelLines(for: game).contains("Puzzles solved 1"))
    }
}
