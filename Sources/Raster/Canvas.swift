import Geometry

/// Draws anti-aliased paths into a pixel buffer: fills, strokes and nested clips.
///
/// A canvas keeps its scratch memory (the coverage accumulator, flattened
/// polylines, stroke outlines, clip masks) between calls, so once a frame
/// has been drawn, drawing it again allocates nothing. Colours are
/// composited source-over on premultiplied pixels. Paths with a NaN or
/// infinite coordinate draw nothing; geometry outside the buffer costs
/// little and never writes outside it.
///
/// The pipeline: `Polylines` flattens a path (0.1 px), `Stroker` turns a
/// stroke into a fill outline, `SegmentClipper` clips segments to the
/// drawing region, `Accumulator` computes exact area coverage band by band
/// (`Rasterizer.swift`), and a `CoverageSink` paints it (`PaintSinks.swift`)
/// or writes it into a clip mask (`ClipMask`). With `defersDrawing` on, a
/// large buffer's calls are recorded (`DrawList`) and run band by band at
/// `flush()` (`Canvas+Deferred.swift`).
///
/// Who flushes: the canvas's owner, once a frame is drawn and before the
/// buffer's pixels are read or shown; the buffer does not know the canvas
/// and reading it runs nothing. A canvas that goes away flushes itself.
public final class Canvas {
    /// The pixels drawn into.
    public let buffer: PixelBuffer
    /// When set, drawing (including `clear`) touches only the pixels this
    /// rectangle overlaps, so a frame can redraw just what changed.
    ///
    /// Set it before pushing clips: a clip's mask covers only the pixels
    /// that could be drawn when it was pushed.
    public var dirtyRect: Rect?
    /// The flattening tolerance for curves, in pixels.
    public static let tolerance = 0.1

    let accumulator = Accumulator()
    var polylines = Polylines()
    var outline = Polylines()
    var stroker = Stroker()
    private var clips: [ClipMask] = []
    /// The number of clips pushed and not yet popped.
    public private(set) var clipDepth = 0

    /// Drawing recorded while `defersDrawing` is on, and the scratch list `flush` rebuilds it in.
    var drawList = DrawList()
    var spareList = DrawList()
    var deferring = false
    var defersRequested = false
    /// The smallest buffer, in bytes, whose drawing `defersDrawing` defers.
    /// Measured on the reference scene: at 2560×1440 (14 MiB) both ways take
    /// the same time, below it drawing at once is faster, at 4K (32 MiB)
    /// deferring is about 30% faster. Tests set it lower.
    var deferringBytes = 1 << 24
    /// Whether the next flush runs its bands bottom up (see `run(_:)`).
    var sweepsUp = false
    /// The clip masks of one band while a flush runs.
    var bandClips: [ClipMask] = []
    /// What a clear paints for later fills in one band while a flush runs (kept for its memory).
    var bandPrepaint: [(rect: PixelRect, word: UInt32)] = []
    /// Rows per band when flushing; 0 picks them from the buffer's size (tests set a few).
    var bandRows = 0

    /// Creates a canvas drawing into `buffer`.
    public init(buffer: PixelBuffer) {
        self.buffer = buffer
    }

    deinit {
        // Recorded drawing is not lost with the canvas.
        flush()
    }

    /// The buffer's pixels that the dirty rectangle overlaps (all of them when there is none).
    var dirtyPixels: PixelRect {
        let all = PixelRect(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height)
        guard let d = dirtyRect else { return all }
        guard !d.isEmpty, d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite
        else { return .empty }
        return PixelRect.covering(minX: d.minX, minY: d.minY, maxX: d.maxX, maxY: d.maxY, within: all)
    }

    /// The pixels drawing may touch: the dirty pixels within the innermost clip.
    var limit: PixelRect {
        guard let clip = currentClip else { return dirtyPixels }
        return dirtyPixels.intersection(clip.rect)
    }

    /// The innermost clip mask, if any.
    var currentClip: ClipMask? { clipDepth > 0 ? clips[clipDepth - 1] : nil }

    /// The clip mask enclosing the innermost one, if any.
    var enclosingClip: ClipMask? { clipDepth > 1 ? clips[clipDepth - 2] : nil }

    /// Sets every pixel within the dirty rectangle (all of them when there is
    /// none) to `color`, replacing what was there; clips do not apply.
    public func clear(_ color: Color) {
        let r = dirtyPixels
        guard !r.isEmpty else { return }
        let word = color.premultipliedARGB | (buffer.format == .xrgb8888 ? 0xFF00_0000 : 0)
        if deferring {
            // Whatever was recorded before a clear of every pixel can never show.
            if clipDepth == 0 && r == PixelRect(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height) {
                drawList.removeAll()
            }
            record(.clear(region: r, word: word))
            return
        }
        paintClear(r, word: word)
    }

