import Foundation
import PNGFile
import SetTable
import Testing

@testable import SetGame
@testable import SetPlatform
@testable import SetStorage

/// `set-game --install` and `--uninstall`, run as a user runs them, in a
/// temporary home: what lands where, that the menu entry is valid and the
/// icons are images of their sizes, and that uninstalling leaves the folders
/// exactly as they were.
@Suite("Install", .serialized, .onBlockingThreads)
struct InstallTests {
    /// A temporary home (with a space in its path) and its XDG folders.
    final class Home {
        let root: URL
        let home: String, data: String, state: String
        init() throws {
            root = try ProcessSupport.temporaryFolder()
            home = root.path + "/Ann Smith"
            data = root.path + "/data"
            state = root.path + "/state"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        var layout: InstallLayout { InstallLayout(environment: ["HOME": home, "XDG_DATA_HOME": data]) }

        var environment: [String: String] {
            var environment = ProcessInfo.processInfo.environment
            environment["HOME"] = home
            environment["XDG_DATA_HOME"] = data
            environment["XDG_STATE_HOME"] = state
            environment["PATH"] = "/usr/bin:/bin"
            return environment
        }

        func put(_ text: String, at path: String) throws {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }

        /// Every folder and file below the root, each file with its bytes.
        func snapshot() -> [String: Data?] {
            var entries: [String: Data?] = [:]
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let relative = enumerator?.nextObject() as? String {
                let path = root.path + "/" + relative
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
                // A folder is kept as a key with no bytes (a nil value assigned would drop the key).
                entries.updateValue(
                    isFolder.boolValue ? nil : FileManager.default.contents(atPath: path), forKey: relative)
            }
            return entries
        }

        /// Runs `program` (the built set-game by default) with the home's environment.
        @discardableResult
        func run(_ arguments: [String], program: String = ProcessSupport.setGame.path)
            throws -> (status: Int32, stdout: String, stderr: String)
        {
            try ProcessSupport.run(program, arguments, environment: environment, timeout: 60)
        }

        /// A player's own files: a saved game, statistics, and another program in ~/.local/bin.
        func putPlayersFiles() throws {
            try put("{}", at: state + "/set-game/game-solo.json")
            try put("{\"format\": \"set-game/stats\"}", at: data + "/set-game/stats.json")
            try put("#!/bin/sh\n", at: home + "/.local/bin/other-tool")
        }
    }

    @Test func anInstallPutsTheProgramEntryAndIconsInPlaceAndUninstallLeavesNothing() throws {
        let h = try Home()
        try h.putPlayersFiles()
        let before = h.snapshot()
        let layout = h.layout

        let installed = try h.run(["--install"])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(installed.stdout.contains(layout.desktopEntry))
        #expect(installed.stdout.contains("add \(h.home)/.local/bin to PATH"))

        // The program: a copy of the one that ran, executable.
        #expect(
            FileManager.default.contents(atPath: layout.program)
                == FileManager.default.contents(atPath: ProcessSupport.setGame.path))
        let mode = try FileManager.default.attributesOfItem(atPath: layout.program)[.posixPermissions] as? Int
        #expect(mode == 0o755)

        // The menu entry: valid, starting the installed program.
        let entry = try String(contentsOfFile: layout.desktopEntry, encoding: .utf8)
        #expect(entry.contains("\nExec=\"\(h.home)/.local/bin/set-game\"\n"))
        #expect(entry.contains("\nIcon=set-game\n") && entry.contains("\nStartupWMClass=set-game\n"))
        let validator = try ProcessSupport.tool("desktop-file-validate", apt: "desktop-file-utils")
        let validated = try ProcessSupport.run(validator, [layout.desktopEntry])
        #expect(
            validated.status == 0 && validated.stdout.isEmpty && validated.stderr.isEmpty,
            "\(validated.stdout)\(validated.stderr)")

        // The icons: one PNG of each size, in the hicolor theme.
        #expect(AppIcon.sizes == [16, 24, 32, 48, 64, 128, 256, 512])
        for size in AppIcon.sizes {
            let icon = try PNG.read(path: "\(h.data)/icons/hicolor/\(size)x\(size)/apps/set-game.png")
            #expect(icon.width == size && icon.height == size)
            // The tile's rounded corner is clear, the middle card is opaque, and
            // the pixels are the rasterizer's icon, unpremultiplied.
            #expect(icon.pixel(x: 0, y: 0)?.a == 0)
            #expect(icon.pixel(x: size / 2, y: size / 2)?.a == 255)
            let drawn = try #require(AppIcon.render(size: size))
            #expect(icon.pixel(x: size / 2, y: size / 3) == drawn.pixel(x: size / 2, y: size / 3))
        }

