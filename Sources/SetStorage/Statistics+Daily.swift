import Catalog
import SetCore

/// Streaks of daily puzzles: pure arithmetic on the days solved.
///
/// Days are compared by `DailyDate.dayNumber`, so a streak runs across month
/// ends, year ends and February 29th with no special case.
package enum DailyStreaks {
    /// The longest run of consecutive days in `days` (0 for none).
    static func longest(_ days: Set<DailyDate>) -> Int {
        let numbers = Set(days.map(\.dayNumber))
        var best = 0
        // Only a run's first day starts a count, so each day is visited once per run.
        for start in numbers where !numbers.contains(start - 1) {
            var length = 1
            while numbers.contains(start + length) { length += 1 }
            best = max(best, length)
        }
        return best
    }

    /// The run of consecutive solved days ending today, or yesterday while today's is unsolved (0 otherwise).
    static func current(_ days: Set<DailyDate>, today: DailyDate) -> Int {
        let numbers = Set(days.map(\.dayNumber))
        var last = today.dayNumber
        if !numbers.contains(last) { last -= 1 }
        var length = 0
        while numbers.contains(last - length) { length += 1 }
        return length
    }
}

extension Statistics {
    /// Counts a solved daily puzzle: its day and, without hints, its time for the best.
    mutating func recordDailySolved(_ game: Game) {
        guard let date = game.dailyDate else { return }
        dailySolved.insert(date)
        let time = game.playTime
        dailyBestTime = min(dailyBestTime ?? time, time)
    }

    /// Lines for the daily puzzle's panel: puzzles solved, streaks and best time.
    func dailyLines(today: DailyDate, catalog c: Catalog = .english) -> [String] {
        var lines = [
            c.text("Puzzles solved %d", .int(dailySolved.count)),
            c.text(
                "Streak %1$d · longest %2$d", .int(DailyStreaks.current(dailySolved, today: today)),
                .int(DailyStreaks.longest(dailySolved))),
        ]
        if let dailyBestTime { lines.append(c.text("Best daily time %s", .string(Self.clock(dailyBestTime)))) }
        return lines
    }
}
