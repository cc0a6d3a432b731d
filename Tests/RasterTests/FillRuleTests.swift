import Geometry
import Testing

@testable import Raster

@Suite struct FillRuleTests {
    /// Two squares, 0..4 and 2..6, as one path; they overlap on 2..4.
    let squares: Path = {
        var p = Path.rect(Rect(0, 0, 4, 4))
        p.append(Path.rect(Rect(2, 2, 4, 4)))
        return p
    }()

    /// A pentagram drawn in one stroke: its centre has winding number 2.
    let pentagram: Path = {
        var points: [(Double, Double)] = []
        for k in 0..<5 {
            let angle = Double(k * 2) * 2 * Double.pi / 5
            points.append((10 + 9 * sine(angle), 10 - 9 * cosine(angle)))
        }
        return polygon(points)
    }()

    @Test func overlappingSquaresNonZeroFillsTheOverlap() {
        let canvas = makeCanvas(7, 7)
        canvas.fill(squares, color: white, rule: .nonZero)
        #expect(coverage(canvas, 3, 3) == 255)
        #expect(coverage(canvas, 1, 1) == 255)
        #expect(coverage(canvas, 5, 5) == 255)
        #expect(coverage(canvas, 5, 1) == 0)
    }

    @Test func overlappingSquaresEvenOddEmptiesTheOverlap() {
        let canvas = makeCanvas(7, 7)
        canvas.fill(squares, color: white, rule: .evenOdd)
        #expect(coverage(canvas, 2, 2) == 0)
        #expect(coverage(canvas, 3, 3) == 0)
        #expect(coverage(canvas, 1, 1) == 255)
        #expect(coverage(canvas, 5, 5) == 255)
        #expect(coverage(canvas, 1, 3) == 255)
    }

    @Test func pentagramCentreFollowsTheRule() {
        let nonZero = makeCanvas(20, 20), evenOdd = makeCanvas(20, 20)
        nonZero.fill(pentagram, color: white, rule: .nonZero)
        evenOdd.fill(pentagram, color: white, rule: .evenOdd)
        #expect(coverage(nonZero, 10, 10) == 255)
        #expect(coverage(evenOdd, 10, 10) == 0)
        // A star point (winding 1) is filled under both rules.
        #expect(coverage(nonZero, 10, 5) == 255)
        #expect(coverage(evenOdd, 10, 5) == 255)
    }

    @Test func oppositeWindingsCancelUnderNonZero() {
        // An outer square clockwise and an inner one counter-clockwise make a hole.
        var path = polygon([(0, 0), (6, 0), (6, 6), (0, 6)])
        path.append(polygon([(2, 2), (2, 4), (4, 4), (4, 2)]))
        let canvas = makeCanvas(6, 6)
        canvas.fill(path, color: white, rule: .nonZero)
        #expect(coverage(canvas, 3, 3) == 0)
        #expect(coverage(canvas, 1, 3) == 255)
    }
}
