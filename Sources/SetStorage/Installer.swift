import Catalog
import FoundationEssentials
import Glibc

/// `--install` and `--uninstall`: the game as a desktop program of one user,
/// with a menu entry and an icon, written only inside the user's own folders
/// (`InstallLayout`), no root needed.
///
/// Every file is written whole to a temporary file and renamed into place, the
/// menu entry last, so a menu never shows an entry whose program or icon is
/// missing. The install keeps a record of the files it wrote and the folders it
/// created; uninstalling removes exactly those (a folder only once it is
/// empty) and leaves saved games, settings and statistics alone.
///
/// The icons come from the layer that draws them (`InstallIcons`): this one only writes files.
package enum Installer {
    /// A step that failed, in words for the terminal.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String

        /// A failure described in `description`.
        package init(description: String) {
            self.description = description
        }
    }

    /// Installs the running program; returns the lines to print.
    ///
    /// A step that fails undoes what this run added (files that were not there
    /// before, folders it made), so the user's folders are left as they were.
    package static func install(
        layout: InstallLayout, icons: InstallIcons, pages: InstallPages,
        environment: [String: String]
    ) throws(Failure) -> [String] {
        let source = try runningProgram()
        var record = loadRecord(layout) ?? InstallRecord()
        var added: [String] = [], made: [String] = []
        func put(_ bytes: [UInt8], at path: String, mode: mode_t = 0o644) throws(Failure) {
            let existed = (try? FileManager.default.attributesOfItem(atPath: path)) != nil
            do {
                let created = try AtomicFile.write(bytes, to: path, mode: mode)
                made += created
                if !existed { added.append(path) }
                record.note(file: path, folders: created)
            } catch {
                throw Failure(description: "cannot write \(error.path): \(error.reason)")
            }
        }
        do throws(Failure) {
            if sameFile(source, layout.program) {
                record.note(file: layout.program, folders: [])
            } else {
                guard case .contents(let program) = AtomicFile.read(source, limit: Int.max) else {
                    throw Failure(description: "cannot read the running program \(source)")
                }
                try put(program, at: layout.program, mode: 0o755)
            }
            for size in icons.sizes {
                try put(try icons.png(size), at: layout.icon(size: size))
            }
            try put(Array(pages.manual.utf8), at: layout.manualPage)
            try put(Array(pages.metainfo.utf8), at: layout.metainfo)
            for (code, bytes) in pages.catalogs { try put(bytes, at: layout.catalog(code)) }
            // Last, so a menu never offers an entry whose program or icon is missing.
            let entry = DesktopEntry(executable: layout.program, translations: pages.translations)
            try put(Array(entry.text.utf8), at: layout.desktopEntry)
            // An install before 1.1.0 named the entry set-game.desktop: the menu would show the game twice.
            if record.files.contains(layout.formerDesktopEntry),
                unlink(layout.formerDesktopEntry) == 0 || errno == ENOENT
            {
                record.forget(file: layout.formerDesktopEntry)
            }
        } catch {
            for file in added.reversed() { unlink(file) }
            for folder in made.reversed() { rmdir(folder) }
            throw error
        }
        saveRecord(record, layout)

        var lines = ["Installed Set for this user:"]
        lines += [layout.program, layout.desktopEntry, layout.icon(size: 512).replacing("512x512", with: "NxN")]
            .map { "  " + $0 }
        lines.append("  (icons of \(icons.sizes.map(String.init).joined(separator: ", ")) pixels)")
        lines += [layout.manualPage, layout.metainfo].map { "  " + $0 }
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let bin = AtomicFile.folder(of: layout.program)
        if !path.contains(bin) && !path.contains(bin + "/") {
            lines.append("The menu entry starts the game; to start it by name in a terminal, add \(bin) to PATH.")
        }
        lines.append("set-game --uninstall removes these again; saved games and statistics stay.")
        return lines
    }

    /// Removes what `install` wrote; returns the lines to print.
    ///
    /// Only paths an install writes are ever removed, whatever the record says,
    /// and a folder only when it is empty.
    /// - Parameter iconSizes: the sizes of the icons an install writes.
    package static func uninstall(layout: InstallLayout, iconSizes: [Int]) throws(Failure) -> [String] {
        // An install before 1.1.0 wrote the menu entry under its former name.
        let fixed = layout.files(iconSizes: iconSizes) + [layout.formerDesktopEntry]
        // Without a record (deleted by hand, or unreadable) the files an install
        // writes are removed where they exist, and no folder.
        let record = loadRecord(layout) ?? InstallRecord(files: fixed)
        // The catalogs are as many as the languages the program was built with.
        let installable = fixed + record.files.filter(layout.isCatalog)
        let files = installable.filter(record.files.contains)
        let folders = record.folders.filter { folder in
            (installable + [layout.record]).contains { $0.hasPrefix(folder + "/") }
        }
        // The menu entry goes first, so a menu never offers a program that is gone.
        let entries = [layout.desktopEntry, layout.formerDesktopEntry]
        let order = files.sorted { (entries.contains($0) ? 0 : 1) < (entries.contains($1) ? 0 : 1) }
        var removed = 0
        for file in order + [layout.record] {
            if unlink(file) == 0 {
                if file != layout.record { removed += 1 }
            } else if errno != ENOENT {
                throw Failure(description: "cannot remove \(file): \(String(cString: strerror(errno)))")
            }
        }
        // Innermost first; a folder holding anything else (statistics, other icons) stays.
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
        if removed == 0 { return ["Set is not installed for this user: nothing to remove."] }
        return [
            "Removed Set's program, menu entry, icons, manual page, AppStream metadata and catalogs"
                + " (\(removed) files); saved games and statistics stay."
        ]
    }

    /// The path of the program running now.
    private static func runningProgram() throws(Failure) -> String {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            throw Failure(description: "cannot find the running program (/proc/self/exe)")
        }
        return path
    }

    /// Whether two paths name one file (installing the installed program again).
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }

    private static func loadRecord(_ layout: InstallLayout) -> InstallRecord? {
        guard case .contents(let bytes) = AtomicFile.read(layout.record) else { return nil }
        return try? VersionedFile.decode(InstallRecord.self, from: bytes)
    }

    /// Writes the record. A folder it makes (the game's data folder, on a first
    /// install) joins the record, for uninstalling to remove once empty; a record
    /// that cannot be written leaves uninstalling to remove the known files without it.
    private static func saveRecord(_ record: InstallRecord, _ layout: InstallLayout) {
        guard let bytes = try? VersionedFile.encode(record),
            let created = try? AtomicFile.write(bytes, to: layout.record),
            !created.isEmpty
        else { return }
        var complete = record
        complete.note(file: nil, folders: created)
        if let again = try? VersionedFile.encode(complete) { _ = try? AtomicFile.write(again, to: layout.record) }
    }
}

