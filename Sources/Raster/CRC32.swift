/// The CRC-32 of PNG chunks and zip/gzip (ISO 3309, ITU-T V.42): the reflected
/// polynomial 0xEDB88320, initial value and final XOR 0xFFFFFFFF.
///
/// Table-driven, one byte per step, as in the sample code of the PNG
/// specification (W3C PNG, 2nd ed., annex D). Feed bytes with `update` in as
/// many pieces as convenient; `value` is the checksum of everything so far.
public struct CRC32: Equatable, Sendable {
    /// The running register, before the final XOR.
    private var register: UInt32 = 0xFFFF_FFFF

    /// Creates a checksum of no bytes.
    public init() {}

    /// The CRC-32 of all bytes fed so far (0 for none).
    public var value: UInt32 { register ^ 0xFFFF_FFFF }

    /// Feeds more bytes.
    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var c = register
        let table = CRC32.table
        for byte in bytes {
            c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8)
        }
        register = c
    }

    /// The CRC-32 of a byte sequence.
    public static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// The remainder of every byte value, shifted right through the polynomial eight times.
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 {
            c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }
}
