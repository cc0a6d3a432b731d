/// A calendar day of the proleptic Gregorian calendar, the key of a daily puzzle.
///
/// Pure arithmetic, no time zones: which day "today" is comes from the caller.
/// Days are counted with Howard Hinnant's `days_from_civil` and `civil_from_days`
/// ("chrono-Compatible Low-Level Date Algorithms"), so month ends, year ends and
/// leap years need no special cases.
public struct DailyDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 28, 29, 30 or 31.
    public let day: Int

    /// The day, or `nil` when it does not exist (February 30th, month 13, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// 1970-01-01, day number 0.
    public static let unixEpoch = DailyDate(checkedYear: 1970, month: 1, day: 1)

    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day written `YYYY-MM-DD` (four, two and two digits), or `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `dayNumber` days after 1970-01-01, or `nil` outside years 1 to 9999.
    public init?(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days since 1970-01-01 (negative before it): consecutive days have consecutive numbers.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day before, or `nil` before 0001-01-01.
    public var previous: DailyDate? { DailyDate(dayNumber: dayNumber - 1) }

    /// The day after, or `nil` after 9999-12-31.
    public var next: DailyDate? { DailyDate(dayNumber: dayNumber + 1) }

    /// The date as the number `year * 10000 + month * 100 + day` (20261123): the daily puzzle's seed.
    public var key: UInt64 { UInt64(year * 10000 + month * 100 + day) }

    /// The day whose `key` this is, or `nil` when the number names no day.
    public init?(key: UInt64) {
        guard key <= 99_991_231 else { return nil }
        let value = Int(key)
        self.init(year: value / 10000, month: value / 100 % 100, day: value % 100)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Earlier days first.
    public static func < (a: DailyDate, b: DailyDate) -> Bool { a.dayNumber < b.dayNumber }

    /// Whether `year` has a February 29th (Gregorian rule).
    public static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
