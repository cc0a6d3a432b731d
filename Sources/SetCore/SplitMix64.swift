/// A small, fast, seeded random number generator (SplitMix64), so a seed replays a game exactly.
///
/// The algorithm is Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators" (OOPSLA 2014), as in Vigna's reference `splitmix64.c`: add the golden
/// gamma to the state, then mix the state with two xor-shift-multiply rounds.
public struct SplitMix64: RandomNumberGenerator, Equatable, Sendable, Codable {
    /// The whole generator state; the next output depends on nothing else.
    public private(set) var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform random integer in `0..<bound`, or 0 when `bound <= 1`.
    ///
    /// Lemire's multiply-and-reject method ("Fast random integer generation in an
    /// interval", ACM TOMACS 2019), written out here so the sequence never depends on
    /// the standard library's choice of algorithm.
    public mutating func nextIndex(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// Puts `items` in a uniformly random order (Fisher–Yates, Knuth's Algorithm P).
    ///
    /// Written out rather than `shuffled(using:)`, whose algorithm Swift does not
    /// promise to keep, so a seed gives the same deck on every Swift version.
    public mutating func shuffle<Element>(_ items: inout [Element]) {
        guard items.count > 1 else { return }
        for last in stride(from: items.count - 1, to: 0, by: -1) {
            let other = nextIndex(below: last + 1)
            if other != last { items.swapAt(last, other) }
        }
    }
}
