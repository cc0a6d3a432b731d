/// PNG row filtering (W3C PNG, 2nd ed., section 9): each row is stored as a
/// filter type byte and the row's bytes minus a prediction from its neighbours.
enum PNGFilter {
    /// Writes `row` filtered into `out` (a type byte, then `row.count` bytes),
    /// choosing the filter with the smallest sum of absolute values of the
    /// output bytes taken as signed: the heuristic the specification suggests
    /// (section 12.8). `previous` is the row above, all zeros for the first row.
    ///
    /// - Parameters:
    ///   - bytesPerPixel: the distance to the byte of the same channel on the left.
    ///   - scratch: room for `5 * row.count` bytes, one candidate per filter type.
    static func filter(
        row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, bytesPerPixel bpp: Int,
        scratch: UnsafeMutableBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>
    ) {
        let n = row.count
        var bestType = 0
        var bestSum = Int.max
        for type in 0..<5 {
            let candidate = UnsafeMutableBufferPointer(rebasing: scratch[(type * n)..<(type * n + n)])
            let sum = apply(type, row: row, previous: previous, bpp: bpp, into: candidate)
            if sum < bestSum {
                bestSum = sum
                bestType = type
                if sum == 0 { break }
            }
        }
        out[0] = UInt8(bestType)
        let chosen = UnsafeBufferPointer(rebasing: scratch[(bestType * n)..<(bestType * n + n)])
        _ = UnsafeMutableBufferPointer(rebasing: out[1...]).initialize(fromContentsOf: chosen)
    }

    /// Filters one row with one filter type and returns the heuristic sum.
    ///
    /// One loop per type, so the hot loops carry no branch on the type.
    private static func apply(
        _ type: Int, row: UnsafeBufferPointer<UInt8>, previous up: UnsafeBufferPointer<UInt8>, bpp: Int,
        into out: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        let n = row.count
        let left = min(bpp, n)
        switch type {
        case 0:
            for i in 0..<n { out[i] = row[i] }
        case 1:
            for i in 0..<left { out[i] = row[i] }
            for i in left..<n { out[i] = row[i] &- row[i - bpp] }
        case 2:
            for i in 0..<n { out[i] = row[i] &- up[i] }
        case 3:
            for i in 0..<left { out[i] = row[i] &- up[i] >> 1 }
            for i in left..<n { out[i] = row[i] &- UInt8((UInt16(row[i - bpp]) + UInt16(up[i])) >> 1) }
        default:
            for i in 0..<left { out[i] = row[i] &- up[i] }  // Paeth with a = c = 0 predicts b
            for i in left..<n { out[i] = row[i] &- paeth(row[i - bpp], up[i], up[i - bpp]) }
        }
        var sum = 0
        for i in 0..<n {
            let v = out[i]
            sum += v < 128 ? Int(v) : 256 - Int(v)
        }
        return sum
    }

    /// The Paeth predictor (section 9.4): the neighbour nearest to a + b − c.
    @inline(__always) static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
