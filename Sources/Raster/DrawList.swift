import Geometry

/// Drawing recorded by a deferring canvas, to be run band by band at `flush`.
///
/// Each command keeps the pixels it may touch (computed when it was
/// recorded, with the dirty rectangle and clips of that moment) and, for
/// paths, its segments. The segments are stored as runs of consecutive
/// points, at most `chunkSegments` segments per run, each run with its
/// vertical extent, so that a band visits only the runs crossing it.
/// Every array keeps its capacity, so recording a frame again allocates nothing.
struct DrawList {
    /// One recorded drawing call.
    enum Command {
        /// `Canvas.clear`: every pixel of `region` becomes `word`.
        case clear(region: PixelRect, word: UInt32)
        /// A path fill of the premultiplied colour `word`.
        case fill(region: PixelRect, word: UInt32, rule: FillRule, runs: Range<Int>)
        /// An axis-aligned rectangle fill.
        case fillRect(region: PixelRect, word: UInt32, rect: Rect)
        /// A clip level made from a path; `region` is the mask's area (may be empty).
        case pushClip(region: PixelRect, rule: FillRule, runs: Range<Int>)
        /// A clip level made from a rectangle.
        case pushClipRect(region: PixelRect, rect: Rect)
        /// The end of the innermost clip.
        case popClip
        /// A sprite composited with its top-left pixel at (`x`, `y`), inside `region`.
        case sprite(region: PixelRect, sprite: Sprite, x: Int, y: Int)
        /// A coverage mask painted in the premultiplied colour `word`, its top-left pixel at (`x`, `y`), inside `region`.
        case mask(region: PixelRect, mask: CoverageMask, word: UInt32, x: Int, y: Int)
    }

    /// A run of segments: points `start..<end` of `points`, joined in order.
    struct Run {
        var start: Int, end: Int
        var minY: Double, maxY: Double
    }

    /// The most segments in one run: short enough that a band skips most of
    /// a contour it only grazes, long enough that runs cost little to test.
    static let chunkSegments = 8

    /// The rows a command may touch, and the command to go on with when a
    /// band misses them: the next one, or for a clip, the one after its
    /// `popClip` (everything inside a clip is drawn within its area).
    struct Reach {
        var y0: Int, y1: Int, next: Int
    }

    private(set) var commands: [Command] = []
    /// One per command.
    private(set) var reaches: [Reach] = []
    /// The clips not yet popped: their command, and whether a band missing
    /// them may skip everything up to their `popClip` (not when a clear or a
    /// sprite or mask, which clips do not limit, is recorded inside).
    private var openClips: [(index: Int, skippable: Bool)] = []
    private(set) var points: [Point] = []
    private(set) var runs: [Run] = []
    /// Opaque fills whose solid interior (`Polylines.solidInterior`) the
    /// clear before them paints in their colour, nothing recorded between
    /// touching it: the clear, the pixels and the colour (the fill's entry is `prepaintOf`).
    private(set) var prepainted: [(clear: Int, rect: PixelRect, word: UInt32)] = []
    /// Per command, its entry in `prepainted`, or -1.
    private(set) var prepaintOf: [Int] = []
    /// The last clear of every pixel it may touch, if any (its index and region).
    private var lastClear: (index: Int, region: PixelRect)?
    /// The pixels the commands since `lastClear` may touch, by blocks of
    /// `sinceClearBlock` commands, so that `prepaint` looks at a command only
    /// where its block's box meets the fill (with 81 cards, looking at every
    /// command since the clear for every face cost 4% of the frame).
    private var sinceClear: [PixelRect] = []
    private static let sinceClearBlock = 16

    /// The number of commands that change pixels (clears and fills).
    private(set) var drawingCount = 0

    /// Points recorded so far (a canvas flushes past a limit, to bound memory).
    var pointCount: Int { points.count }

    /// Forgets every command, keeping the memory.
    mutating func removeAll() {
        commands.removeAll(keepingCapacity: true)
        reaches.removeAll(keepingCapacity: true)
        openClips.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
        prepainted.removeAll(keepingCapacity: true)
        prepaintOf.removeAll(keepingCapacity: true)
        lastClear = nil
        sinceClear.removeAll(keepingCapacity: true)
        drawingCount = 0
    }

    /// The pixels a command may touch (everything for a clip's ends).
    private func region(of command: Command) -> PixelRect? {
        switch command {
        case .clear(let region, _), .fill(let region, _, _, _), .fillRect(let region, _, _),
            .sprite(let region, _, _, _), .mask(let region, _, _, _, _):
            return region
        case .pushClip, .pushClipRect, .popClip:
            return nil
        }
    }

    /// Has the last clear paint `rect` in `word` for the fill just appended,
    /// when nothing recorded since that clear touches it.
    mutating func prepaint(_ rect: PixelRect, word: UInt32) {
        guard !rect.isEmpty, let clear = lastClear, clear.region.intersection(rect) == rect else { return }
        let fill = commands.count - 1
        for (b, box) in sinceClear.enumerated() where !box.intersection(rect).isEmpty {
            let first = clear.index + 1 + b * Self.sinceClearBlock
            for k in first..<min(first + Self.sinceClearBlock, fill) {
                if let r = region(of: commands[k]), !r.intersection(rect).isEmpty { return }
            }
        }
        prepainted.append((clear.index, rect, word))
        prepaintOf[fill] = prepainted.count - 1
    }

