// A small, strict inflater and PNG reader for the tests only: written from
// RFC 1950/1951 and the PNG specification, independent of the encoder's code.

/// Why a stream did not decode.
struct InflateError: Error, Equatable {
    let reason: String
}

/// Decodes a raw DEFLATE stream (stored, fixed and dynamic Huffman blocks).
struct TestInflater {
    private let input: [UInt8]
    private var bytePosition = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private(set) var output: [UInt8] = []
    /// Which block types were seen (0 stored, 1 fixed, 2 dynamic).
    private(set) var blockTypes: [Int] = []

    init(_ input: [UInt8]) { self.input = input }

    /// Bytes of the input consumed, counting a partly used byte as consumed.
    var consumed: Int { bytePosition - bitCount / 8 }

    private mutating func bits(_ n: Int) throws -> Int {
        while bitCount < n {
            guard bytePosition < input.count else { throw InflateError(reason: "input ends early") }
            bitBuffer |= UInt32(input[bytePosition]) << UInt32(bitCount)
            bytePosition += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(n)) - 1))
        bitBuffer = n == 32 ? 0 : bitBuffer >> UInt32(n)
        bitCount -= n
        return value
    }

    /// A canonical Huffman code as (length, code) → symbol.
    private struct Code {
        var table: [Int: Int] = [:]  // key: length << 16 | code (MSB-first)
        init(lengths: [Int]) throws {
            var counts = [Int](repeating: 0, count: 16)
            for l in lengths where l > 0 { counts[l] += 1 }
            var next = [Int](repeating: 0, count: 16)
            var code = 0
            var left = 1
            for bits in 1..<16 {
                code = (code + counts[bits - 1]) << 1
                next[bits] = code
                left = left * 2 - counts[bits]
                if left < 0 { throw InflateError(reason: "over-subscribed code") }
            }
            for (symbol, l) in lengths.enumerated() where l > 0 {
                table[l << 16 | next[l]] = symbol
                next[l] += 1
            }
        }
    }

    private mutating func decode(_ code: Code) throws -> Int {
        var value = 0
        for length in 1...15 {
            value = value << 1 | (try bits(1))
            if let symbol = code.table[length << 16 | value] { return symbol }
        }
        throw InflateError(reason: "invalid Huffman code")
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                     35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                      3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                   257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                   8193, 12289, 16385, 24577]
    private static let distExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                    7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Inflates every block up to the final one.
    mutating func run() throws {
        var final = false
        while !final {
            final = try bits(1) == 1
            let type = try bits(2)
            blockTypes.append(type)
            switch type {
            case 0: try stored()
            case 1:
                let lit = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
                try huffmanBlock(Code(lengths: lit), Code(lengths: [Int](repeating: 5, count: 30)))
            case 2: try dynamic()
            default: throw InflateError(reason: "reserved block type")
            }
        }
    }

    private mutating func stored() throws {
        bitBuffer = 0
        bitCount = 0
        let len = try bits(16), nlen = try bits(16)
        guard len == ~nlen & 0xFFFF else { throw InflateError(reason: "stored length check") }
        guard bytePosition + len <= input.count else { throw InflateError(reason: "stored block too long") }
        output.append(contentsOf: input[bytePosition..<(bytePosition + len)])
        bytePosition += len
    }

    private mutating func dynamic() throws {
        let hlit = try bits(5) + 257, hdist = try bits(5) + 1, hclen = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var clLengths = [Int](repeating: 0, count: 19)
        for i in 0..<hclen { clLengths[order[i]] = try bits(3) }
        let clCode = try Code(lengths: clLengths)
        var lengths: [Int] = []
        while lengths.count < hlit + hdist {
            let symbol = try decode(clCode)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let last = lengths.last else { throw InflateError(reason: "repeat with no length") }
                lengths += Array(repeating: last, count: 3 + (try bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try bits(7)))
            }
        }
        guard lengths.count == hlit + hdist else { throw InflateError(reason: "code lengths overrun") }
        guard lengths[256] > 0 else { throw InflateError(reason: "no end-of-block code") }
        try huffmanBlock(Code(lengths: Array(lengths[..<hlit])), Code(lengths: Array(lengths[hlit...])))
    }

    private mutating func huffmanBlock(_ lit: Code, _ dist: Code) throws {
        while true {
            let symbol = try decode(lit)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let l = symbol - 257
                guard l < 29 else { throw InflateError(reason: "bad length symbol") }
                let length = TestInflater.lengthBase[l] + (try bits(TestInflater.lengthExtra[l]))
                let d = try decode(dist)
                guard d < 30 else { throw InflateError(reason: "bad distance symbol") }
                let distance = TestInflater.distBase[d] + (try bits(TestInflater.distExtra[d]))
                guard distance <= output.count else { throw InflateError(reason: "distance too far back") }
                let start = output.count - distance
                for i in 0..<length { output.append(output[start + i]) }
            }
        }
    }

    /// Inflates a zlib stream, checking its header and Adler-32 trailer.
    static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6 else { throw InflateError(reason: "too short") }
        guard stream[0] & 0x0F == 8, (Int(stream[0]) * 256 + Int(stream[1])) % 31 == 0, stream[1] & 0x20 == 0
        else { throw InflateError(reason: "bad zlib header") }
        var inflater = TestInflater(Array(stream[2...]))
        try inflater.run()
        let end = 2 + inflater.consumed
        guard end + 4 == stream.count else { throw InflateError(reason: "trailer not at the end") }
        var a = 1, b = 0
        for byte in inflater.output {
            a = (a + Int(byte)) % 65521
            b = (b + a) % 65521
        }
        let trailer = stream[end...].reduce(0) { $0 << 8 | Int($1) }
        guard trailer == b << 16 | a else { throw InflateError(reason: "Adler-32 mismatch") }
        return inflater.output
    }
}
