import Glibc
import SetCore

/// `--daily [YYYY-MM-DD]`: an option whose value may be left out, which
/// swift-argument-parser cannot express, rewritten before parsing.
///
/// `--daily` becomes `--daily-date today` and `--daily 2026-11-23` (or
/// `--daily=2026-11-23`) becomes `--daily-date 2026-11-23`. The game takes no
/// other arguments that are not options, so a word after `--daily` that does
/// not start with `-` is its date (and a malformed one is reported as such).
enum DailyArgument {
    /// The value of `--daily-date` that stands for today.
    static let today = "today"

    /// The arguments (without the program name) with `--daily` in its parseable form.
    static func rewritten(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result += arguments[(index - 1)...]
                break
            } else if argument == "--daily" {
                if index < arguments.count, !arguments[index].hasPrefix("-") {
                    result += ["--daily-date", arguments[index]]
                    index += 1
                } else {
                    result += ["--daily-date", today]
                }
            } else if argument.hasPrefix("--daily=") {
                result += ["--daily-date", String(argument.dropFirst("--daily=".count))]
            } else {
                result.append(argument)
            }
        }
        return result
    }

    /// The day a `--daily-date` value names, given today's date.
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
