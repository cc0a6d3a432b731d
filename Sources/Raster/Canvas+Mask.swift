import Geometry

extension Canvas {
    /// Paints `mask` in `color` with its top-left pixel at (`x`, `y`), inside
    /// `clip` (rounded to whole pixels) and the dirty rectangle.
    ///
    /// Each pixel is painted as a fill of that coverage paints it, so a mask
    /// made from a shape lands on exactly the pixels drawing the shape at
    /// the same place gives. As for sprites, the clip stack does not apply.
    public func draw(_ mask: CoverageMask, color: Color, x: Int, y: Int, clip: Rect? = nil) {
        guard color.a > 0,
            let area = blitArea(x: x, y: y, width: mask.width, height: mask.height, clip: clip)
        else { return }
        let word = color.premultipliedARGB
        if deferring {
            record(.mask(region: area, mask: mask, word: word, x: x, y: y))
        } else {
            composite(mask, word: word, x: x, y: y, area: area)
        }
    }

    /// Paints the part of `mask` (top-left at `x`, `y`) inside `area`, which
    /// lies in the buffer, in the premultiplied colour `word`.
    func composite(_ mask: CoverageMask, word: UInt32, x: Int, y: Int, area: PixelRect) {
        var sink = PaintSink(buffer: buffer, region: area, color: word)
        let n = area.width
        mask.values.withUnsafeBufferPointer { values in
            for row in area.y0..<area.y1 {
                sink.row(row - area.y0)
                let source = values.baseAddress! + (row - y) * mask.width + (area.x0 - x)
                Self.paintRow(source, n, into: sink, fourAtATime: Blend.fourAtATime)
            }
        }
    }

    /// Paints the `n` coverages at `source` into the sink's row from its first pixel.
    ///
    /// Four at a time (`fourAtATime`): four empty pixels (the gaps between
    /// letters) are passed over, four fully covered ones in an opaque colour
    /// (a solid symbol's inside) stored, any others painted at once.
    @inline(__always)
    static func paintRow(_ source: UnsafePointer<UInt8>, _ n: Int, into sink: PaintSink, fourAtATime: Bool) {
        var i = 0
        let solid = SIMD4<UInt32>(repeating: sink.color)
        while fourAtATime && i &+ 4 <= n {
            let c = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD4<UInt8>.self)
            if c == SIMD4(repeating: 255) && sink.isOpaque {
                UnsafeMutableRawPointer(sink.line + i).storeBytes(of: solid, as: SIMD4<UInt32>.self)
            } else if c != .zero {
                sink.pixels(i, SIMD4<UInt32>(truncatingIfNeeded: c))
            }
            i &+= 4
        }
        while i < n {
            sink.pixel(i, UInt32(source[i]))
            i &+= 1
        }
    }
}
