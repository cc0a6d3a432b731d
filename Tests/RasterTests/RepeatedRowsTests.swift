import Geometry
import Testing

@testable import Raster

/// Rows crossed only by vertical edges are resolved once and replayed
/// (`Repeats`); these check that every such row still gets its own exact
/// coverage, over its own destination, and that a row where a vertical edge
/// ends or starts is never taken for the one above.
@Suite struct RepeatedRowsTests {
    /// On a buffer 11 pixels wide the rows' last chunk is cut by its edge and
    /// goes pixel by pixel, as recorded calls of their own.
    @Test(arguments: [12, 11])
    func stepShapeHasExactCoverageInEveryRow(width: Int) {
        // An L: x 0.5...10.25 down to y = 10, then x 0.5...5.75 down to y = 20.5.
        // Row 9 is the last of the right edge and row 10 the first of the inner one.
        let canvas = makeCanvas(width, 22)
        canvas.fill(
            polygon([(0.5, 0.5), (10.25, 0.5), (10.25, 10), (5.75, 10), (5.75, 20.5), (0.5, 20.5)]),
            color: white)
        let top = [64, 128, 128, 128, 128, 128, 128, 128, 128, 128, 32, 0]
        let upper = [128, 255, 255, 255, 255, 255, 255, 255, 255, 255, 64, 0]
        let lower = [128, 255, 255, 255, 255, 191, 0, 0, 0, 0, 0, 0]
        let bottom = [64, 128, 128, 128, 128, 96, 0, 0, 0, 0, 0, 0]
        let expected =
            [top] + Array(repeating: upper, count: 9) + Array(repeating: lower, count: 10)
            + [bottom, Array(repeating: 0, count: 12)]
        #expect(alphas(canvas) == expected.map { Array($0.prefix(width)) })
    }

    @Test func rowAfterAnEdgeEndingOnARowBoundaryIsResolvedAgain() {
        // A hole (even-odd) x 2.5...8.5, rows 1 to 9, that ends exactly at
        // y = 10 inside a frame x 0.5...10.5 that goes on to y = 20.5: row 10
        // has only the frame's edges, none of which starts there.
        var path = polygon([(0.5, 0.5), (10.5, 0.5), (10.5, 20.5), (0.5, 20.5)])
        path.move(to: Point(2.5, 1))
        path.line(to: Point(8.5, 1))
        path.line(to: Point(8.5, 10))
        path.line(to: Point(2.5, 10))
        path.close()
        let canvas = makeCanvas(12, 22)
        canvas.fill(path, color: white, rule: .evenOdd)
        let first = [64, 128, 128, 128, 128, 128, 128, 128, 128, 128, 64, 0]
        let holed = [128, 255, 128, 0, 0, 0, 0, 0, 128, 255, 128, 0]
        let whole = [128, 255, 255, 255, 255, 255, 255, 255, 255, 255, 128, 0]
        let last = [64, 128, 128, 128, 128, 128, 128, 128, 128, 128, 64, 0]
        let expected =
            [first] + Array(repeating: holed, count: 9) + Array(repeating: whole, count: 10)
            + [last, Array(repeating: 0, count: 12)]
        #expect(alphas(canvas) == expected)
    }

    @Test func repeatedRowsBlendOverTheirOwnDestination() {
        // Rows alternately red and blue; a green band x 1.25...4.75 over all of
        // them covers columns 1 and 4 by three quarters in every row.
        let canvas = makeCanvas(6, 12)
        let red = Color(r: 200, g: 30, b: 40), blue = Color(r: 20, g: 40, b: 210), green = Color(r: 30, g: 160, b: 60)
        for y in 0..<12 { canvas.fill(Rect(0, Double(y), 6, 1), color: y % 2 == 0 ? red : blue) }
        canvas.fill(polygon([(1.25, 0), (4.75, 0), (4.75, 12), (1.25, 12)]), color: green)
        let g = green.premultipliedARGB
        for y in 0..<12 {
            let below = (y % 2 == 0 ? red : blue).premultipliedARGB
            let edge = Blend.lerp(g & 0x00FF_00FF, (g >> 8) & 0x00FF_00FF, coverage: 191, below)
            let row = (0..<6).map { canvas.buffer.premultipliedPixel(x: $0, y: y) }
            #expect(row == [below, edge, g, g, edge, below], "row \(y)")
        }
    }