/// The texts an install writes: the manual page and the AppStream metadata, made by the
/// layer that knows the command line and the game's description.
package struct InstallPages {
    /// The manual page, in the man macros (`set-game.6`).
    package var manual: String
    /// The AppStream component's XML.
    package var metainfo: String
    /// The catalogs installed with the program, by language code, as `.mo` bytes.
    package var catalogs: [(code: String, bytes: [UInt8])]
    /// The languages the menu entry speaks besides English.
    package var translations: [Catalog]

    /// The pages of an install.
    package init(
        manual: String, metainfo: String, catalogs: [(code: String, bytes: [UInt8])] = [],
        translations: [Catalog] = []
    ) {
        self.manual = manual
        self.metainfo = metainfo
        self.catalogs = catalogs
        self.translations = translations
    }
}

/// The icons an install writes: their sizes in pixels, and each one's PNG file, made
/// by the layer that draws the art.
package struct InstallIcons {
    /// The sizes, each a square of so many pixels.
    package var sizes: [Int]
    /// The PNG file of the icon of a size, or why it cannot be made.
    package var png: (Int) throws(Installer.Failure) -> [UInt8]

    /// Icons of `sizes`, each made by `png`.
    package init(sizes: [Int], png: @escaping (Int) throws(Installer.Failure) -> [UInt8]) {
        self.sizes = sizes
        self.png = png
    }
}
