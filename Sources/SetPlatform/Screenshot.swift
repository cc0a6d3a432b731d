import PNGFile
import Raster
import SetApp
import SetCore
import SetStorage
import SetTable

/// `--screenshot`: the opening table drawn headless into a PNG file.
package enum Screenshot {
    /// Renders the opening table at the requested size and writes it as PNG.
    ///
    /// The file is replaced whole or not at all; a missing folder is an error
    /// (the path was typed by hand), not something to create.
    package static func write(to path: String, settings: LaunchSettings) throws {
        let scene = scene(settings, seed: settings.seed ?? UInt64.random(in: 0...UInt64.max),
                          theme: LaunchPlan.theme(settings, locations: .current))
        guard let buffer = render(scene) else {
            throw ScreenshotError(message: "cannot draw a \(scene.width)x\(scene.height) screenshot")
        }
        let png: [UInt8]
        do {
            png = try PNG.encode(buffer, channels: .rgb)
        } catch {
            throw ScreenshotError(message: error.description)
        }
        do {
            try AtomicFile.write(png, to: path, createsFolder: false)
        } catch {
            let reason = error.path == path ? error.reason : error.description
            throw ScreenshotError(message: "cannot write \(path): \(reason)")
        }
    }

    /// The opening table of a game from `seed`, at the size asked for, in `theme`
    /// (by default the classic look with the palette `--colorblind` asks for).
    static func scene(_ settings: LaunchSettings, seed: UInt64, theme: Theme? = nil) -> TableScene {
        let size = (settings.size ?? .standard).clamped
        let game = settings.daily.map { Game(daily: $0, now: 0) } ?? Game(seed: seed, mode: settings.mode, now: 0)
        let state = AppState(game: game, width: size.width, height: size.height,
                             theme: theme ?? (settings.colorblind == true ? .colorblind : .standard))
        return state.scene(now: 0)
    }

    /// The scene drawn in full, or nil for a size Raster cannot hold.
    static func render(_ scene: TableScene) -> PixelBuffer? {
        guard let buffer = PixelBuffer(width: scene.width, height: scene.height) else { return nil }
        // `renderFull` flushes the canvas, so the pixels are finished before they are encoded.
        TableRenderer().renderFull(scene, into: Canvas(buffer: buffer))
        return buffer
    }
}

/// A screenshot that could not be made.
struct ScreenshotError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
