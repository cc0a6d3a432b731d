import Foundation
import Testing

@testable import SetGame
@testable import SetPlatform
@testable import SetStorage

/// The AppStream component the installer writes is valid, and names what the rest of the game names.
@Suite("AppStream metadata", .onBlockingThreads)
struct AppStreamMetadataTests {
    @Test(
        .enabled(
            if: ProcessSupport.which("appstreamcli") != nil,
            "needs appstreamcli: apt-get install -y appstream (the README's test command does)"))
    func appstreamcliFindsNothingToSayEvenPedantically() throws {
        let validator = try ProcessSupport.tool("appstreamcli", apt: "appstream")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-appstream-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(AppStreamMetadata.fileName)
        try AppStreamMetadata.text().write(to: file, atomically: true, encoding: .utf8)
        let result = try ProcessSupport.run(validator, ["validate", "--no-net", "--pedantic", file.path], timeout: 60)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // Pedantic notes may stay (the ID's capitals, as in org.gnome.Maps); no error, warning or info.
        let issues = result.stdout.components(separatedBy: "\n").filter {
            $0.hasPrefix("E:") || $0.hasPrefix("W:")
                || $0.hasPrefix("I:")
        }
        #expect(issues.isEmpty, "\(issues)")
    }

    @Test func theComponentNamesTheMenuEntryTheVersionAndTheScreenshots() throws {
        #expect(AppStreamMetadata.fileName == "io.github.set_game.SetGame.metainfo.xml")
        // The menu entry is named by the component's ID, as AppStream asks of the entry it launches.
        #expect(DesktopEntry.fileName == "io.github.set_game.SetGame.desktop")
        #expect(AppStreamMetadata.desktopID == DesktopEntry.fileName)
        #expect(SetGameCommand.configuration.version == "set-game \(GameRelease.version)")
        let text = AppStreamMetadata.text()
        #expect(text.contains("<launchable type=\"desktop-id\">io.github.set_game.SetGame.desktop</launchable>"))
        #expect(text.contains("<project_license>Apache-2.0</project_license>"))
        #expect(text.contains("<content_rating type=\"oars-1.1\">"))
        // Every release, newest first, from the one list `--version` and the Debian changelog read.
        let releases = text.components(separatedBy: "<release version=\"").dropFirst().map { $0.prefix(30) }
        #expect(releases.map { String($0.prefix { $0 != "\"" }) } == GameRelease.history.map(\.version))
        #expect(text.contains("<release version=\"1.1.0\" date=\"2026-12-01\">"))
        #expect(text.contains("<release version=\"1.0.0\" date=\"2026-11-27\">"))
        #expect(text.contains("      <p>The first release.</p>"))
        // Every screenshot is a picture the repository has, served from the project's home.
        let prefix = "https://raw.githubusercontent.com/set-game/set-game/main/"
        let images = text.components(separatedBy: "<image>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        #expect(images.count == 3)
        for image in images {
            #expect(image.hasPrefix(prefix))
            let path = ReadmeCommands.packageRoot.appendingPathComponent(String(image.dropFirst(prefix.count))).path
            #expect(FileManager.default.fileExists(atPath: path), "\(image)")
        }
    }
}
