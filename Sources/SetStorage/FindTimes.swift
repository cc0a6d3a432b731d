/// How long Sets took to find, kept over every game as a histogram of whole seconds.
///
/// A median needs the samples, and a lifetime of play would make a list of them
/// grow without end. Each time is rounded to the nearest second and counted in
/// that second's bucket; times of `overflow` seconds or more share the last one.
/// The file holds at most `overflow + 1` numbers per histogram, and only the
/// buckets in use.
///
/// Rounding keeps the order of the times, so the middle time lands in the middle
/// bucket: the median of the buckets is the exact median of the rounded times,
/// and within half a second of the median of the times themselves. Only a median
/// that reaches into the overflow bucket is not known; it is then a lower bound.
package struct FindTimes: Equatable, Sendable {
    /// The median of a histogram, in seconds.
    struct Median: Equatable, Sendable {
        /// The median, counting a time in the overflow bucket as `overflow` seconds.
        var seconds: Double
        /// Whether a middle time was in the overflow bucket, so the true median may be larger.
        var isLowerBound: Bool
    }

    /// Times of this many seconds or more (an hour) share one bucket.
    static let overflow = 3600

    /// How many times fell in each whole second from 0 to `overflow`; a second with none is absent.
    private(set) var buckets: [Int: Int] = [:]

    /// An empty histogram.
    init() {}

    /// A histogram holding these counts (for reading a file); buckets must be in `0...overflow`.
    init(buckets: [Int: Int]) {
        self.buckets = buckets.filter { $0.value > 0 }
    }

    /// How many times were counted.
    var count: Int { buckets.values.reduce(0, +) }

    /// The bucket a time goes in: its nearest whole second, at most `overflow`.
    static func bucket(for seconds: Double) -> Int {
        guard seconds.isFinite else { return seconds > 0 ? overflow : 0 }
        return Int(min(Double(overflow), max(0, seconds).rounded()))
    }

    /// Counts one time.
    mutating func add(_ seconds: Double) {
        buckets[Self.bucket(for: seconds), default: 0] += 1
    }

    /// These times and `other`'s together (for a row over every kind of Set).
    func merged(with other: FindTimes) -> FindTimes {
        FindTimes(buckets: buckets.merging(other.buckets, uniquingKeysWith: +))
    }

    /// The median of the counted times, or nil when there are none.
    ///
    /// With an odd count the middle time; with an even count the mean of the two
    /// middle times.
    ///
    /// - Complexity: O(b log b) for b buckets in use.
    var median: Median? {
        let total = count
        guard total > 0 else { return nil }
        // 1-based ranks of the middle time(s): equal for an odd count.
        let ranks = ((total + 1) / 2, total / 2 + 1)
        var low: Int?
        var high: Int?
        var seen = 0
        for (second, n) in buckets.sorted(by: { $0.key < $1.key }) {
            seen += n
            if low == nil, seen >= ranks.0 { low = second }
            if seen >= ranks.1 {
                high = second
                break
            }
        }
        guard let low, let high else { return nil }
        return Median(seconds: Double(low + high) / 2, isLowerBound: high == Self.overflow)
    }
}
