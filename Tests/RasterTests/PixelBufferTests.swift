import Geometry
import Testing

@testable import Raster

@Suite struct PixelBufferTests {
    @Test func invalidSizesGiveNil() {
        #expect(PixelBuffer(width: 0, height: 10) == nil)
        #expect(PixelBuffer(width: 10, height: -1) == nil)
        #expect(PixelBuffer(width: 1 << 20, height: 1 << 20) == nil)
        #expect(PixelBuffer(width: 3, height: 2) != nil)
    }

    @Test func borrowedBufferRejectsBadPitchAndAlignment() {
        let memory = GuardedMemory(width: 4, height: 2, padWords: 0)
        let base = UnsafeMutableRawPointer(memory.words + memory.guardWords)
        #expect(PixelBuffer(borrowing: base, width: 4, height: 2, pitch: 12, format: .argb8888) == nil)
        #expect(PixelBuffer(borrowing: base, width: 4, height: 2, pitch: 18, format: .argb8888) == nil)
        #expect(PixelBuffer(borrowing: base + 1, width: 2, height: 2, pitch: 16, format: .argb8888) == nil)
        #expect(PixelBuffer(borrowing: base, width: 4, height: 2, pitch: 16, format: .argb8888) != nil)
    }

    @Test func paddedPitchLeavesPaddingUntouched() throws {
        let memory = GuardedMemory(width: 5, height: 4, padWords: 3)
        let canvas = Canvas(buffer: try #require(memory.buffer()))
        canvas.clear(Color(r: 9, g: 9, b: 9))
        canvas.fill(Path.rect(Rect(-3, -3, 20, 20)), color: .white)
        canvas.fill(Path.circle(center: Point(2, 2), radius: 1), color: Color(r: 255, g: 0, b: 0, a: 100))
        canvas.fill(Rect(-1, 0.5, 9, 2.25), color: Color(r: 0, g: 0, b: 255))
        #expect(memory.outsideUntouched)
        #expect(canvas.buffer.pixel(x: 4, y: 3) == .white)
        #expect(canvas.buffer.pixel(x: 4, y: 1) == Color(r: 0, g: 0, b: 255))
        // Row 1 (y 1...2) lies in the rectangle: the last pixel of each row is written.
        #expect(memory.words[memory.guardWords + 1 * 8 + 4] == 0xFF00_00FF)
    }

    @Test func xrgbWritesOpaqueWords() throws {
        let memory = GuardedMemory(width: 4, height: 2, padWords: 1)
        let canvas = Canvas(buffer: try #require(memory.buffer(format: .xrgb8888)))
        // The surface's memory starts with garbage in the unused top byte.
        memory.words[memory.guardWords] = 0x0012_3456
        canvas.fill(Path.rect(Rect(0, 0, 0.5, 1)), color: Color(r: 255, g: 0, b: 0))
        #expect(memory.words[memory.guardWords] == 0xFF89_1A2B)
        canvas.fill(Rect(1, 0, 1, 1), color: Color(r: 0, g: 255, b: 0, a: 128))
        #expect(memory.words[memory.guardWords + 1] == 0xFF00_8000)
        canvas.clear(Color(r: 1, g: 2, b: 3, a: 0))
        #expect(memory.words[memory.guardWords + 3] == 0xFF00_0000)
        #expect(canvas.buffer.pixel(x: 2, y: 1) == Color(r: 0, g: 0, b: 0))
        #expect(memory.outsideUntouched)
    }

    @Test func pixelReadsBackStraightAlpha() throws {
        let canvas = makeCanvas(2, 1)
        canvas.fill(Rect(0, 0, 1, 1), color: Color(r: 200, g: 100, b: 0, a: 128))
        let c = try #require(canvas.buffer.pixel(x: 0, y: 0))
        #expect(c.a == 128)
        #expect(abs(Int(c.r) - 200) <= 1 && abs(Int(c.g) - 100) <= 1 && c.b == 0)
        #expect(canvas.buffer.pixel(x: 1, y: 0) == .clear)
        #expect(canvas.buffer.pixel(x: 2, y: 0) == nil)
        #expect(canvas.buffer.pixel(x: -1, y: 0) == nil)
    }

    @Test func wordsCoverEveryRowWithThePitch() throws {
        let memory = GuardedMemory(width: 3, height: 2, padWords: 2)
        let buffer = try #require(memory.buffer())
        Canvas(buffer: buffer).fill(Rect(2, 1, 1, 1), color: Color(r: 1, g: 2, b: 3))
        let (words, stride) = buffer.withWords { words, stride in (Array(words), stride) }
        // Row 0, its two padding words as the memory holds them, then row 1 up to its last pixel.
        let pad = GuardedMemory.pattern
        #expect(stride == 5)
        #expect(words == [0, 0, 0, pad, pad, 0, 0, 0xFF01_0203])
    }

    @Test func wordsOfAnOwnedBufferArePackedRows() throws {
        let canvas = makeCanvas(2, 3, format: .xrgb8888)
        canvas.fill(Rect(1, 2, 1, 1), color: Color(r: 0x12, g: 0x34, b: 0x56))
        let (words, stride) = canvas.buffer.withWords { words, stride in (Array(words), stride) }
        #expect(stride == 2)
        #expect(words == [0xFF00_0000, 0xFF00_0000, 0xFF00_0000, 0xFF00_0000, 0xFF00_0000, 0xFF12_3456])
    }
}
