import Testing
@testable import Raster

@Suite("PNG encoder")
struct PNGEncoderTests {
    /// RGBA bytes whose channel values come from a function of (x, y, channel).
    private func image(_ width: Int, _ height: Int, _ value: (Int, Int, Int) -> UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                for c in 0..<4 { bytes.append(value(x, y, c)) }
            }
        }
        return bytes
    }

    /// The RGB bytes of RGBA bytes.
    private func dropAlpha(_ rgba: [UInt8]) -> [UInt8] {
        rgba.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
    }

    private func checkRoundTrip(_ width: Int, _ height: Int, _ rgba: [UInt8]) throws {
        for hasAlpha in [true, false] {
            let file = try #require(PNGEncoder.encode(width: width, height: height, rgba: rgba, hasAlpha: hasAlpha))
            let png = try decodePNG(file)
            #expect(png.width == width && png.height == height)
            #expect(png.colorType == (hasAlpha ? 6 : 2))
            #expect(png.pixels == (hasAlpha ? rgba : dropAlpha(rgba)))
        }
    }

    @Test("Flat, gradient and noise images decode back to the exact pixels, RGB and RGBA")
    func roundTrips() throws {
        try checkRoundTrip(64, 40, image(64, 40) { _, _, c in [30, 120, 200, 255][c] })
        try checkRoundTrip(97, 61, image(97, 61) { x, y, c in UInt8(truncatingIfNeeded: x * (c + 1) + y * 3) })
        var rng = SplitMix64(state: 2026)
        try checkRoundTrip(50, 30, image(50, 30) { _, _, _ in rng.byte() })
    }

    @Test("1×1 and odd sizes round-trip")
    func oddSizes() throws {
        try checkRoundTrip(1, 1, [10, 20, 30, 40])
        var rng = SplitMix64(state: 5)
        for (w, h) in [(1, 9), (9, 1), (7, 5), (33, 17), (3, 2)] {
            try checkRoundTrip(w, h, image(w, h) { x, y, c in c == 3 ? rng.byte() : UInt8(truncatingIfNeeded: x * 17 + y * 5 + c) })
        }
    }

    @Test("A gradient is filtered with more than the None filter")
    func filtersAreChosenPerRow() throws {
        let rgba = image(64, 16) { x, y, c in UInt8(truncatingIfNeeded: x * 4 + y * 9 + c * 50) }
        let png = try decodePNG(try #require(PNGEncoder.encode(width: 64, height: 16, rgba: rgba, hasAlpha: true)))
        #expect(png.rowFilters.contains { $0 != 0 })
        #expect(png.rowFilters.allSatisfy { (0...4).contains($0) })
    }

    @Test("The file is signature, IHDR, IDAT, IEND; IHDR bytes and every CRC are exact")
    func chunkLayout() throws {
        let file = try #require(PNGEncoder.encode(width: 3, height: 2, rgba: [UInt8](repeating: 9, count: 24), hasAlpha: true))
        #expect(Array(file[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10])
        // IHDR: length 13, "IHDR", width 3, height 2, depth 8, colour type 6, 0, 0, 0.
        let ihdr: [UInt8] = [0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]
        #expect(Array(file[8..<29]) == ihdr)
        let ihdrCRC = file[29..<33].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        #expect(ihdrCRC == CRC32.checksum(ihdr[4...]))
        // The IEND chunk is always the same twelve bytes.
        #expect(Array(file.suffix(12)) == [0, 0, 0, 0, 73, 69, 78, 68, 0xAE, 0x42, 0x60, 0x82])
        let png = try decodePNG(file)  // checks every chunk's CRC bitwise
        #expect(png.chunkTypes == ["IHDR", "IDAT", "IEND"])
        #expect((Int(png.zlibStream[0]) * 256 + Int(png.zlibStream[1])) % 31 == 0)
    }

    @Test("The zlib stream is split across IDAT chunks of the given size and still decodes")
    func severalDataChunks() throws {
        var rng = SplitMix64(state: 11)
        let rgba = (0..<(20 * 10 * 4)).map { _ in rng.byte() }
        let file = try #require(rgba.withUnsafeBufferPointer { source in
            PNGEncoder.encode(width: 20, height: 10, hasAlpha: true, chunkSize: 100) { y, row in
                _ = row.initialize(fromContentsOf: source[(y * 80)..<(y * 80 + 80)])
            }
        })
        let png = try decodePNG(file)
        // Noise is stored: 10 · 81 bytes + a 5-byte block header + 2 + 4 bytes of zlib = 821 → 9 chunks.
        #expect(png.zlibStream.count == 821)
        #expect(png.chunkTypes == ["IHDR"] + Array(repeating: "IDAT", count: 9) + ["IEND"])
        #expect(png.pixels == rgba)
        #expect(PNGEncoder.maxChunkData == 1 << 20)
    }

    @Test("A flat 1280×800 screenshot compresses to under 8 KB")
    func flatScreenshotIsSmall() throws {
        let width = 1280, height = 800
        let pixel = Color(r: 24, g: 96, b: 48).premultipliedARGB
        let pixels = [UInt32](repeating: pixel, count: width * height)
        let file = try #require(pixels.withUnsafeBufferPointer {
            PNGEncoder.encode(width: width, height: height, premultipliedARGB: $0, rowStride: width, hasAlpha: false)
        })
        #expect(file.count < 8_000)
        let png = try decodePNG(file)
        #expect(png.pixels.count == width * height * 3)
        #expect(png.pixels[0..<3] == [24, 96, 48] && png.pixels.suffix(3) == [24, 96, 48])
    }

    @Test("Premultiplied ARGB is un-premultiplied, the stride skips padding, RGB drops alpha")
    func premultipliedInput() throws {
        // Row stride 3 for a 2×2 image: the third word of each row is padding.
        let half = Color(r: 200, g: 100, b: 50, a: 128).premultipliedARGB
        #expect(half == 0x8064_3219)  // (200·128 + 127) / 255 = 100, then 50, 25
        let pixels: [UInt32] = [0xFF11_2233, half, 0xDEAD_BEEF,
                                0x0000_0000, 0x4040_4040, 0xDEAD_BEEF]
        let rgba = try pixels.withUnsafeBufferPointer { buffer in
            try decodePNG(try #require(PNGEncoder.encode(width: 2, height: 2, premultipliedARGB: buffer,
                                                         rowStride: 3, hasAlpha: true))).pixels
        }
        // 100 → (100·255 + 64) / 128 = 199; 50 → 100; 25 → 50; 0x40 at alpha 0x40 → 255.
        #expect(rgba == [0x11, 0x22, 0x33, 0xFF, 199, 100, 50, 128,
                         0, 0, 0, 0, 255, 255, 255, 0x40])
        let rgb = try pixels.withUnsafeBufferPointer { buffer in
            try decodePNG(try #require(PNGEncoder.encode(width: 2, height: 2, premultipliedARGB: buffer,
                                                         rowStride: 3, hasAlpha: false))).pixels
        }
        #expect(rgb == [0x11, 0x22, 0x33, 0x64, 0x32, 0x19, 0, 0, 0, 0x40, 0x40, 0x40])
    }

    @Test("Bad sizes, short buffers and small strides give nil")
    func invalidInput() {
        #expect(PNGEncoder.encode(width: 0, height: 1, rgba: [], hasAlpha: true) == nil)
        #expect(PNGEncoder.encode(width: 2, height: -1, rgba: [UInt8](repeating: 0, count: 8), hasAlpha: true) == nil)
        #expect(PNGEncoder.encode(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15), hasAlpha: false) == nil)
        #expect(PNGEncoder.encode(width: 1 << 31, height: 1, rgba: [0, 0, 0, 0], hasAlpha: true) == nil)
        #expect(PNGEncoder.encode(width: Int.max, height: Int.max, rgba: [0, 0, 0, 0], hasAlpha: true) == nil)
        let words = [UInt32](repeating: 0, count: 5)
        words.withUnsafeBufferPointer { buffer in
            #expect(PNGEncoder.encode(width: 2, height: 2, premultipliedARGB: buffer, rowStride: 1, hasAlpha: true) == nil)
            #expect(PNGEncoder.encode(width: 2, height: 2, premultipliedARGB: buffer, rowStride: 4, hasAlpha: true) == nil)
            #expect(PNGEncoder.encode(width: 2, height: 2, premultipliedARGB: buffer, rowStride: 3, hasAlpha: true) != nil)
            #expect(PNGEncoder.encode(width: 3, height: 1, premultipliedARGB: UnsafeBufferPointer(rebasing: buffer[0..<2]),
                                      rowStride: 3, hasAlpha: true) == nil)
        }
    }
}
