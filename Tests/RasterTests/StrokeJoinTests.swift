import Geometry
import Testing

@testable import Raster

@Suite struct StrokeJoinTests {
    /// A square of side 10, counter-clockwise on screen (y down).
    let square = [Point(0, 0), Point(0, 10), Point(10, 10), Point(10, 0)]

    @Test(arguments: [false, true])
    func miterSquareIsOuterMinusInner(reversed: Bool) {
        let points = reversed ? square.reversed() : square
        let out = stroked(points, closed: true, StrokeStyle(width: 2, join: .miter))
        #expect(signedArea(out) == 80)  // 12² - 8²
        #expect(out.contours.count == 2)
        #expect(out.contours.map(\.count) == [4, 4])
    }

    @Test(arguments: [false, true])
    func bevelSquareLosesFourCornerTriangles(reversed: Bool) {
        let points = reversed ? square.reversed() : square
        let out = stroked(points, closed: true, StrokeStyle(width: 2, join: .bevel))
        #expect(signedArea(out) == 78)  // 12² - 8² - 4 · 1² / 2
    }

    @Test func closedContourEndingAtItsStartIsTheSameSquare() {
        let out = stroked(square + [square[0]], closed: true, StrokeStyle(width: 2, join: .miter))
        #expect(signedArea(out) == 80)
        #expect(out.contours.map(\.count) == [4, 4])
    }

    @Test func roundSquareLiesBetweenBevelAndMiter() {
        let out = stroked(square, closed: true, StrokeStyle(width: 2, join: .round), tolerance: 0.01)
        // Miter minus four unit squares plus four flattened quarter discs.
        let discs = flattenedDiscArea(1, tol: 0.01)
        let expected = (80 - 4 + discs.lowerBound)...(80 - 4 + discs.upperBound)
        #expect(expected.contains(signedArea(out)))
        #expect(signedArea(out) > 78 && signedArea(out) < 80)
    }

    @Test func strokedCircleAreaIsCircumferenceTimesWidth() {
        let out = Path.circle(center: Point(100, 100), radius: 50).strokeOutline(StrokeStyle(width: 4))
        let expected = 2 * Double.pi * 50 * 4
        #expect(abs(signedArea(out) - expected) < 0.005 * expected)
        #expect(winding(out, at: Point(100, 100)) == 0)
        #expect(winding(out, at: Point(150, 100)) == 1)
        #expect(winding(out, at: Point(100, 47.5)) == 0)
    }

    /// Two legs of length 50 meeting at the origin at `degrees`, butt capped.
    func corner(_ degrees: Double) -> [Point] {
        let a = degrees * Double.pi / 180
        return [Point(50, 0), Point(0, 0), Point(50 * cosine(a), 50 * sine(a))]
    }

    /// The area of `corner` stroked with width 2 and a bevel join: the two
    /// legs, less the inner overlap h² tan(φ/2), plus the bevel triangle
    /// h² sin(φ)/2, for the turn φ = 180° - angle.
    func bevelArea(_ degrees: Double) -> Double {
        let half = (180 - degrees) / 2 * Double.pi / 180
        return 2 * 50 * 2 - sine(half) / cosine(half) + sine(2 * half) / 2
    }

    @Test func sharpCornerBeyondTheMiterLimitIsBeveled() {
        // A 10° corner's miter is 1 / sin 5° ≈ 11.5 widths long.
        let limited = stroked(corner(10), StrokeStyle(width: 2, join: .miter, miterLimit: 10))
        let beveled = stroked(corner(10), StrokeStyle(width: 2, join: .bevel))
        #expect(abs(signedArea(limited) - bevelArea(10)) < 1e-9)
        #expect(limited.points == beveled.points)
        // Within a limit of 12 the miter stays: the overlap and the miter cancel.
        let mitered = stroked(corner(10), StrokeStyle(width: 2, join: .miter, miterLimit: 12))
        #expect(abs(signedArea(mitered) - 200) < 1e-9)
        // The miter's spike ends at -(1 / sin 5°)(cos 5°, sin 5°) ≈ (-11.43, -1).
        #expect(winding(mitered, at: Point(-11, -0.96)) == 1)
        #expect(winding(limited, at: Point(-11, -0.96)) == 0)
    }

    @Test func rightAngleKeepsItsMiter() {
        let out = stroked(corner(90), StrokeStyle(width: 2, join: .miter, miterLimit: 10))
        #expect(abs(signedArea(out) - 200) < 1e-9)
        #expect(winding(out, at: Point(-0.9, -0.9)) == 1)
        let bevel = stroked(corner(90), StrokeStyle(width: 2, join: .bevel))
        #expect(abs(signedArea(bevel) - bevelArea(90)) < 1e-9)
        #expect(winding(bevel, at: Point(-0.9, -0.9)) == 0)
    }

    @Test(arguments: [-10, 0, 0.5, Double.nan])
    func miterLimitBelowOneBevelsEveryCorner(limit: Double) {
        let out = stroked(corner(90), StrokeStyle(width: 2, join: .miter, miterLimit: limit))
        #expect(out.points == stroked(corner(90), StrokeStyle(width: 2, join: .bevel)).points)
    }

    @Test func infiniteMiterLimitKeepsSharpMitersButNotReversals() {
        let sharp = stroked(corner(10), StrokeStyle(width: 2, join: .miter, miterLimit: .infinity))
        #expect(abs(signedArea(sharp) - 200) < 1e-9)
        let reversal = stroked(
            [Point(0, 0), Point(10, 0), Point(5, 0)],
            StrokeStyle(width: 2, join: .miter, miterLimit: .infinity))
        #expect(allFinite(reversal))
        #expect(signedArea(reversal) == 30)
    }

    @Test func sharpInnerCornerLeavesNoNotch() {
        // Legs too short for the inner offsets to meet within them: the inner
        // side goes through the pivot, and the whole wedge is covered.
        let out = stroked([Point(3, 0), Point(0, 0), Point(3, 0.6)], StrokeStyle(width: 2, join: .bevel))
        for x in stride(from: 0.05, through: 2.95, by: 0.1) {
            #expect(winding(out, at: Point(x, 0.5 * x / 3 * 0.6)) >= 1)
        }
    }
}
