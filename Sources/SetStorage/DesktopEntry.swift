import Catalog

/// The menu entry of the game: an `io.github.set_game.SetGame.desktop` file as the freedesktop
/// Desktop Entry Specification (version 1.4, the newest that Debian 12's desktop-file-validate knows) describes it.
package struct DesktopEntry: Equatable, Sendable {
    /// The program the entry starts, an absolute path.
    var executable: String
    /// The languages the entry speaks besides English: its generic name, comment and keywords in each.
    var translations: [Catalog]

    /// The entry of the program at `executable`, in English and the languages of `translations`.
    package init(executable: String, translations: [Catalog] = []) {
        self.executable = executable
        self.translations = translations
    }

    /// The generic name, the comment and the keywords in `c`'s language.
    static func words(in c: Catalog) -> [(key: String, value: String)] {
        [
            ("GenericName", c.text("Card Game")),
            ("Comment", c.text("Find three cards that are, feature by feature, all the same or all different")),
            // TRANSLATORS: the menu's search words, separated and ended by semicolons; keep Set.
            ("Keywords", c.text("Set;cards;patterns;puzzle;logic;")),
        ]
    }

    /// The translated keys, `Comment[de]=…`, of every language that translates them.
    private var translatedLines: String {
        let english = Self.words(in: .english)
        var lines = ""
        for catalog in translations {
            for ((key, value), (_, original)) in zip(Self.words(in: catalog), english) where value != original {
                lines += "\(key)[\(catalog.language)]=\(Self.escapedValue(value))\n"
            }
        }
        return lines
    }

    /// The window class SDL gives the window (`WM_CLASS`), which `StartupWMClass`
    /// names so a task bar groups the window under the entry.
    package static let windowClass = "set-game"
    /// The icon's name in the icon theme (`hicolor/NxN/apps/set-game.png`, `hicolor/scalable/apps/set-game.svg`).
    package static let iconName = "set-game"
    /// The AppStream component ID: reverse DNS of the project's home; the metadata file is named after it.
    package static let componentID = "io.github.set_game.SetGame"
    /// The entry's file name, which is also its desktop file ID: the component ID's, as AppStream asks
    /// of the entry its `<launchable>` names.
    package static let fileName = componentID + ".desktop"
    /// The file name installs before 1.1.0 gave the entry, removed when an install or uninstall meets it.
    static let formerFileName = "set-game.desktop"

    /// The file's text.
    package var text: String {
        """
        [Desktop Entry]
        Type=Application
        Version=1.4
        Name=Set
        GenericName=Card Game
        Comment=Find three cards that are, feature by feature, all the same or all different
        Exec=\(Self.escapedValue(Self.quotedArgument(executable)))
        Icon=\(Self.iconName)
        Terminal=false
        Categories=Game;CardGame;
        Keywords=Set;cards;patterns;puzzle;logic;
        StartupWMClass=\(Self.windowClass)

        """ + translatedLines
    }

    /// An argument of `Exec` as the specification quotes it: in double quotes
    /// when it holds a reserved character, with `"`, `` ` ``, `$` and `\`
    /// escaped by a backslash inside them; `%` doubled, since a lone `%` starts
    /// a field code.
    static func quotedArgument(_ argument: String) -> String {
        let reserved: Set<Character> = [
            " ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";",
            "$", "*", "?", "#", "(", ")", "`", "=",
        ]
        var out = ""
        for c in argument {
            switch c {
            case "%": out += "%%"
            case "\"", "`", "$", "\\": out += "\\" + String(c)
            default: out.append(c)
            }
        }
        return argument.contains(where: reserved.contains) ? "\"" + out + "\"" : out
    }

    /// A string value as the file writes it: backslash, newline, tab and carriage return escaped.
    static func escapedValue(_ value: String) -> String {
        var out = ""
        for c in value {
            switch c {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(c)
            }
        }
        return out
    }
}
