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
    /// One call to the sink: `span(x, end, c[0])` when `end > 0`,
    /// `pixels(x, c)` when `end == 0`, `pixel(x, c[0])` when `end < 0`.
    struct Call {
        let x: Int32
        let end: Int32
        let c: SIMD4<UInt32>
    }

    private(set) var calls: UnsafeMutablePointer<Call>
    /// What the sink last made of each call's coverage, unset when the call is recorded.
    private var memos: UnsafeMutablePointer<BlendMemo>
    private var capacity = 0
    /// The number of calls recorded; kept behind a pointer, as sinks record through non-mutating calls.
    private let counter: UnsafeMutablePointer<Int>

    init() {
        calls = .allocate(capacity: 1)
        memos = .allocate(capacity: 1)
        counter = .allocate(capacity: 1)
        counter.initialize(to: 0)
    }

    /// Frees the storage; the recorder is not used afterwards.
    func deallocate() {
        calls.deallocate()
        memos.deallocate()
        counter.deallocate()
    }

    /// The number of calls recorded for the row.
    var count: Int { counter.pointee }

    /// Makes room for the calls of a row of `chunks` chunks: one per chunk,
    /// up to three for the last, and a span before each and after the last.
    mutating func reserve(chunks: Int) {
        let needed = 2 * chunks + 8
        guard needed > capacity else { return }
        calls.deallocate()
        memos.deallocate()
        capacity = max(needed, capacity * 3 / 2)
        calls = .allocate(capacity: capacity)
        memos = .allocate(capacity: capacity)
        counter.pointee = 0
    }

    /// Hands every recorded call to `sink`, for the row it is on.
    @inline(__always)
    func replay<Sink: CoverageSink>(into sink: Sink) {
        let n = counter.pointee
        var k = 0
        while k < n {
            let call = calls[k]
            if call.end > 0 {
                sink.span(Int(call.x), Int(call.end), call.c[0])
            } else if call.end == 0 {
                sink.pixels(Int(call.x), call.c, memo: &memos[k])
            } else {
                sink.pixel(Int(call.x), call.c[0])
            }
            k &+= 1
        }
    }

    /// Empties the record, for a new row.
    func clear() { counter.pointee = 0 }

    /// A sink that passes every call on to `base` and records it after those recorded so far.
    struct Recorder<Base: CoverageSink>: CoverageSink {
        var base: Base
        let calls: UnsafeMutablePointer<Call>
        let memos: UnsafeMutablePointer<BlendMemo>
        let counter: UnsafeMutablePointer<Int>

        init(base: Base, into repeats: Repeats) {
            self.base = base
            calls = repeats.calls
            memos = repeats.memos
            counter = repeats.counter
        }

        @inline(__always)
        private func record(_ x: Int, _ end: Int32, _ c: SIMD4<UInt32>) {
            calls[counter.pointee] = Call(x: Int32(truncatingIfNeeded: x), end: end, c: c)
            (memos + counter.pointee).initialize(to: BlendMemo())
            counter.pointee &+= 1
        }

        mutating func row(_ y: Int) { base.row(y) }

        func span(_ x0: Int, _ x1: Int, _ c: UInt32) {
            base.span(x0, x1, c)
            record(x0, Int32(truncatingIfNeeded: x1), SIMD4(c, 0, 0, 0))
        }

        func pixel(_ x: Int, _ c: UInt32) {
            base.pixel(x, c)
            record(x, -1, SIMD4(c, 0, 0, 0))
        }

        func pixels(_ x: Int, _ c: SIMD4<UInt32>) {
            base.pixels(x, c)
            record(x, 0, c)
        }

        func peek(_ y: Int, _ x: Int) -> UInt32 { base.peek(y, x) }

        var readsAhead: Bool { base.readsAhead }

        var reach: Int { base.reach }
    }
}
