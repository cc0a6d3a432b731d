/// Paints a solid colour source-over into pixel rows, scaled by coverage.
///
/// Full coverage of an opaque colour is a plain store of the colour word
/// (`WordFill` on a span); coverage 0 leaves the pixel alone.
struct PaintSink: CoverageSink {
    /// The first pixel of the region (its top-left corner) and the row pitch in bytes.
    let origin: UnsafeMutableRawPointer
    let pitch: Int
    /// The premultiplied colour.
    let color: UInt32
    let isOpaque: Bool
    /// `0xFF000000` for `.xrgb8888` (whose top byte is undefined on read), else 0.
    let alphaFill: UInt32
    /// The current row's first pixel in the region.
    var line: UnsafeMutablePointer<UInt32>
    /// Off when the pixels are known to be cached (a flush band), see `CoverageSink.peek`.
    var readsAhead = true
    /// The rest of the buffer's row from the region's left edge, see `CoverageSink.reach`.
    let reach: Int

    init(buffer: PixelBuffer, region: PixelRect, color: UInt32) {
        origin = buffer.baseAddress + region.y0 * buffer.pitch + region.x0 * 4
        pitch = buffer.pitch
        alphaFill = buffer.format == .xrgb8888 ? 0xFF00_0000 : 0
        self.color = color
        isOpaque = color >> 24 == 255
        line = origin.assumingMemoryBound(to: UInt32.self)
        reach = buffer.width - region.x0
        colorRB = color & 0x00FF_00FF
        colorAG = (color >> 8) & 0x00FF_00FF
        colorRB8 = Blend.halves(SIMD4(repeating: colorRB))
        colorAG8 = Blend.halves(SIMD4(repeating: colorAG))
    }

    /// The colour's `0x00FF00FF` lanes, for `Blend.lerp`, and the same for four pixels.
    let colorRB: UInt32, colorAG: UInt32
    let colorRB8: SIMD8<UInt16>, colorAG8: SIMD8<UInt16>

    /// Stores `n` solid words at `p` (opaque colour, full coverage).
    @inline(__always)
    func solid(_ p: UnsafeMutablePointer<UInt32>, _ n: Int) {
        WordFill.fill(p, color, n)
    }

    @inline(__always)
    mutating func row(_ y: Int) {
        line = (origin + y &* pitch).assumingMemoryBound(to: UInt32.self)
    }

    @inline(__always)
    func span(_ x0: Int, _ x1: Int, _ c: UInt32) {
        let p = line + x0
        let n = x1 &- x0
        if c == 255 && isOpaque {
            solid(p, n)
            return
        }
        if isOpaque {
            if n >= 16 {
                Self.lerpSpan(p, n, colorRB8, colorAG8, coverage: c, alphaFill: alphaFill)
                return
            }
            for i in 0..<n { p[i] = Blend.lerp(colorRB, colorAG, coverage: c, p[i] | alphaFill) }
            return
        }
        Self.blendSpan(
            p, n, c == 255 ? color : Blend.scale(color, c), alphaFill: alphaFill,
            fourAtATime: Blend.fourAtATime)
    }

    /// An opaque colour (lanes `colorRB8`, `colorAG8`) at coverage `c` over
    /// `n` pixels from `p`, four at a time: a shape's flat top or bottom row.
    /// Out of line, with its values passed one by one: inlined into the
    /// resolve's loop, it took registers from it (the sink itself passed
    /// would be kept in memory for the whole loop).
    @inline(never)
    static func lerpSpan(
        _ p: UnsafeMutablePointer<UInt32>, _ n: Int, _ colorRB8: SIMD8<UInt16>,
        _ colorAG8: SIMD8<UInt16>, coverage c: UInt32, alphaFill: UInt32
    ) {
        let c4 = SIMD4(repeating: c), fill4 = SIMD4(repeating: alphaFill)
        var i = 0
        while i &+ 4 <= n {
            let q = UnsafeMutableRawPointer(p + i)
            let dst = q.loadUnaligned(as: SIMD4<UInt32>.self) | fill4
            q.storeBytes(of: Blend.lerp(colorRB8, colorAG8, coverage: c4, dst), as: SIMD4<UInt32>.self)
            i &+= 4
        }
        // The colour's lanes as one word each again, for the last pixels.
        let colorRB = Blend.words(colorRB8)[0], colorAG = Blend.words(colorAG8)[0]
        while i < n {
            p[i] = Blend.lerp(colorRB, colorAG, coverage: c, p[i] | alphaFill)
            i &+= 1
        }
    }

