import Foundation
import Testing

/// A text written into the sources where the window draws it, without the catalog, is caught: the drawing
/// modules' sources are scanned for a string literal with a word in it handed straight to what draws text
/// (a text item, a cell, a panel's title or button, the message line, the rules' paragraphs, the game-over
/// panel's lines). `LanguageScreensTests` catches the rest as it draws every screen in `en@pseudo`.
@Suite("Untranslated text")
struct UntranslatedTextTests {
    /// The places a literal is drawn as it is: a text item's or a cell's `text:`, a `title:` or `title =`,
    /// the message line (`message =`, `note =`, `.say(`), a rules block, a line of a panel, a label or a
    /// second line, and a panel's button row `(.screen(.button), "Label", enabled)`.
    static func sinks() throws -> Regex<AnyRegexOutput> {
        try Regex(
            #"(TextItem\(\s*text: |Cell\(\s*text: |title: |title = |message = |note = |\.say\(|\.paragraph\(|"#
                + #"\.heading\(|lines\.append\(|label = |subtitle = |\(\.[a-zA-Z]+\(\.[a-zA-Z]+(\([^)]*\))?\), )"#
                + #""((?:[^"\\]|\\.)*)""#)
    }

    /// Whether a literal's body has a word of its own: two letters outside its interpolations.
    static func hasWord(_ body: Substring) -> Bool {
        var depth = 0
        var previous: Character = " "
        var letters = 0
        for c in body {
            if previous == "\\", c == "(" {
                depth += 1
            } else if depth > 0, c == ")" {
                depth -= 1
            } else if depth == 0, c.isLetter, c.isASCII {
                letters += 1
                if letters >= 2 { return true }
            } else {
                letters = 0
            }
            previous = c
        }
        return false
    }

    /// The sources the window's words come from: the app and the table, and the statistics' lines.
    static var sources: [(path: String, text: String)] {
        let root = PackageLayersTests.packageRoot + "/Sources/"
        var files: [(String, String)] = []
        for folder in ["SetApp", "SetTable"] {
            let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root + folder)) ?? []
            for path in paths where path.hasSuffix(".swift") {
                files.append(
                    (
                        folder + "/" + path,
                        (try? String(contentsOfFile: root + folder + "/" + path, encoding: .utf8)) ?? ""
                    ))
            }
        }
        for name in [
            "Statistics.swift", "Statistics+Kinds.swift", "Statistics+Daily.swift", "Statistics+Variants.swift",
            "ModeRecord.swift",
        ] {
            files.append(
                (
                    "SetStorage/" + name,
                    (try? String(contentsOfFile: root + "SetStorage/" + name, encoding: .utf8)) ?? ""
                ))
        }
        return files
    }

    /// The lines of `text` that hand a literal to a sink, comments left out.
    static func untranslated(in text: String) throws -> [String] {
        let sinks = try sinks()
        return text.split(separator: "\n").compactMap { line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//") else { return nil }
            let literals = line.matches(of: sinks).compactMap { $0.output[$0.output.count - 1].substring }
            return literals.contains(where: hasWord) ? code : nil
        }
    }

    @Test func noTextIsDrawnWithoutTheCatalog() throws {
        let sources = Self.sources
        #expect(sources.count > 100)
        var found: [String] = []
        for (path, text) in sources {
            // The game's own name on its icon's SVG is no word to translate.
            found += try Self.untranslated(in: text).filter { !$0.contains(#"title: "Set")"#) }.map { "\(path): \($0)" }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// The scan itself: a literal handed to a button row, the message line or a cell is caught; one looked up is not.
    @Test func aLiteralHandedToTheWindowIsCaught() throws {
        let caught = [
            #"            [(.menu(.quit), "Quit", true)],"#, #"        message = "Nothing to undo""#,
            #"        cells.append(Cell(text: "Move 3", frame: rect, alignment: .center, isPickedOut: false))"#,
            #"            .paragraph("There are 81 cards."),"#,
        ]
        for line in caught { #expect(try Self.untranslated(in: line) == [line.trimmingCharacters(in: .whitespaces)]) }
        let fine = [
            #"            [(.menu(.quit), c.text("Quit"), true)],"#,
            #"        message = catalog.text("Nothing to undo")"#,
            #"        // message = "Nothing to undo""#, #"        title = "\(heading) · 1""#,
        ]
        for line in fine { #expect(try Self.untranslated(in: line).isEmpty, "\(line)") }
    }
}
