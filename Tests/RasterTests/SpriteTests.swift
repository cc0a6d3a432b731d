import Geometry
import Testing

@testable import Raster

/// Drawing a sprite: the same pixels as blending every pixel, wherever it is cut off.
@Suite struct SpriteTests {
    /// A 9×7 sprite: an opaque block in the middle of each row, translucent and clear pixels around it.
    func sprite() throws -> Sprite {
        let image = try #require(PixelBuffer(width: 9, height: 7))
        let canvas = Canvas(buffer: image)
        canvas.fill(Rect(2, 1, 5, 5), color: Color(r: 200, g: 40, b: 10))
        canvas.fill(Rect(0, 0, 9, 7), color: Color(r: 0, g: 0, b: 255, a: 90))
        canvas.flush()
        return Sprite(image)
    }

    /// The sprite over a grey buffer, pixel by pixel with `Blend.over`, as the reference.
    func reference(_ sprite: Sprite, x: Int, y: Int, clip: PixelRect) throws -> PixelBuffer {
        let out = try #require(PixelBuffer(width: 20, height: 16))
        Canvas(buffer: out).clear(Color(r: 128, g: 128, b: 128))
        for sy in 0..<sprite.height {
            for sx in 0..<sprite.width {
                let tx = x + sx, ty = y + sy
                guard tx >= clip.x0, tx < clip.x1, ty >= clip.y0, ty < clip.y1,
                    let s = sprite.image.premultipliedPixel(x: sx, y: sy), s >> 24 > 0
                else { continue }
                out.row(ty)[tx] = Blend.over(s, out.row(ty)[tx])
            }
        }
        return out
    }

    @Test func theOpaqueRunOfEachRowIsFound() throws {
        let s = try sprite()
        #expect(s.opaqueRuns[0].isEmpty && s.opaqueRuns[6].isEmpty)
        #expect(s.opaqueRuns[1] == 2..<7 && s.opaqueRuns[5] == 2..<7)
    }

    @Test(arguments: [(5, 4), (-3, 2), (15, 2), (5, -4), (5, 12), (-8, -6), (19, 15)])
    func aSpriteCutOffByTheBufferEdgeDrawsWhatIsInside(x: Int, y: Int) throws {
        let s = try sprite()
        let out = try #require(PixelBuffer(width: 20, height: 16))
        let canvas = Canvas(buffer: out)
        canvas.clear(Color(r: 128, g: 128, b: 128))
        canvas.draw(s, x: x, y: y)
        canvas.flush()
        let expected = try reference(s, x: x, y: y, clip: PixelRect(x0: 0, y0: 0, x1: 20, y1: 16))
        #expect(samePixels(out, expected))
    }

    /// Clips that cut through the opaque run, miss it on either side, or hold it whole.
    @Test(arguments: [
        Rect(0, 0, 20, 16), Rect(8, 0, 2, 16), Rect(0, 0, 6, 16), Rect(11, 0, 9, 16),
        Rect(6, 6, 3, 1), Rect(13, 5, 1, 3),
    ])
    func aClippedSpriteDrawsOnlyInsideTheClip(clip: Rect) throws {
        let s = try sprite()
        let out = try #require(PixelBuffer(width: 20, height: 16))
        let canvas = Canvas(buffer: out)
        canvas.clear(Color(r: 128, g: 128, b: 128))
        canvas.draw(s, x: 5, y: 4, clip: clip)
        canvas.flush()
        let bound = PixelRect(x0: Int(clip.minX), y0: Int(clip.minY), x1: Int(clip.maxX), y1: Int(clip.maxY))
        #expect(samePixels(out, try reference(s, x: 5, y: 4, clip: bound)))
    }

    @Test func aNonFiniteClipDrawsNothing() throws {
        let s = try sprite()
        let out = try #require(PixelBuffer(width: 20, height: 16))
        let canvas = Canvas(buffer: out)
        canvas.clear(Color(r: 128, g: 128, b: 128))
        canvas.draw(s, x: 5, y: 4, clip: Rect(.nan, 0, 10, 10))
        canvas.flush()
        #expect(out.premultipliedPixel(x: 9, y: 7) == 0xFF80_8080)
    }

    /// Felt, then the sprite, then a bar across it: a deferring canvas records the
    /// sprite between the two fills and lands the same pixels as drawing at once.
    @Test func aDeferringCanvasKeepsTheSpriteInOrder() throws {
        let s = try sprite()
        func draw(deferring: Bool) throws -> PixelBuffer {
            let out = try #require(PixelBuffer(width: 20, height: 16))
            let canvas = Canvas(buffer: out)
            canvas.deferringBytes = 0
            canvas.defersDrawing = deferring
            canvas.fill(Rect(0, 0, 20, 16), color: Color(r: 30, g: 90, b: 60))
            canvas.draw(s, x: 4, y: 3, clip: Rect(0, 0, 12, 16))
            canvas.fill(Rect(0, 6, 20, 2), color: Color(r: 250, g: 250, b: 250, a: 200))
            canvas.flush()
            return out
        }
        #expect(samePixels(try draw(deferring: true), try draw(deferring: false)))
    }
}
