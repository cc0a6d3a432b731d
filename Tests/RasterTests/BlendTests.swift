import Geometry
import Testing
@testable import Raster

@Suite struct BlendTests {
    @Test func halfRedOverOpaqueBlue() {
        // Premultiplied 50% red is 0x80800000; over 0xFF0000FF it gives
        // red 128, blue 255 · (255 − 128) / 255 = 127, alpha 255.
        let canvas = makeCanvas(2, 2)
        canvas.clear(Color(r: 0, g: 0, b: 255))
        canvas.fill(Rect(0, 0, 2, 2), color: Color(r: 255, g: 0, b: 0, a: 128))
        #expect(canvas.buffer.premultipliedPixel(x: 1, y: 1) == 0xFF80_007F)
    }

    @Test func halfCoverageOfOpaqueRedOverBlue() {
        let canvas = makeCanvas(2, 1)
        canvas.clear(Color(r: 0, g: 0, b: 255))
        canvas.fill(Path.rect(Rect(0.5, 0, 1.5, 1)), color: Color(r: 255, g: 0, b: 0))
        // Coverage 128 (0.5 rounded): red 128, blue 127.
        #expect(canvas.buffer.premultipliedPixel(x: 0, y: 0) == 0xFF80_007F)
        #expect(canvas.buffer.premultipliedPixel(x: 1, y: 0) == 0xFFFF_0000)
    }

    @Test func overTransparentKeepsTheSource() {
        let canvas = makeCanvas(1, 1)
        canvas.fill(Rect(0, 0, 1, 1), color: Color(r: 200, g: 100, b: 50, a: 255))
        #expect(canvas.buffer.pixel(x: 0, y: 0) == Color(r: 200, g: 100, b: 50))
        let other = makeCanvas(1, 1)
        other.fill(Rect(0, 0, 1, 1), color: Color(r: 255, g: 255, b: 255, a: 51))
        #expect(other.buffer.premultipliedPixel(x: 0, y: 0) == 0x3333_3333)
    }

    @Test func scaleRoundsLikePixman() {
        #expect(Blend.mul8(255, 255) == 255)
        #expect(Blend.mul8(128, 255) == 128)
        #expect(Blend.mul8(255, 128) == 128)
        #expect(Blend.mul8(1, 127) == 0)
        #expect(Blend.mul8(1, 128) == 1)
        #expect(Blend.scale(0xFF80_4020, 128) == 0x8040_2010)
    }

    @Test func transparentColourDrawsNothing() {
        let canvas = makeCanvas(2, 2)
        canvas.clear(Color(r: 1, g: 2, b: 3))
        canvas.fill(Rect(0, 0, 2, 2), color: .clear)
        canvas.fill(Path.rect(Rect(0, 0, 2, 2)), color: .clear)
        #expect(canvas.buffer.pixel(x: 0, y: 0) == Color(r: 1, g: 2, b: 3))
    }
}
