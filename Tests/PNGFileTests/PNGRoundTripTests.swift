import PNGFile
import Raster
import SetCore
import Testing

/// Pixels survive a trip through a file: encoded by libpng, read back by libpng.
@Suite("PNG round trips")
struct PNGRoundTripTests {
    @Test(arguments: [PixelFormat.argb8888, .xrgb8888])
    func anOpaqueFrameKeepsEveryPixel(format: PixelFormat) throws {
        var rng = SplitMix64(seed: 2024)
        // Padded rows; for XRGB the top byte is noise the encoder must ignore.
        let memory = Words(width: 37, height: 23, padding: 3) { _, _ in
            let noise = UInt32(truncatingIfNeeded: rng.next())
            return format == .argb8888 ? noise | 0xFF00_0000 : noise
        }
        let buffer = try #require(memory.buffer(format))
        let png = try PNG.encode(buffer, channels: .rgb)
        let ihdr = try #require(header(png))
        #expect(ihdr.width == 37 && ihdr.height == 23)
        #expect(ihdr.depth == 8 && ihdr.colorType == 2)

        let folder = try TemporaryFolder()
        let image = try PNG.read(path: try folder.put(png, as: "opaque.png"))
        #expect(image.width == 37 && image.height == 23)
        #expect(image.rgba.count == 37 * 23 * 4)
        for y in 0..<23 {
            for x in 0..<37 {
                let word = memory.words[y * memory.stride + x]
                let expected = Color(
                    r: UInt8(truncatingIfNeeded: word >> 16), g: UInt8(truncatingIfNeeded: word >> 8),
                    b: UInt8(truncatingIfNeeded: word))
                #expect(image.pixel(x: x, y: y) == expected, "pixel \(x), \(y)")
            }
        }
        #expect(image.pixel(x: 37, y: 0) == nil)
        #expect(image.pixel(x: 0, y: -1) == nil)
    }

    /// Premultiplied words and the straight colours worked out by hand:
    /// channel = (c · 255 + a / 2) / a, clamped to 255.
    static let straightAlpha: [(UInt32, Color)] = [
        // a = 128: (0x40 · 255 + 64) / 128 = 128, (0x20 · 255 + 64) / 128 = 64, (0x10 · 255 + 64) / 128 = 32.
        (0x8040_2010, Color(r: 128, g: 64, b: 32, a: 128)),
        (0x0000_0000, Color(r: 0, g: 0, b: 0, a: 0)),
        // Colour left in a fully transparent word is dropped.
        (0x0012_3456, Color(r: 0, g: 0, b: 0, a: 0)),
        // a = 1: (1 · 255 + 0) / 1 = 255.
        (0x0101_0100, Color(r: 255, g: 255, b: 0, a: 1)),
        // A channel above alpha (not a valid premultiplied word) clamps: (255 · 255 + 32) / 64 → 255.
        (0x40FF_0000, Color(r: 255, g: 0, b: 0, a: 64)),
        // a = 200: (100 · 255 + 100) / 200 = 128, (7 · 255 + 100) / 200 = 9, (199 · 255 + 100) / 200 = 254.
        (0xC864_07C7, Color(r: 128, g: 9, b: 254, a: 200)),
        (0xFF12_3456, Color(r: 0x12, g: 0x34, b: 0x56, a: 255)),
    ]

    @Test func anIconKeepsStraightAlpha() throws {
        let cases = Self.straightAlpha
        let memory = Words(width: cases.count, height: 1) { x, _ in cases[x].0 }
        let buffer = try #require(memory.buffer(.argb8888))
        let png = try PNG.encode(buffer, channels: .rgba)
        let ihdr = try #require(header(png))
        #expect(ihdr.depth == 8 && ihdr.colorType == 6)

        let folder = try TemporaryFolder()
        let image = try PNG.read(path: try folder.put(png, as: "icon.png"))
        for (x, (word, expected)) in cases.enumerated() {
            #expect(image.pixel(x: x, y: 0) == expected, "word \(String(word, radix: 16))")
            // The file holds what the buffer itself reports.
            #expect(image.pixel(x: x, y: 0) == buffer.pixel(x: x, y: 0) || word >> 24 == 0)
        }
    }

    @Test func anXRGBIconIsOpaque() throws {
        let memory = Words(width: 2, height: 1) { x, _ in x == 0 ? 0x0011_2233 : 0x7F44_5566 }
        let buffer = try #require(memory.buffer(.xrgb8888))
        let folder = try TemporaryFolder()
        let image = try PNG.read(path: try folder.put(try PNG.encode(buffer, channels: .rgba), as: "xrgb.png"))
        #expect(image.pixel(x: 0, y: 0) == Color(r: 0x11, g: 0x22, b: 0x33))
        #expect(image.pixel(x: 1, y: 0) == Color(r: 0x44, g: 0x55, b: 0x66))
    }

    @Test(arguments: [PNG.Channels.rgb, .rgba])
    func aSinglePixelEncodes(channels: PNG.Channels) throws {
        let buffer = try #require(PixelBuffer(width: 1, height: 1))
        let png = try PNG.encode(buffer, channels: channels)
        let folder = try TemporaryFolder()
        let image = try PNG.read(path: try folder.put(png, as: "one.png"))
        #expect(image.width == 1 && image.height == 1)
        #expect(image.pixel(x: 0, y: 0) == (channels == .rgba ? .clear : .black))
    }
}
