import Foundation
import Testing

@testable import SetCore
@testable import SetGame
@testable import SetPlatform
@testable import SetStorage

/// `--daily`'s day: today read from the C library, as Foundation's calendar reads it.
@Suite("Daily argument")
struct DailyArgumentTests {
    @Test func todayIsTheDayFoundationsCalendarSays() {
        func calendarToday() -> DailyDate? {
            let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
            return DailyDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0)
        }
        // Read between two readings of the calendar, in case midnight passes meanwhile.
        let before = calendarToday()
        let today = DailyDate.localToday
        let after = calendarToday()
        #expect(today == before || today == after)
    }

    @Test func todayIsNotInTheFuture() throws {
        #expect(
            try DailyArgument.date(from: DailyArgument.today, today: DailyDate.localToday)
                == DailyDate.localToday)
    }
}
