/// The Adler-32 checksum that ends a zlib stream (RFC 1950, section 8.2).
///
/// Two sums modulo 65521; the reduction is deferred over runs of 5552 bytes,
/// the longest run for which the sums cannot overflow 32 bits (zlib's NMAX).
public struct Adler32: Equatable, Sendable {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// Creates a checksum of no bytes.
    public init() {}

    /// The Adler-32 of all bytes fed so far (1 for none).
    public var value: UInt32 { b << 16 | a }

    /// Feeds more bytes.
    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        let modulus: UInt32 = 65521
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 5552)
            for i in start..<end {
                a &+= UInt32(bytes[i])
                b &+= a
            }
            a %= modulus
            b %= modulus
            start = end
        }
    }

    /// The Adler-32 of a byte array.
    public static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum = Adler32()
        bytes.withUnsafeBufferPointer { sum.update($0) }
        return sum.value
    }
}
