import Raster
import Testing

/// Regression tests for bugs the random drawing fuzz found.
@Suite struct RasterFuzzTests {
    /// Bug: a curve whose control point was NaN or infinite, with finite end points, was
    /// drawn as a straight line (the flattening never read the control point).
    @Test func nonFiniteControlPointDrawsNothing() {
        var paths: [Path] = []
        for bad in [Point(.infinity, 5), Point(5, .nan), Point(-.infinity, -.infinity)] {
            var quad = Path()
            quad.move(to: Point(1, 1)); quad.line(to: Point(9, 1)); quad.quad(to: Point(1, 9), control: bad); quad.close()
            var cubic = Path()
            cubic.move(to: Point(1, 1)); cubic.line(to: Point(9, 1))
            cubic.cubic(to: Point(1, 9), control1: Point(9, 9), control2: bad); cubic.close()
            paths += [quad, cubic]
        }
        for path in paths {
            #expect(!Polylines(path).isFinite)
            let canvas = makeCanvas(10, 10)
            canvas.fill(path, color: .white)
            canvas.stroke(path, style: StrokeStyle(width: 2), color: .white)
            #expect(alphas(canvas).joined().allSatisfy { $0 == 0 })
        }
    }
}
