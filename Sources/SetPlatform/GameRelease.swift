import SetApp
import SetCore
import SetStorage
import SetTable

/// The game's version and the releases that led to it, newest first: the one place `set-game --version`,
/// the AppStream `<releases>` and the Debian package's version and changelog read them from.
package enum GameRelease {
    /// One release: its version, its day, and what it brought, a line a change.
    package struct Entry: Equatable, Sendable {
        /// `MAJOR.MINOR.PATCH`.
        package var version: String
        /// The day it was released.
        package var date: DailyDate
        /// What changed, in sentences for players.
        package var changes: [String]
    }

    /// Every release, newest first.
    package static let history: [Entry] = [
        Entry(
            version: "1.1.0", date: day(2026, 12, 1),
            changes: [
                "A Debian package: installed with apt, it needs no Swift and is removed cleanly.",
                "Play online reaches its lobby on a desktop with no sound device; it stayed on Connecting.",
                "Review refuses at once a path that is not a regular file, or a file too large to be a record.",
                "A count meets its noun in the singular for one: Seconds per Set, last 1 game.",
            ]),
        Entry(version: "1.0.0", date: day(2026, 11, 27), changes: ["The first release."]),
    ]

    /// The version playing now: the newest release's.
    package static var version: String { history[0].version }

    /// What this build says of itself: the version, the licence, and the folders of `locations`.
    static func installation(_ locations: StorageLocations, languages: [String] = []) -> Installation {
        Installation(
            version: version, licence: DebianCopyright.gameLicense, dataFolder: locations.dataFolder,
            stateFolder: locations.stateFolder, languages: languages)
    }

    private static func day(_ year: Int, _ month: Int, _ day: Int) -> DailyDate {
        // The list above is written by hand; a day that does not exist falls back to the epoch, and a test
        // (`GameReleaseTests`) reads every date back.
        DailyDate(year: year, month: month, day: day) ?? .unixEpoch
    }
}
