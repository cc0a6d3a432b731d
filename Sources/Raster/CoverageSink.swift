/// Receives the coverage of one path, row by row, from `Accumulator.resolve`.
///
/// Coordinates are local to the accumulator's region; coverage is 0...255.
protocol CoverageSink {
    /// Starts row `y`: the calls that follow are about this row.
    mutating func row(_ y: Int)
    /// Pixels `x0..<x1` of the row all have coverage `c` (never 0).
    func span(_ x0: Int, _ x1: Int, _ c: UInt32)
    /// Pixel `x` of the row has coverage `c` (possibly 0).
    func pixel(_ x: Int, _ c: UInt32)
    /// Pixels `x..<x + 4` of the row have coverages `c` (possibly 0).
    func pixels(_ x: Int, _ c: SIMD4<UInt32>)
    /// `pixels(x, c)` where `memo` holds what the same `c` at the same `x`
    /// made of the pixels of an earlier row: a sink may store that result
    /// again when the pixels (and clip) are the same, and keeps `memo` up to date.
    func pixels(_ x: Int, _ c: SIMD4<UInt32>, memo: inout BlendMemo)
    /// Reads the destination at pixel `x` of row `y`, ahead of painting it,
    /// so that the cache miss overlaps with work on the rows before it.
    func peek(_ y: Int, _ x: Int) -> UInt32
    /// Whether `peek` is worth calling: the destination may be out of the caches.
    var readsAhead: Bool { get }
    /// How many pixels from the start of each row `pixels` may be handed,
    /// with coverage 0 past the region's width: pixels that exist and that
    /// coverage 0 leaves as they are. Past the width only when a row's last,
    /// partial chunk of four can then go as one vector.
    var reach: Int { get }
}

extension CoverageSink {
    @inline(__always)
    func pixels(_ x: Int, _ c: SIMD4<UInt32>) {
        for k in 0..<4 { pixel(x &+ k, c[k]) }
    }

    /// No pixel past the region's width.
    var reach: Int { 0 }

    @inline(__always)
    func pixels(_ x: Int, _ c: SIMD4<UInt32>, memo: inout BlendMemo) { pixels(x, c) }
}
