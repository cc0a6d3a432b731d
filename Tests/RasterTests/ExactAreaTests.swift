import Geometry
import Testing

@testable import Raster

/// Every pixel's coverage against the exact area of the polygon within it,
/// found by clipping the polygon to the pixel's square (Sutherland and
/// Hodgman) and taking the clipped piece's area: a reference that shares
/// nothing with the rasterizer's walk over rows and columns.
@Suite struct ExactAreaTests {
    /// The area of the convex polygon `points` (any orientation) within the pixel at (`x`, `y`).
    static func area(of points: [(Double, Double)], inPixel x: Int, _ y: Int) -> Double {
        var piece = points
        let (x0, y0, x1, y1) = (Double(x), Double(y), Double(x + 1), Double(y + 1))
        // Each side of the square as "inside" and "where an edge crosses it".
        let sides: [((Double, Double)) -> Double] = [{ $0.0 - x0 }, { x1 - $0.0 }, { $0.1 - y0 }, { y1 - $0.1 }]
        for inside in sides {
            var kept: [(Double, Double)] = []
            for i in piece.indices {
                let a = piece[i], b = piece[(i + 1) % piece.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { kept.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    kept.append((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)))
                }
            }
            piece = kept
            if piece.isEmpty { return 0 }
        }
        var twice = 0.0
        for i in piece.indices {
            let a = piece[i], b = piece[(i + 1) % piece.count]
            twice += a.0 * b.1 - b.0 * a.1
        }
        return abs(twice) / 2
    }

    /// Fills `points` and checks every pixel against its exact area, to within one step of 255.
    static func check(_ points: [(Double, Double)], width: Int, height: Int) {
        let canvas = makeCanvas(width, height)
        canvas.fill(polygon(points), color: white)
        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let exact = Int((min(area(of: points, inPixel: x, y), 1) * 255).rounded())
                worst = max(worst, abs(coverage(canvas, x, y) - exact))
            }
        }
        #expect(worst <= 1, "\(points): off by \(worst)")
    }

    @Test func steepEdgesMatchTheExactArea() {
        // Sides with |dx/dy| from 0.05 to just under 1: a row's crossing
        // spans one column or two, through every offset within a pixel.
        for slope in [0.05, 0.3, 0.5, 0.75, 0.9, 0.998] {
            let h = 24.0
            Self.check(
                [(3.3, 0.4), (9.1, 0.4), (9.1 + slope * h, 0.4 + h), (3.3 + slope * h, 0.4 + h)],
                width: 40, height: 26)
            Self.check(
                [(30.7, 1.2), (36.2, 1.2), (36.2 - slope * h, 1.2 + h), (30.7 - slope * h, 1.2 + h)],
                width: 40, height: 26)
        }
    }

    @Test func edgesAroundASlopeOfOneMatchTheExactArea() {
        for slope in [0.999, 1, 1.001, 1.5, 2.3, 7] {
            let h = 12.0
            Self.check(
                [(1.6, 0.3), (4.9, 0.3), (4.9 + slope * h, 0.3 + h), (1.6 + slope * h, 0.3 + h)],
                width: 96, height: 14)
        }
    }

    @Test func trianglesMatchTheExactArea() {
        var r = SplitMix64(state: 0x5E7A_11CE)
        for _ in 0..<40 {
            let points = (0..<3).map { _ in (Double(r.next() % 3000) / 100, Double(r.next() % 3000) / 100) }
            Self.check(points, width: 31, height: 31)
        }
    }
}
