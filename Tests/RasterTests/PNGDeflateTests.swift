import Testing
@testable import Raster

@Suite("DEFLATE and zlib")
struct PNGDeflateTests {
    private func roundTrip(_ bytes: [UInt8]) throws -> TestInflater {
        var inflater = TestInflater(Deflate.compress(bytes))
        try inflater.run()
        #expect(inflater.output == bytes)
        return inflater
    }

    @Test("Empty input is one final fixed block holding only end-of-block: 0x03 0x00")
    func emptyInput() throws {
        #expect(Deflate.compress([]) == [0x03, 0x00])
        _ = try roundTrip([])
    }

    @Test("A short string is written with the fixed codes")
    func shortStringFixed() throws {
        let inflater = try roundTrip(Array("Set".utf8))
        #expect(inflater.blockTypes == [1])
    }

    @Test("Random bytes are stored rather than expanded")
    func noiseIsStored() throws {
        var rng = SplitMix64(state: 42)
        let bytes = (0..<100_000).map { _ in rng.byte() }
        let inflater = try roundTrip(bytes)
        #expect(Set(inflater.blockTypes) == [0])
        // 32768 literals per block: four stored blocks, 5 header bytes each.
        #expect(Deflate.compress(bytes).count == 100_000 + 4 * 5)
    }

    @Test("Skewed text uses dynamic codes and round-trips across several blocks")
    func textIsDynamic() throws {
        var rng = SplitMix64(state: 3)
        // Letters with skewed odds (each twice as likely as the next): short matches, many tokens.
        let letters = Array("etaoinshrd".utf8)
        let bytes = (0..<200_000).map { _ in letters[min(9, (rng.next() | 1 << 40).trailingZeroBitCount)] }
        let inflater = try roundTrip(bytes)
        #expect(inflater.blockTypes.count > 1)
        #expect(inflater.blockTypes.allSatisfy { $0 == 2 })
        #expect(Deflate.compress(bytes).count < bytes.count / 3)  // 2 bits of entropy per byte at most
    }

    @Test("Runs longer than 258 bytes and matches at the window's far end round-trip")
    func longRunsAndFarMatches() throws {
        var rng = SplitMix64(state: 9)
        let block = (0..<32_765).map { _ in rng.byte() }
        let bytes = [UInt8](repeating: 7, count: 1000) + block + [UInt8](repeating: 7, count: 3) + block
        _ = try roundTrip(bytes)
        _ = try roundTrip([UInt8](repeating: 0, count: 70_000))
        _ = try roundTrip([1, 2])
    }

    @Test("Copies of every length and distance, runs and noise round-trip")
    func randomCopies() throws {
        var rng = SplitMix64(state: 1951)
        for _ in 0..<30 {
            var bytes: [UInt8] = []
            while bytes.count < 6_000 {
                switch rng.next() % 3 {
                case 0:
                    for _ in 0..<(rng.next() % 20) { bytes.append(rng.byte()) }
                case 1:
                    bytes += [UInt8](repeating: rng.byte(), count: Int(rng.next() % 300))
                default:
                    guard !bytes.isEmpty else { continue }
                    let distance = 1 + Int(rng.next() % UInt64(bytes.count))
                    let start = bytes.count - distance
                    for i in 0..<(3 + Int(rng.next() % 300)) { bytes.append(bytes[start + i]) }
                }
            }
            _ = try roundTrip(bytes)
        }
    }

    @Test("zlib header: CMF 0x78, (CMF·256 + FLG) divisible by 31, Adler-32 trailer")
    func zlibHeaderAndTrailer() throws {
        let input = Array("Wikipedia".utf8)
        let stream = Deflate.zlibCompress(input)
        #expect(stream[0] == 0x78)
        #expect(stream[1] == 0x9C)
        #expect((Int(stream[0]) * 256 + Int(stream[1])) % 31 == 0)
        #expect(Array(stream.suffix(4)) == [0x11, 0xE6, 0x03, 0x98])
        #expect(try TestInflater.zlib(stream) == input)
    }
}