    /// Stores `word` in every pixel of `r` (one run when its rows are contiguous).
    func paintClear(_ r: PixelRect, word: UInt32) {
        if r.x0 == 0 && r.width == buffer.width && buffer.pitch == buffer.width * 4 {
            WordFill.fill(buffer.row(r.y0), word, r.width * r.height)
            return
        }
        for y in r.y0..<r.y1 {
            WordFill.fill(buffer.row(y) + r.x0, word, r.width)
        }
    }

    /// Fills `path`, mapped through `transform`, with `color` under `rule`.
    public func fill(
        _ path: Path, color: Color, rule: FillRule = .nonZero,
        transform: Transform = .identity
    ) {
        guard color.a > 0, !path.isEmpty else { return }
        polylines.set(path, transform: transform, tolerance: Self.tolerance)
        fill(polylines, color: color, rule: rule)
    }

    /// Fills already flattened contours (each taken as closed) with `color` under `rule`.
    public func fill(_ contours: Polylines, color: Color, rule: FillRule = .nonZero) {
        guard color.a > 0 else { return }
        let region = self.region(of: contours)
        guard !region.isEmpty else { return }
        let word = color.premultipliedARGB
        if deferring {
            let runs = drawList.record(contours)
            record(.fill(region: region, word: word, rule: rule, runs: runs))
            if color.a == 255 && clipDepth == 0 && region.width * region.height >= Self.prepaintArea {
                drawList.prepaint(contours.solidInterior(within: region), word: word)
            }
            return
        }
        let x0 = Double(region.x0), y0 = Double(region.y0)
        if let clip = currentClip {
            var sink = MaskedPaintSink(buffer: buffer, region: region, color: word, clip: clip)
            sink.paint.readsAhead = readsAhead
            accumulator.render(
                contours, width: region.width, height: region.height, originX: x0, originY: y0,
                rule: rule, into: &sink)
        } else {
            var sink = PaintSink(buffer: buffer, region: region, color: word)
            sink.readsAhead = readsAhead
            accumulator.render(
                contours, width: region.width, height: region.height, originX: x0, originY: y0,
                rule: rule, into: &sink)
        }
    }

    /// The fewest pixels a deferred opaque fill covers for its solid interior
    /// to be looked for (`DrawList.prepaint`): on smaller ones looking costs
    /// more than it saves.
    static let prepaintArea = 64 * 64

    /// Whether painting at once reads destination rows ahead (`CoverageSink.peek`):
    /// only for a buffer too large to stay in the caches (as `deferringBytes`).
    var readsAhead: Bool { buffer.height * buffer.pitch >= deferringBytes }

    /// Restricts later drawing to the inside of `path` (anti-aliased),
    /// intersected with the current clip, until the matching `popClip`.
    public func pushClip(_ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) {
        polylines.set(path, transform: transform, tolerance: Self.tolerance)
        let region = self.region(of: polylines)
        if deferring {
            let runs = region.isEmpty ? 0..<0 : drawList.record(polylines)
            pushArea(region)
            record(.pushClip(region: region, rule: rule, runs: runs))
            return
        }
        let mask = pushMask(region: region)
        guard !mask.rect.isEmpty else { return }
        var sink = MaskSink(into: mask, parent: enclosingClip)
        accumulator.render(
            polylines, width: mask.rect.width, height: mask.rect.height,
            originX: Double(mask.rect.x0), originY: Double(mask.rect.y0), rule: rule, into: &sink)
    }

    /// Restores the clip that was current before the last `pushClip`; does nothing when none is pushed.
    public func popClip() {
        guard clipDepth > 0 else { return }
        clipDepth -= 1
        if deferring { record(.popClip) }
    }

    /// Pushes a new clip level covering `region`, all values 0, and returns it.
    func pushMask(region: PixelRect) -> ClipMask {
        if clipDepth == clips.count { clips.append(ClipMask()) }
        let mask = clips[clipDepth]
        mask.reset(to: region)
        clipDepth += 1
        return mask
    }

    /// Pushes a clip level covering `region` without computing its values:
    /// while recording, only its area matters (it bounds later commands).
    func pushArea(_ region: PixelRect) {
        if clipDepth == clips.count { clips.append(ClipMask()) }
        clips[clipDepth].setArea(region)
        clipDepth += 1
    }

    /// The pixels the contours can shade within `limit`, or `.empty` when
    /// there is nothing to draw (no points, or a non-finite one).
    func region(of contours: Polylines) -> PixelRect {
        guard contours.isFinite, !contours.points.isEmpty else { return .empty }
        let limit = self.limit
        guard !limit.isEmpty else { return .empty }
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        contours.points.withUnsafeBufferPointer { points in
            for p in points {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        // Clamped to the limit: geometry left of it still shades the pixels to
        // its right, which the accumulator handles (see SegmentClipper).
        return PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, within: limit)
    }
}
