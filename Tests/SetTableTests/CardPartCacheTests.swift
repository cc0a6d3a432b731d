import Geometry
import Raster
import SetCore
import Testing

@testable import SetTable

@Suite("Card parts")
struct CardPartCacheTests {
    /// A card of `color` (two striped ovals) drawn from the parts on felt.
    static func draw(_ color: CardColor, with parts: CardPartCache, theme: Theme) throws -> PixelBuffer {
        let buffer = try #require(PixelBuffer(width: 160, height: 220))
        let canvas = Canvas(buffer: buffer)
        canvas.clear(theme.felt)
        parts.draw(
            Card(number: .two, color: color, shape: .oval, shading: .striped), appearance: CardAppearance(),
            frame: Rect(10, 10, 130, 130 * CardArt.aspectRatio), clip: Rect(0, 0, 160, 220),
            theme: theme, on: canvas)
        canvas.flush()
        return buffer
    }

    /// The three colours of a symbol are one mask painted three ways: the
    /// pixels the symbol leaves as the card's face and those it covers in
    /// full are the same for each colour, and the full ones are that colour.
    /// (The standard theme: the colour-blind one also letters each card's colour.)
    @Test func theThreeColoursOfASymbolCoverTheSamePixels() throws {
        let theme = Theme.standard
        let parts = CardPartCache()
        let colors: [CardColor] = [.red, .green, .purple]
        let images = try colors.map { try Self.draw($0, with: parts, theme: theme) }
        var faces: [Set<Int>] = [], inks: [Set<Int>] = []
        for (color, image) in zip(colors, images) {
            var face = Set<Int>(), ink = Set<Int>()
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = try #require(image.pixel(x: x, y: y))
                    if pixel == theme.cardFace { face.insert(y * image.width + x) }
                    if pixel == theme.symbolColor(color) { ink.insert(y * image.width + x) }
                }
            }
            faces.append(face)
            inks.append(ink)
        }
        #expect(inks[0].count > 500)
        #expect(faces[0].count > 5000)
        #expect(faces[1] == faces[0] && faces[2] == faces[0])
        #expect(inks[1] == inks[0] && inks[2] == inks[0])
    }
}
