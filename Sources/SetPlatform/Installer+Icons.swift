import PNGFile
import Raster
import SetStorage
import SetTable

extension Installer {
    /// `--install`: the running program with the game's icons (`AppIcon`), its manual page and its
    /// AppStream metadata; returns the lines to print.
    package static func install(layout: InstallLayout, environment: [String: String]) throws(Failure) -> [String] {
        try install(layout: layout, icons: appIcons, pages: pages, environment: environment)
    }

    /// The manual page, generated from the command's definition, the AppStream metadata, and the catalogs
    /// the program was built with (the menu entry and the metadata speak their languages too).
    static var pages: InstallPages {
        let installed = InstalledCatalogs.current
        let translations = installed.translations
        return InstallPages(
            manual: ManualPage.text, metainfo: AppStreamMetadata.text(translations: translations),
            catalogs: installed.fileBytes, translations: translations)
    }

    /// `--uninstall`: removes what `install` wrote; returns the lines to print.
    package static func uninstall(layout: InstallLayout) throws(Failure) -> [String] {
        try uninstall(layout: layout, iconSizes: AppIcon.sizes)
    }

    /// The game's icon at every size a desktop asks for, drawn when the install writes it.
    static var appIcons: InstallIcons {
        InstallIcons(sizes: AppIcon.sizes) { size throws(Failure) in
            guard let icon = AppIcon.render(size: size) else {
                throw Failure(description: "cannot draw the \(size)x\(size) icon")
            }
            return try iconPNG(icon)
        }
    }

    /// The PNG of an icon, with its transparent surround.
    static func iconPNG(_ icon: PixelBuffer) throws(Failure) -> [UInt8] {
        do {
            return try PNG.encode(icon, channels: .rgba)
        } catch {
            throw Failure(description: error.description)
        }
    }
}
