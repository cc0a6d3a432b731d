import Geometry
import Raster
import SetCore

/// Card faces drawn once at the current card size, for cards in motion to be
/// composited from instead of drawn from paths every frame.
///
/// A face is drawn exactly as `CardArt.draw` draws it (shadow, marks and
/// badges included) into a sprite as large as its ink bounds; a moving card
/// is then a copy of that sprite at a whole-pixel position. Cards at rest are
/// never drawn from here: they stay on their exact, fractional frames.
final class CardFaceCache {
    private struct Key: Hashable {
        var card: Card
        var appearance: CardAppearance
        var width: Double
        var height: Double
    }

    private struct Face {
        var sprite: Sprite
        /// Where the card frame's top-left corner sits in the sprite.
        var dx: Int
        var dy: Int
    }

    /// The theme the faces are drawn in; another empties the cache.
    private var theme: Theme?
    private var faces: [Key: Face] = [:]
    /// The card sizes with faces kept, the newest last: the grid's size, and
    /// the one before it while a found Set leaves at its old size.
    private var sizes: [CardSize] = []

    private struct CardSize: Equatable {
        var width: Double
        var height: Double
    }

    /// The most card sizes kept at once.
    private static let sizesKept = 2

    /// Forgets every face: nothing moves, and faces at 4K take 0.4 MB each.
    func removeAll() {
        faces = [:]
        sizes = []
    }

    /// Draws `card` with its frame's top-left corner at the whole pixel (`x`, `y`), inside `clip`.
    func draw(_ card: Card, appearance: CardAppearance, size cardSize: (width: Double, height: Double),
              at x: Int, _ y: Int, clip: Rect, theme: Theme, on canvas: Canvas) {
        if theme != self.theme {
            faces = [:]
            sizes = []
            self.theme = theme
        }
        let cardSizeKey = CardSize(width: cardSize.width, height: cardSize.height)
        if sizes.last != cardSizeKey {
            sizes.removeAll { $0 == cardSizeKey }
            sizes.append(cardSizeKey)
            if sizes.count > Self.sizesKept {
                let dropped = sizes.removeFirst()
                faces = faces.filter { $0.key.width != dropped.width || $0.key.height != dropped.height }
            }
        }
        let key = Key(card: card, appearance: appearance, width: cardSize.width, height: cardSize.height)
        let face: Face
        if let cached = faces[key] {
            face = cached
        } else {
            guard let drawn = Self.drawFace(card, appearance: appearance, size: cardSize, theme: theme) else { return }
            face = drawn
            faces[key] = drawn
        }
        canvas.draw(face.sprite, x: x - face.dx, y: y - face.dy, clip: clip)
    }

    /// The pixels a card drawn at the whole pixel (`x`, `y`) may touch: its ink bounds, grown to whole pixels.
    static func bounds(size: (width: Double, height: Double), at x: Int, _ y: Int) -> Rect {
        let (dx, dy, w, h) = spriteGeometry(size)
        return Rect(Double(x - dx), Double(y - dy), Double(w), Double(h))
    }

    /// The sprite's offset of the card's corner and its size, from the card's ink bounds.
    private static func spriteGeometry(_ size: (width: Double, height: Double)) -> (Int, Int, Int, Int) {
        let ink = CardArt.inkBounds(of: Rect(0, 0, size.width, size.height))
        let dx = Int((-ink.minX).rounded(.up)), dy = Int((-ink.minY).rounded(.up))
        return (dx, dy, Int(ink.maxX.rounded(.up)) + dx, Int(ink.maxY.rounded(.up)) + dy)
    }

    private static func drawFace(_ card: Card, appearance: CardAppearance, size: (width: Double, height: Double),
                                 theme: Theme) -> Face? {
        let (dx, dy, w, h) = spriteGeometry(size)
        guard let buffer = PixelBuffer(width: w, height: h) else { return nil }
        let canvas = Canvas(buffer: buffer)
        CardArt.draw(card, in: Rect(Double(dx), Double(dy), size.width, size.height), appearance: appearance,
                     theme: theme, on: canvas)
        canvas.flush()
        return Face(sprite: Sprite(buffer), dx: dx, dy: dy)
    }
}
