import FoundationEssentials
import Glibc
import SetCore

/// `set-game --games`: the games recorded, newest first, a line each, with the ids `--export-game` takes.
package enum PastGamesListing {
    /// The listing of the database at `path`: a header and a line per game, or a line saying there are none.
    package static func lines(databasePath path: String, limit: Int = 1000) throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return ["No games recorded yet"] }
        let games = try GameDatabase(path: path).pastGames(limit: limit)
        guard !games.isEmpty else { return ["No games recorded yet"] }
        let header = [
            pad("ID", 5), "  ", "Started".padding(toLength: 16, withPad: " ", startingAt: 0), "  ",
            "Mode".padding(toLength: 13, withPad: " ", startingAt: 0), pad("Time", 6), pad("Sets", 7),
            pad("Missed", 8), pad("Hints", 7), "  Result",
        ].joined()
        return [header] + games.map(line)
    }

    /// One game's line: `   12  2026-11-28 09:14  Solo           4:05     27       1      0  finished`.
    static func line(_ game: GameSummary) -> String {
        let mode = game.mode.title + (game.isNetworkGame ? " (net)" : "")
        return [
            pad(String(game.id), 5), "  ", localTime(game.startedAt), "  ",
            mode.padding(toLength: 13, withPad: " ", startingAt: 0),
            pad(clock(game.seconds), 6), pad(String(game.finds), 7), pad(String(game.misses), 8),
            pad(String(game.hints), 7), "  ", game.result.rawValue,
        ].joined()
    }

    /// Minutes and seconds of play, `m:ss`, or `h:mm:ss` from an hour.
    package static func clock(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? max(0, Int(seconds.rounded(.down))) : 0
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// Seconds since 1970 as `YYYY-MM-DD HH:MM` in this machine's time zone.
    package static func localTime(_ seconds: Double) -> String {
        var time = time_t(seconds.isFinite ? seconds.rounded(.down) : 0)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return "????-??-?? ??:??" }
        let two = { (n: Int32) in n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min))"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
