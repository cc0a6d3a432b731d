import Testing

@testable import SetCore

@Suite("The daily puzzle generator")
struct DailyPuzzleTests {
    private func date(_ text: String) -> DailyDate {
        guard let date = DailyDate(text) else { fatalError("bad date \(text) in a test") }
        return date
    }

    /// Puzzles pinned when the algorithm was written: a change here changes every player's past and future puzzles.
    @Test(arguments: [
        ("2026-11-23", "2GSO 1ROO 3RDF 2PDS 1PSO 1GDS 1GOF 2PDO 1RSS 3PSF 3GOF 1RDS"),
        ("2026-01-01", "1ROF 3GOO 3POO 2GDO 1POS 2GDS 1POO 3RSO 2GOS 1RDO 1GSF 2RDS"),
        ("2024-02-29", "1GDO 3PDO 3ROF 3POF 1RDF 2POS 1PDS 2RDO 2GDS 3PSS 3POS 3RSF"),
        ("1999-12-31", "2PDS 1GSO 2RSO 2RDF 1GSF 3ROS 2PDO 3GSF 3PSS 2ROF 2GOO 1POF"),
    ])
    func pinnedPuzzlesNeverChange(day: String, codes: String) {
        #expect(DailyPuzzle.cards(for: date(day)).map(\.code).joined(separator: " ") == codes)
    }

    @Test func everyDayOfTwoYearsHasTwelveDistinctCardsAndExactlySixSets() {
        guard let first = DailyDate(year: 2026, month: 1, day: 1) else { return }
        for n in 0..<730 {
            guard let day = DailyDate(dayNumber: first.dayNumber + n) else { continue }
            let cards = DailyPuzzle.cards(for: day)
            #expect(cards.count == 12)
            #expect(Set(cards).count == 12)
            #expect(SetFinder.allSets(in: cards).count == 6, "\(day)")
        }
    }

    @Test func theSameDateGivesTheSamePuzzleAndNeighboursDiffer() {
        let day = date("2026-11-23")
        #expect(DailyPuzzle.cards(for: day) == DailyPuzzle.cards(for: date("2026-11-23")))
        #expect(DailyPuzzle.generate(for: day).tries >= 1)
        #expect(DailyPuzzle.cards(for: day) != DailyPuzzle.cards(for: date("2026-11-24")))
    }
}

@Suite("Days of the daily puzzle")
struct DailyDateTests {
    @Test func readsAndWritesYearMonthDay() {
        #expect(DailyDate("2026-11-23")?.description == "2026-11-23")
        #expect(DailyDate("0987-01-05")?.description == "0987-01-05")
        #expect(DailyDate("2026-11-23")?.key == 20_261_123)
        #expect(DailyDate(key: 20_261_123) == DailyDate("2026-11-23"))
    }

    @Test(arguments: [
        "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-01", "26-11-23",
        "2026-11-23x", "", "2026/11/23", "+026-11-23", "0000-01-01", "1900-02-29",
    ])
    func refusesWhatIsNotADay(text: String) {
        #expect(DailyDate(text) == nil)
    }

    @Test func leapYearsFollowTheGregorianRule() {
        #expect(DailyDate("2024-02-29") != nil)
        #expect(DailyDate("2000-02-29") != nil)
        #expect(DailyDate("2100-02-29") == nil)
        #expect(DailyDate.isLeap(2400) && !DailyDate.isLeap(1900))
    }

    @Test(arguments: [
        ("2026-01-31", "2026-02-01"), ("2026-02-28", "2026-03-01"), ("2024-02-28", "2024-02-29"),
        ("2024-02-29", "2024-03-01"), ("2026-12-31", "2027-01-01"), ("1999-12-31", "2000-01-01"),
        ("2100-02-28", "2100-03-01"), ("2026-04-30", "2026-05-01"),
    ])
    func theNextDayCrossesMonthAndYearEnds(day: String, next: String) {
        #expect(DailyDate(day)?.next == DailyDate(next))
        #expect(DailyDate(next)?.previous == DailyDate(day))
        #expect(DailyDate(next).map(\.dayNumber) == DailyDate(day).map { $0.dayNumber + 1 })
    }

    @Test func dayNumbersCountFromTheUnixEpoch() {
        #expect(DailyDate("1970-01-01")?.dayNumber == 0)
        #expect(DailyDate("2000-03-01")?.dayNumber == 11_017)
        #expect(DailyDate("1969-12-31")?.dayNumber == -1)
        #expect(DailyDate(dayNumber: 20_415) == DailyDate("2025-11-23"))
    }
}
