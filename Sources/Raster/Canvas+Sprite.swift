import Geometry

extension Canvas {
    /// Draws `sprite` source-over with its top-left pixel at (`x`, `y`),
    /// inside `clip` (rounded to whole pixels) and the dirty rectangle.
    ///
    /// Each row's opaque run is copied and only the pixels around it are
    /// blended, so a card face costs about a copy. The clip stack does not
    /// apply: pass the one rectangle that should. A deferring canvas records
    /// the sprite in order with the rest of its drawing.
    public func draw(_ sprite: Sprite, x: Int, y: Int, clip: Rect? = nil) {
        guard let area = blitArea(x: x, y: y, width: sprite.width, height: sprite.height, clip: clip) else { return }
        if deferring {
            record(.sprite(region: area, sprite: sprite, x: x, y: y))
        } else {
            composite(sprite, x: x, y: y, area: area)
        }
    }

    /// The pixels of a `width` × `height` image with its top-left pixel at
    /// (`x`, `y`) that lie in the buffer, inside `clip` (rounded to whole
    /// pixels) and the dirty rectangle; nil when none do.
    func blitArea(x: Int, y: Int, width: Int, height: Int, clip: Rect?) -> PixelRect? {
        var area = PixelRect(x0: x, y0: y, x1: x + width, y1: y + height)
            .intersection(PixelRect(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height))
        for limit in [clip, dirtyRect].compactMap({ $0 }) {
            guard limit.minX.isFinite, limit.minY.isFinite, limit.maxX.isFinite, limit.maxY.isFinite else { return nil }
            let bound = PixelRect(
                x0: Int(max(-1e9, min(1e9, limit.minX.rounded()))),
                y0: Int(max(-1e9, min(1e9, limit.minY.rounded()))),
                x1: Int(max(-1e9, min(1e9, limit.maxX.rounded()))),
                y1: Int(max(-1e9, min(1e9, limit.maxY.rounded()))))
            area = area.intersection(bound)
        }
        return area.isEmpty ? nil : area
    }

    /// Composites the part of `sprite` (top-left at `x`, `y`) inside `area`, which lies in the buffer.
    func composite(_ sprite: Sprite, x: Int, y: Int, area: PixelRect) {
        let image = sprite.image
        for row in area.y0..<area.y1 {
            let sy = row - y
            let source = image.row(sy)
            let target = buffer.row(row)
            let run = sprite.opaqueRuns[sy]
            // Source columns of this row inside the area, then the opaque part of them.
            let s0 = area.x0 - x, s1 = area.x1 - x
            let c0 = max(s0, run.lowerBound), c1 = min(s1, run.upperBound)
            guard c0 < c1 else {
                blend(source, into: target, columns: s0..<s1, offset: x)
                continue
            }
            blend(source, into: target, columns: s0..<c0, offset: x)
            (target + c0 + x).update(from: source + c0, count: c1 - c0)
            blend(source, into: target, columns: c1..<s1, offset: x)
        }
    }

    /// Source-over of sprite columns `columns` onto the row, `offset` pixels to the right.
    @inline(__always)
    private func blend(
        _ source: UnsafeMutablePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>,
        columns: Range<Int>, offset: Int
    ) {
        Self.blendRow(source, into: target, columns: columns, offset: offset, fourAtATime: Blend.fourAtATime)
    }

    /// Source-over of sprite columns `columns` onto the row, `offset` pixels to the right.
    ///
    /// Four pixels at a time (`fourAtATime`): four transparent ones (most of a
    /// symbol's box) are passed over, any others blended at once (`Blend.over`,
    /// exact for opaque and transparent pixels alike); the last few one by one.
    @inline(__always)
    static func blendRow(
        _ source: UnsafeMutablePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>,
        columns: Range<Int>, offset: Int, fourAtATime: Bool
    ) {
        var sx = columns.lowerBound
        let end = columns.upperBound
        while fourAtATime && sx &+ 4 <= end {
            let s = UnsafeRawPointer(source + sx).loadUnaligned(as: SIMD4<UInt32>.self)
            let alpha = s &>> 24
            if alpha != .zero {
                let p = UnsafeMutableRawPointer(target + sx + offset)
                let d = p.loadUnaligned(as: SIMD4<UInt32>.self)
                p.storeBytes(of: Blend.over(s, d).replacing(with: d, where: alpha .== 0), as: SIMD4<UInt32>.self)
            }
            sx &+= 4
        }
        while sx < end {
            let s = source[sx]
            let a = s >> 24
            if a != 0 { target[sx + offset] = a == 0xFF ? s : Blend.over(s, target[sx + offset]) }
            sx &+= 1
        }
    }
}
