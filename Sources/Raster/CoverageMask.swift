/// A shape's coverage, one byte a pixel, kept to be painted in any colour
/// many times at whole-pixel positions (`Canvas.draw(_:color:x:y:clip:)`).
///
/// This is what a text renderer keeps of a glyph run: a quarter of the memory
/// of the same pixels in colour, one mask for every colour the text is shown
/// in, and painted exactly as drawing the shape there would paint it.
public final class CoverageMask: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Row-major coverage (0...255), `width` values per row.
    let values: [UInt8]

    /// The alpha of what `draw` paints onto a transparent canvas of `width` ×
    /// `height` pixels, or `nil` for a size `PixelBuffer` refuses.
    ///
    /// Painted in an opaque colour, a shape's alpha is its coverage to the bit
    /// (`Blend.lerp` over a transparent pixel leaves `c` in the alpha), so the
    /// mask painted later gives the pixels the shape drawn there gives.
    public init?(width: Int, height: Int, draw: (Canvas) -> Void) {
        guard let buffer = PixelBuffer(width: width, height: height) else { return nil }
        let canvas = Canvas(buffer: buffer)
        draw(canvas)
        canvas.flush()
        var values = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = buffer.row(y)
            for x in 0..<width { values[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        self.width = width
        self.height = height
        self.values = values
    }

    /// The coverage at (`x`, `y`), which must be inside the mask.
    public func value(x: Int, y: Int) -> UInt8 { values[y * width + x] }
}
