import Geometry

/// Axis-aligned rectangles, without flattening or accumulation.
///
/// A rectangle's coverage is separable: the pixel (i, j) is covered by the
/// product of the column's horizontal overlap and the row's vertical overlap,
/// exactly what the general fill computes for the same rectangle.
extension Canvas {
    /// Fills an axis-aligned rectangle with `color` (nothing for an empty or non-finite one).
    public func fill(_ rect: Rect, color: Color) {
        guard color.a > 0, let region = region(of: rect) else { return }
        let word = color.premultipliedARGB
        if deferring {
            record(.fillRect(region: region, word: word, rect: rect))
            return
        }
        if let clip = currentClip {
            var sink = MaskedPaintSink(buffer: buffer, region: region, color: word, clip: clip)
            Self.cover(rect, region: region, into: &sink)
        } else {
            var sink = PaintSink(buffer: buffer, region: region, color: word)
            Self.cover(rect, region: region, into: &sink)
        }
    }

    /// Restricts later drawing to an axis-aligned rectangle (anti-aliased
    /// edges), intersected with the current clip, until the matching `popClip`.
    public func pushClip(_ rect: Rect) {
        if deferring {
            let region = region(of: rect) ?? .empty
            pushArea(region)
            record(.pushClipRect(region: region, rect: rect))
            return
        }
        let mask = pushMask(region: region(of: rect) ?? .empty)
        guard !mask.rect.isEmpty else { return }
        var sink = MaskSink(into: mask, parent: enclosingClip)
        Self.cover(rect, region: mask.rect, into: &sink)
    }

    /// The pixels `rect` touches within the drawing limit, or `nil`.
    private func region(of rect: Rect) -> PixelRect? {
        guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite,
            rect.maxX.isFinite, rect.maxY.isFinite
        else { return nil }
        let r = PixelRect.covering(
            minX: rect.minX, minY: rect.minY, maxX: rect.maxX,
            maxY: rect.maxY, within: limit)
        return r.isEmpty ? nil : r
    }

    /// Hands the coverage of `rect` over `region` to `sink`.
    static func cover<Sink: CoverageSink>(_ rect: Rect, region: PixelRect, into sink: inout Sink) {
        // Local coordinates, clamped to the region (exact for a rectangle).
        let w = Double(region.width), h = Double(region.height)
        let x0 = min(max(rect.minX - Double(region.x0), 0), w)
        let x1 = min(max(rect.maxX - Double(region.x0), 0), w)
        let y0 = min(max(rect.minY - Double(region.y0), 0), h)
        let y1 = min(max(rect.maxY - Double(region.y0), 0), h)
        guard x0 < x1, y0 < y1 else { return }
        let i0 = Int(x0.rounded(.down)), i1 = Int(x1.rounded(.up))
        let j0 = Int(y0.rounded(.down)), j1 = Int(y1.rounded(.up))
        // Horizontal overlap of the first and last columns (one column: both ends in it).
        let left = i1 - i0 == 1 ? x1 - x0 : Double(i0 + 1) - x0
        let right = i1 - i0 == 1 ? 0 : x1 - Double(i1 - 1)
        let fullFrom = i1 - i0 == 1 ? i1 : (left >= 1 ? i0 : i0 + 1)
        let fullTo = i1 - i0 == 1 ? i1 : (right >= 1 ? i1 : i1 - 1)
        if i1 - i0 <= 8 && i0 + (i1 - i0 > 4 ? 8 : 4) <= sink.reach {
            // A narrow rectangle (a stripe): each row as one or two vectors,
            // with the same coverage pixel by pixel as the spans below.
            @inline(__always) func row(_ fy: Double) -> SIMD8<UInt32> {
                var c = SIMD8<UInt32>()
                let full = toByte(Float(fy))
                for k in 0..<(i1 - i0) {
                    let i = i0 + k
                    c[k] = i < fullFrom ? toByte(Float(left * fy)) : i < fullTo ? full : toByte(Float(right * fy))
                }
                return c
            }
            @inline(__always) func part(_ j: Int) {
                let c = row(min(Double(j + 1), y1) - max(Double(j), y0))
                sink.row(j)
                sink.pixels(i0, c.lowHalf)
                if i1 - i0 > 4 { sink.pixels(i0 + 4, c.highHalf) }
            }
            // The rows wholly inside, between a part row at either end, all
            // have one coverage, mostly over the same pixels and clip (`BlendMemo`).
            let wholeFrom = Int(y0.rounded(.up)), wholeTo = max(Int(y1.rounded(.down)), wholeFrom)
            for j in j0..<min(wholeFrom, j1) { part(j) }
            let whole = row(1)
            var low = BlendMemo(), high = BlendMemo()
            for j in wholeFrom..<wholeTo {
                sink.row(j)
                sink.pixels(i0, whole.lowHalf, memo: &low)
                if i1 - i0 > 4 { sink.pixels(i0 + 4, whole.highHalf, memo: &high) }
            }
            for j in max(wholeTo, j0)..<j1 { part(j) }
            return
        }
        for j in j0..<j1 {
            let fy = min(Double(j + 1), y1) - max(Double(j), y0)
            let full = toByte(Float(fy))
            sink.row(j)
            if fullFrom > i0 { sink.pixel(i0, toByte(Float(left * fy))) }
            if fullTo > fullFrom && full > 0 { sink.span(fullFrom, fullTo, full) }
            if fullTo < i1 && i1 - i0 > 1 { sink.pixel(i1 - 1, toByte(Float(right * fy))) }
        }
    }
}
