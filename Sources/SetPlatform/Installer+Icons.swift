import PNGFile
import Raster
import SetStorage
import SetTable

extension Installer {
    /// `--install`: the running program with the game's icons (`AppIcon`); returns the lines to print.
    package static func install(layout: InstallLayout, environment: [String: String]) throws(Failure) -> [String] {
        try install(layout: layout, icons: appIcons, environment: environment)
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
