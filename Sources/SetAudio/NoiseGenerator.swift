/// A seeded source of white noise, so a noisy sound renders the same samples every time.
///
/// Marsaglia's xorshift32 ("Xorshift RNGs", Journal of Statistical Software,
/// 2003) with the shifts 13, 17, 5: one state word and three shifts a sample,
/// plenty for noise that nobody can tell from a better generator's.
public struct NoiseGenerator: Equatable, Sendable {
    /// The generator's whole state; never zero.
    public private(set) var state: UInt32

    /// A generator that starts from `seed` (a zero seed, which xorshift cannot leave, is replaced by 1).
    public init(seed: UInt32) {
        state = seed == 0 ? 1 : seed
    }

    /// The next 32 random bits.
    public mutating func nextBits() -> UInt32 {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        return state
    }

    /// The next noise sample, uniform on -1 ..< 1 (mean square 1/3).
    public mutating func next() -> Double {
        // The top 24 bits, scaled to 0 ..< 2 exactly, then centred.
        Double(nextBits() >> 8) / Double(1 << 23) - 1
    }
}
