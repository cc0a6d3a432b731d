/// Deferred drawing: record a frame's calls, then run them band by band.
///
/// Drawn call by call, a large frame is swept once per call: the clear, then
/// every card face, border and symbol each walk down their own rows, and at
/// 4K (33 MB) every sweep misses the caches. Recorded and run at `flush` in
/// horizontal bands of the buffer small enough to stay in the second-level
/// cache, every call touches a band's pixels while they are cached, so the
/// frame goes to memory about once. Blend2D's context renders its recorded
/// commands in bands in the same way.
///
/// The output is the one drawing call by call gives, up to the rounding of
/// a segment cut at a band's edge (at most one step of 255 on a pixel).
extension Canvas {
    /// Whether drawing calls may be recorded and run later, at `flush()`,
    /// rather than at once; off by default.
    ///
    /// Recorded drawing reaches the pixels only at `flush()` (or when the
    /// canvas goes away, or this is turned off): reading the buffer does not
    /// flush it. Whoever owns a deferring canvas calls `flush()` once a frame
    /// is drawn and before its pixels are read (`PixelBuffer`'s
    /// `pixel(x:y:)`, `withWords`, `baseAddress`), shown (a borrowed SDL
    /// surface), or drawn into by another canvas. A buffer smaller than
    /// `deferringBytes` is still drawn at once: it stays in the caches, where
    /// recording only adds work. It can only change while no clip is pushed;
    /// set while one is, it is ignored.
    public var defersDrawing: Bool {
        get { defersRequested }
        set {
            guard newValue != defersRequested, clipDepth == 0 else { return }
            flush()
            defersRequested = newValue
            deferring = newValue && buffer.height * buffer.pitch >= deferringBytes
        }
    }

    /// Draws everything recorded since the last flush into the buffer
    /// (nothing to do when drawing is not deferred).
    ///
    /// Call it when a frame is finished, before the buffer's pixels are read
    /// or shown: nothing else runs the recorded drawing. Clips still pushed
    /// stay pushed and keep clipping what is drawn after the flush.
    public func flush() {
        if drawList.drawingCount > 0 { run(drawList) }
        if !drawList.commands.isEmpty { keepOpenClips() }
    }

    /// The most recorded points before a flush is forced, so that a caller
    /// who never flushes does not grow the list without bound.
    static let maximumRecordedPoints = 1 << 22

    /// Records one command for the next flush.
    func record(_ command: DrawList.Command) {
        drawList.append(command)
        if drawList.pointCount > Self.maximumRecordedPoints { flush() }
    }

    /// Rows per band for the buffer: about 1 MiB of pixels, at least 8 rows.
    ///
    /// Measured on the reference scene at 4K: 1 MiB beats 512 KiB by 1–4%
    /// (every band re-clips the paths crossing it), and 2 MiB, more than a
    /// second-level cache holds, is slower with few cards.
    var flushBandHeight: Int {
        bandRows > 0 ? bandRows : max(8, (1 << 20) / buffer.pitch)
    }

    /// Runs every command of `list`, band by band, top down and bottom up
    /// in turn.
    ///
    /// Bands are independent, so their order does not change a pixel. A
    /// frame slightly larger than the last-level cache, swept the same way
    /// every time, finds none of its rows still cached (each was evicted
    /// just before it is needed again); swept back and forth, the rows drawn
    /// last are the first drawn again, while still cached.
    private func run(_ list: DrawList) {
        let band = flushBandHeight
        let count = (buffer.height + band - 1) / band
        for k in 0..<count {
            let top = (sweepsUp ? count - 1 - k : k) * band
            run(list, rows: top, min(top + band, buffer.height))
        }
        sweepsUp.toggle()
    }

