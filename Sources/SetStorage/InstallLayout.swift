import FoundationEssentials

/// Where `--install` puts the game for one user, following the XDG Base
/// Directory specification and the freedesktop icon theme specification.
///
/// | what | where |
/// |---|---|
/// | the program | `~/.local/bin/set-game` |
/// | the menu entry | `$XDG_DATA_HOME/applications/io.github.set_game.SetGame.desktop` |
/// | the icons | `$XDG_DATA_HOME/icons/hicolor/NxN/apps/set-game.png` |
/// | the manual page | `$XDG_DATA_HOME/man/man6/set-game.6` |
/// | the AppStream metadata | `$XDG_DATA_HOME/metainfo/io.github.set_game.SetGame.metainfo.xml` |
/// | the record of the install | `$XDG_DATA_HOME/set-game/install.json` |
///
/// `$XDG_DATA_HOME` is `~/.local/share` when unset, empty or relative.
package struct InstallLayout: Equatable, Sendable {
    /// The home folder.
    var home: String
    /// `$XDG_DATA_HOME`, or its default.
    var dataHome: String

    /// The layout for an environment (`HOME`, `XDG_DATA_HOME`).
    init(environment: [String: String]) {
        let absolute = { (value: String?) in value.flatMap { $0.hasPrefix("/") ? $0 : nil } }
        home = Self.trimmed(absolute(environment["HOME"]) ?? StorageLocations.passwordHome)
        dataHome = Self.trimmed(absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share")
    }

    /// The layout for this process's environment.
    package static var current: InstallLayout { InstallLayout(environment: ProcessInfo.processInfo.environment) }

    /// The installed program (the spec's place for a user's executables).
    var program: String { home + "/.local/bin/set-game" }
    /// The menu entry.
    var desktopEntry: String { dataHome + "/applications/" + DesktopEntry.fileName }
    /// Where installs before 1.1.0 put the menu entry, under its former name.
    var formerDesktopEntry: String { dataHome + "/applications/" + DesktopEntry.formerFileName }
    /// The icon of `size` pixels square.
    func icon(size: Int) -> String { dataHome + "/icons/hicolor/\(size)x\(size)/apps/\(DesktopEntry.iconName).png" }
    /// The manual page, in section 6 (games) of the user's manual, where `man set-game` finds it.
    var manualPage: String { dataHome + "/man/man6/set-game.6" }
    /// The AppStream metadata, where software centres look for a user's applications.
    var metainfo: String { dataHome + "/metainfo/" + DesktopEntry.componentID + ".metainfo.xml" }
    /// A language's catalog, where gettext's layout puts it and the game looks (`InstalledCatalogs`).
    func catalog(_ code: String) -> String { dataHome + "/locale/\(code)/LC_MESSAGES/set-game.mo" }
    /// Whether `path` is where an install puts a catalog: `locale/CODE/LC_MESSAGES/set-game.mo` of the data folder.
    func isCatalog(_ path: String) -> Bool {
        let prefix = dataHome + "/locale/", suffix = "/LC_MESSAGES/set-game.mo"
        guard path.hasPrefix(prefix), path.hasSuffix(suffix), path.count > prefix.count + suffix.count else {
            return false
        }
        let code = path.dropFirst(prefix.count).dropLast(suffix.count)
        return RememberedSettings.isLanguageCode(String(code))
    }

    /// The record of what the install wrote, so uninstalling removes exactly that.
    var record: String { dataHome + "/set-game/install.json" }

    /// Every file an install writes besides its record.
    func files(iconSizes: [Int]) -> [String] {
        [program, desktopEntry, manualPage, metainfo] + iconSizes.map(icon(size:))
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}

/// What an install wrote: its files, and the folders it had to create, which
/// uninstalling removes again when they are empty.
package struct InstallRecord: Equatable, Sendable, Codable {
    var files: [String] = []
    var folders: [String] = []

    /// Adds a file written and the folders made for it, each once.
    mutating func note(file: String?, folders made: [String]) {
        if let file, !files.contains(file) { files.append(file) }
        folders += made.filter { !folders.contains($0) }
    }

    /// Drops a file that is gone.
    mutating func forget(file: String) {
        files.removeAll { $0 == file }
    }
}

extension InstallRecord: StoredValue {
    /// `{"format": "set-game/install", "version": 1, "install": {"files": […], "folders": […]}}`.
    package static var file: VersionedFile { VersionedFile(format: "set-game/install", key: "install") }
}
