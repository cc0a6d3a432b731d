/// The coverage one row handed to a sink, kept to be handed again for the
/// rows below it that repeat it.
///
/// Where only vertical edges cross a run of rows (a card's sides and its
/// border's, between the corners), every row of the run has the same cells
/// as the first, and so the same coverage: the accumulator records what the
/// first row gives its sink and replays it for the others, whose cells are
/// never written (`Accumulator.addVertical`). A replayed row costs its
/// blending alone, without the walk over its cells, the prefix sums and the
/// conversion to coverage. The sink still paints each row itself, over
/// whatever that row holds, so the pixels are those the row would get
/// resolved cell by cell.
struct Repeats {
    /// A vector of four pixels at `x` with coverages `c`, and what the sink
    /// last made of it (`CoverageSink.pixels(_:_:memo:)`).
    struct Pixels {
        let x: Int
        let c: SIMD4<UInt32>
        var memo: BlendMemo
    }

    /// Any other call: `span(x, end, c)` when `end > 0`, else `pixel(x, c)`.
    struct Other {
        let x: Int32
        let end: Int32
        let c: UInt32
    }

    /// The calls of the recorded row, the vectors apart: calls touch pixels
    /// of their own, so their order does not matter, and the vectors, most
    /// of a row, replay in a loop without a test of which call each is.
    private(set) var pixels: UnsafeMutablePointer<Pixels>
    private(set) var others: UnsafeMutablePointer<Other>
    private var capacity = 0
    /// How many of each were recorded; kept behind a pointer, as sinks record through non-mutating calls.
    private let counts: UnsafeMutablePointer<(pixels: Int, others: Int)>

    init() {
        pixels = .allocate(capacity: 1)
        others = .allocate(capacity: 1)
        counts = .allocate(capacity: 1)
        counts.initialize(to: (0, 0))
    }

    /// Frees the storage; the recorder is not used afterwards.
    func deallocate() {
        pixels.deallocate()
        others.deallocate()
        counts.deallocate()
    }

    /// Makes room for the calls of a row of `chunks` chunks: one per chunk,
    /// up to three for the last, and a span before each and after the last.
    mutating func reserve(chunks: Int) {
        let needed = 2 * chunks + 8
        guard needed > capacity else { return }
        pixels.deallocate()
        others.deallocate()
        capacity = max(needed, capacity * 3 / 2)
        pixels = .allocate(capacity: capacity)
        others = .allocate(capacity: capacity)
        counts.pointee = (0, 0)
    }

    /// Hands every recorded call to `sink`, for the row it is on.
    @inline(__always)
    func replay<Sink: CoverageSink>(into sink: Sink) {
        let (n, m) = counts.pointee
        var k = 0
        while k < n {
            let call = pixels + k
            sink.pixels(call.pointee.x, call.pointee.c, memo: &call.pointee.memo)
            k &+= 1
        }
        k = 0
        while k < m {
            let call = others[k]
            if call.end > 0 {
                sink.span(Int(call.x), Int(call.end), call.c)
            } else {
                sink.pixel(Int(call.x), call.c)
            }
            k &+= 1
        }
    }

    /// Empties the record, for a new row.
    func clear() { counts.pointee = (0, 0) }

    /// A sink that passes every call on to `base` and records it after those recorded so far.
    struct Recorder<Base: CoverageSink>: CoverageSink {
        var base: Base
        let pixels: UnsafeMutablePointer<Pixels>
        let others: UnsafeMutablePointer<Other>
        let counts: UnsafeMutablePointer<(pixels: Int, others: Int)>

        init(base: Base, into repeats: Repeats) {
            self.base = base
            pixels = repeats.pixels
            others = repeats.others
            counts = repeats.counts
        }

        @inline(__always)
        private func record(_ x: Int, _ end: Int32, _ c: UInt32) {
            others[counts.pointee.others] = Other(x: Int32(truncatingIfNeeded: x), end: end, c: c)
            counts.pointee.others &+= 1
        }

        mutating func row(_ y: Int) { base.row(y) }

        func span(_ x0: Int, _ x1: Int, _ c: UInt32) {
            base.span(x0, x1, c)
            record(x0, Int32(truncatingIfNeeded: x1), c)
        }

        func pixel(_ x: Int, _ c: UInt32) {
            base.pixel(x, c)
            record(x, -1, c)
        }

        /// Painted through the memo, which the rows below then start from.
        func pixels(_ x: Int, _ c: SIMD4<UInt32>) {
            var memo = BlendMemo()
            base.pixels(x, c, memo: &memo)
            (pixels + counts.pointee.pixels).initialize(to: Pixels(x: x, c: c, memo: memo))
            counts.pointee.pixels &+= 1
        }

        func peek(_ y: Int, _ x: Int) -> UInt32 { base.peek(y, x) }

        var readsAhead: Bool { base.readsAhead }

        var reach: Int { base.reach }
    }
}
