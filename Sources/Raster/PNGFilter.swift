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
            let sum = apply(type, row: row, previous: previous, bpp: bpp, into: candidate, stopAbove: bestSum)
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

    /// Filters one row with one filter type; returns the heuristic sum, or
    /// something at least `stopAbove` once it is clear this filter loses.
    private static func apply(
        _ type: Int, row: UnsafeBufferPointer<UInt8>, previous up: UnsafeBufferPointer<UInt8>, bpp: Int,
        into out: UnsafeMutableBufferPointer<UInt8>, stopAbove: Int
    ) -> Int {
        let n = row.count
        var sum = 0
        for i in 0..<n {
            let x = row[i]
            let a = i >= bpp ? row[i - bpp] : 0
            let b = up[i]
            let predicted: UInt8
            switch type {
            case 0: predicted = 0
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = UInt8((Int(a) + Int(b)) >> 1)
            default: predicted = paeth(a, b, i >= bpp ? up[i - bpp] : 0)
            }
            let v = x &- predicted
            out[i] = v
            sum += v < 128 ? Int(v) : 256 - Int(v)
            if sum >= stopAbove && i & 255 == 255 { return sum }
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
