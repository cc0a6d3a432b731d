/// Paints a solid colour source-over into pixel rows, scaled by coverage.
///
/// Full coverage of an opaque colour is a plain store of the colour word
/// (`update(repeating:)` on a span); coverage 0 never reaches a sink.
struct PaintSink: CoverageSink {
    /// The first pixel of the region (its top-left corner) and the row pitch in bytes.
    let origin: UnsafeMutableRawPointer
    let pitch: Int
    /// The premultiplied colour.
    let color: UInt32
    let isOpaque: Bool
    /// `0xFF000000` for `.xrgb8888` (whose top byte is undefined on read), else 0.
    let alphaFill: UInt32

    init(buffer: PixelBuffer, region: PixelRect, color: UInt32) {
        origin = buffer.baseAddress + region.y0 * buffer.pitch + region.x0 * 4
        pitch = buffer.pitch
        alphaFill = buffer.format == .xrgb8888 ? 0xFF00_0000 : 0
        self.color = color
        isOpaque = color >> 24 == 255
    }

    @inline(__always)
    private func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (origin + y * pitch).assumingMemoryBound(to: UInt32.self)
    }

    @inline(__always)
    func span(y: Int, x0: Int, x1: Int, coverage c: UInt32) {
        let p = row(y) + x0
        let n = x1 - x0
        if c == 255 && isOpaque {
            p.update(repeating: color, count: n)
            return
        }
        let src = c == 255 ? color : Blend.scale(color, c)
        for i in 0..<n { p[i] = Blend.over(src, p[i] | alphaFill) }
    }

    @inline(__always)
    func run(y: Int, x0: Int, x1: Int, coverage: UnsafeMutablePointer<UInt8>) {
        let p = row(y)
        for x in x0..<x1 {
            let c = UInt32(coverage[x])
            if c == 0 { continue }
            if c == 255 && isOpaque {
                p[x] = color
            } else {
                p[x] = Blend.over(Blend.scale(color, c), p[x] | alphaFill)
            }
        }
    }
}

/// Paints like `PaintSink`, with every coverage first multiplied by a clip mask.
struct MaskedPaintSink: CoverageSink {
    let paint: PaintSink
    /// The mask value of the region's first pixel, and the mask's row length.
    let mask: UnsafeMutablePointer<UInt8>
    let maskStride: Int

    init(buffer: PixelBuffer, region: PixelRect, color: UInt32, clip: ClipMask) {
        paint = PaintSink(buffer: buffer, region: region, color: color)
        maskStride = clip.rect.width
        mask = clip.values + (region.y0 - clip.rect.y0) * maskStride + (region.x0 - clip.rect.x0)
    }

    @inline(__always)
    private func blend(_ p: UnsafeMutablePointer<UInt32>, _ c: UInt32) {
        if c == 255 && paint.isOpaque {
            p.pointee = paint.color
        } else if c != 0 {
            p.pointee = Blend.over(Blend.scale(paint.color, c), p.pointee | paint.alphaFill)
        }
    }

    @inline(__always)
    func span(y: Int, x0: Int, x1: Int, coverage c: UInt32) {
        let p = (paint.origin + y * paint.pitch).assumingMemoryBound(to: UInt32.self)
        let m = mask + y * maskStride
        if c == 255 {
            for x in x0..<x1 { blend(p + x, UInt32(m[x])) }
        } else {
            for x in x0..<x1 { blend(p + x, Blend.mul8(c, UInt32(m[x]))) }
        }
    }

    @inline(__always)
    func run(y: Int, x0: Int, x1: Int, coverage: UnsafeMutablePointer<UInt8>) {
        let p = (paint.origin + y * paint.pitch).assumingMemoryBound(to: UInt32.self)
        let m = mask + y * maskStride
        for x in x0..<x1 { blend(p + x, Blend.mul8(UInt32(coverage[x]), UInt32(m[x]))) }
    }
}

/// Writes coverage into a new clip mask, multiplied by the enclosing mask if there is one.
struct MaskSink: CoverageSink {
    /// The new mask's value for the region's first pixel, and its row length.
    let values: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The enclosing mask at the same pixel, and its row length.
    let parent: UnsafeMutablePointer<UInt8>?
    let parentStride: Int

    init(into mask: ClipMask, parent: ClipMask?) {
        values = mask.values
        stride = mask.rect.width
        if let parent {
            parentStride = parent.rect.width
            self.parent = parent.values + (mask.rect.y0 - parent.rect.y0) * parentStride
                + (mask.rect.x0 - parent.rect.x0)
        } else {
            parentStride = 0
            self.parent = nil
        }
    }

    func span(y: Int, x0: Int, x1: Int, coverage c: UInt32) {
        let row = values + y * stride
        if let parent {
            let m = parent + y * parentStride
            for x in x0..<x1 { row[x] = UInt8(truncatingIfNeeded: Blend.mul8(c, UInt32(m[x]))) }
        } else {
            (row + x0).update(repeating: UInt8(truncatingIfNeeded: c), count: x1 - x0)
        }
    }

    func run(y: Int, x0: Int, x1: Int, coverage: UnsafeMutablePointer<UInt8>) {
        let row = values + y * stride
        if let parent {
            let m = parent + y * parentStride
            for x in x0..<x1 { row[x] = UInt8(truncatingIfNeeded: Blend.mul8(UInt32(coverage[x]), UInt32(m[x]))) }
        } else {
            (row + x0).update(from: coverage + x0, count: x1 - x0)
        }
    }
}