        // The manual page, where `man` looks in the user's data folder, and the AppStream metadata.
        #expect(FileManager.default.contents(atPath: h.data + "/man/man6/set-game.6") == Data(ManualPage.text.utf8))
        let metainfo = h.data + "/metainfo/io.github.set_game.SetGame.metainfo.xml"
        let translations = InstalledCatalogs.current.translations
        #expect(
            FileManager.default.contents(atPath: metainfo)
                == Data(AppStreamMetadata.text(translations: translations).utf8))
        let appstream = try ProcessSupport.tool("appstreamcli", apt: "appstream")
        let checked = try ProcessSupport.run(appstream, ["validate", "--no-net", metainfo])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")

        // Exactly these files were added, besides the record of the install.
        let added = Set(h.snapshot().filter { $0.value != nil }.keys).subtracting(before.keys)
        let prefix = h.root.path + "/"
        // The catalogs the program was built with, where the installed program looks for them.
        let languages = InstalledCatalogs.current.languages
        let catalogs = languages.map { "data/locale/\($0)/LC_MESSAGES/set-game.mo" }
        let expected = Set(
            layout.files(iconSizes: AppIcon.sizes).map { String($0.dropFirst(prefix.count)) }
                + ["data/set-game/install.json"] + catalogs)
        #expect(added == expected)

        let removed = try h.run(["--uninstall"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            removed.stdout == "Removed Set's program, menu entry, icons, manual page, AppStream metadata and catalogs"
                + " (\(12 + languages.count) files); saved games and statistics stay.\n")
        #expect(h.snapshot() == before)
    }

    @Test func reinstallingFromTheInstalledCopyKeepsOneRecordOfEachFile() throws {
        let h = try Home()
        let before = h.snapshot()
        try #require(try h.run(["--install"]).status == 0)
        let again = try h.run(["--install"], program: h.layout.program)
        #expect(again.status == 0, "\(again.stderr)")
        let record = try VersionedFile.decode(
            InstallRecord.self,
            from: [UInt8](try #require(FileManager.default.contents(atPath: h.layout.record))))
        let catalogs = InstalledCatalogs.current.languages.map(h.layout.catalog)
        #expect(
            Set(record.files) == Set(h.layout.files(iconSizes: AppIcon.sizes) + catalogs)
                && record.files.count == 12 + catalogs.count)
        #expect(Set(record.folders).count == record.folders.count)
        // The installed copy removes itself and everything else.
        #expect(try h.run(["--uninstall"], program: h.layout.program).status == 0)
        #expect(h.snapshot() == before)
    }

    @Test func aFailedInstallLeavesTheFoldersAsTheyWere() throws {
        let h = try Home()
        try h.putPlayersFiles()
        // Where the icons go there is a file, not a folder.
        try h.put("not a folder", at: h.data + "/icons")
        let before = h.snapshot()
        let result = try h.run(["--install"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: cannot write \(h.data)/icons: not a folder"), "\(result.stderr)")
        #expect(h.snapshot() == before)
    }

    @Test func uninstallingWhatWasNeverInstalledChangesNothing() throws {
        let h = try Home()
        try h.putPlayersFiles()
        let before = h.snapshot()
        let result = try h.run(["--uninstall"])
        #expect(result.status == 0)
        #expect(result.stdout == "Set is not installed for this user: nothing to remove.\n")
        #expect(h.snapshot() == before)
    }

    @Test func anEditedRecordCannotMakeUninstallRemoveOtherFiles() throws {
        let h = try Home()
        try h.putPlayersFiles()
        try #require(try h.run(["--install"]).status == 0)
        var record = try VersionedFile.decode(
            InstallRecord.self,
            from: [UInt8](try #require(FileManager.default.contents(atPath: h.layout.record))))
        record.files.append(h.home + "/.local/bin/other-tool")
        record.folders.append(h.state + "/set-game")
        try Data(try VersionedFile.encode(record)).write(to: URL(fileURLWithPath: h.layout.record))
        #expect(try h.run(["--uninstall"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: h.home + "/.local/bin/other-tool"))
        #expect(FileManager.default.fileExists(atPath: h.state + "/set-game/game-solo.json"))
        #expect(!FileManager.default.fileExists(atPath: h.layout.program))
    }

    /// Installs before 1.1.0 named the menu entry set-game.desktop; it is now named by the AppStream ID.
    /// An install over an old one takes the old entry away (the menu would list the game twice), and an
    /// uninstall of an old install removes it.
    @Test func theMenuEntryUnderItsFormerNameGoesOnReinstallAndOnUninstall() throws {
        let h = try Home()
        let before = h.snapshot()
        try #require(try h.run(["--install"]).status == 0)
        func recordFiles() throws -> [String] {
            try VersionedFile.decode(
                InstallRecord.self,
                from: [UInt8](try #require(FileManager.default.contents(atPath: h.layout.record)))
            ).files
        }
        func writeOldEntry() throws {
            // As a 1.0.0 install left it: the entry under its old name, in the record.
            try h.put(DesktopEntry(executable: h.layout.program).text, at: h.layout.formerDesktopEntry)
            var record = try VersionedFile.decode(
                InstallRecord.self,
                from: [UInt8](try #require(FileManager.default.contents(atPath: h.layout.record))))
            record.note(file: h.layout.formerDesktopEntry, folders: [])
            try Data(try VersionedFile.encode(record)).write(to: URL(fileURLWithPath: h.layout.record))
        }
        try writeOldEntry()
        #expect(try h.run(["--install"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: h.layout.formerDesktopEntry))
        #expect(FileManager.default.fileExists(atPath: h.layout.desktopEntry))
        #expect(try !recordFiles().contains(h.layout.formerDesktopEntry))
        #expect(try recordFiles().count == 12 + InstalledCatalogs.current.languages.count)

        try writeOldEntry()
        #expect(try h.run(["--uninstall"]).status == 0)
        #expect(h.snapshot() == before)
    }

    @Test func installAndUninstallTogetherIsAUsageError() throws {
        let h = try Home()
        let result = try h.run(["--install", "--uninstall"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --install and --uninstall cannot be used together"))
        #expect(h.snapshot().keys.sorted() == ["Ann Smith"])
    }
}
