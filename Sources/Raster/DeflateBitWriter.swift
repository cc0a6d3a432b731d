/// An output stream of bits packed least-significant bit first, as DEFLATE
/// wants them (RFC 1951, section 3.1.1).
struct DeflateBitWriter {
    /// The bytes written so far (whole bytes only; see `finish`).
    private(set) var bytes: [UInt8]
    /// Bits not yet moved to `bytes`, the oldest in the low end.
    private var pending: UInt64 = 0
    /// How many bits of `pending` are in use (always below 32 between calls).
    private var pendingCount = 0

    /// Creates a writer that continues after `prefix`, reserving room for `capacity` bytes.
    init(prefix: [UInt8] = [], capacity: Int = 0) {
        bytes = prefix
        bytes.reserveCapacity(prefix.count + capacity)
    }

    /// The number of bits written so far.
    var bitCount: Int { bytes.count * 8 + pendingCount }

    /// Appends the low `count` bits of `value` (count at most 32; higher bits of `value` must be zero).
    @inline(__always) mutating func write(_ value: UInt32, _ count: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            let word = UInt32(truncatingIfNeeded: pending)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and moves every pending bit to `bytes`.
    mutating func alignToByte() {
        while pendingCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
        pending = 0
    }

    /// Appends whole bytes; the stream must be byte-aligned (call `alignToByte` first).
    mutating func appendAligned(_ raw: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// Appends whole bytes after `alignToByte`; used for trailers.
    mutating func appendAligned(_ raw: [UInt8]) {
        bytes.append(contentsOf: raw)
    }
}