    /// `src` (premultiplied) over `n` pixels from `p`, whose alpha is `alphaFill` where undefined.
    ///
    /// A translucent colour (a panel over the felt), four pixels at a time
    /// (`fourAtATime`) in 16-bit lanes, where the loop left to the compiler
    /// multiplies in 32-bit lanes, which SSE2 lacks.
    @inline(__always)
    static func blendSpan(
        _ p: UnsafeMutablePointer<UInt32>, _ n: Int, _ src: UInt32, alphaFill: UInt32,
        fourAtATime: Bool
    ) {
        let src4 = SIMD4(repeating: src), fill4 = SIMD4(repeating: alphaFill)
        var i = 0
        while fourAtATime && i &+ 4 <= n {
            let q = UnsafeMutableRawPointer(p + i)
            q.storeBytes(of: Blend.over(src4, q.loadUnaligned(as: SIMD4<UInt32>.self) | fill4), as: SIMD4<UInt32>.self)
            i &+= 4
        }
        while i < n {
            p[i] = Blend.over(src, p[i] | alphaFill)
            i &+= 1
        }
    }

    @inline(__always)
    func peek(_ y: Int, _ x: Int) -> UInt32 {
        (origin + y &* pitch).assumingMemoryBound(to: UInt32.self)[x]
    }

    @inline(__always)
    func pixels(_ x: Int, _ c: SIMD4<UInt32>) {
        guard isOpaque else {
            for k in 0..<4 { pixel(x &+ k, c[k]) }
            return
        }
        // Coverage 0 gives back the destination and 255 the colour, exactly: no branches.
        let p = UnsafeMutableRawPointer(line + x)
        let dst = p.loadUnaligned(as: SIMD4<UInt32>.self) | alphaFill
        p.storeBytes(of: Blend.lerp(colorRB8, colorAG8, coverage: c, dst), as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    func pixels(_ x: Int, _ c: SIMD4<UInt32>, memo: inout BlendMemo) {
        guard isOpaque else {
            pixels(x, c)
            return
        }
        let p = UnsafeMutableRawPointer(line + x)
        let dst = p.loadUnaligned(as: SIMD4<UInt32>.self) | alphaFill
        if memo.isSet && dst == memo.destination {
            p.storeBytes(of: memo.result, as: SIMD4<UInt32>.self)
            return
        }
        let result = Blend.lerp(colorRB8, colorAG8, coverage: c, dst)
        p.storeBytes(of: result, as: SIMD4<UInt32>.self)
        memo = BlendMemo(destination: dst, result: result, isSet: true)
    }

    @inline(__always)
    func pixel(_ x: Int, _ c: UInt32) {
        if c == 0 { return }
        if isOpaque {
            line[x] = c == 255 ? color : Blend.lerp(colorRB, colorAG, coverage: c, line[x] | alphaFill)
        } else {
            line[x] = Blend.over(Blend.scale(color, c), line[x] | alphaFill)
        }
    }
}

/// Paints like `PaintSink`, with every coverage first multiplied by a clip mask.
struct MaskedPaintSink: CoverageSink {
    var paint: PaintSink
    /// The mask value of the region's first pixel, and the mask's row length.
    let maskOrigin: UnsafeMutablePointer<UInt8>
    let maskStride: Int
    /// The current row's mask values.
    var mask: UnsafeMutablePointer<UInt8>
    /// As far as both the buffer's and the mask's rows go, see `CoverageSink.reach`.
    let reach: Int

    init(buffer: PixelBuffer, region: PixelRect, color: UInt32, clip: ClipMask) {
        paint = PaintSink(buffer: buffer, region: region, color: color)
        reach = min(paint.reach, clip.rect.x1 - region.x0)
        maskStride = clip.rect.width
        maskOrigin = clip.values + (region.y0 - clip.rect.y0) * maskStride + (region.x0 - clip.rect.x0)
        mask = maskOrigin
    }

    @inline(__always)
    mutating func row(_ y: Int) {
        paint.row(y)
        mask = maskOrigin + y &* maskStride
    }

    @inline(__always)
    func span(_ x0: Int, _ x1: Int, _ c: UInt32) {
        if c == 255 {
            for x in x0..<x1 { paint.pixel(x, UInt32(mask[x])) }
        } else {
            for x in x0..<x1 { paint.pixel(x, Blend.mul8(c, UInt32(mask[x]))) }
        }
    }

    @inline(__always)
    func pixel(_ x: Int, _ c: UInt32) {
        paint.pixel(x, Blend.mul8(c, UInt32(mask[x])))
    }

    @inline(__always)
    func pixels(_ x: Int, _ c: SIMD4<UInt32>) {
        // Outside the clip (a stripe past its shape's edge) nothing is read or written.
        let m = UnsafeRawPointer(mask + x).loadUnaligned(as: SIMD4<UInt8>.self)
        if m == SIMD4() { return }
        paint.pixels(x, Blend.mul8(c, SIMD4<UInt32>(truncatingIfNeeded: m)))
    }

    @inline(__always)
    func pixels(_ x: Int, _ c: SIMD4<UInt32>, memo: inout BlendMemo) {
        let m = UnsafeRawPointer(mask + x).loadUnaligned(as: UInt32.self)
        if m == 0 { return }
        guard paint.isOpaque else {
            pixels(x, c)
            return
        }
        let p = UnsafeMutableRawPointer(paint.line + x)
        let dst = p.loadUnaligned(as: SIMD4<UInt32>.self) | paint.alphaFill
        if memo.isSet && m == memo.clip && dst == memo.destination {
            p.storeBytes(of: memo.result, as: SIMD4<UInt32>.self)
            return
        }
        let clip = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(m, to: SIMD4<UInt8>.self))
        let result = Blend.lerp(paint.colorRB8, paint.colorAG8, coverage: Blend.mul8(c, clip), dst)
        p.storeBytes(of: result, as: SIMD4<UInt32>.self)
        memo = BlendMemo(destination: dst, clip: m, result: result, isSet: true)
    }

    @inline(__always)
    func peek(_ y: Int, _ x: Int) -> UInt32 { paint.peek(y, x) }

    var readsAhead: Bool { paint.readsAhead }
}

/// Writes coverage into a new clip mask, multiplied by the enclosing mask if there is one.
struct MaskSink: CoverageSink {
    /// The new mask's values and row length.
    let values: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The enclosing mask at the new mask's first pixel, and its row length.
    let parent: UnsafeMutablePointer<UInt8>?
    let parentStride: Int
    /// The current row in both.
    var line: UnsafeMutablePointer<UInt8>
    var parentLine: UnsafeMutablePointer<UInt8>?

