/// A premultiplied image made to be drawn many times at whole-pixel
/// positions: its pixels, and for each row the run of fully opaque pixels,
/// which drawing copies instead of blending.
public final class Sprite {
    /// The pixels, premultiplied ARGB.
    public let image: PixelBuffer
    /// For each row, the columns `start..<end` whose alpha is 255 (empty when none).
    let opaqueRuns: [Range<Int>]

    /// Wraps `image`, finding each row's opaque run once.
    ///
    /// A row's run is the stretch of opaque pixels around its middle (found
    /// outward from there, reading little more than the run), or else its first
    /// stretch; pixels outside it are blended, so a row with two stretches
    /// stays correct, only slower. Sprites of cards, buttons and panels have
    /// one convex opaque shape, whose rows have a single stretch.
    public init(_ image: PixelBuffer) {
        self.image = image
        var runs: [Range<Int>] = []
        runs.reserveCapacity(image.height)
        let width = image.width
        for y in 0..<image.height {
            let row = image.row(y)
            var start = width / 2
            guard width > 0, row[start] >> 24 == 0xFF else {
                var x = 0
                while x < width, row[x] >> 24 != 0xFF { x += 1 }
                let first = x
                while x < width, row[x] >> 24 == 0xFF { x += 1 }
                runs.append(first..<x)
                continue
            }
            var end = start + 1
            while start > 0, row[start - 1] >> 24 == 0xFF { start -= 1 }
            while end < width, row[end] >> 24 == 0xFF { end += 1 }
            runs.append(start..<end)
        }
        opaqueRuns = runs
    }

    /// The width in pixels.
    public var width: Int { image.width }
    /// The height in pixels.
    public var height: Int { image.height }
}
