import Geometry
import Testing

@testable import Raster

@Suite struct ClipTests {
    @Test func clippedFillIsTheProductOfCoverages() {
        // Clip to the right half of pixel column 2 (x 2.5...8); fill the bottom
        // half of row 1 (y 1.5...8): pixel (2,1) gets 1/2 · 1/2.
        let canvas = makeCanvas(8, 8)
        canvas.pushClip(Path.rect(Rect(2.5, 0, 5.5, 8)))
        canvas.fill(Path.rect(Rect(0, 1.5, 8, 6.5)), color: white)
        canvas.popClip()
        #expect(abs(coverage(canvas, 2, 1) - 64) <= 1)
        #expect(abs(coverage(canvas, 2, 4) - 128) <= 1)
        #expect(abs(coverage(canvas, 4, 1) - 128) <= 1)
        #expect(coverage(canvas, 4, 4) == 255)
        #expect(coverage(canvas, 1, 4) == 0)
    }

    @Test func popRestoresDrawingEverywhere() {
        let canvas = makeCanvas(8, 8)
        canvas.pushClip(Path.rect(Rect(0, 0, 2, 2)))
        #expect(canvas.clipDepth == 1)
        canvas.popClip()
        #expect(canvas.clipDepth == 0)
        canvas.popClip()  // one pop too many does nothing
        canvas.fill(Path.rect(Rect(0, 0, 8, 8)), color: white)
        #expect(coverage(canvas, 7, 7) == 255)
    }

    @Test func nestedClipsIntersect() {
        let canvas = makeCanvas(10, 10)
        canvas.pushClip(Path.rect(Rect(0, 0, 6, 10)))
        canvas.pushClip(Path.rect(Rect(4, 0, 6, 10)))
        canvas.fill(Path.rect(Rect(0, 0, 10, 10)), color: white)
        #expect(coverage(canvas, 3, 5) == 0)
        #expect(coverage(canvas, 4, 5) == 255)
        #expect(coverage(canvas, 5, 5) == 255)
        #expect(coverage(canvas, 6, 5) == 0)
        canvas.popClip()
        canvas.fill(Path.rect(Rect(0, 0, 10, 10)), color: white)
        #expect(coverage(canvas, 3, 5) == 255)
        #expect(coverage(canvas, 6, 5) == 0)
    }

    @Test func nestedPartialClipsMultiply() {
        // Two half-covering clips on the same pixel leave a quarter.
        let canvas = makeCanvas(4, 4)
        canvas.pushClip(Rect(1.5, 0, 3, 4))
        canvas.pushClip(Path.rect(Rect(0, 1.5, 4, 3)))
        canvas.fill(Rect(0, 0, 4, 4), color: white)
        #expect(abs(coverage(canvas, 1, 1) - 64) <= 1)
        #expect(abs(coverage(canvas, 2, 1) - 128) <= 1)
        #expect(coverage(canvas, 2, 2) == 255)
    }

    @Test func clipToCircleKeepsTheCircleArea() {
        let canvas = makeCanvas(64, 64)
        canvas.pushClip(Path.circle(center: Point(32, 32), radius: 20), rule: .evenOdd)
        for k in 0..<64 { canvas.fill(Rect(Double(k), 0, 1, 64), color: white) }
        canvas.popClip()
        let area = Double(alphas(canvas).joined().reduce(0, +)) / 255
        #expect(abs(area - Double.pi * 400) < Double.pi * 400 * 0.005)
        #expect(coverage(canvas, 32, 32) == 255)
        #expect(coverage(canvas, 5, 5) == 0)
    }

    @Test func emptyOrNonFiniteClipHidesEverything() {
        let canvas = makeCanvas(4, 4)
        canvas.pushClip(Path())
        canvas.fill(Rect(0, 0, 4, 4), color: white)
        canvas.pushClip(Path.rect(Rect(0, 0, .nan, 4)))
        canvas.fill(Path.rect(Rect(0, 0, 4, 4)), color: white)
        #expect(canvas.clipDepth == 2)
        #expect(alphas(canvas).joined().allSatisfy { $0 == 0 })
    }

    @Test func dirtyRectLimitsDrawingAndClear() {
        let canvas = makeCanvas(8, 8)
        canvas.dirtyRect = Rect(2, 2, 3, 3)
        canvas.clear(Color(r: 0, g: 0, b: 0))
        canvas.fill(Path.rect(Rect(0, 0, 8, 8)), color: Color(r: 255, g: 0, b: 0))
        #expect(canvas.buffer.pixel(x: 2, y: 2) == Color(r: 255, g: 0, b: 0))
        #expect(canvas.buffer.pixel(x: 4, y: 4) == Color(r: 255, g: 0, b: 0))
        #expect(canvas.buffer.pixel(x: 5, y: 4) == .clear)
        #expect(canvas.buffer.pixel(x: 1, y: 1) == .clear)
        canvas.dirtyRect = nil
        canvas.clear(.white)
        #expect(canvas.buffer.pixel(x: 7, y: 7) == .white)
    }
}
