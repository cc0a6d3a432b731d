import Glibc
import SetCore

extension DailyDate {
    /// Today in the local time zone (`TZ`, else `/etc/localtime`), or 1970-01-01
    /// should the clock or the time zone fail.
    package static var localToday: DailyDate {
        var now = time(nil)
        var parts = tm()
        guard now != -1, localtime_r(&now, &parts) != nil else { return .unixEpoch }
        return DailyDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? .unixEpoch
    }
}
