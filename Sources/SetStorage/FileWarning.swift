import Catalog

/// A problem with the game's files: said on standard error in English, as the log says everything, and in
/// the window in the player's language. The system's own words for what went wrong (`reason`) and the
/// paths stay as they are.
package struct FileWarning: Equatable, Sendable {
    /// What a file holds.
    package enum Subject: Equatable, Sendable {
        case game, statistics, settings
    }

    /// What happened.
    package enum Kind: Equatable, Sendable {
        /// A file could not be read; it is kept aside as `kept` and a fresh one begun.
        case unreadable(Subject, kept: String)
        /// A file could not be read nor kept aside (`keepReason`): it is never written over.
        case unreadableNotKept(Subject, keepReason: String)
        /// Nothing can be saved in `folder`: the game plays on unsaved.
        case cannotSave(folder: String)
        /// The games database is from a newer set-game (`reason` says so): games are not recorded.
        case databaseTooNew
        /// The games database at `path` cannot be read nor kept aside: games are not recorded.
        case databaseUnreadable(path: String)
        /// The games database could not be read; it is kept as `kept` and a new one begun.
        case databaseKeptAside(kept: String)
        /// As `databaseKeptAside`, and the new one failed too (`again`): games are not recorded.
        case databaseKeptAsideFailedToo(kept: String, again: String)
        /// The games database could not be read for the game in play.
        case cannotReadDatabase
        /// The game could not be written into the database at `path`.
        case cannotRecord(path: String)
        /// The games database could not be trimmed to the games kept.
        case cannotTrim
    }

    package var kind: Kind
    /// The system's words for what went wrong.
    package var reason: String

    package init(_ kind: Kind, reason: String) {
        self.kind = kind
        self.reason = reason
    }

    /// The line on standard error: `set-game: ` and the warning in English.
    package var line: String { "set-game: " + text(in: .english) }

    /// The warning in `c`'s language, with `home` (the home folder) written `~` so the paths fit the window.
    package func text(in c: Catalog, home: String? = nil) -> String {
        func shown(_ path: String) -> String {
            guard let home, home.count > 1 else { return path }
            let folder = home.hasSuffix("/") ? String(home.dropLast()) : home
            return path.replacing(folder + "/", with: "~/")
        }
        let why = shown(reason)
        switch kind {
        case .unreadable(.game, let kept):
            return c.text(
                "the saved game was unreadable (%1$s); kept it as %2$s and started a new game", .string(why),
                .string(shown(kept)))
        case .unreadable(.statistics, let kept):
            return c.text(
                "the statistics were unreadable (%1$s); kept them as %2$s and started new statistics", .string(why),
                .string(shown(kept)))
        case .unreadable(.settings, let kept):
            return c.text(
                "the settings were unreadable (%1$s); kept them as %2$s and used the defaults", .string(why),
                .string(shown(kept)))
        case .unreadableNotKept(.game, let keepReason):
            return c.text(
                "the saved game was unreadable (%1$s) and could not be kept aside (%2$s); started a new game "
                    + "and will not save over it", .string(why), .string(shown(keepReason)))
        case .unreadableNotKept(.statistics, let keepReason):
            return c.text(
                "the statistics were unreadable (%1$s) and could not be kept aside (%2$s); started new statistics "
                    + "and will not save over them", .string(why), .string(shown(keepReason)))
        case .unreadableNotKept(.settings, let keepReason):
            return c.text(
                "the settings were unreadable (%1$s) and could not be kept aside (%2$s); used the defaults "
                    + "and will not save over them", .string(why), .string(shown(keepReason)))
        case .cannotSave(let folder):
            return c.text(
                "cannot save in %1$s (%2$s); playing on without saving", .string(shown(folder)), .string(why))
        case .databaseTooNew:
            return c.text("%s; games are not recorded", .string(why))
        case .databaseUnreadable(let path):
            return c.text(
                "the games database %1$s is unreadable (%2$s); games are not recorded", .string(shown(path)),
                .string(why))
        case .databaseKeptAside(let kept):
            return c.text(
                "the games database was unreadable (%1$s); kept it as %2$s and began a new one", .string(why),
                .string(shown(kept)))
        case .databaseKeptAsideFailedToo(let kept, let again):
            return c.text(
                "the games database was unreadable (%1$s); kept it as %2$s and began a new one, which failed too "
                    + "(%3$s); games are not recorded", .string(why), .string(shown(kept)), .string(shown(again)))
        case .cannotReadDatabase:
            return c.text("cannot read the games database (%s)", .string(why))
        case .cannotRecord(let path):
            return c.text("cannot record the game in %1$s (%2$s)", .string(shown(path)), .string(why))
        case .cannotTrim:
            return c.text("cannot trim the games database (%s)", .string(why))
        }
    }
}
