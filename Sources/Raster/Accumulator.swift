/// The signed-area accumulation buffer of the exact-coverage rasterizer.
///
/// The algorithm is font-rs's (Raph Levien, "Inside the fastest font
/// renderer in the world", 2016; `src/raster.rs`), itself the float form of
/// the cell accumulation of libart and stb_truetype v2: every line segment
/// adds, to the cells of each row it crosses, the signed area it sweeps
/// within each pixel, and passes the rest of its cover (its height in that
/// row) to the next cell. A running sum along the row is then, at every
/// pixel, the winding number weighted by how much of the pixel it covers, so
/// both fill rules can be applied when resolving (`CoverageRule`).
///
/// Two things make it sparse, after Blend2D's cell bitmaps: each row keeps
/// one bit per chunk of `chunk` cells that an edge touched, and resolving
/// visits only those chunks; between them the running sum is constant, so
/// the row becomes a constant-coverage span (skipped when zero, a solid
/// span when full) without reading a cell. Resolving zeroes the cells and
/// bits it read, so the buffers are clean for the next path without a sweep.
/// And rows that only vertical edges cross, the same as the row above, are
/// not accumulated at all: the coverage of the first is replayed (`Repeats`).
/// `Rasterizer.swift` drives it band by band; `SegmentClipper.swift` clips
/// segments to it.
final class Accumulator {
    /// log2 of the number of cells one bitmap bit stands for: a chunk is
    /// resolved as one 4-lane vector (`resolveChunk`), and a row's cells are
    /// a whole number of chunks. Measured on the reference scene, 4 lanes
    /// (one SSE register) beat 8: most chunks hold an edge two cells wide.
    static let chunkShift = 2
    static let chunk = 1 << chunkShift

    private var cells: UnsafeMutablePointer<Float>
    private var cellCapacity = 0
    private var bits: UnsafeMutablePointer<UInt64>
    private var bitCapacity = 0
    /// Per row: 1 where an edge other than a vertical one crossing the whole
    /// row touches it, or a vertical one starts or ends in it (see `Repeats`).
    private var marks: UnsafeMutablePointer<UInt8>
    private var markCapacity = 0
    /// The vertical segments of the region, walked only when resolving starts
    /// (`addVerticals`). Kept behind a pointer: appends to an array property
    /// were checked for exclusive access at run time, one call each.
    private var verticals: UnsafeMutablePointer<Vertical>
    private var verticalCount = 0
    private var verticalCapacity = 0
    /// The rows `addVerticals` walks: those that do not repeat the row above.
    private var resolvedRows: UnsafeMutablePointer<Int>
    /// The coverage handed to the sink for the row a run of repeated rows starts with.
    private var repeats = Repeats()

    /// The region's size in pixels.
    private(set) var width = 0
    private(set) var height = 0
    /// Cells per row: at least `width + 2` (a segment at the right edge writes two cells past it),
    /// rounded up to whole chunks.
    private var stride = 0
    private var wordsPerRow = 0
    /// Added to row numbers handed to sinks (the band's first row in the region).
    private var rowOffset = 0
    /// Each contour's vertical extent, for skipping contours outside a band (`measureExtents`).
    var contourExtents: [(min: Double, max: Double)] = []
    /// The destination words read ahead by `resolve`, kept so the reads are not optimised away.
    private(set) var peeked: UInt32 = 0

    init() {
        cells = .allocate(capacity: 1)
        bits = .allocate(capacity: 1)
        marks = .allocate(capacity: 1)
        verticals = .allocate(capacity: 1)
        resolvedRows = .allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        bits.deallocate()
        marks.deallocate()
        verticals.deallocate()
        resolvedRows.deallocate()
        repeats.deallocate()
    }

