import Testing

@testable import SetStorage

/// The menu entry's text, and the quoting of its `Exec` line.
@Suite("Desktop entry")
struct DesktopEntryTests {
    @Test func theEntryNamesTheProgramIconAndWindowClass() {
        let lines = DesktopEntry(executable: "/home/ann/.local/bin/set-game").text.split(separator: "\n")
        #expect(lines.first == "[Desktop Entry]")
        for line in [
            "Type=Application", "Name=Set", "GenericName=Card Game", "Exec=/home/ann/.local/bin/set-game",
            "Icon=set-game", "Terminal=false", "Categories=Game;CardGame;", "StartupWMClass=set-game",
        ] {
            #expect(lines.contains(Substring(line)), "missing \(line)")
        }
        #expect(lines.contains { $0.hasPrefix("Comment=") } && lines.contains { $0.hasPrefix("Keywords=") })
    }

    @Test(arguments: [
        ("/usr/games/set-game", "/usr/games/set-game"),
        ("/home/ann smith/.local/bin/set-game", "\"/home/ann smith/.local/bin/set-game\""),
        ("/home/a$b/set-game", "\"/home/a\\$b/set-game\""),
        ("/home/100%/set-game", "/home/100%%/set-game"),
        ("/home/x\"y/set-game", "\"/home/x\\\"y/set-game\""),
        ("/home/back\\slash/set-game", "\"/home/back\\\\slash/set-game\""),
    ])
    func anExecArgumentIsQuotedAsTheSpecificationSays(path: String, quoted: String) {
        #expect(DesktopEntry.quotedArgument(path) == quoted)
    }

    @Test func aQuotedBackslashIsEscapedAgainAsAStringValue() {
        // The spec applies string escaping on top of Exec's own quoting: `\\` in a
        // quoted argument is written `\\\\` in the file.
        let entry = DesktopEntry(executable: "/home/back\\slash/set-game").text
        #expect(entry.contains("Exec=\"/home/back\\\\\\\\slash/set-game\"\n"))
        #expect(DesktopEntry.escapedValue("a\tb\nc\\d") == "a\\tb\\nc\\\\d")
    }
}
