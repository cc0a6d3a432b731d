import Geometry
import Testing

@testable import Raster

@Suite struct CanvasStrokeTests {
    @Test func horizontalLineCoversItsWidth() {
        // A 2 px butt-capped line along y = 4 from x = 2 to 8 covers rows 3 and 4, columns 2..7.
        var line = Path()
        line.move(to: Point(2, 4))
        line.line(to: Point(8, 4))
        let canvas = makeCanvas(10, 8)
        canvas.stroke(line, style: StrokeStyle(width: 2, cap: .butt), color: white)
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (2..<8).contains(x) && (3..<5).contains(y)
                #expect(coverage(canvas, x, y) == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func closedSquareOutlineLeavesTheInsideEmpty() {
        // A 1 px stroke centred on the square 2..8: the ring from 1.5 to 8.5 minus
        // 2.5..7.5, so columns 1 and 2 are each half covered along the sides.
        let canvas = makeCanvas(10, 10)
        canvas.stroke(Path.rect(Rect(2, 2, 6, 6)), style: StrokeStyle(width: 1), color: white)
        #expect(coverage(canvas, 5, 5) == 0)
        #expect(abs(coverage(canvas, 2, 5) - 128) <= 1)
        #expect(abs(coverage(canvas, 1, 5) - 128) <= 1)
        #expect(coverage(canvas, 3, 5) == 0)
        #expect(abs(coverage(canvas, 8, 2) - 128) <= 1)
        // The miter corner: pixel (1, 1) holds the outer quarter of the corner square.
        #expect(abs(coverage(canvas, 1, 1) - 64) <= 1)
    }

    @Test func widthStaysInPixelsUnderTheTransform() {
        // The path is scaled, the pen is not: a unit-space line scaled 2× to
        // y = 4 from x = 2 to 8 keeps its 2 px width (rows 3 and 4).
        var line = Path()
        line.move(to: Point(1, 2))
        line.line(to: Point(4, 2))
        let canvas = makeCanvas(10, 8)
        canvas.stroke(line, style: StrokeStyle(width: 2), color: white, transform: .scale(2))
        #expect(coverage(canvas, 5, 3) == 255)
        #expect(coverage(canvas, 5, 4) == 255)
        #expect(coverage(canvas, 5, 2) == 0)
        #expect(coverage(canvas, 5, 5) == 0)
        #expect(coverage(canvas, 1, 3) == 0)
        #expect(coverage(canvas, 7, 3) == 255)
    }

    @Test func zeroWidthOrClearColourDrawsNothing() {
        let canvas = makeCanvas(6, 6)
        canvas.stroke(Path.rect(Rect(1, 1, 3, 3)), style: StrokeStyle(width: 0), color: white)
        canvas.stroke(Path.rect(Rect(1, 1, 3, 3)), style: StrokeStyle(width: 2), color: .clear)
        canvas.stroke(Path.rect(Rect(1, 1, 3, 3)), style: StrokeStyle(width: .infinity), color: white)
        #expect(alphas(canvas).joined().allSatisfy { $0 == 0 })
    }
}