    /// Prepares a clean region of `width` × `height` pixels, growing the buffers
    /// if needed; its rows are handed to sinks as rows `rowOffset...`.
    func reset(width: Int, height: Int, rowOffset: Int = 0) {
        self.width = width
        self.height = height
        self.rowOffset = rowOffset
        stride = (width + 2 + Self.chunk - 1) & ~(Self.chunk - 1)
        wordsPerRow = (stride >> Self.chunkShift + 63) >> 6
        if stride * height > cellCapacity {
            cells.deallocate()
            cellCapacity = max(stride * height, cellCapacity * 3 / 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if wordsPerRow * height > bitCapacity {
            bits.deallocate()
            bitCapacity = max(wordsPerRow * height, bitCapacity * 3 / 2)
            bits = .allocate(capacity: bitCapacity)
            bits.initialize(repeating: 0, count: bitCapacity)
        }
        if height > markCapacity {
            marks.deallocate()
            markCapacity = max(height, markCapacity * 3 / 2)
            marks = .allocate(capacity: markCapacity)
            marks.initialize(repeating: 0, count: markCapacity)
            resolvedRows.deallocate()
            resolvedRows = .allocate(capacity: markCapacity)
        }
        verticalCount = 0
        repeats.reserve(chunks: stride >> Self.chunkShift)
    }

    /// Adds a line segment already clipped to the region: `0 <= x <= width`, `0 <= y <= height`,
    /// row by row (`addRow`).
    func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        if ay == by { return }
        let dir: Double = ay < by ? 1 : -1
        let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        if x0 == x1 {
            addVertical(x0, y0, y1, dir)
            return
        }
        let dxdy = (x1 - x0) / (y1 - y0)
        let inverseSlope = abs(1 / dxdy)
        // Coordinates are never negative here, so truncation is floor.
        var rowEnd = Int(y1)
        if Double(rowEnd) < y1 { rowEnd += 1 }
        rowEnd = min(rowEnd, height)
        let first = Int(y0), last = rowEnd - 1
        guard first <= last else { return }
        // The first and last rows may be crossed in part; the rows between are
        // crossed whole (cover `dir`, |dy/dx| per column), each x recomputed
        // from the start point so that no error accumulates. The last row ends
        // at x1 exactly (an edge under 1e-308 high has an infinite dxdy).
        var yBottom = min(Double(first + 1), y1)
        var x = yBottom == y1 ? x1 : x0 + (yBottom - y0) * dxdy
        addRow(first, x0, x, (yBottom - y0) * dir, whole: yBottom - y0 == 1, inverseSlope)
        if first == last { return }
        if abs(dxdy) < Self.steep {
            x = addSteepRows(first + 1, last, x, x0, y0, dxdy, inverseSlope, dir)
        } else {
            var row = first + 1
            while row < last {
                let xNext = x0 + (Double(row &+ 1) - y0) * dxdy
                addRow(row, x, xNext, dir, whole: true, inverseSlope)
                x = xNext
                row &+= 1
            }
        }
        let yTop = Double(last)
        yBottom = min(Double(last + 1), y1)
        let xNext = yBottom == y1 ? x1 : x0 + (yBottom - y0) * dxdy
        addRow(last, x, xNext, (yBottom - yTop) * dir, whole: yBottom - yTop == 1, inverseSlope)
    }

    /// The largest |dx/dy| of a segment whose whole rows `addSteepRows`
    /// walks: under 1, so that a row's crossing spans at most two columns
    /// even with the rounding of its ends.
    private static let steep = 0.999

    /// `addRow` for the whole rows `row..<end` of a steep segment (|dx/dy| < `steep`),
    /// from `x` at the top of `row`; returns x at the bottom of the last one.
    ///
    /// A row's crossing then spans one column or two, so the walk needs
    /// neither a loop over columns nor a range of chunk bits: the sides of
    /// ovals, squiggles and diamonds, and most rows of a card's corners.
    @inline(__always)
    private func addSteepRows(
        _ row: Int, _ end: Int, _ x: Double, _ x0: Double, _ y0: Double, _ dxdy: Double,
        _ inverseSlope: Double, _ d: Double
    ) -> Double {
        let cells = self.cells, bits = self.bits, marks = self.marks
        let stride = self.stride, wordsPerRow = self.wordsPerRow
        let halfSlope = 0.5 * inverseSlope
        var x = x, row = row
        while row < end {
            let xNext = x0 + (Double(row &+ 1) - y0) * dxdy
            let line = cells + row &* stride
            let rowBits = bits + row &* wordsPerRow
            marks[row] = 1
            let (lo, hi) = x < xNext ? (x, xNext) : (xNext, x)
            let i0 = Int(lo)
            let left = Double(i0)
            let last: Int
            if hi <= left + 1 {
                Self.addWithinColumn(line, i0, left, x, xNext, d)
                last = i0 &+ 1
            } else {
                // Into the next column: the triangles at either end, the rest between.
                let a0 = halfSlope * (1 - (lo - left)) * (1 - (lo - left))
                let x1f = hi - left - 1
                let am = halfSlope * x1f * x1f
                line[i0] += Float(d * a0)
                line[i0 &+ 1] += Float(d * (1 - a0 - am))
                line[i0 &+ 2] += Float(d * am)
                last = i0 &+ 2
            }
            // The chunks of the first and last cells written hold the one between.
            Self.mark(rowBits, i0, last)
            x = xNext
            row &+= 1
        }
        return x
    }

    /// Adds the part of a segment within one row, from `x` to `xNext`, of
    /// signed height `d`; `whole` when it crosses the row from top to bottom,
    /// where its |dy/dx| is `inverseSlope`.
    ///
    /// The walk is font-rs's `draw_line`: the exact area the segment leaves
    /// to its right in each pixel it crosses.
    @inline(__always)
    private func addRow(
        _ row: Int, _ x: Double, _ xNext: Double, _ d: Double, whole: Bool,
        _ inverseSlope: Double
    ) {
        let line = cells + row &* stride
        let rowBits = bits + row &* wordsPerRow
        marks[row] = 1
        let (lo, hi) = x < xNext ? (x, xNext) : (xNext, x)
        let i0 = Int(lo)
        let left = Double(i0)
        if hi <= left + 1 {
            Self.addWithinColumn(line, i0, left, x, xNext, d)
            Self.mark(rowBits, i0, i0 &+ 1)
            return
        }
        // The last column crossed, past-the-end: two columns need no conversion.
        var i1 = i0 &+ 2
        if hi > left + 2 {
            i1 = Int(hi)
            if Double(i1) < hi { i1 &+= 1 }
        }
        // 1 / |dx| over the row; for a whole row that is the segment's constant |dy/dx|.
        let s = whole ? inverseSlope : 1 / (hi - lo)
        let x0f = lo - left
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = hi - Double(i1) + 1
        let am = 0.5 * s * x1f * x1f
        line[i0] += Float(d * a0)
        if i1 == i0 &+ 2 {
            line[i0 &+ 1] += Float(d * (1 - a0 - am))
        } else {
            let a1 = s * (1.5 - x0f)
            line[i0 &+ 1] += Float(d * (a1 - a0))
            let ds = Float(d * s)
            var i = i0 &+ 2
            while i < i1 &- 1 { line[i] += ds; i &+= 1 }
            let a2 = a1 + Double(i1 &- i0 &- 3) * s
            line[i1 &- 1] += Float(d * (1 - a2 - am))
        }
        line[i1] += Float(d * am)
        Self.mark(rowBits, i0 >> Self.chunkShift, through: i1 >> Self.chunkShift)
    }

    /// A vertical segment kept for `addVerticals`: at `x`, from `y0` down to `y1`, of direction `dir`.
    struct Vertical {
        let x: Double, y0: Double, y1: Double, dir: Double
    }

    /// `addLine` for a vertical segment (card sides, rectangle edges): kept
    /// whole until resolving starts, its first and last rows marked.
    ///
    /// Between those rows it adds the same two values to every row, so rows
    /// that only such segments cross are the same as the row above them
    /// unless one of the segments starts or ends there (`Repeats`).
    private func addVertical(_ x: Double, _ y0: Double, _ y1: Double, _ dir: Double) {
        var rowEnd = Int(y1)
        if Double(rowEnd) < y1 { rowEnd += 1 }
        rowEnd = min(rowEnd, height)
        let first = Int(y0), last = rowEnd - 1
        guard first <= last else { return }
        marks[first] = 1
        marks[last] = 1
        if verticalCount == verticalCapacity {
            let grown = UnsafeMutablePointer<Vertical>.allocate(capacity: max(16, verticalCapacity * 2))
            grown.moveInitialize(from: verticals, count: verticalCount)
            verticals.deallocate()
            verticals = grown
            verticalCapacity = max(16, verticalCapacity * 2)
        }
        (verticals + verticalCount).initialize(to: Vertical(x: x, y0: y0, y1: y1, dir: dir))
        verticalCount += 1
    }

    /// Walks the kept vertical segments into the rows that do not repeat the row above.
    private func addVerticals() {
        // The rows that are resolved cell by cell: row 0, and every row that is marked or follows a marked one.
        let resolved = resolvedRows
        resolved[0] = 0
        var count = 1
        for row in 1..<max(height, 1) where marks[row] | marks[row &- 1] != 0 {
            resolved[count] = row
            count &+= 1
        }
        for k in 0..<verticalCount {
            addVertical(verticals[k], rows: UnsafeBufferPointer(start: resolved, count: count))
        }
        verticalCount = 0
    }

    /// Adds one kept vertical segment to its first and last rows and to the rows of `resolved` between them.
    private func addVertical(_ v: Vertical, rows resolved: UnsafeBufferPointer<Int>) {
        let cells = self.cells, bits = self.bits
        let stride = self.stride, wordsPerRow = self.wordsPerRow
        let i0 = Int(v.x), i1 = i0 + 1
        let frac = v.x - Double(i0)
        let right = Float(frac), left = Float(1 - frac)
        let c0 = i0 >> Self.chunkShift, c1 = i1 >> Self.chunkShift
        let word0 = c0 >> 6, bit0: UInt64 = 1 << UInt64(c0 & 63)
        let word1 = c1 >> 6, bit1: UInt64 = 1 << UInt64(c1 & 63)
        var rowEnd = Int(v.y1)
        if Double(rowEnd) < v.y1 { rowEnd += 1 }
        rowEnd = min(rowEnd, height)
        @inline(__always) func add(_ row: Int, _ d: Float) {
            let line = cells + row &* stride
            line[i0] += d * left
            line[i1] += d * right
            let rowBits = bits + row &* wordsPerRow
            rowBits[word0] |= bit0
            rowBits[word1] |= bit1
        }
        let first = Int(v.y0), last = rowEnd - 1
        // Part rows at the ends; the whole rows between all get the same two values (cover `dir`).
        let yBottom = min(Double(first + 1), v.y1)
        add(first, Float((yBottom - v.y0) * v.dir))
        if first == last { return }
        let whole = Float(v.dir)
        for row in resolved where row > first {
            if row >= last { break }
            add(row, whole)
        }
        add(last, Float((min(Double(last + 1), v.y1) - Double(last)) * v.dir))
    }

    /// Adds a row's part of an edge that stays within pixel column `i0`
    /// (whose left side is at `left`): the trapezoid left of its midpoint.
    @inline(__always)
    private static func addWithinColumn(
        _ line: UnsafeMutablePointer<Float>, _ i0: Int, _ left: Double,
        _ x: Double, _ xNext: Double, _ d: Double
    ) {
        let xmf = 0.5 * (x + xNext) - left
        line[i0] += Float(d - d * xmf)
        line[i0 &+ 1] += Float(d * xmf)
    }

    /// Sets the bits of the chunks of cells `i` and `j` in one row's bitmap:
    /// at most a chunk apart, they hold every cell between.
    @inline(__always)
    private static func mark(_ rowBits: UnsafeMutablePointer<UInt64>, _ i: Int, _ j: Int) {
        let c0 = i >> chunkShift, c1 = j >> chunkShift
        rowBits[c0 >> 6] |= 1 << UInt64(c0 & 63)
        rowBits[c1 >> 6] |= 1 << UInt64(c1 & 63)
    }

    /// Sets the bits of chunks `a...b` in one row's bitmap, a word at a time.
    @inline(__always)
    private static func mark(_ rowBits: UnsafeMutablePointer<UInt64>, _ a: Int, through b: Int) {
        let first = a >> 6, last = b >> 6
        let low: UInt64 = ~0 << UInt64(a & 63)
        let high: UInt64 = ~0 >> UInt64(63 - (b & 63))
        if first == last {
            rowBits[first] |= low & high
            return
        }
        rowBits[first] |= low
        var w = first + 1
        while w < last { rowBits[w] = ~0; w += 1 }
        rowBits[last] |= high
    }

    /// Turns the accumulated area into coverage under `rule`, hands it to
    /// `sink` row by row, and leaves the buffers zeroed.
    func resolve<Sink: CoverageSink>(_ rule: FillRule, into sink: inout Sink) {
        switch rule {
        case .nonZero: resolve(NonZeroRule.self, into: &sink)
        case .evenOdd: resolve(EvenOddRule.self, into: &sink)
        }
    }

    private func resolve<Sink: CoverageSink, Rule: CoverageRule>(_ rule: Rule.Type, into target: inout Sink) {
        // A local copy, written back at the end: through `inout` every field
        // was read again from memory after each call out (a span's store).
        var sink = target
        defer { target = sink }
        var peeked: UInt32 = 0
        let peeking = sink.readsAhead
        let repeating = verticalCount > 0
        if repeating { addVerticals() }
        // The lanes of the row's last chunk that are inside the width are in `tail`, when it is cut by it.
        let rows = Rows(
            cells: cells, bits: bits, width: width, stride: stride, wordsPerRow: wordsPerRow,
            rowOffset: rowOffset, tail: Tail(width: width, reach: sink.reach))
        if !repeating {
            // Separate loops, so that the one that does not read ahead carries nothing of it.
            if peeking {
                for row in 0..<height {
                    if row &+ Self.lookahead < height { peeked ^= peekEnds(row &+ Self.lookahead, sink) }
                    Self.resolveRow(row, rows, Rule.self, into: &sink)
                }
            } else {
                for row in 0..<height { Self.resolveRow(row, rows, Rule.self, into: &sink) }
            }
            marks.update(repeating: 0, count: height)
            self.peeked = peeked
            return
        }
        // A row repeats the one above when neither is marked (see `addVertical`): the
        // first of a run of such rows is resolved and recorded, the others replay it.
        let marks = self.marks, repeats = self.repeats
        var above: UInt8 = 1  // whether the row above is marked; row 0 repeats nothing
        for row in 0..<height {
            if peeking && row &+ Self.lookahead < height { peeked ^= peekEnds(row &+ Self.lookahead, sink) }
            let mark = marks[row]
            marks[row] = 0
            if mark | above == 0 {
                sink.row(row &+ rowOffset)
                repeats.replay(into: sink)
                continue
            }
            above = mark
            if mark == 0 && row &+ 1 < height && marks[row &+ 1] == 0 {
                repeats.clear()
                var recorder = Repeats.Recorder(base: sink, into: repeats)
                Self.resolveRow(row, rows, Rule.self, into: &recorder)
            } else {
                Self.resolveRow(row, rows, Rule.self, into: &sink)
            }
        }
        self.peeked = peeked
    }

    /// What resolving a row needs to know of the buffers, taken out of the class for the loop.
    struct Rows {
        let cells: UnsafeMutablePointer<Float>
        let bits: UnsafeMutablePointer<UInt64>
        let width: Int, stride: Int, wordsPerRow: Int, rowOffset: Int
        let tail: Tail
    }

    /// Resolves one row into `sink`, and zeroes its cells and bits.
    @inline(__always)
    private static func resolveRow<Sink: CoverageSink, Rule: CoverageRule>(
        _ row: Int, _ rows: Rows, _ rule: Rule.Type, into sink: inout Sink
    ) {
        let width = rows.width, wordsPerRow = rows.wordsPerRow
        let rowBits = rows.bits + row &* wordsPerRow
        var word = 0
        var pending = rowBits[0]
        while pending == 0 {
            word &+= 1
            if word == wordsPerRow { break }
            pending = rowBits[word]
        }
        if pending == 0 { return }  // no edge: nothing covered
        sink.row(row &+ rows.rowOffset)
        let line = rows.cells + row &* rows.stride
        var sum: Float = 0
        var x = 0  // first pixel not yet handed to the sink
        repeat {
            // Touched chunks one by one, lowest first; a gap before one is
            // a span of the coverage reached so far.
            rowBits[word] = 0
            let base = word &<< (6 &+ Self.chunkShift)
            repeat {
                let i = base | pending.trailingZeroBitCount &<< Self.chunkShift
                pending &= pending &- 1
                if i != x {
                    if x < width {
                        let c = Rule.coverage(sum)
                        if c != 0 { sink.span(x, min(i, width), c) }
                    }
                }
                sum = Self.resolveChunk(
                    line + i, at: i, width: width, tail: rows.tail, sum: sum, Rule.self,
                    into: sink)
                x = i &+ Self.chunk
            } while pending != 0
            repeat { word &+= 1 } while word < wordsPerRow && rowBits[word] == 0
            if word < wordsPerRow { pending = rowBits[word] }
        } while word < wordsPerRow
        if x < width {
            let c = Rule.coverage(sum)
            if c != 0 { sink.span(x, width, c) }
        }
    }

    /// Resolves the `chunk` cells at `cells` (pixels `x...`, clipped to
    /// `width`) on top of the running sum `sum`, zeroes them, and returns the
    /// running sum after them.
    ///
    /// A chunk cut by `width` still goes as one vector where the sink can
    /// take the pixels past it (`Tail`), with coverage 0 there: a shape's
    /// right edge is in such a chunk three times in four, and pixel by pixel
    /// it cost a tenth of the resolve of a card face. A chunk past the width
    /// is only zeroed.
    ///
    /// The running sum within the chunk is a vector prefix sum, and coverage
    /// and blending work on the four pixels at once, without a branch per
    /// pixel. The scan is Hillis and Steele's in two steps: each 64-bit half
    /// shifted up one lane (one shift where lane-by-lane shuffles took nine
    /// instructions), then the first half's total and the running sum added.
    @inline(__always)
    private static func resolveChunk<Sink: CoverageSink, Rule: CoverageRule>(
        _ cells: UnsafeMutablePointer<Float>, at x: Int, width: Int, tail: Tail, sum: Float,
        _ rule: Rule.Type, into sink: Sink
    ) -> Float {
        let raw = UnsafeMutableRawPointer(cells)
        var v = raw.loadUnaligned(as: SIMD4<Float>.self)
        raw.storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
        // Cell 0 added to 1 and 2 to 3; then the sum so far to all four, the first half's total to the upper two.
        v += unsafeBitCast(unsafeBitCast(v, to: SIMD2<UInt64>.self) &<< 32, to: SIMD4<Float>.self)
        v += SIMD4(lowHalf: SIMD2(repeating: sum), highHalf: SIMD2(repeating: sum + v[1]))
        if x &+ 4 <= width {
            sink.pixels(x, Rule.coverage(v))
        } else if x >= width {
            // Past the region: only zeroed.
        } else if tail.isVector {
            sink.pixels(x, Rule.coverage(v) & tail.lanes)
        } else {
            var k = 0
            while x &+ k < width {
                sink.pixel(x &+ k, Rule.coverage(v[k]))
                k &+= 1
            }
        }
        return v[3]
    }

    /// The last chunk of a row when the width cuts it: which of its lanes
    /// are inside, and whether it can go to the sink as one vector.
    struct Tail {
        /// All ones in the lanes inside the width, zero past it.
        let lanes: SIMD4<UInt32>
        /// Whether the sink takes the whole chunk (`CoverageSink.reach`).
        let isVector: Bool

        init(width: Int, reach: Int) {
            let inside = width & (Accumulator.chunk - 1)
            lanes = SIMD4(repeating: 0).replacing(with: ~0, where: SIMD4<UInt32>(0, 1, 2, 3) .< UInt32(inside))
            isVector = (width - inside) + Accumulator.chunk <= reach
        }
    }

    /// Rows between the one being painted and the one whose ends are read ahead.
    private static let lookahead = 6

    /// Reads ahead the destination pixels at the first and last touched chunk of `row`.
    @inline(__always)
    private func peekEnds<Sink: CoverageSink>(_ row: Int, _ sink: Sink) -> UInt32 {
        let rowBits = bits + row * wordsPerRow
        var first = 0
        while first < wordsPerRow && rowBits[first] == 0 { first += 1 }
        if first == wordsPerRow { return 0 }
        var last = wordsPerRow - 1
        while rowBits[last] == 0 { last -= 1 }
        let x0 = (first << 6 + rowBits[first].trailingZeroBitCount) << Self.chunkShift
        let x1 = (last << 6 + 63 - rowBits[last].leadingZeroBitCount) << Self.chunkShift
        return sink.peek(row &+ rowOffset, min(x0, width - 1)) ^ sink.peek(row &+ rowOffset, min(x1, width - 1))
    }
}
