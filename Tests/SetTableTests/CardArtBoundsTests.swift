import Raster
import SetCore
import Testing
@testable import SetTable

/// `inkBounds` holds everything a card draws, in every state and at every size.
@Suite struct CardArtBoundsTests {
    static let appearances: [CardAppearance] = [
        CardAppearance(), CardAppearance(highlight: .selected, label: "12"),
        CardAppearance(highlight: .match, isHinted: true, label: "A"),
        CardAppearance(highlight: .mismatch, isHinted: true),
    ]

    @Test(arguments: [12.0, 40.0, 100.3, 220.0], [Theme.standard, Theme.colorblind])
    func nothingIsDrawnOutsideInkBounds(width: Double, theme: Theme) {
        let frame = Rect(20.4, 30.7, width, width * CardArt.aspectRatio)
        let bounds = CardArt.inkBounds(of: frame)
        let buffer = PixelBuffer(width: Int(frame.maxX) + 40, height: Int(frame.maxY) + 40)!
        let canvas = Canvas(buffer: buffer)
        for appearance in Self.appearances {
            canvas.clear(.clear)
            CardArt.draw(Card(code: "3PSS")!, in: frame, appearance: appearance, theme: theme, on: canvas)
            var outside = 0, inside = 0
            for y in 0..<buffer.height {
                for x in 0..<buffer.width where buffer.premultipliedPixel(x: x, y: y) != 0 {
                    let pixel = Rect(Double(x), Double(y), 1, 1)
                    if pixel.intersects(bounds) { inside += 1 } else { outside += 1 }
                }
            }
            #expect(outside == 0, "\(appearance) at width \(width)")
            #expect(inside > Int(frame.width * frame.height * 0.9))
        }
    }

    @Test func inkBoundsStayCloseToTheFrame() {
        // Within the grid's gap (8% of the width) on every side for a large card,
        let frame = Rect(0, 0, 200, 280)
        let b = CardArt.inkBounds(of: frame)
        #expect(b.minX < 0 && b.minY < 0 && b.maxX > 200 && b.maxY > 280)
        #expect(b.minX > -8 && b.minY > -16 && b.maxX < 208 && b.maxY < 296)
        // and an invalid frame gives itself back.
        #expect(CardArt.inkBounds(of: Rect(0, 0, 0, 10)) == Rect(0, 0, 0, 10))
    }
}
