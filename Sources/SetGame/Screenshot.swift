import Foundation
import Raster
import SetCore
import SetInput
import SetTable

/// `--screenshot`: the opening table drawn headless into a PNG file.
enum Screenshot {
    /// Renders the opening table at the requested size and writes it as PNG.
    static func write(to path: String, settings: LaunchSettings) throws {
        let size = (settings.size ?? .standard).clamped
        let game = Game(seed: settings.seed ?? UInt64.random(in: 0...UInt64.max),
                        mode: settings.twoPlayer ? .twoPlayer : .solo, now: 0)
        let controller = TableController(game: game, width: size.width, height: size.height,
                                         theme: settings.colorblind == true ? .colorblind : .standard)
        guard let png = render(controller.scene(now: 0)) else {
            throw ScreenshotError(message: "cannot draw a \(size) screenshot")
        }
        do {
            try Data(png).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ScreenshotError(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// The scene as PNG bytes (RGB), or nil for a size Raster cannot hold.
    static func render(_ scene: TableScene) -> [UInt8]? {
        guard let buffer = PixelBuffer(width: scene.width, height: scene.height) else { return nil }
        let canvas = Canvas(buffer: buffer)
        TableRenderer().renderFull(scene, into: canvas)
        let words = buffer.baseAddress.assumingMemoryBound(to: UInt32.self)
        let pixels = UnsafeBufferPointer(start: words, count: buffer.width * buffer.height)
        return PNGEncoder.encode(width: buffer.width, height: buffer.height, premultipliedARGB: pixels,
                                 rowStride: buffer.pitch / 4, hasAlpha: false)
    }
}

/// A screenshot that could not be made.
struct ScreenshotError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
