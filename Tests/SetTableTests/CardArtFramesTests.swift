import Geometry
import Raster
import Testing

@testable import SetTable

/// Rounded rectangles drawn in pieces match the same shapes drawn as one path.
@Suite struct CardArtFramesTests {
    let grey = Color(r: 90, g: 110, b: 130)

    /// The largest channel difference between two renderings on white,
    /// leaving out the pixels within `corner` of the four corners of `rect`.
    func difference(
        _ pieces: (Canvas) -> Void, _ whole: (Canvas) -> Void,
        outside rect: Rect = .zero, corner: Double = 0
    ) -> Int {
        let a = PixelBuffer(width: 120, height: 150)!, b = PixelBuffer(width: 120, height: 150)!
        let ca = Canvas(buffer: a), cb = Canvas(buffer: b)
        ca.clear(.white); cb.clear(.white)
        pieces(ca); whole(cb)
        var worst = 0
        for y in 0..<150 {
            for x in 0..<120 {
                let nearX =
                    Double(x) + 1 > rect.minX - corner && Double(x) < rect.minX + corner
                    || Double(x) + 1 > rect.maxX - corner && Double(x) < rect.maxX + corner
                let nearY =
                    Double(y) + 1 > rect.minY - corner && Double(y) < rect.minY + corner
                    || Double(y) + 1 > rect.maxY - corner && Double(y) < rect.maxY + corner
                if nearX && nearY { continue }
                worst = max(worst, distance(a.pixel(x: x, y: y)!, b.pixel(x: x, y: y)!))
            }
        }
        return worst
    }

    @Test(arguments: [Rect(10, 10, 100, 130), Rect(10.4, 9.7, 87.3, 122.2), Rect(5.5, 5.5, 30, 42)])
    func filledPiecesMatchOnePath(rect: Rect) {
        let d = difference(
            { CardArt.fillRoundedRect(rect, radius: 7.3, color: grey, on: $0) },
            { $0.fill(Path.roundedRect(rect, radius: 7.3), color: grey) })
        #expect(d <= 2)
    }

    @Test(arguments: [Rect(10, 10, 100, 130), Rect(10.4, 9.7, 87.3, 122.2)], [1.0, 3.3])
    func strokedPiecesMatchOnePath(rect: Rect, width: Double) {
        let pieces = { (c: Canvas) in
            CardArt.strokeRoundedRect(rect, radius: 7.3, width: width, color: self.grey, on: c)
        }
        let whole = { (c: Canvas) in
            c.stroke(Path.roundedRect(rect, radius: 7.3), style: StrokeStyle(width: width), color: self.grey)
        }
        // Along the straight sides and where the pieces meet: the same pixels.
        #expect(difference(pieces, whole, outside: rect, corner: 7.3 + width) <= 2)
        // In the corners the stroker offsets the centre line flattened within
        // 0.1 pixel, the pieces the offset curves themselves: within 10% coverage.
        #expect(difference(pieces, whole) <= 26)
    }

    @Test func translucentPiecesDoNotOverlap() {
        let tint = grey.withAlpha(0.5)
        let rect = Rect(10.4, 9.7, 87.3, 122.2)
        #expect(
            difference(
                { CardArt.fillRoundedRect(rect, radius: 7, color: tint, on: $0) },
                { $0.fill(Path.roundedRect(rect, radius: 7), color: tint) }) <= 1)
        #expect(
            difference(
                { CardArt.strokeRoundedRect(rect, radius: 7, width: 2, color: tint, on: $0) },
                { $0.stroke(Path.roundedRect(rect, radius: 7), style: StrokeStyle(width: 2), color: tint) },
                outside: rect, corner: 9) <= 1)
    }
}
