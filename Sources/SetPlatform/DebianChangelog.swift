import SetCore

/// The Debian package's changelog (`/usr/share/doc/set-game/changelog.gz`, and `debian/changelog`,
/// where `dpkg-gencontrol` reads the version): one entry a release, newest first, from `GameRelease`.
///
/// The package is native (its version is the game's own), so each entry's version is the release's.
enum DebianChangelog {
    /// The file's text.
    static var text: String {
        GameRelease.history.map(entry).joined(separator: "\n")
    }

    /// One release, in the format of deb-changelog(5): the heading, its changes as bullets wrapped at
    /// 80 columns, and the trailer with the maintainer and the day (at noon UTC).
    static func entry(_ release: GameRelease.Entry) -> String {
        let bullets = release.changes.map { bullet($0) }.joined(separator: "\n")
        return """
            set-game (\(release.version)) unstable; urgency=medium

            \(bullets)

             -- \(DebianCopyright.contact)  \(rfc2822(release.date))

            """
    }

    /// A change as a bullet, wrapped by words at 80 columns: `  * ` before the first line, four spaces before the rest.
    static func bullet(_ text: String) -> String {
        DebianControl.wordLines(text, width: 76).enumerated()
            .map { ($0.offset == 0 ? "  * " : "    ") + $0.element }
            .joined(separator: "\n")
    }

    /// The day at noon UTC, as RFC 2822 writes it: `Tue, 01 Dec 2026 12:00:00 +0000`.
    static func rfc2822(_ date: DailyDate) -> String {
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday.
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekday = weekdays[((date.dayNumber % 7) + 7) % 7]
        let day = date.day < 10 ? "0\(date.day)" : "\(date.day)"
        return "\(weekday), \(day) \(months[date.month - 1]) \(date.year) 12:00:00 +0000"
    }
}