    mutating func append(_ command: Command) {
        let index = commands.count
        commands.append(command)
        prepaintOf.append(-1)
        if let clear = lastClear {
            let touched = region(of: command) ?? .empty
            if (index - clear.index - 1) % Self.sinceClearBlock == 0 {
                sinceClear.append(touched)
            } else {
                sinceClear[sinceClear.count - 1] = sinceClear[sinceClear.count - 1].union(touched)
            }
        }
        let always = Reach(y0: .min, y1: .max, next: index + 1)
        switch command {
        case .fill(let region, _, _, _), .fillRect(let region, _, _):
            drawingCount += 1
            reaches.append(Reach(y0: region.y0, y1: region.y1, next: index + 1))
        case .clear(let region, _):
            drawingCount += 1
            reaches.append(Reach(y0: region.y0, y1: region.y1, next: index + 1))
            for k in openClips.indices { openClips[k].skippable = false }
            lastClear = openClips.isEmpty ? (index, region) : nil
            sinceClear.removeAll(keepingCapacity: true)
        case .sprite(let region, _, _, _), .mask(let region, _, _, _, _):
            drawingCount += 1
            reaches.append(Reach(y0: region.y0, y1: region.y1, next: index + 1))
            for k in openClips.indices { openClips[k].skippable = false }
        case .pushClip, .pushClipRect:
            // Run in every band until its popClip shows the group can be skipped.
            reaches.append(always)
            openClips.append((index, true))
        case .popClip:
            reaches.append(always)
            if let open = openClips.popLast(), open.skippable {
                switch commands[open.index] {
                case .pushClip(let region, _, _), .pushClipRect(let region, _):
                    reaches[open.index] = Reach(y0: region.y0, y1: region.y1, next: index + 1)
                default: break
                }
            }
        }
    }

    /// Copies the runs `range` of `other` (their points included) and returns where they now are.
    mutating func copyRuns(_ range: Range<Int>, from other: DrawList) -> Range<Int> {
        let first = runs.count
        for k in range {
            let run = other.runs[k]
            let start = points.count
            points.append(contentsOf: other.points[run.start..<run.end])
            runs.append(Run(start: start, end: points.count, minY: run.minY, maxY: run.maxY))
        }
        return first..<runs.count
    }

    /// Stores the segments of every contour of `contours`, each closed, and
    /// returns the runs holding them.
    ///
    /// Coordinates are clamped to ±1e15, as `Accumulator.add` does.
    mutating func record(_ contours: Polylines) -> Range<Int> {
        let first = runs.count
        contours.points.withUnsafeBufferPointer { src in
            for contour in contours.contours where contour.count > 1 {
                let base = points.count
                for i in contour.start..<contour.end { points.append(Self.clamped(src[i])) }
                points.append(Self.clamped(src[contour.start]))
                let end = points.count
                var s = base
                while s < end - 1 {
                    let e = min(s + Self.chunkSegments + 1, end)
                    var lo = Double.infinity, hi = -Double.infinity
                    for i in s..<e {
                        lo = min(lo, points[i].y)
                        hi = max(hi, points[i].y)
                    }
                    runs.append(Run(start: s, end: e, minY: lo, maxY: hi))
                    s = e - 1
                }
            }
        }
        return first..<runs.count
    }

    @inline(__always)
    private static func clamped(_ p: Point) -> Point {
        Point(min(max(p.x, -1e15), 1e15), min(max(p.y, -1e15), 1e15))
    }
}

extension Accumulator {
    /// Adds the recorded runs `runs` of `list` that cross the region, moved by (−`originX`, −`originY`).
    func add(_ list: DrawList, runs: Range<Int>, originX: Double, originY: Double) {
        let bottom = originY + Double(height)
        list.points.withUnsafeBufferPointer { points in
            list.runs.withUnsafeBufferPointer { all in
                for k in runs {
                    let run = all[k]
                    if run.maxY <= originY || run.minY >= bottom { continue }
                    var px = points[run.start].x - originX, py = points[run.start].y - originY
                    for i in run.start + 1..<run.end {
                        let x = points[i].x - originX, y = points[i].y - originY
                        addSegment(px, py, x, y)
                        px = x
                        py = y
                    }
                }
            }
        }
    }

    /// Hands the coverage of the recorded runs under `rule`, over `region`
    /// (buffer pixels), to `sink`, whose rows count from `region.y0`.
    func render<Sink: CoverageSink>(
        _ list: DrawList, runs: Range<Int>, region: PixelRect,
        rule: FillRule, into sink: inout Sink
    ) {
        let band = Self.bandHeight(width: region.width)
        let x0 = Double(region.x0)
        var top = 0
        while top < region.height {
            let rows = min(band, region.height - top)
            reset(width: region.width, height: rows, rowOffset: top)
            add(list, runs: runs, originX: x0, originY: Double(region.y0 + top))
            resolve(rule, into: &sink)
            top += rows
        }
    }
}
