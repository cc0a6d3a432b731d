/// The fuzzer's input read front to back as the numbers a target asks for.
///
/// Every read takes the next byte or bytes; past the end each read gives 0, so any input,
/// the empty one too, is a whole run, and a mutation of one byte changes one choice.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isExhausted: Bool { offset >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next `count` bytes (fewer at the end).
    mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, offset + max(0, count))
        defer { offset = end }
        return offset < end ? Array(bytes[offset..<end]) : []
    }

    /// A number in 0..<n (0 for n ≤ 1): one byte, or two when n is over 256.
    mutating func below(_ n: Int) -> Int {
        guard n > 1 else { return 0 }
        let value = n > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return value % n
    }

    /// Whether the next byte falls under `perMille` in a thousand.
    mutating func chance(_ perMille: Int) -> Bool { Int(byte()) * 1000 / 256 < perMille }

    /// One of `items`.
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// A number between `low` and `high`, in 65,536 steps.
    mutating func between(_ low: Double, _ high: Double) -> Double {
        let step = Double(Int(byte()) << 8 | Int(byte())) / 65_535
        return low + (high - low) * step
    }

    /// A number that is usually in `0...extent` and sometimes absurd: NaN, infinite, huge, tiny or negative.
    mutating func wild(_ extent: Double) -> Double {
        switch below(16) {
        case 0: return pick([Double.nan, .infinity, -.infinity])
        case 1: return pick([-1e300, 1e300, -1e9, 1e9, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
        case 2: return pick([-0.0, 0, extent, extent - 0.5, -1, 1e-300, .leastNonzeroMagnitude])
        case 3, 4: return between(-extent, 2 * extent)
        default: return between(0, extent)
        }
    }
}
