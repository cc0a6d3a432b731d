/// Source-over compositing of premultiplied 8-bit ARGB words.
///
/// Two channels are processed at once in the `0x00FF00FF` lanes of a 32-bit
/// word; division by 255 rounds exactly as pixman's `MUL_UN8` does
/// (t = x·c + 128; (t + (t >> 8)) >> 8), so results match cairo's to the bit.
enum Blend {
    /// Whether sprites and translucent spans are blended four pixels at a
    /// time (`over` on `SIMD4`). Not in an unoptimised build: there every
    /// vector operation goes lane by lane through generic code, many times
    /// slower than the one-pixel loop, and the game's motion would miss its
    /// frames. Both ways give the same pixels (`BlendTests` checks them side by side).
    #if DEBUG
        static let fourAtATime = false
    #else
        static let fourAtATime = true
    #endif

    /// `x · c / 255` for the four channels of `x`, rounded to nearest.
    @inline(__always)
    static func scale(_ x: UInt32, _ c: UInt32) -> UInt32 {
        var rb = (x & 0x00FF_00FF) &* c &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((x >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `src` over `dst`, both premultiplied.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, 255 &- (src >> 24))
    }

    /// `src` scaled by a coverage (0...255) composited over `dst`.
    @inline(__always)
    static func over(_ src: UInt32, coverage c: UInt32, _ dst: UInt32) -> UInt32 {
        over(scale(src, c), dst)
    }

    /// An opaque colour at coverage `c` over `dst`: `(color · c + dst · (255 − c)) / 255`
    /// per channel, rounded once; `colorRB` and `colorAG` are the colour's
    /// `0x00FF00FF` lanes (`color & 0x00FF00FF` and `(color >> 8) & 0x00FF00FF`).
    ///
    /// Equal to `over(scale(color, c), dst)` up to one rounding step, in fewer operations.
    @inline(__always)
    static func lerp(_ colorRB: UInt32, _ colorAG: UInt32, coverage c: UInt32, _ dst: UInt32) -> UInt32 {
        let ic = 255 &- c
        var rb = colorRB &* c &+ (dst & 0x00FF_00FF) &* ic &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = colorAG &* c &+ ((dst >> 8) & 0x00FF_00FF) &* ic &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `a · b / 255` for two 8-bit values, rounded to nearest.
    @inline(__always)
    static func mul8(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// `mul8` for four pairs of values (each 0...255).
    ///
    /// Worked in 16-bit lanes, where every step fits (255 · 255 + 128 + 254
    /// is under 65536) and SSE2 has the multiply it lacks for 32-bit lanes;
    /// the upper half of each word stays 0.
    @inline(__always)
    static func mul8(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let t = halves(a) &* halves(b) &+ 128
        return words((t &+ t &>> 8) &>> 8)
    }

    /// `lerp` for four pixels: `colorRB` and `colorAG` are the colour's lanes
    /// as 16-bit halves (`Blend.halves`), `c` the four coverages.
    ///
    /// Every intermediate fits in 16 bits (at most 255 · 255 + 128 + 254), so
    /// the products are 16-bit multiplies, which every x86-64 has (SSE2), and
    /// the result is `lerp`'s to the bit.
    @inline(__always)
    static func lerp(
        _ colorRB: SIMD8<UInt16>, _ colorAG: SIMD8<UInt16>, coverage c: SIMD4<UInt32>,
        _ dst: SIMD4<UInt32>
    ) -> SIMD4<UInt32> {
        let cc = halves(c | c &<< 16)
        let inverse = 255 &- c
        let ic = halves(inverse | inverse &<< 16)
        var rb = colorRB &* cc &+ halves(dst & 0x00FF_00FF) &* ic &+ 128
        rb = (rb &+ rb &>> 8) &>> 8
        var ag = colorAG &* cc &+ halves(dst &>> 8 & 0x00FF_00FF) &* ic &+ 128
        ag = (ag &+ ag &>> 8) &>> 8
        return words(rb) | words(ag) &<< 8
    }

    /// `over` for four pixels, `over`'s result to the bit: the destination is
    /// scaled in 16-bit lanes, as in the four-pixel `lerp`.
    @inline(__always)
    static func over(_ src: SIMD4<UInt32>, _ dst: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let ia = 255 &- src &>> 24
        let c = halves(ia | ia &<< 16)
        var rb = halves(dst & 0x00FF_00FF) &* c &+ 128
        rb = (rb &+ rb &>> 8) &>> 8
        var ag = halves(dst &>> 8 & 0x00FF_00FF) &* c &+ 128
        ag = (ag &+ ag &>> 8) &>> 8
        return src &+ (words(rb) | words(ag) &<< 8)
    }

    /// The same bits as eight 16-bit lanes.
    @inline(__always)
    static func halves(_ w: SIMD4<UInt32>) -> SIMD8<UInt16> { unsafeBitCast(w, to: SIMD8<UInt16>.self) }

    /// The same bits as four 32-bit words.
    @inline(__always)
    static func words(_ h: SIMD8<UInt16>) -> SIMD4<UInt32> { unsafeBitCast(h, to: SIMD4<UInt32>.self) }
}