    init(into mask: ClipMask, parent: ClipMask?) {
        values = mask.values
        stride = mask.rect.width
        if let parent {
            parentStride = parent.rect.width
            self.parent =
                parent.values + (mask.rect.y0 - parent.rect.y0) * parentStride
                + (mask.rect.x0 - parent.rect.x0)
        } else {
            parentStride = 0
            self.parent = nil
        }
        line = values
        parentLine = self.parent
    }

    mutating func row(_ y: Int) {
        line = values + y * stride
        parentLine = parent.map { $0 + y * parentStride }
    }

    func span(_ x0: Int, _ x1: Int, _ c: UInt32) {
        if let parentLine {
            for x in x0..<x1 { line[x] = UInt8(truncatingIfNeeded: Blend.mul8(c, UInt32(parentLine[x]))) }
        } else {
            (line + x0).update(repeating: UInt8(truncatingIfNeeded: c), count: x1 - x0)
        }
    }

    func peek(_ y: Int, _ x: Int) -> UInt32 { 0 }

    var readsAhead: Bool { false }

    func pixels(_ x: Int, _ c: SIMD4<UInt32>) {
        let values = SIMD4<UInt8>(
            truncatingIfNeeded: parentLine.map {
                Blend.mul8(
                    c, SIMD4<UInt32>(truncatingIfNeeded: UnsafeRawPointer($0 + x).loadUnaligned(as: SIMD4<UInt8>.self)))
            } ?? c)
        UnsafeMutableRawPointer(line + x).storeBytes(of: values, as: SIMD4<UInt8>.self)
    }

    func pixel(_ x: Int, _ c: UInt32) {
        if let parentLine {
            line[x] = UInt8(truncatingIfNeeded: Blend.mul8(c, UInt32(parentLine[x])))
        } else {
            line[x] = UInt8(truncatingIfNeeded: c)
        }
    }
}

/// Paints like `PaintSink`, but leaves alone the pixels a clear has already
/// painted in this colour (`DrawList.prepaint`): full-coverage spans skip them.
struct PrepaintedSink: CoverageSink {
    var paint: PaintSink
    /// The pixels already painted, in the region's coordinates.
    let done: PixelRect
    /// The current row.
    private var y = 0

    init(_ paint: PaintSink, done: PixelRect) {
        self.paint = paint
        self.done = done
    }

    @inline(__always)
    mutating func row(_ y: Int) {
        paint.row(y)
        self.y = y
    }

    @inline(__always)
    func span(_ x0: Int, _ x1: Int, _ c: UInt32) {
        if c == 255 && x0 < done.x1 && x1 > done.x0 && y >= done.y0 && y < done.y1 {
            if x0 < done.x0 { paint.span(x0, done.x0, c) }
            if x1 > done.x1 { paint.span(done.x1, x1, c) }
            return
        }
        paint.span(x0, x1, c)
    }

    @inline(__always)
    func pixel(_ x: Int, _ c: UInt32) { paint.pixel(x, c) }

    @inline(__always)
    func pixels(_ x: Int, _ c: SIMD4<UInt32>) { paint.pixels(x, c) }

    @inline(__always)
    func pixels(_ x: Int, _ c: SIMD4<UInt32>, memo: inout BlendMemo) { paint.pixels(x, c, memo: &memo) }

    @inline(__always)
    func peek(_ y: Int, _ x: Int) -> UInt32 { paint.peek(y, x) }

    var readsAhead: Bool { paint.readsAhead }

    var reach: Int { paint.reach }
}
