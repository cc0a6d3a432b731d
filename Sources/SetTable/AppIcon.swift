import Geometry
import Raster
import SetCore

/// The game's icon: three cards that form a Set, laid in a gentle arc on a tile of the table's felt.
///
/// Drawn from the same symbol outlines as the cards, at any size. From 48
/// pixels up the cards hold one red diamond, two green ovals and three purple
/// squiggles, all solid (a Set: number, shape and colour all different);
/// smaller icons show one larger symbol a card (still a Set: shape and colour
/// all different), since three stacked symbols would blur into one.
public enum AppIcon {
    /// The sizes a desktop's icon theme asks for (`hicolor/NxN/apps`).
    public static let sizes = [16, 24, 32, 48, 64, 128, 256, 512]

    /// The icon `size` pixels square, premultiplied ARGB with a transparent
    /// surround, or nil for a size Raster cannot hold.
    public static func render(size: Int, theme: Theme = .standard) -> PixelBuffer? {
        guard let buffer = PixelBuffer(width: size, height: size) else { return nil }
        let canvas = Canvas(buffer: buffer)
        draw(size: Double(size), theme: theme, on: CanvasSurface(canvas: canvas))
        // Reading the buffer flushes nothing; finish the drawing before handing it over.
        canvas.flush()
        return buffer
    }

    /// The size the scalable icon is drawn at: the large icons' design (three symbols a card from 48 up),
    /// in a square of this many units.
    public static let scalableSize = 512

    /// The icon as an SVG 1.1 document (`hicolor/scalable/apps`), drawn by the same calls from the same
    /// Bezier paths as `render(size: scalableSize)`.
    public static func svg(theme: Theme = .standard) -> String {
        let size = Double(scalableSize)
        let drawing = SVGDrawing(width: size, height: size, title: "Set")
        draw(size: size, theme: theme, on: drawing)
        return drawing.text
    }

    /// The three cards in the order they are drawn: left, right, then the middle one on top.
    static func cards(forSize size: Double) -> [Card] {
        let few = size < 48
        return [
            Card(number: .one, color: .red, shape: .diamond, shading: .solid),
            Card(number: few ? .one : .three, color: .purple, shape: .squiggle, shading: .solid),
            Card(number: few ? .one : .two, color: .green, shape: .oval, shading: .solid),
        ]
    }

    private static func draw(size s: Double, theme: Theme, on canvas: some PaintSurface) {
        // The tile leaves a pixel of air at small sizes and 1/16 at large ones,
        // as icon themes' rounded squares do.
        let margin = max(1, (s / 16).rounded())
        let tile = Rect(margin, margin, s - 2 * margin, s - 2 * margin)
        canvas.fill(Path.roundedRect(tile, radius: tile.width * 0.18), color: theme.felt, transform: .identity)

        // Each card turns about a point far below the tile, so the three lie side
        // by side on an arc, the outer ones tilted by 8 degrees; the middle one
        // lies on top and overlaps each a tenth of a card, short of their symbols.
        let width = s * 0.285, height = width * CardArt.aspectRatio
        let pivot = Point(s / 2, s * 2.27)
        let card = Rect(s / 2 - width / 2, s * 0.5 - height / 2, width, height)
        let angles = [-0.145, 0.145, 0.0]
        let border = max(0.75, s / 128)
        for (card0, angle) in zip(cards(forSize: s), angles) {
            let turn = Transform.translation(-pivot.x, -pivot.y).rotatedBy(angle).translatedBy(pivot.x, pivot.y)
            let face = Path.roundedRect(card, radius: width * 0.1)
            canvas.fill(face, color: theme.cardShadow, transform: turn.translatedBy(0, max(0.5, s / 96)))
            canvas.fill(face, color: theme.cardFace, transform: turn)
            canvas.stroke(face, style: StrokeStyle(width: border), color: theme.cardBorder, transform: turn)
            drawSymbols(card0, on: card, turned: turn, theme: theme, canvas: canvas)
        }
    }

    /// The card's symbols, stacked and centred as on the table, turned with the card.
    private static func drawSymbols(
        _ card: Card, on face: Rect, turned turn: Transform, theme: Theme,
        canvas: some PaintSurface
    ) {
        let count = card.number.count
        let symbolWidth = face.width * (count == 1 && face.width < 20 ? 0.78 : 0.62)
        let symbolHeight = symbolWidth / SymbolPaths.aspect
        let gap = symbolHeight * 0.3
        let stack = Double(count) * symbolHeight + Double(count - 1) * gap
        var centreY = face.midY - stack / 2 + symbolHeight / 2
        for _ in 0..<count {
            let place = Transform.scale(symbolWidth / 2).translatedBy(face.midX, centreY).concatenating(turn)
            canvas.fill(SymbolPaths.path(for: card.shape), color: theme.symbolColor(card.color), transform: place)
            centreY += symbolHeight + gap
        }
    }
}
