import Geometry
import Testing

@testable import Raster

@Suite struct FillCoverageTests {
    @Test func rectangleOnPixelBoundariesIsExact() {
        let canvas = makeCanvas(8, 8)
        canvas.fill(Path.rect(Rect(2, 1, 4, 5)), color: white)
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = x >= 2 && x < 6 && y >= 1 && y < 6
                #expect(coverage(canvas, x, y) == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func halfPixelOffsetEdgesAreHalfCovered() {
        let canvas = makeCanvas(8, 8)
        canvas.fill(Path.rect(Rect(1.5, 1.5, 4, 4)), color: white)
        // Inside 2...4 full; the edge rows/columns 1 and 5 half; corners a quarter.
        #expect(coverage(canvas, 3, 3) == 255)
        for x in 2...4 {
            #expect(abs(coverage(canvas, x, 1) - 128) <= 1)
            #expect(abs(coverage(canvas, x, 5) - 128) <= 1)
            #expect(abs(coverage(canvas, 1, x) - 128) <= 1)
            #expect(abs(coverage(canvas, 5, x) - 128) <= 1)
        }
        #expect(abs(coverage(canvas, 1, 1) - 64) <= 1)
        #expect(abs(coverage(canvas, 5, 5) - 64) <= 1)
        #expect(coverage(canvas, 0, 3) == 0)
        #expect(coverage(canvas, 6, 3) == 0)
    }

    @Test func triangleHasKnownPartialPixels() {
        // Below the line y = 1 - x/2: pixel (0,0) holds 3/4 of it, pixel (1,0) 1/4.
        let canvas = makeCanvas(4, 2)
        canvas.fill(polygon([(0, 0), (2, 0), (0, 1)]), color: white)
        #expect(coverage(canvas, 0, 0) == 191)
        #expect(coverage(canvas, 1, 0) == 64)
        #expect(coverage(canvas, 2, 0) == 0)
        #expect(coverage(canvas, 0, 1) == 0)
    }

    @Test func steepAndShallowEdgesSplitAcrossManyPixels() {
        // A right triangle with a shallow hypotenuse from (0,2) to (8,0): column i
        // holds the trapezoid between heights 2 - i/4 and 2 - (i+1)/4 in two rows.
        let canvas = makeCanvas(8, 2)
        canvas.fill(polygon([(0, 0), (8, 0), (0, 2)]), color: white)
        for i in 0..<8 {
            let mid = 2 - (Double(i) + 0.5) / 4  // mean height of the column
            let top = min(mid, 1), bottom = max(mid - 1, 0)
            #expect(abs(coverage(canvas, i, 0) - Int(top * 255 + 0.5)) <= 1, "column \(i)")
            #expect(abs(coverage(canvas, i, 1) - Int(bottom * 255 + 0.5)) <= 1, "column \(i)")
        }
    }

    @Test func largeCircleAreaMatchesPiRSquared() {
        let canvas = makeCanvas(220, 220)
        let r = 100.0
        canvas.fill(Path.circle(center: Point(110.3, 109.6), radius: r), color: white)
        let total = alphas(canvas).joined().reduce(0, +)
        let area = Double(total) / 255
        #expect(abs(area - Double.pi * r * r) / (Double.pi * r * r) < 0.001)
    }

    @Test func fillRectMatchesFillOfTheSamePath() {
        let rects = [
            Rect(1.25, 0.5, 5.5, 3.75), Rect(2.1, 2.2, 0.6, 0.3), Rect(0, 0, 3, 3.5),
            Rect(3.9, 1.1, 2.2, 0.8),
        ]
        for r in rects {
            let a = makeCanvas(8, 6), b = makeCanvas(8, 6)
            a.fill(r, color: white)
            b.fill(Path.rect(r), color: white)
            let da = alphas(a).joined(), db = alphas(b).joined()
            #expect(zip(da, db).allSatisfy { abs($0 - $1) <= 1 }, "\(r)")
            #expect(da.reduce(0, +) > 0)
        }
    }