    @Test func repeatedRowsUnderAClipTakeEachRowsClip() {
        // A band with vertical sides, clipped to a circle: the clip differs in
        // every row, so the band must match the same rectangle filled by
        // `fill(_: Rect)`, which never goes through the accumulator.
        let band = Rect(3.25, 1.5, 13.5, 18)
        let clip = Path.circle(center: Point(10, 10), radius: 8.3)
        let a = makeCanvas(20, 20), b = makeCanvas(20, 20)
        for (canvas, path) in [(a, true), (b, false)] {
            canvas.pushClip(clip)
            if path { canvas.fill(Path.rect(band), color: white) } else { canvas.fill(band, color: white) }
            canvas.popClip()
        }
        let da = alphas(a).joined(), db = alphas(b).joined()
        #expect(zip(da, db).allSatisfy { abs($0 - $1) <= 1 })
        #expect(Set(alphas(a)).count > 5, "the clip changes from row to row")
    }

    @Test func cellsOfRepeatedRowsAreLeftClean() {
        // A tall band drawn as a path, then a diamond over the same pixels
        // (the same region of the accumulator): the diamond comes out as it
        // does over the band drawn by `fill(_: Rect)`, without the accumulator.
        let band = Rect(1.25, 0.5, 3.5, 15)
        let diamond = polygon([(3, 0.5), (4.75, 8), (3, 15.5), (1.25, 8)])
        let a = makeCanvas(6, 16), b = makeCanvas(6, 16)
        a.fill(Path.rect(band), color: Color.black)
        b.fill(band, color: Color.black)
        #expect(samePixels(a.buffer, b.buffer))
        a.fill(diamond, color: white)
        b.fill(diamond, color: white)
        #expect(samePixels(a.buffer, b.buffer))
    }

    @Test func stripeRowsUnderAClipBlendEachRowsPixelsAndClip() {
        // A stripe x 2.25...6.75 (one vector and a second, per row) under a
        // circle, over rows that change colour every third row: its rows have
        // one coverage, but the pixels beneath and the clip come and go.
        let width = 12, height = 24
        let clip = Path.circle(center: Point(6, 12), radius: 9.3)
        let red = Color(r: 200, g: 30, b: 40), blue = Color(r: 20, g: 40, b: 210), green = Color(r: 30, g: 160, b: 60)
        let canvas = makeCanvas(width, height)
        for y in 0..<height { canvas.fill(Rect(0, Double(y), Double(width), 1), color: y / 3 % 2 == 0 ? red : blue) }
        canvas.pushClip(clip)
        canvas.fill(Rect(2.25, 0.5, 4.5, 23), color: green)
        canvas.popClip()
        // The clip's values are the circle's coverage, as a fill of it shows.
        let mask = makeCanvas(width, height)
        mask.fill(clip, color: white)
        let g = green.premultipliedARGB
        let columns: [UInt32] = [0, 0, 191, 255, 255, 255, 191, 0, 0, 0, 0, 0]
        for y in 0..<height {
            let below = (y / 3 % 2 == 0 ? red : blue).premultipliedARGB
            let rowCover: UInt32 = y == 0 || y == height - 1 ? 128 : 255
            for x in 0..<width {
                let c = Blend.mul8(Blend.mul8(columns[x], rowCover), UInt32(coverage(mask, x, y)))
                let expected = Blend.lerp(g & 0x00FF_00FF, (g >> 8) & 0x00FF_00FF, coverage: c, below)
                #expect(canvas.buffer.premultipliedPixel(x: x, y: y) == expected, "pixel \(x),\(y)")
            }
        }
    }
}
