import Catalog
import FoundationEssentials
import Glibc
import SetStorage

/// The languages installed with the game, as gettext's `.mo` files, and the one a launch plays in.
///
/// A catalog is looked for, in order, beside the program (the build's resources, `CODE.mo`), in the
/// `share/locale` of the prefix the program is installed under (`/usr/games/set-game` →
/// `/usr/share/locale`), in the user's `$XDG_DATA_HOME/locale` (where `--install` puts them) and in each
/// of `$XDG_DATA_DIRS`' `locale` folders, under `CODE/LC_MESSAGES/set-game.mo`. The first found wins.
package struct InstalledCatalogs: Sendable {
    /// Each language's file, by code.
    package let files: [String: String]
    /// The languages the environment asks for, in gettext's order (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`).
    package let asked: [String]

    /// The catalogs found from `program` (the running program's path) and `environment`.
    package init(program: String?, environment: [String: String]) {
        var files: [String: String] = [:]
        for (folder, layout) in Self.places(program: program, environment: environment) {
            for code in Self.codes(in: folder, layout: layout) where files[code] == nil {
                files[code] = layout.path(folder, code)
            }
        }
        self.files = files
        asked = LanguagePreference.asked(in: environment)
    }

    /// No catalog but English (a test's session).
    package static let none = InstalledCatalogs(files: [:])

    /// The catalogs in `files`, by code, for a player who asks for the languages `asked`.
    package init(files: [String: String], asked: [String] = []) {
        self.files = files
        self.asked = asked
    }

    /// The catalogs of this process.
    package static var current: InstalledCatalogs {
        InstalledCatalogs(
            program: try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
            environment: ProcessInfo.processInfo.environment)
    }

    /// The codes of the languages installed, sorted.
    package var languages: [String] { files.keys.sorted() }

    /// Every catalog installed that can be read, in the order of `languages`.
    package var translations: [Catalog] { languages.compactMap(catalog) }

    /// Every catalog's file, by code, as it is on disk (for an install or a package to copy).
    package var fileBytes: [(code: String, bytes: [UInt8])] {
        languages.compactMap { code in
            guard let path = files[code], case .contents(let bytes) = AtomicFile.read(path, limit: 16 << 20) else {
                return nil
            }
            return (code, bytes)
        }
    }

    /// The catalog of `code`: English for `en`, the pseudo-language for `en@pseudo`; nil for a language
    /// not installed, or whose file cannot be read as a catalog.
    package func catalog(_ code: String) -> Catalog? {
        if code == "en" { return .english }
        if code == Catalog.pseudo.language { return .pseudo }
        guard let path = files[code], case .contents(let bytes) = AtomicFile.read(path, limit: 16 << 20),
            let file = try? MOFile(bytes: bytes)
        else { return nil }
        return Catalog(language: code, file: file)
    }

    /// The catalog a launch plays in: the language chosen (`--language` or Settings), else the first the
    /// environment asks for that is installed, else English. A language chosen and not installed is
    /// English too, with a line that says so.
    package func launching(chosen: String?) -> (catalog: Catalog, warning: String?) {
        if let chosen {
            if let catalog = catalog(chosen) { return (catalog, nil) }
            return (
                .english, "set-game: no \(chosen) catalog is installed (\(Self.known(languages))); playing in English"
            )
        }
        let code = LanguagePreference.chosen(asked, available: Set(languages + ["en"]))
        return (code.flatMap(catalog) ?? .english, nil)
    }

    private static func known(_ languages: [String]) -> String {
        languages.isEmpty ? "none is" : "there are " + (["en"] + languages).joined(separator: ", ")
    }

    /// How a folder holds its catalogs.
    enum Layout {
        /// `CODE.mo`, as the build's resources hold them.
        case flat
        /// `CODE/LC_MESSAGES/set-game.mo`, as gettext installs them.
        case locale

        /// The file of `code` under `folder`.
        func path(_ folder: String, _ code: String) -> String {
            switch self {
            case .flat: "\(folder)/\(code).mo"
            case .locale: "\(folder)/\(code)/LC_MESSAGES/set-game.mo"
            }
        }
    }

    /// The folders to look in, in order.
    static func places(program: String?, environment: [String: String]) -> [(String, Layout)] {
        var places: [(String, Layout)] = []
        if let program, let slash = program.lastIndex(of: "/") {
            let folder = String(program[..<slash])
            places.append((folder + "/Set_SetPlatform.resources", .flat))
            if let up = folder.lastIndex(of: "/") {
                places.append((String(folder[..<up]) + "/share/locale", .locale))
            }
        }
        let absolute = { (value: String?) in value.flatMap { $0.hasPrefix("/") ? $0 : nil } }
        if let home = absolute(environment["XDG_DATA_HOME"])
            ?? absolute(environment["HOME"]).map({ $0 + "/.local/share" })
        {
            places.append((home + "/locale", .locale))
        }
        let dirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
        for dir in dirs.split(separator: ":") where dir.hasPrefix("/") {
            places.append((dir + "/locale", .locale))
        }
        return places
    }

    /// The codes whose catalog `folder` holds.
    static func codes(in folder: String, layout: Layout) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        switch layout {
        case .flat:
            return names.filter { $0.hasSuffix(".mo") }.map { String($0.dropLast(3)) }
        case .locale:
            return names.filter { access(layout.path(folder, $0), R_OK) == 0 }
        }
    }
}
