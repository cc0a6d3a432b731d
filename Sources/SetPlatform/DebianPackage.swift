import SetStorage
import SetTable

/// The files of the Debian package that the game writes itself (`set-game --package-files FOLDER`,
/// for `.ci/package`): the installed tree's data under `FOLDER/root`, and the `debian/` files
/// Debian's tools read under `FOLDER/debian`.
///
/// The program itself, the compression of the manual page and the changelog, and the control file
/// that `dpkg-gencontrol` computes are the script's, with Debian's own tools.
///
/// | what | where, under `root` |
/// |---|---|
/// | the menu entry | `usr/share/applications/io.github.set_game.SetGame.desktop` |
/// | the icons | `usr/share/icons/hicolor/NxN/apps/set-game.png`, `…/scalable/apps/set-game.svg` |
/// | the AppStream metadata | `usr/share/metainfo/io.github.set_game.SetGame.metainfo.xml` |
/// | the manual page | `usr/share/man/man6/set-game.6` (the script gzips it) |
/// | the catalogs | `usr/share/locale/CODE/LC_MESSAGES/set-game.mo` |
/// | the copyright and changelog | `usr/share/doc/set-game/` (the script gzips the changelog) |
package enum DebianPackage {
    /// Where the package installs the program: Debian's place for games.
    package static let program = "/usr/games/set-game"

    /// Every file this writes, by its path under the folder given, with its bytes.
    static var files: [(path: String, bytes: [UInt8])] {
        get throws(Installer.Failure) {
            let share = "root/usr/share"
            let installed = InstalledCatalogs.current
            let translations = installed.translations
            var files: [(String, [UInt8])] = [
                (
                    "\(share)/applications/\(DesktopEntry.fileName)",
                    Array(DesktopEntry(executable: program, translations: translations).text.utf8)
                ),
                (
                    "\(share)/metainfo/\(AppStreamMetadata.fileName)",
                    Array(AppStreamMetadata.text(translations: translations).utf8)
                ),
                ("\(share)/man/man6/set-game.6", Array(ManualPage.text.utf8)),
                ("\(share)/doc/set-game/copyright", Array(DebianCopyright.text.utf8)),
                ("\(share)/doc/set-game/changelog", Array(DebianChangelog.text.utf8)),
                ("\(share)/icons/hicolor/scalable/apps/\(DesktopEntry.iconName).svg", Array(AppIcon.svg().utf8)),
                ("debian/control", Array(DebianControl.text.utf8)),
                ("debian/changelog", Array(DebianChangelog.text.utf8)),
            ]
            for (code, bytes) in installed.fileBytes {
                files.append(("\(share)/locale/\(code)/LC_MESSAGES/set-game.mo", bytes))
            }
            for size in AppIcon.sizes {
                let png = try Installer.appIcons.png(size)
                files.append(("\(share)/icons/hicolor/\(size)x\(size)/apps/\(DesktopEntry.iconName).png", png))
            }
            return files
        }
    }

    /// Writes every file under `folder`, making the folders they need; returns the lines to print.
    ///
    /// - Throws: `Installer.Failure` naming the file that could not be drawn or written.
    package static func write(into folder: String) throws(Installer.Failure) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let all = try files
        for (path, bytes) in all {
            do {
                try AtomicFile.write(bytes, to: base + "/" + path)
            } catch {
                throw Installer.Failure(description: "cannot write \(error.path): \(error.reason)")
            }
        }
        return ["Wrote the package's \(all.count) files under \(base): root/ (the installed tree) and debian/"]
    }
}
