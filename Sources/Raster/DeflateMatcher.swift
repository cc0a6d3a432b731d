/// LZ77 for DEFLATE: turns bytes into literals and back-references.
///
/// Greedy parsing over hash chains of 3-byte prefixes in a 32 KiB window, as
/// in zlib's `deflate_fast` (RFC 1951, section 4, describes the scheme). A
/// token is one `UInt32`: a literal is `byte << 16` (a zero distance
/// field); a match is `length << 16 | distance` (length 3...258, distance
/// 1...32768).
struct DeflateMatcher {
    static let window = 32_768
    static let minMatch = 3
    static let maxMatch = 258
    private static let hashBits = 15
    /// A match this long ends the search early: longer chains would gain little (zlib's `nice_length`).
    private static let niceLength = 128

    /// The newest position with each 3-byte hash, or -1.
    private var head = [Int](repeating: -1, count: 1 << DeflateMatcher.hashBits)
    /// For a position (modulo the window), the previous position with the same hash.
    private var previous = [Int](repeating: -1, count: DeflateMatcher.window)
    /// How many candidates to try before settling for the best match so far.
    let chainLimit: Int
    /// The next input position to parse.
    private(set) var position = 0

    /// Creates a matcher at the start of the input.
    init(chainLimit: Int) {
        self.chainLimit = max(1, chainLimit)
    }

    @inline(__always) private static func hash(_ data: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let word = UInt32(data[i]) | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2]) << 16
        return Int((word &* 2_654_435_761) >> UInt32(32 - hashBits))
    }

    /// The hash tables of one `parse` call, as buffers: no copy-on-write checks in the hot loop.
    private struct Chains {
        let head: UnsafeMutableBufferPointer<Int>
        let previous: UnsafeMutableBufferPointer<Int>

        @inline(__always) func insert(_ data: UnsafeBufferPointer<UInt8>, _ i: Int) {
            let h = DeflateMatcher.hash(data, i)
            previous[i & (DeflateMatcher.window - 1)] = head[h]
            head[h] = i
        }
    }

    /// Parses from `position` until `tokens` holds `limit` tokens or the input ends.
    mutating func parse(_ data: UnsafeBufferPointer<UInt8>, into tokens: inout [UInt32], limit: Int) {
        let start = position, chainLimit = chainLimit
        position = head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                DeflateMatcher.parse(data, from: start, chains: Chains(head: head, previous: previous),
                                     chainLimit: chainLimit, into: &tokens, limit: limit)
            }
        }
    }

    /// Greedy parsing: take the longest match at each position, else a literal; returns where it stopped.
    private static func parse(
        _ data: UnsafeBufferPointer<UInt8>, from start: Int, chains: Chains, chainLimit: Int,
        into tokens: inout [UInt32], limit: Int
    ) -> Int {
        let n = data.count
        var pos = start
        while pos < n && tokens.count < limit {
            guard pos + minMatch <= n else {
                tokens.append(UInt32(data[pos]) << 16)
                pos += 1
                continue
            }
            let (length, distance) = longestMatch(data, at: pos, chains: chains, chainLimit: chainLimit)
            if length >= minMatch {
                tokens.append(UInt32(length) << 16 | UInt32(distance))
                let end = pos + length
                let lastHashable = min(end, n - minMatch + 1)
                while pos < lastHashable {
                    chains.insert(data, pos)
                    pos += 1
                }
                pos = end
            } else {
                tokens.append(UInt32(data[pos]) << 16)
                chains.insert(data, pos)
                pos += 1
            }
        }
        return pos
    }

    /// The longest earlier match for the bytes at `pos` among the first `chainLimit` chain entries.
    @inline(__always) private static func longestMatch(
        _ data: UnsafeBufferPointer<UInt8>, at pos: Int, chains: Chains, chainLimit: Int
    ) -> (length: Int, distance: Int) {
        let maxLength = min(maxMatch, data.count - pos)
        var bestLength = minMatch - 1
        var bestDistance = 0
        var candidate = chains.head[hash(data, pos)]
        var budget = chainLimit
        while candidate >= 0 && pos - candidate <= window && budget > 0 {
            budget -= 1
            if data[candidate + bestLength] == data[pos + bestLength] {
                let length = commonPrefix(data, candidate, pos, maxLength)
                if length > bestLength {
                    bestLength = length
                    bestDistance = pos - candidate
                    if length >= min(maxLength, niceLength) { break }
                }
            }
            let next = chains.previous[candidate & (window - 1)]
            guard next < candidate else { break }
            candidate = next
        }
        return (bestLength, bestDistance)
    }

    /// The number of equal bytes at `a` and `b`, at most `limit`, compared eight at a time.
    @inline(__always) private static func commonPrefix(
        _ data: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, _ limit: Int
    ) -> Int {
        guard let base = data.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var length = 0
        while length + 8 <= limit {
            let x = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: a + length, as: UInt64.self))
            let y = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: b + length, as: UInt64.self))
            let difference = x ^ y
            if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit && data[a + length] == data[b + length] { length += 1 }
        return length
    }
}
