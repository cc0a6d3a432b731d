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
}

/// A `--daily` value the game cannot use.
struct DailyArgumentError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
