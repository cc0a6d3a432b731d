/// The header of a dynamic-Huffman block: the code lengths of both codes,
/// run-length coded and themselves Huffman coded (RFC 1951, section 3.2.7).
struct DynamicHeader {
    /// Literal/length codes sent (257...286) and distance codes sent (1...30).
    private let literalCount: Int, distanceCount: Int
    /// The run-length tokens: a code-length symbol 0...18 and its extra-bits value.
    private var runs: [(symbol: Int, extra: UInt32)] = []
    private let codeLengthLengths: [UInt8]
    private let codeLengthCodes: [UInt16]
    /// Code-length code lengths sent, in `codeLengthOrder` (4...19).
    private let codeLengthCount: Int

    /// The header describing two sets of code lengths.
    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let all = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])
        runs = DynamicHeader.runLengths(all)
        var frequencies = [Int](repeating: 0, count: 19)
        for run in runs { frequencies[run.symbol] += 1 }
        let lengths = DeflateHuffman.codeLengths(frequencies, limit: 7)
        codeLengthLengths = lengths
        codeLengthCodes = DeflateHuffman.codes(lengths: lengths)
        let lastSent = DeflateSymbols.codeLengthOrder.lastIndex { lengths[$0] > 0 } ?? 0
        codeLengthCount = max(4, lastSent + 1)
    }

    /// The header's size in bits (without the 3-bit block header).
    var bitCount: Int {
        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for run in runs {
            bits += Int(codeLengthLengths[run.symbol]) + DynamicHeader.extraBits(run.symbol)
        }
        return bits
    }

    /// Writes HLIT, HDIST, HCLEN, the code-length code and the coded lengths.
    func write(to out: inout DeflateBitWriter) {
        out.write(UInt32(literalCount - 257), 5)
        out.write(UInt32(distanceCount - 1), 5)
        out.write(UInt32(codeLengthCount - 4), 4)
        for symbol in DeflateSymbols.codeLengthOrder.prefix(codeLengthCount) {
            out.write(UInt32(codeLengthLengths[symbol]), 3)
        }
        for run in runs {
            out.write(UInt32(codeLengthCodes[run.symbol]), Int(codeLengthLengths[run.symbol]))
            let extra = DynamicHeader.extraBits(run.symbol)
            if extra > 0 { out.write(run.extra, extra) }
        }
    }

    private static func extraBits(_ symbol: Int) -> Int {
        switch symbol {
        case 16: 2
        case 17: 3
        case 18: 7
        default: 0
        }
    }

    /// Code lengths with runs folded: 16 repeats the previous length 3...6
    /// times, 17 writes 3...10 zeros, 18 writes 11...138 zeros.
    private static func runLengths(_ lengths: [UInt8]) -> [(symbol: Int, extra: UInt32)] {
        var runs: [(symbol: Int, extra: UInt32)] = []
        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 {
                    let n = min(run, 138)
                    runs.append((18, UInt32(n - 11)))
                    run -= n
                }
                if run >= 3 {
                    runs.append((17, UInt32(run - 3)))
                    run = 0
                }
            } else {
                runs.append((Int(length), 0))
                run -= 1
                while run >= 3 {
                    let n = min(run, 6)
                    runs.append((16, UInt32(n - 3)))
                    run -= n
                }
            }
            for _ in 0..<run { runs.append((Int(length), 0)) }
        }
        return runs
    }
}
