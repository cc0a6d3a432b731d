/// One DEFLATE block: the tokens of a stretch of input, written stored, with
/// the fixed codes or with dynamic codes, whichever is shortest (RFC 1951, section 3.2).
struct DeflateBlock {
    /// The literal/length and distance codes of one block.
    private struct Codes {
        var literalLengths: [UInt8]
        var literalCodes: [UInt16]
        var distanceLengths: [UInt8]
        var distanceCodes: [UInt16]

        init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
            self.literalLengths = literalLengths
            self.distanceLengths = distanceLengths
            literalCodes = DeflateHuffman.codes(lengths: literalLengths)
            distanceCodes = DeflateHuffman.codes(lengths: distanceLengths)
        }
    }

    /// The parser's tokens (see `DeflateMatcher`).
    let tokens: ArraySlice<UInt32>
    /// The input bytes the tokens stand for, for a stored block.
    let raw: UnsafeBufferPointer<UInt8>

    private var literalFrequencies = [Int](repeating: 0, count: 286)
    private var distanceFrequencies = [Int](repeating: 0, count: 30)
    /// Bits of length and distance extras, the same under every code.
    private var extraBits = 0

    /// Counts the symbols of the tokens.
    init(tokens: ArraySlice<UInt32>, raw: UnsafeBufferPointer<UInt8>) {
        self.tokens = tokens
        self.raw = raw
        let lengthCode = DeflateSymbols.lengthCode
        for token in tokens {
            let distance = Int(token & 0xFFFF)
            let value = Int(token >> 16)
            if distance == 0 {
                literalFrequencies[value] += 1
            } else {
                let l = Int(lengthCode[value])
                let d = DeflateSymbols.distanceCode(distance)
                literalFrequencies[257 + l] += 1
                distanceFrequencies[d] += 1
                extraBits += DeflateSymbols.lengthExtra[l] + DeflateSymbols.distanceExtra[d]
            }
        }
        literalFrequencies[256] = 1
    }

    /// Writes the block in its shortest form.
    func write(to out: inout DeflateBitWriter, isFinal: Bool) {
        let fixed = Codes(literalLengths: DeflateSymbols.fixedLiteralLengths,
                          distanceLengths: DeflateSymbols.fixedDistanceLengths)
        let dynamic = Codes(
            literalLengths: DeflateHuffman.codeLengths(DeflateBlock.atLeastTwoUsed(literalFrequencies), limit: 15),
            distanceLengths: DeflateHuffman.codeLengths(DeflateBlock.atLeastTwoUsed(distanceFrequencies), limit: 15))
        let header = DynamicHeader(literalLengths: dynamic.literalLengths, distanceLengths: dynamic.distanceLengths)

        let fixedBits = 3 + dataBits(fixed)
        let dynamicBits = 3 + header.bitCount + dataBits(dynamic)
        let storedChunks = max(1, (raw.count + 65_534) / 65_535)
        let storedBits = storedChunks * (3 + 7 + 32) + 8 * raw.count

        if storedBits < min(fixedBits, dynamicBits) {
            writeStored(to: &out, isFinal: isFinal)
        } else if fixedBits <= dynamicBits {
            out.write(isFinal ? 1 : 0, 1)
            out.write(1, 2)
            writeData(fixed, to: &out)
        } else {
            out.write(isFinal ? 1 : 0, 1)
            out.write(2, 2)
            header.write(to: &out)
            writeData(dynamic, to: &out)
        }
    }

    /// Frequencies with at least two symbols in use, so that every code is
    /// complete: some decoders (zlib among them) reject a lone one-bit code.
    private static func atLeastTwoUsed(_ frequencies: [Int]) -> [Int] {
        var result = frequencies
        var used = result.filter { $0 > 0 }.count
        var symbol = 0
        while used < 2 && symbol < result.count {
            if result[symbol] == 0 {
                result[symbol] = 1
                used += 1
            }
            symbol += 1
        }
        return result
    }

    /// The bits of the block's symbols and extras (and end-of-block) under some codes.
    private func dataBits(_ codes: Codes) -> Int {
        var bits = extraBits
        for (symbol, count) in literalFrequencies.enumerated() where count > 0 {
            bits += count * Int(codes.literalLengths[symbol])
        }
        for (symbol, count) in distanceFrequencies.enumerated() where count > 0 {
            bits += count * Int(codes.distanceLengths[symbol])
        }
        return bits
    }

    private func writeData(_ codes: Codes, to out: inout DeflateBitWriter) {
        let lengthCode = DeflateSymbols.lengthCode
        let lengthBase = DeflateSymbols.lengthBase, lengthExtra = DeflateSymbols.lengthExtra
        let distanceBase = DeflateSymbols.distanceBase, distanceExtra = DeflateSymbols.distanceExtra
        for token in tokens {
            let distance = Int(token & 0xFFFF)
            let value = Int(token >> 16)
            if distance == 0 {
                out.write(UInt32(codes.literalCodes[value]), Int(codes.literalLengths[value]))
                continue
            }
            let l = Int(lengthCode[value])
            out.write(UInt32(codes.literalCodes[257 + l]), Int(codes.literalLengths[257 + l]))
            if lengthExtra[l] > 0 { out.write(UInt32(value - lengthBase[l]), lengthExtra[l]) }
            let d = DeflateSymbols.distanceCode(distance)
            out.write(UInt32(codes.distanceCodes[d]), Int(codes.distanceLengths[d]))
            if distanceExtra[d] > 0 { out.write(UInt32(distance - distanceBase[d]), distanceExtra[d]) }
        }
        out.write(UInt32(codes.literalCodes[256]), Int(codes.literalLengths[256]))
    }

    /// Stored blocks of at most 65535 bytes each (section 3.2.4).
    private func writeStored(to out: inout DeflateBitWriter, isFinal: Bool) {
        var start = 0
        repeat {
            let end = min(raw.count, start + 65_535)
            let last = end == raw.count
            out.write(isFinal && last ? 1 : 0, 1)
            out.write(0, 2)
            out.alignToByte()
            let length = UInt16(end - start)
            out.appendAligned([UInt8(truncatingIfNeeded: length), UInt8(truncatingIfNeeded: length >> 8),
                               UInt8(truncatingIfNeeded: ~length), UInt8(truncatingIfNeeded: ~length >> 8)])
            out.appendAligned(UnsafeBufferPointer(rebasing: raw[start..<end]))
            start = end
        } while start < raw.count
    }
}
