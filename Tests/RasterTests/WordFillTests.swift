import Testing

@testable import Raster

@Suite struct WordFillTests {
    @Test func byteFillStoresExactlyTheBytesAskedAtAnyAlignment() {
        let size = 64
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        defer { bytes.deallocate() }
        for start in 0..<8 {
            for count in [0, 1, 2, 3, 4, 5, 7, 8, 13, 31, 32, 33, 47] {
                bytes.initialize(repeating: 0xAA, count: size)
                WordFill.fill(bytes + start, byte: 0x5C, count)
                let filled = (0..<size).filter { bytes[$0] == 0x5C }
                #expect(filled == Array(start..<start + count), "start \(start), count \(count)")
            }
        }
    }

    @Test func wordFillStoresTheWordInEveryPixel() {
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 100)
        defer { pixels.deallocate() }
        pixels.initialize(repeating: 0, count: 100)
        WordFill.fill(pixels + 3, 0x1E5B_3AFF, 90)
        #expect(pixels[2] == 0 && pixels[93] == 0)
        #expect((3..<93).allSatisfy { pixels[$0] == 0x1E5B_3AFF })
    }
}