    /// Runs every command of `list` on rows `top..<bottom` of the buffer.
    private func run(_ list: DrawList, rows top: Int, _ bottom: Int) {
        var depth = 0
        @inline(__always) func clipped(_ r: PixelRect) -> PixelRect {
            PixelRect(x0: r.x0, y0: max(r.y0, top), x1: r.x1, y1: min(r.y1, bottom))
        }
        var i = 0
        while i < list.commands.count {
            // Commands (and whole clip groups) off the band are passed over
            // by their rows alone, without reading the command.
            let reach = list.reaches[i]
            guard reach.y1 > top && reach.y0 < bottom else {
                i = reach.next
                continue
            }
            let command = list.commands[i]
            i += 1
            switch command {
            case .clear(let region, let word):
                let r = clipped(region)
                if !r.isEmpty { paintClear(r, word: word, at: i - 1, of: list) }
            case .fill(let region, let word, let rule, let runs):
                let r = clipped(region)
                if r.isEmpty { continue }
                if depth > 0 {
                    var sink = MaskedPaintSink(buffer: buffer, region: r, color: word, clip: bandClips[depth - 1])
                    sink.paint.readsAhead = false
                    accumulator.render(list, runs: runs, region: r, rule: rule, into: &sink)
                } else {
                    var sink = PaintSink(buffer: buffer, region: r, color: word)
                    sink.readsAhead = false
                    let k = list.prepaintOf[i - 1]
                    let done = k >= 0 ? list.prepainted[k].rect.intersection(r) : .empty
                    if done.isEmpty {
                        accumulator.render(list, runs: runs, region: r, rule: rule, into: &sink)
                    } else {
                        // What the clear painted of its interior (`paintClear(_:word:at:of:)`), in the region.
                        let local = PixelRect(
                            x0: done.x0 - r.x0, y0: done.y0 - r.y0,
                            x1: done.x1 - r.x0, y1: done.y1 - r.y0)
                        var prepainted = PrepaintedSink(sink, done: local)
                        accumulator.render(list, runs: runs, region: r, rule: rule, into: &prepainted)
                    }
                }
            case .fillRect(let region, let word, let rect):
                let r = clipped(region)
                if r.isEmpty { continue }
                if depth > 0 {
                    var sink = MaskedPaintSink(buffer: buffer, region: r, color: word, clip: bandClips[depth - 1])
                    Self.cover(rect, region: r, into: &sink)
                } else {
                    var sink = PaintSink(buffer: buffer, region: r, color: word)
                    Self.cover(rect, region: r, into: &sink)
                }
            case .pushClip(let region, let rule, let runs):
                let mask = bandMask(depth, clipped(region))
                depth += 1
                if mask.rect.isEmpty { continue }
                var sink = MaskSink(into: mask, parent: depth > 1 ? bandClips[depth - 2] : nil)
                accumulator.render(list, runs: runs, region: mask.rect, rule: rule, into: &sink)
            case .pushClipRect(let region, let rect):
                let mask = bandMask(depth, clipped(region))
                depth += 1
                if mask.rect.isEmpty { continue }
                var sink = MaskSink(into: mask, parent: depth > 1 ? bandClips[depth - 2] : nil)
                Self.cover(rect, region: mask.rect, into: &sink)
            case .popClip:
                depth = max(0, depth - 1)
            case .sprite(let region, let sprite, let x, let y):
                let r = clipped(region)
                if !r.isEmpty { composite(sprite, x: x, y: y, area: r) }
            case .mask(let region, let mask, let word, let x, let y):
                let r = clipped(region)
                if !r.isEmpty { composite(mask, word: word, x: x, y: y, area: r) }
            }
        }
    }

    /// Runs the clear at `index` of `list` over `r`, painting the solid
    /// interiors of the fills it was asked to (`DrawList.prepaint`) in their
    /// colour on the way: each row is written once, left to right, where the
    /// fills would write their interiors a second time.
    private func paintClear(_ r: PixelRect, word: UInt32, at index: Int, of list: DrawList) {
        var pieces = bandPrepaint
        pieces.removeAll(keepingCapacity: true)
        for entry in list.prepainted where entry.clear == index {
            let piece = entry.rect.intersection(r)
            if !piece.isEmpty { pieces.append((piece, entry.word)) }
        }
        if pieces.isEmpty {
            paintClear(r, word: word)
            return
        }
        pieces.sort { $0.rect.x0 < $1.rect.x0 }
        for y in r.y0..<r.y1 {
            let row = buffer.row(y)
            var x = r.x0
            for piece in pieces where piece.rect.y0 <= y && y < piece.rect.y1 {
                if piece.rect.x0 > x { WordFill.fill(row + x, word, piece.rect.x0 - x) }
                WordFill.fill(row + piece.rect.x0, piece.word, piece.rect.width)
                x = piece.rect.x1
            }
            if x < r.x1 { WordFill.fill(row + x, word, r.x1 - x) }
        }
        bandPrepaint = pieces
    }

    /// The band's clip mask at `depth`, reset to `region` (empty when the clip misses the band).
    private func bandMask(_ depth: Int, _ region: PixelRect) -> ClipMask {
        while bandClips.count <= depth { bandClips.append(ClipMask()) }
        let mask = bandClips[depth]
        mask.reset(to: region.isEmpty ? .empty : region)
        return mask
    }

    /// Empties the list but for the clips still pushed, which the next
    /// flush needs to clip what is recorded after this one.
    private func keepOpenClips() {
        guard clipDepth > 0 else {
            drawList.removeAll()
            return
        }
        spareList.removeAll()
        var open: [Int] = []
        for (i, command) in drawList.commands.enumerated() {
            switch command {
            case .pushClip, .pushClipRect: open.append(i)
            case .popClip: _ = open.popLast()
            default: break
            }
        }
        for i in open {
            switch drawList.commands[i] {
            case .pushClip(let region, let rule, let runs):
                let copied = spareList.copyRuns(runs, from: drawList)
                spareList.append(.pushClip(region: region, rule: rule, runs: copied))
            case let command:
                spareList.append(command)
            }
        }
        swap(&drawList, &spareList)
    }
}
