/// A DEFLATE compressor (RFC 1951) and its zlib wrapper (RFC 1950).
///
/// LZ77 by greedy hash-chain matching (`DeflateMatcher`), then blocks of up to
/// `blockTokens` tokens, each written stored, with fixed or with dynamic
/// Huffman codes, whichever is shortest (`DeflateBlock`).
public enum Deflate {
    /// Tokens per block: large enough to amortise a dynamic header, small
    /// enough for the codes to follow changes in the data.
    static let blockTokens = 32_768
    /// Hash-chain candidates tried per position; more compress a little
    /// better and run slower.
    static let defaultChainLimit = 64

    /// Compresses bytes into a raw DEFLATE stream.
    public static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var out = DeflateBitWriter(capacity: bytes.count / 4 + 64)
        bytes.withUnsafeBufferPointer { compress($0, into: &out) }
        out.alignToByte()
        return out.bytes
    }

    /// Compresses bytes into a zlib stream: header, DEFLATE data, Adler-32 of the input.
    public static func zlibCompress(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { zlibCompress($0) }
    }

    /// Compresses bytes into a zlib stream.
    static func zlibCompress(_ bytes: UnsafeBufferPointer<UInt8>, chainLimit: Int = defaultChainLimit) -> [UInt8] {
        // CMF 0x78: method 8 (deflate), 32 KiB window. FLG: level 2 (default), no
        // dictionary, and FCHECK making CMF·256 + FLG a multiple of 31.
        let cmf = 0x78, level = 2 << 6
        let flg = level + (31 - (cmf * 256 + level) % 31) % 31
        var out = DeflateBitWriter(prefix: [UInt8(cmf), UInt8(flg)], capacity: bytes.count / 4 + 64)
        compress(bytes, into: &out, chainLimit: chainLimit)
        out.alignToByte()
        var adler = Adler32()
        adler.update(bytes)
        let sum = adler.value
        out.appendAligned([UInt8(sum >> 24), UInt8(truncatingIfNeeded: sum >> 16),
                           UInt8(truncatingIfNeeded: sum >> 8), UInt8(truncatingIfNeeded: sum)])
        return out.bytes
    }

    /// Appends the DEFLATE blocks of `bytes`; the last has BFINAL set.
    static func compress(
        _ bytes: UnsafeBufferPointer<UInt8>, into out: inout DeflateBitWriter, chainLimit: Int = defaultChainLimit
    ) {
        var matcher = DeflateMatcher(chainLimit: chainLimit)
        var tokens: [UInt32] = []
        tokens.reserveCapacity(blockTokens)
        repeat {
            let start = matcher.position
            tokens.removeAll(keepingCapacity: true)
            matcher.parse(bytes, into: &tokens, limit: blockTokens)
            let raw = UnsafeBufferPointer(rebasing: bytes[start..<matcher.position])
            DeflateBlock(tokens: tokens[...], raw: raw)
                .write(to: &out, isFinal: matcher.position == bytes.count)
        } while matcher.position < bytes.count
    }
}
