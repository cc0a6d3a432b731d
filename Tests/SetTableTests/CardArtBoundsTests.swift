import Geometry
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

    @Test(arguments: [120.0, 200.0, 241.0, 400.0])
    func neighboursInkBoundsDoNotOverlap(width: Double) {
        // Cards in a grid are 8% of their width apart: a card's ink stays within half of that.
        let frame = Rect(0, 0, width, width * CardArt.aspectRatio)
        let b = CardArt.inkBounds(of: frame)
        let half = GridLayout.defaultGapFraction * width / 2
        #expect(b.minX < 0 && b.minY < 0 && b.maxX > frame.maxX && b.maxY > frame.maxY)
        #expect(b.minX >= -half && b.minY >= -half)
        #expect(b.maxX <= frame.maxX + half && b.maxY <= frame.maxY + half)
    }

    @Test func inkBoundsOfAnInvalidFrameIsTheFrame() {
        #expect(CardArt.inkBounds(of: Rect(0, 0, 0, 10)) == Rect(0, 0, 0, 10))
    }
}
