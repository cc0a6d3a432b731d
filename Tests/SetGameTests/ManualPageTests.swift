import Foundation
import Testing

@testable import SetPlatform

/// The man page the installer writes is the one committed, which `.ci/manual --check` (a step of the
/// README's test command, after `swift test`) keeps equal to what the command's definition gives.
@Suite("The man page", .onBlockingThreads)
struct ManualPageTests {
    static let page = ReadmeCommands.packageRoot.appendingPathComponent("Sources/SetPlatform/set-game.6")

    @Test func theTextIsTheCommittedPageByteForByte() throws {
        let committed = try Data(contentsOf: Self.page)
        #expect(Data(ManualPage.text.utf8) == committed)
    }

    @Test func thePageIsOfSectionSixAndNamesEveryOptionTheHelpShows() throws {
        let text = ManualPage.text
        #expect(text.contains("\n.Dt SET-GAME 6\n"))
        #expect(text.hasSuffix("\n"))
        // mdoc has no empty lines: .ci/manual turns the discussion's into paragraphs.
        #expect(!text.contains("\n\n"))
        let help = try ProcessSupport.run(ProcessSupport.setGame.path, ["--help"], timeout: 10)
        try #require(help.status == 0)
        let options = Set(
            help.stdout.split(whereSeparator: { " ,;:()/\n".contains($0) })
                .filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.dropFirst(2)) })
        #expect(options.count >= 20)
        for option in options {
            // An option is an item (`.It Fl -seed`) or in the synopsis (`.Op Fl -help`); one the help
            // mentions only in prose (`--daily [YYYY-MM-DD]`) is prose in the page too.
            #expect(text.contains("Fl -\(option)") || text.contains("--\(option)"), "the page has no --\(option)")
        }
    }
}
