import Catalog
import SetStorage

/// The game's AppStream component: what a software centre shows of it (name, summary, description,
/// screenshots, content rating, releases) and the menu entry it launches.
///
/// The installer writes `text` to `$XDG_DATA_HOME/metainfo/` as `fileName`, as the AppStream specification
/// (version 1.0, "Desktop Applications") asks; the tests validate it with `appstreamcli validate --no-net`.
enum AppStreamMetadata {
    /// The component ID: reverse DNS of the project's home, as the specification recommends.
    static let id = DesktopEntry.componentID
    /// The file's name, the component ID with `.metainfo.xml`.
    static let fileName = "\(id).metainfo.xml"
    /// The desktop file ID of the menu entry the installer and the package write: the component ID's.
    static let desktopID = DesktopEntry.fileName
    /// The project's home page; the screenshots are its files on the same host.
    static let homepage = "https://github.com/set-game/set-game"
    /// The licence of the game itself (an SPDX expression), as the copyright file says.
    static let projectLicense = "Apache-2.0"
    /// The one-line summary a software centre shows under the name.
    static let summary = "Find three cards that are all the same or all different"

    /// Where the README's pictures are served from.
    private static let screenshots = "https://raw.githubusercontent.com/set-game/set-game/main/.ci/screenshots"

    /// The summary in `c`'s language.
    static func summary(in c: Catalog) -> String {
        c.text("Find three cards that are all the same or all different")
    }

    /// The description's paragraphs and list, in `c`'s language: paragraphs before the list, its items,
    /// paragraphs after it.
    static func description(in c: Catalog) -> (before: [String], items: [String], after: [String]) {
        (
            before: [
                c.text(
                    "The card game Set: 81 cards, each with a number, a shape, a shading and a colour. Three cards are "
                        + "a Set when, feature by feature, they are all the same or all different. Find the Sets on the "
                        + "table faster than the clock, or than your friends."),
                c.text("Sixteen ways to play:"),
            ],
            items: [
                c.text("alone, or two at one keyboard and mouse"),
                c.text("up to eight players over the network, each at their own desktop"),
                c.text("the daily puzzle, the same six Sets for everyone each day"),
                c.text("Set Junior, with three features, for beginners and children"),
                c.text("UltraSet, GhostSet, Set-Chain, Memory and more variants, and races against the clock"),
            ],
            after: [
                c.text(
                    "Every card, symbol and letter is drawn by the game itself, sharp at any window size. A tutorial "
                        + "opens on the first launch; hints, undo, statistics, a colour-blind palette and a high-contrast "
                        + "theme are there when you want them.")
            ]
        )
    }

    /// The English elements of the summary and description, each followed by its translation in every
    /// language of `catalogs` that has one (`xml:lang`, as AppStream reads translated metadata).
    static func describedElements(translations catalogs: [Catalog]) -> String {
        func element(_ tag: String, indent: String, _ text: (Catalog) -> String) -> String {
            var lines = ["\(indent)<\(tag)>\(escaped(text(.english)))</\(tag)>"]
            for catalog in catalogs where text(catalog) != text(.english) {
                lines.append("\(indent)<\(tag) xml:lang=\"\(catalog.language)\">\(escaped(text(catalog)))</\(tag)>")
            }
            return lines.joined(separator: "\n")
        }
        let english = description(in: .english)
        var lines = [element("summary", indent: "  ") { summary(in: $0) }, "  <description>"]
        for i in english.before.indices { lines.append(element("p", indent: "    ") { description(in: $0).before[i] }) }
        lines.append("    <ul>")
        for i in english.items.indices {
            lines.append(element("li", indent: "      ") { description(in: $0).items[i] })
        }
        lines.append("    </ul>")
        for i in english.after.indices { lines.append(element("p", indent: "    ") { description(in: $0).after[i] }) }
        lines.append("  </description>")
        return lines.joined(separator: "\n")
    }

    /// The file's text, in English and the languages of `translations`.
    static func text(translations: [Catalog] = []) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <component type="desktop-application">
          <id>\(id)</id>
          <metadata_license>CC0-1.0</metadata_license>
          <project_license>\(projectLicense)</project_license>
          <name>Set</name>
        \(describedElements(translations: translations))
          <launchable type="desktop-id">\(desktopID)</launchable>
          <url type="homepage">\(homepage)</url>
          <url type="bugtracker">\(homepage)/issues</url>
          <developer_name>The Set developers</developer_name>
          <categories>
            <category>Game</category>
            <category>CardGame</category>
          </categories>
          <keywords>
            <keyword>cards</keyword>
            <keyword>patterns</keyword>
            <keyword>puzzle</keyword>
            <keyword>logic</keyword>
          </keywords>
          <screenshots>
            <screenshot type="default">
              <caption>A solo game</caption>
              <image>\(screenshots)/mode-solo.png</image>
            </screenshot>
            <screenshot>
              <caption>The rules, in the dark theme</caption>
              <image>\(screenshots)/rules-dark-1920x1080.png</image>
            </screenshot>
            <screenshot>
              <caption>UltraSet, one of the variants</caption>
              <image>\(screenshots)/mode-ultra.png</image>
            </screenshot>
          </screenshots>
          <content_rating type="oars-1.1">
            <content_attribute id="social-chat">mild</content_attribute>
          </content_rating>
          <releases>
        \(releases)
          </releases>
          <provides>
            <binary>set-game</binary>
          </provides>
          <recommends>
            <control>pointing</control>
            <control>keyboard</control>
          </recommends>
          <supports>
            <control>touch</control>
          </supports>
        </component>

        """
    }
}

extension AppStreamMetadata {
    /// Every release, newest first, each with its changes as a list (one paragraph for a single change).
    static var releases: String {
        GameRelease.history.map { entry in
            let changes =
                entry.changes.count == 1
                ? "        <p>\(escaped(entry.changes[0]))</p>"
                : "        <ul>\n"
                    + entry.changes.map { "          <li>\(escaped($0))</li>" }.joined(separator: "\n")
                    + "\n        </ul>"
            return """
                    <release version="\(entry.version)" date="\(entry.date)">
                      <description>
                \(changes)
                      </description>
                    </release>
                """
        }
        .joined(separator: "\n")
    }

    /// Text as XML character data: `&`, `<` and `>` escaped.
    static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
