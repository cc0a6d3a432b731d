/// The package's `debian/control`, from which `dpkg-gencontrol` writes the binary package's
/// `DEBIAN/control`: the section, the maintainer, the description, and `Depends` left to
/// `dpkg-shlibdeps` (`${shlibs:Depends}`), which reads them off the program's own links.
enum DebianControl {
    /// The package's name.
    static let package = "set-game"

    /// The description's first line: lower case, no article, no full stop, as Debian's policy asks.
    static let synopsis = "card game of finding three cards that make a Set"

    /// The long description's paragraphs, from the AppStream component's.
    static let paragraphs = [
        "The card game Set: 81 cards, each with a number, a shape, a shading and a colour. Three cards are a "
            + "Set when, feature by feature, they are all the same or all different. Find the Sets on the table "
            + "faster than the clock, or than your friends.",
        "Sixteen ways to play: alone, or two at one keyboard and mouse; up to eight players over the network, "
            + "each at their own desktop, or in rooms on a Set server; the daily puzzle; Set Junior for "
            + "beginners; UltraSet, GhostSet, Set-Chain, Memory, MegaSet and races against the clock.",
        "Every card, symbol and letter is drawn by the game itself, sharp at any window size. A tutorial opens on "
            + "the first launch; hints, undo, statistics, Review and Practice of past games, a colour-blind palette "
            + "and a high-contrast theme are there when wanted.",
    ]

    /// The file's text: the source paragraph, then the binary package's.
    static var text: String {
        let description = paragraphs.map { wrapped($0) }.joined(separator: "\n .\n")
        return """
            Source: \(package)
            Section: games
            Priority: optional
            Maintainer: \(DebianCopyright.contact)
            Build-Depends: libsdl2-dev, libpng-dev, libsqlite3-dev, gettext
            Standards-Version: 4.6.2
            Homepage: \(AppStreamMetadata.homepage)
            Rules-Requires-Root: no

            Package: \(package)
            Architecture: amd64
            Depends: ${shlibs:Depends}, ${misc:Depends}
            Description: \(synopsis)
            \(description)

            """
    }

    /// A paragraph of the long description: each line starting with a space, wrapped by words at 80 columns.
    static func wrapped(_ paragraph: String) -> String {
        wordLines(paragraph, width: 79).map { " " + $0 }.joined(separator: "\n")
    }

    /// `text` broken between words into lines of at most `width` characters (a longer word stands alone).
    static func wordLines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
