import Glibc
import SetCore

/// `--daily [YYYY-MM-DD]`: the day of the daily puzzle a command line asks for.
enum DailyArgument {
    /// The value that stands for today: `--daily` without a date reads as `--daily today`.
    static let today = "today"

    /// The day a `--daily` value names, given today's date.
    ///
    /// - Throws: a message for a value that is not a day, or a day after `today`.
    static func date(from value: String, today: DailyDate) throws(DailyArgumentError) -> DailyDate {
        if value == Self.today { return today }
        guard let date = DailyDate(value) else {
            throw DailyArgumentError("--daily takes a date written YYYY-MM-DD, not \"\(value)\"")
        }
        guard date <= today else {
            throw DailyArgumentError("--daily \(date) is in the future: today is \(today)")
        }
        return date
    }

    /// Today in the local time zone (`TZ`, else `/etc/localtime`), or 1970-01-01
    /// should the clock or the time zone fail.
    static var localToday: DailyDate {
        var now = time(nil)
        var parts = tm()
        guard now != -1, localtime_r(&now, &parts) != nil else { return .unixEpoch }
        return DailyDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? .unixEpoch
    }
}

/// A `--daily` value the game cannot use.
struct DailyArgumentError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
