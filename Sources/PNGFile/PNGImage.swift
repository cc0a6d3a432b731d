import Raster

/// A PNG file's pixels: 8-bit red, green, blue and straight alpha.
public struct PNGImage: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Four bytes per pixel (red, green, blue, alpha), rows packed top to bottom.
    public let rgba: [UInt8]

    /// The colour at a pixel, or `nil` outside the image.
    public func pixel(x: Int, y: Int) -> Color? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        let i = 4 * (y * width + x)
        return Color(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }
}
