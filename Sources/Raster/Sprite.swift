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
    /// A row's run is its longest stretch of opaque pixels; pixels outside it
    /// are blended, so a row with two stretches stays correct, only slower.
    public init(_ image: PixelBuffer) {
        self.image = image
        var runs: [Range<Int>] = []
        runs.reserveCapacity(image.height)
        for y in 0..<image.height {
            let row = image.row(y)
            var best = 0..<0
            var x = 0
            while x < image.width {
                guard row[x] >> 24 == 0xFF else { x += 1; continue }
                let start = x
                while x < image.width, row[x] >> 24 == 0xFF { x += 1 }
                if x - start > best.count { best = start..<x }
            }
            runs.append(best)
        }
        opaqueRuns = runs
    }

    /// The width in pixels.
    public var width: Int { image.width }
    /// The height in pixels.
    public var height: Int { image.height }
}
