/// The fill pipeline for one path: clip, accumulate, resolve — band by band.
///
/// A region is processed in horizontal bands of `bandHeight` rows: all
/// segments are clipped to the band (exactly, see `SegmentClipper`), walked
/// into the accumulator and resolved before the next band starts. The cells
/// a band writes are read back while still in the first-level caches, where
/// accumulating the whole region first would find them evicted by the
/// pixels painted in between (a 4K card's cells are megabytes apart), and the
/// accumulator never needs more than a band of memory. Blend2D and
/// FreeType's "smooth" rasterizer band their work for the same reason.
extension Accumulator {
    /// Rows per band for a region `width` pixels wide: about 256 KiB of
    /// cells (a second-level cache's share), at least 32 rows, so that narrow
    /// paths are not re-clipped for many bands.
    static func bandHeight(width: Int) -> Int {
        max(32, (1 << 16) / (width + 8))
    }

    /// Hands the coverage of `contours` (each taken as closed) under `rule`,
    /// over the `width` × `height` pixels whose top-left corner is
    /// (`originX`, `originY`), to `sink`.
    func render<Sink: CoverageSink>(
        _ contours: Polylines, width: Int, height: Int,
        originX: Double, originY: Double,
        rule: FillRule, into sink: inout Sink
    ) {
        let band = Self.bandHeight(width: width)
        // With several bands and contours, each band looks only at the
        // contours that reach it (many small contours, such as text, stay cheap).
        let skipping = height > band && contours.contours.count > 1
        if skipping { measureExtents(contours) }
        var top = 0
        while top < height {
            let rows = min(band, height - top)
            reset(width: width, height: rows, rowOffset: top)
            add(contours, originX: originX, originY: originY + Double(top), skippingByExtent: skipping)
            resolve(rule, into: &sink)
            top += rows
        }
    }
}
