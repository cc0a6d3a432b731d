import Geometry
import Testing

@testable import Raster

/// Painting a coverage mask: the pixels drawing its shape at the same place gives.
@Suite struct CoverageMaskTests {
    /// A star-like outline, stroked with round joins (a miter would reach out of
    /// the box): slanted edges, overlaps and a hole, in a 23×19 box.
    static func drawShape(on canvas: Canvas, at x: Double, _ y: Double, color: Color) {
        let points = [(2.3, 9.1), (10.6, 1.4), (12.2, 7.7), (21.1, 6.2), (14.9, 12.8), (18.4, 17.6), (6.1, 15.3)]
        canvas.stroke(
            polygon(points.map { ($0.0 + x, $0.1 + y) }), style: StrokeStyle(width: 2.6, join: .round), color: color)
    }

    static let mask = CoverageMask(width: 23, height: 19) { drawShape(on: $0, at: 0, 0, color: .white) }

    /// A 40×30 buffer with a background that changes from pixel to pixel.
    static func background(format: PixelFormat, defers: Bool) throws -> Canvas {
        let canvas = makeCanvas(40, 30, format: format)
        if defers {
            canvas.deferringBytes = 0
            canvas.defersDrawing = true
        }
        canvas.clear(Color(r: 30, g: 90, b: 60))
        for k in 0..<8 {
            canvas.fill(Rect(Double(k) * 5.3, 0, 2.7, 30), color: Color(r: UInt8(k * 30), g: 200, b: 17, a: 255))
            canvas.fill(Rect(0, Double(k) * 3.9, 40, 1.6), color: Color(r: 250, g: UInt8(k * 31), b: 99, a: 140))
        }
        return canvas
    }

    static let colors = [
        Color(r: 214, g: 40, b: 40), Color(r: 106, g: 44, b: 145, a: 170), Color(r: 1, g: 2, b: 3, a: 1),
    ]

    /// Inside the buffer the pixels are the same to the bit; cut off by its
    /// edges, the drawn shape's edges are clipped in floating point at other
    /// coordinates than the mask's, which may move a coverage by one step.
    @Test(arguments: colors, [PixelFormat.argb8888, .xrgb8888])
    func aMaskPaintsWhatDrawingTheShapeThereDoes(color: Color, format: PixelFormat) throws {
        let mask = try #require(Self.mask)
        for defers in [false, true] {
            for (x, y, steps) in [(3, 4, 0), (17, 11, 0), (-5, -3, 1), (30, 20, 1)] {
                let direct = try Self.background(format: format, defers: defers)
                Self.drawShape(on: direct, at: Double(x), Double(y), color: color)
                direct.flush()
                let painted = try Self.background(format: format, defers: defers)
                painted.draw(mask, color: color, x: x, y: y)
                painted.flush()
                let largest = largestDifference(painted.buffer, direct.buffer)
                #expect(largest <= steps, "at (\(x), \(y)), deferring \(defers)")
            }
        }
    }

    /// Clips on whole pixels: the mask is cut where a rectangular clip cuts the drawn shape.
    @Test(arguments: [
        Rect(0, 0, 40, 30), Rect(9, 6, 7, 20), Rect(0, 12, 40, 3), Rect(25, 0, 15, 30), Rect(50, 0, 5, 5),
    ])
    func aClippedMaskPaintsOnlyInsideTheClip(clip: Rect) throws {
        let mask = try #require(Self.mask)
        let direct = try Self.background(format: .argb8888, defers: false)
        direct.pushClip(clip)
        Self.drawShape(on: direct, at: 5, 6, color: Self.colors[0])
        direct.popClip()
        let painted = try Self.background(format: .argb8888, defers: false)
        painted.draw(mask, color: Self.colors[0], x: 5, y: 6, clip: clip)
        #expect(samePixels(painted.buffer, direct.buffer))
    }

    @Test func theMaskHoldsTheShapesCoverage() throws {
        let mask = try #require(CoverageMask(width: 5, height: 2) { $0.fill(Rect(1, 0, 2.5, 1), color: .white) })
        #expect((0..<5).map { mask.value(x: $0, y: 0) } == [0, 255, 255, 128, 0])
        #expect((0..<5).map { mask.value(x: $0, y: 1) } == [0, 0, 0, 0, 0])
        // Drawn translucent, the mask keeps the alpha painted.
        let faint = try #require(
            CoverageMask(width: 2, height: 1) { $0.fill(Rect(0, 0, 1, 1), color: Color(r: 9, g: 9, b: 9, a: 51)) })
        #expect(faint.value(x: 0, y: 0) == 51 && faint.value(x: 1, y: 0) == 0)
        #expect(CoverageMask(width: 0, height: 3) { _ in } == nil)
    }

    @Test func aTransparentColourPaintsNothing() throws {
        let mask = try #require(Self.mask)
        let canvas = try Self.background(format: .argb8888, defers: false)
        let before = try Self.background(format: .argb8888, defers: false)
        canvas.draw(mask, color: .clear, x: 4, y: 4)
        #expect(samePixels(canvas.buffer, before.buffer))
    }

    /// Rows of every length up to 13, four at a time and one by one, over the same pixels.
    @Test func rowsPaintTheSameFourAtATimeAndOneByOne() throws {
        var random = SplitMix64(state: 7)
        for n in 0...13 {
            for color in Self.colors {
                let mixed = (0..<n).map { _ in
                    [0, 255, UInt8(truncatingIfNeeded: random.next())][Int(random.next() % 3)]
                }
                // Whole groups of full coverage too, which an opaque colour stores without blending.
                let full = [UInt8](repeating: 255, count: n)
                let nearlyFull = (0..<n).map { $0 == n / 2 ? UInt8(254) : 255 }
                for coverage in [mixed, full, nearlyFull] {
                    let start = (0..<n).map { _ in UInt32(truncatingIfNeeded: random.next()) | 0xFF00_0000 }
                    var results: [[UInt32]] = []
                    for fourAtATime in [true, false] {
                        let buffer = try #require(PixelBuffer(width: max(n, 1), height: 1))
                        for x in 0..<n { buffer.row(0)[x] = start[x] }
                        let sink = PaintSink(
                            buffer: buffer, region: PixelRect(x0: 0, y0: 0, x1: max(n, 1), y1: 1),
                            color: color.premultipliedARGB)
                        coverage.withUnsafeBufferPointer {
                            Canvas.paintRow($0.baseAddress!, n, into: sink, fourAtATime: fourAtATime)
                        }
                        results.append((0..<n).map { buffer.row(0)[$0] })
                    }
                    #expect(results[0] == results[1], "\(n) pixels in \(color)")
                    if coverage == full && color.a == 255 {
                        #expect(results[0].allSatisfy { $0 == color.premultipliedARGB }, "\(n) pixels in \(color)")
                    }
                }
            }
        }
    }
}
