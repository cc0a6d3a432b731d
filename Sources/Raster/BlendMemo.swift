/// The last blend of one coverage vector, kept so that the same blend
/// over the same pixels need not be worked out again.
///
/// Where rows repeat (a card's sides, `Repeats`; a stripe's rows,
/// `Canvas.cover`) the coverage of a vector of four pixels is the same from
/// row to row, and so, most of the time, are the pixels beneath it (the
/// felt, a card's face) and the clip over it: the result is then the last
/// one, stored without the arithmetic (`CoverageSink.pixels(_:_:memo:)`).
struct BlendMemo {
    /// The destination pixels and clip values the result was made from.
    var destination = SIMD4<UInt32>()
    var clip: UInt32 = 0
    var result = SIMD4<UInt32>()
    var isSet = false
}