    @Test func narrowRectangleIsCoveredColumnByColumn() {
        // A stripe x 2.25...6.75, y 0.5...2.5: rows of up to eight pixels go
        // to the painter as vectors of four, with these coverages.
        let edge = [0, 0, 96, 128, 128, 128, 96, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let middle = [0, 0, 191, 255, 255, 255, 191, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let canvas = makeCanvas(16, 3)
        canvas.fill(Rect(2.25, 0.5, 4.5, 2), color: white)
        #expect(alphas(canvas) == [edge, middle, edge])

        // Clipped to x < 5.5: the clip's half-covered column halves the stripe there.
        let clipped = makeCanvas(16, 3)
        clipped.pushClip(Rect(0, 0, 5.5, 3))
        clipped.fill(Rect(2.25, 0.5, 4.5, 2), color: white)
        clipped.popClip()
        let clippedEdge = [0, 0, 96, 128, 128, 64, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        let clippedMiddle = [0, 0, 191, 255, 255, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(alphas(clipped) == [clippedEdge, clippedMiddle, clippedEdge])
    }

    @Test func shapeAtTheRightEdgeIsCoveredAsAwayFromIt() {
        // A row's last chunk of four goes as one vector where the buffer goes
        // on past the shape, pixel by pixel where it ends within the chunk:
        // the same triangle, whole pixels apart, gets the same coverage.
        let triangle = polygon([(0.3, 0.2), (5.7, 1.1), (2.2, 5.9)])
        let inside = makeCanvas(16, 7), atEdge = makeCanvas(10, 7)
        inside.fill(triangle, color: white, transform: .translation(3, 0))
        atEdge.fill(triangle, color: white, transform: .translation(4, 0))
        for y in 0..<7 {
            let a = (3..<10).map { coverage(inside, $0, y) }
            let b = (4..<10).map { coverage(atEdge, $0, y) } + [0]
            #expect(a == b, "row \(y)")
        }
        #expect(alphas(atEdge).joined().reduce(0, +) > 0)

        // Cut by a dirty rectangle mid-chunk: past its edge the shape goes on,
        // but the pixels there, though handed over in the chunk, stay as they were.
        let cut = makeCanvas(16, 7)
        cut.dirtyRect = Rect(0, 0, 6, 7)
        cut.fill(triangle, color: white, transform: .translation(3, 0))
        for y in 0..<7 {
            #expect((0..<6).map { coverage(cut, $0, y) } == (0..<6).map { coverage(inside, $0, y) }, "row \(y)")
            #expect((6..<16).allSatisfy { coverage(cut, $0, y) == 0 }, "row \(y)")
        }
    }

    @Test func transformIsApplied() {
        let canvas = makeCanvas(8, 8)
        canvas.fill(Path.rect(Rect(0, 0, 1, 1)), color: white, transform: .scale(2).translatedBy(3, 4))
        #expect(coverage(canvas, 3, 4) == 255)
        #expect(coverage(canvas, 4, 5) == 255)
        #expect(coverage(canvas, 5, 4) == 0)
        #expect(coverage(canvas, 2, 4) == 0)
    }

    @Test func symmetricShapeRendersSymmetrically() {
        // A star centred on the buffer's centre, mirrored left-right, matches itself.
        let canvas = makeCanvas(41, 41)
        var points: [(Double, Double)] = []
        for k in 0..<10 {
            let angle = Double(k) * Double.pi / 5
            let radius = k % 2 == 0 ? 18.0 : 7.3
            points.append((20.5 + radius * sine(angle), 20.5 - radius * cosine(angle)))
        }
        canvas.fill(polygon(points), color: white)
        canvas.fill(Path.circle(center: Point(20.5, 20.5), radius: 3.3), color: Color(r: 0, g: 0, b: 0))
        let image = alphas(canvas)
        for row in image {
            #expect(zip(row, row.reversed()).allSatisfy { abs($0 - $1) <= 1 })
        }
        #expect(image.joined().reduce(0, +) > 255 * 100)
    }
}

@Suite struct BandTests {
    @Test func wideRegionsAreDrawnInSeamlessBands() {
        // 2000 px wide: bands of 32 rows. The hypotenuse x = 2000 − 20 y crosses
        // every band boundary; each row j holds exactly the trapezoid area
        // 2000 − 20 (j + 0.5) of coverage.
        let canvas = makeCanvas(2000, 100)
        #expect(Accumulator.bandHeight(width: 2000) == 32)
        canvas.fill(polygon([(0, 0), (2000, 0), (0, 100)]), color: white)
        let image = alphas(canvas)
        for j in [0, 30, 31, 32, 33, 63, 64, 65, 99] {
            let rowArea = Double(image[j].reduce(0, +)) / 255
            #expect(abs(rowArea - (2000 - 20 * (Double(j) + 0.5))) < 0.5, "row \(j)")
        }
        #expect(image[31][1358] == 255)
        #expect(image[32][1338] == 255)
        #expect(image[32][1361] == 0)
    }

    @Test func manySmallContoursAcrossBandsAreAllDrawn() {
        // 60 separate 2 × 2 squares down a 2000 px wide buffer (bands of 32 rows):
        // each band skips the contours outside it, and every square is still exact.
        var path = Path()
        for k in 0..<60 { path.append(Path.rect(Rect(Double(k * 30 + 7), Double(k * 3) + 0.5, 2, 2))) }
        let canvas = makeCanvas(2000, 184)
        canvas.fill(path, color: white)
        let total = alphas(canvas).joined().reduce(0, +)
        #expect(total == 60 * 2 * (128 + 255 + 128))  // half, full, half rows; 0.5 rounds up
        #expect(coverage(canvas, 7 + 30 * 33, 33 * 3 + 1) == 255)
        #expect(coverage(canvas, 7 + 30 * 33, 33 * 3) == 128)
    }

    @Test func clipMasksAreBandedToo() {
        let canvas = makeCanvas(2000, 70)
        canvas.pushClip(polygon([(0, 0), (2000, 0), (2000, 70), (0, 70)]), rule: .evenOdd)
        canvas.fill(Rect(0, 0, 2000, 70), color: white)
        #expect(alphas(canvas).joined().allSatisfy { $0 == 255 })
    }
}
