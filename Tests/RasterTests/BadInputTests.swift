import Geometry
import Testing

@testable import Raster

/// Geometry partly or wholly outside the buffer, degenerate and non-finite
/// input: never a crash, never a write outside the buffer, and off-canvas
/// area still shades what it should (font-rs's `raster_issues` taught this).
@Suite struct BadInputTests {
    /// Runs `draw` on a 10 × 6 borrowed buffer with padding and guards; checks the guards.
    func guarded(_ draw: (Canvas) -> Void) throws -> Canvas {
        let memory = GuardedMemory(width: 10, height: 6, padWords: 2)
        let canvas = Canvas(buffer: try #require(memory.buffer()))
        draw(canvas)
        #expect(memory.outsideUntouched)
        return canvas
    }

    @Test func rectangleFromLeftOfTheBufferFillsItsColumns() throws {
        var result: [[Int]] = []
        _ = try guarded { canvas in
            canvas.fill(Path.rect(Rect(-100, 1, 110, 3)), color: white)
            result = alphas(canvas)
        }
        for y in 0..<6 {
            #expect(result[y] == Array(repeating: (1..<4).contains(y) ? 255 : 0, count: 10))
        }
    }

    @Test func slantedEdgeCrossingTheLeftBorderKeepsItsArea() throws {
        // Triangle (-4,0) (4,0) (-4,4): the hypotenuse y = (4 - x)/2 crosses x = 0.
        // Column 0 (x 0...1) holds mean height 1.75, so rows 0 and 1 are full and
        // row 2 is empty.
        _ = try guarded { canvas in
            canvas.fill(polygon([(-4, 0), (4, 0), (-4, 4)]), color: white)
            #expect(coverage(canvas, 0, 0) == 255)
            #expect(abs(coverage(canvas, 0, 1) - 191) <= 1)
            #expect(coverage(canvas, 0, 2) == 0)
            #expect(abs(coverage(canvas, 3, 0) - 64) <= 1)
        }
    }

    @Test func wholePathOutsideDrawsNothing() throws {
        _ = try guarded { canvas in
            canvas.fill(Path.rect(Rect(-50, -50, 20, 20)), color: white)
            canvas.fill(Path.rect(Rect(20, 1, 5, 5)), color: white)
            canvas.fill(Path.rect(Rect(1, 7, 5, 5)), color: white)
            canvas.fill(Path.rect(Rect(1, -9, 5, 5)), color: white)
            canvas.fill(Rect(-50, -50, 20, 20), color: white)
            #expect(alphas(canvas).joined().allSatisfy { $0 == 0 })
        }
    }

    @Test func pathCoveringEverythingFillsEverything() throws {
        _ = try guarded { canvas in
            canvas.fill(Path.circle(center: Point(5, 3), radius: 500), color: white)
            #expect(alphas(canvas).joined().allSatisfy { $0 == 255 })
        }
    }

    @Test func zeroAreaAndEmptyPathsDrawNothing() throws {
        _ = try guarded { canvas in
            canvas.fill(Path(), color: white)
            canvas.fill(Path.rect(Rect(2, 2, 0, 3)), color: white)
            canvas.fill(polygon([(1, 1), (5, 5), (9, 9)]), color: white)
            canvas.fill(polygon([(3, 3)]), color: white)
            canvas.fill(Rect(1, 1, 0, 4), color: white)
            canvas.fill(Rect(1, 1, -3, 4), color: white)
            var moves = Path()
            moves.move(to: Point(1, 1)); moves.move(to: Point(4, 4)); moves.close()
            canvas.fill(moves, color: white)
            #expect(alphas(canvas).joined().allSatisfy { $0 == 0 })
        }
    }

    @Test func degenerateCurvesDrawNothing() throws {
        _ = try guarded { canvas in
            var path = Path()
            let p = Point(3, 3)
            path.move(to: p)
            path.cubic(to: p, control1: p, control2: p)
            path.quad(to: p, control: p)
            path.close()
            canvas.fill(path, color: white)
            canvas.stroke(path, style: StrokeStyle(width: 0), color: white)
            #expect(alphas(canvas).joined().allSatisfy { $0 == 0 })
        }
    }

    @Test func hugeCoordinatesNeitherCrashNorHang() throws {
        _ = try guarded { canvas in
            canvas.fill(polygon([(-1e9, -1e9), (1e9, -1e9), (1e9, 1e9), (-1e9, 1e9)]), color: white)
            #expect(alphas(canvas).joined().allSatisfy { $0 == 255 })
        }
        _ = try guarded { canvas in
            // A thin sliver from far left to far right through the middle row.
            canvas.fill(polygon([(-1e9, 2), (1e9, 2), (1e9, 3), (-1e9, 3)]), color: white)
            canvas.fill(polygon([(1e300, 1e300), (-1e300, 1e300), (0, -1e300)]), color: white)
            canvas.fill(Rect(-1e9, -1e9, 2e9, 1e9 + 1), color: white)
            canvas.pushClip(Path.rect(Rect(-1e9, 0, 2e9, 1e9)))
            canvas.fill(Path.circle(center: Point(1e9, 1e9), radius: 1e9), color: white)
            canvas.popClip()
            #expect(coverage(canvas, 9, 2) == 255)
            #expect(coverage(canvas, 0, 0) == 255)
        }
    }

    @Test func nonFiniteInputDrawsNothing() throws {
        let bad: [Double] = [.nan, .infinity, -.infinity]
        for v in bad {
            _ = try guarded { canvas in
                canvas.fill(polygon([(0, 0), (v, 3), (5, 5)]), color: white)
                canvas.fill(Path.rect(Rect(0, 0, 4, 4)), color: white, transform: .scale(v))
                canvas.fill(Rect(0, 0, v, 4), color: white)
                canvas.fill(Rect(v, 0, 3, 4), color: white)
                canvas.stroke(polygon([(0, 0), (v, 3), (5, 5)]), style: StrokeStyle(width: 2), color: white)
                canvas.stroke(Path.rect(Rect(1, 1, 3, 3)), style: StrokeStyle(width: v), color: white)
                canvas.dirtyRect = Rect(0, 0, v, 3)
                canvas.clear(.white)
                canvas.fill(Path.rect(Rect(0, 0, 4, 4)), color: white)
                canvas.dirtyRect = nil
                #expect(alphas(canvas).joined().allSatisfy { $0 == 0 })
            }
        }
    }
}
