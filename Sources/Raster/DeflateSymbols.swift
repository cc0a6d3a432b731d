/// The DEFLATE alphabets for match lengths and distances (RFC 1951, section 3.2.5).
enum DeflateSymbols {
    /// The smallest length of each length code 257...285, in code order.
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// The extra bits after each length code.
    static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The smallest distance of each distance code 0...29.
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// The extra bits after each distance code.
    static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// For every length 0...258, its code minus 257 (entries below 3 unused).
    static let lengthCode: [UInt8] = (0...258).map { length in
        var code = 0
        while code + 1 < lengthBase.count && lengthBase[code + 1] <= length { code += 1 }
        return UInt8(code)
    }

    /// The distance code (0...29) of a distance 1...32768.
    @inline(__always) static func distanceCode(_ distance: Int) -> Int {
        let v = distance - 1
        if v < 4 { return v }
        // Two codes per power of two: the top bit picks the pair, the next bit the code.
        let top = Int.bitWidth - 1 - v.leadingZeroBitCount
        return 2 * top + ((v >> (top - 1)) & 1)
    }

    /// The code lengths of the fixed Huffman codes for literals and lengths (section 3.2.6).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { symbol in
        switch symbol {
        case ..<144: 8
        case ..<256: 9
        case ..<280: 7
        default: 8
        }
    }
    /// The code lengths of the fixed distance codes: five bits each.
    static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)

    /// The order in which the code-length code's own lengths are sent (section 3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
