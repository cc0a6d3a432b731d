import Geometry
import Raster
import SetCore

/// Cards composited from shared parts drawn once per card size: the back
/// (shadow, face, border, tint and hint band) for each look, and each of the
/// 9 symbol shapes (shape and shading) as a coverage mask, painted in the
/// card's colour; only rings and badges are drawn from paths per card.
///
/// A full table of 81 cards has one back and 9 symbol masks (MegaSet's have a back per background), against 81
/// backs and 162 symbols drawn from paths, and a part stays in the caches
/// while it is copied again and again. A symbol's coverage does not depend
/// on its colour, so the three colours share one mask: a resize draws 9
/// symbols, not 27, and a mask is a quarter of a sprite's memory.
///
/// The price is the pixel grid: a card's frame and each of its symbols land
/// on whole pixels (the frame's origin rounded down, a symbol's centre
/// rounded to the nearest pixel), so nothing moves by more than a pixel from
/// where `CardArt.draw` puts it.
final class CardPartCache {
    private struct Size: Hashable {
        var width: Double
        var height: Double
    }

    /// What the back depends on.
    private struct BackKey: Hashable {
        var highlight: CardAppearance.Highlight
        var isHinted: Bool
        var isFaceDown = false
        /// A MegaSet card's background, nil for a classic card.
        var background: Background?
    }

    /// What one symbol's coverage depends on.
    private struct SymbolKey: Hashable {
        var shape: Shape
        var shading: Shading
    }

    /// A part's sprite and where the point it is placed by sits in it.
    private struct Part {
        var sprite: Sprite
        var dx: Int
        var dy: Int
    }

    /// A symbol's mask and where its centre sits in it.
    private struct SymbolMask {
        var mask: CoverageMask
        var dx: Int
        var dy: Int
    }

    private var size: Size?
    private var theme: Theme?
    private var backs: [BackKey: Part] = [:]
    private var symbols: [SymbolKey: SymbolMask] = [:]
    /// The parts of the other sizes on screen: while cards glide to a new
    /// grid, moving cards keep the old size and resting ones have the new, and
    /// each size keeps its own instead of both being drawn again every frame.
    ///
    /// A card in motion is drawn from the parts like any other. Whole faces
    /// composed once per moving card cost a burst's first frame 10–20 ms at
    /// 4K with 81 cards (fresh memory for each face), the frame that answers
    /// a resize, and saved the frames after it no more than noise there
    /// (0.1 ms at 1080p with 27 cards).
    private var stash: [Size: (backs: [BackKey: Part], symbols: [SymbolKey: SymbolMask])] = [:]

    /// Makes `size` (in `theme`) the size the parts are for.
    private func use(_ size: Size, theme: Theme) {
        if theme != self.theme {
            removeAll()
            self.theme = theme
        }
        guard size != self.size else { return }
        if let current = self.size { stash[current] = (backs, symbols) }
        (backs, symbols) = stash.removeValue(forKey: size) ?? ([:], [:])
        self.size = size
    }

    /// Whether any part is kept.
    var isEmpty: Bool { backs.isEmpty && symbols.isEmpty && stash.isEmpty }

    /// The most bytes of one size's parts kept while the table is still.
    static let restingBudget = 8 << 20

    /// The table is still: the other sizes' parts go, and this size's stay while they
    /// are small (up to `restingBudget`: at 4K with 81 cards a back is 0.3 MB), so the
    /// next click redraws its card from them rather than drawing its back and symbols
    /// again in fresh memory, which cost a click at 4K half its frame. Larger ones go too.
    func settle() {
        stash = [:]
        let bytes =
            backs.values.reduce(0) { $0 + $1.sprite.width * $1.sprite.height * 4 }
            + symbols.values.reduce(0) { $0 + $1.mask.width * $1.mask.height }
        if bytes > Self.restingBudget { removeAll() }
    }

    /// Forgets every part.
    func removeAll() {
        backs = [:]
        symbols = [:]
        stash = [:]
        size = nil
    }

    /// A sprite holding everything a card of this size may touch, drawn by
    /// `content` with the card's frame at whole pixels (`dx`, `dy`) of it.
    private func cardSizedPart(_ content: (Canvas, Rect) -> Void) -> Part? {
        guard let size else { return nil }
        let ink = CardArt.inkBounds(of: Rect(0, 0, size.width, size.height))
        let dx = Int((-ink.minX).rounded(.up)), dy = Int((-ink.minY).rounded(.up))
        let w = Int(ink.maxX.rounded(.up)) + dx, h = Int(ink.maxY.rounded(.up)) + dy
        guard let buffer = PixelBuffer(width: w, height: h) else { return nil }
        let canvas = Canvas(buffer: buffer)
        content(canvas, Rect(Double(dx), Double(dy), size.width, size.height))
        canvas.flush()
        return Part(sprite: Sprite(buffer), dx: dx, dy: dy)
    }

    /// The whole-pixel origin a card at `frame` is drawn at, or nil for a non-finite frame.
    static func origin(of frame: Rect) -> (x: Int, y: Int)? {
        let limit = 1e9
        guard frame.minX.isFinite, frame.minY.isFinite, abs(frame.minX) < limit, abs(frame.minY) < limit else {
            return nil
        }
        return (Int(frame.minX.rounded(.down)), Int(frame.minY.rounded(.down)))
    }

    /// The frame a card at `frame` is drawn in: its origin moved down and left to whole pixels.
    static func drawnFrame(of frame: Rect) -> Rect {
        guard let (x, y) = origin(of: frame) else { return frame }
        return Rect(Double(x), Double(y), frame.width, frame.height)
    }

    /// Draws `card` in `frame` moved to whole pixels (`drawnFrame`), inside `clip`.
    func draw(
        _ card: Card, appearance: CardAppearance, frame: Rect, clip: Rect, theme: Theme,
        on canvas: Canvas
    ) {
        let frame = Self.drawnFrame(of: frame)
        guard let m = CardMetrics(frame: frame) else { return }
        let size = Size(width: frame.width, height: frame.height)
        use(size, theme: theme)
        let x = Int(frame.minX), y = Int(frame.minY)
        let backKey = BackKey(
            highlight: appearance.highlight, isHinted: appearance.isHinted,
            isFaceDown: appearance.isFaceDown, background: card.background)
        guard let back = backs[backKey] ?? drawBack(backKey, metrics: m, theme: theme) else { return }
        backs[backKey] = back
        canvas.draw(back.sprite, x: x - back.dx, y: y - back.dy, clip: clip)

        let face = CardArt.faceRect(frame, appearance: appearance, metrics: m)
        let symbolKey = SymbolKey(shape: card.shape, shading: card.shading)
        if !appearance.isFaceDown, let symbol = symbols[symbolKey] ?? drawSymbol(symbolKey, metrics: m) {
            symbols[symbolKey] = symbol
            let color = theme.symbolColor(card.color)
            for centre in CardArt.symbolCentres(card, on: face, metrics: m) {
                canvas.draw(
                    symbol.mask, color: color, x: Int(centre.x.rounded()) - symbol.dx,
                    y: Int(centre.y.rounded()) - symbol.dy, clip: clip)
            }
        }

        guard appearance != CardAppearance() || theme.colorMark(card.color) != nil else { return }
        let ink = CardArt.inkBounds(of: frame)
        let inside = ink.minX >= clip.minX && ink.maxX <= clip.maxX && ink.minY >= clip.minY && ink.maxY <= clip.maxY
        if !inside { canvas.pushClip(clip) }
        CardArt.drawMarks(card, face: face, appearance: appearance, metrics: m, theme: theme, on: canvas)
        if !inside { canvas.popClip() }
    }

    /// The back of a card of this size with its frame's corner at whole pixels (`dx`, `dy`) of the sprite.
    private func drawBack(_ key: BackKey, metrics m: CardMetrics, theme: Theme) -> Part? {
        cardSizedPart { canvas, frame in
            var appearance = CardAppearance(highlight: key.highlight, isHinted: key.isHinted)
            appearance.isFaceDown = key.isFaceDown
            CardArt.drawBack(
                frame, appearance: appearance, background: key.background, metrics: m, theme: theme, on: canvas)
        }
    }

    /// One symbol's coverage, centred on the whole pixel (`dx`, `dy`) of its mask:
    /// the alpha of drawing it in opaque white, which painted in a colour
    /// gives the pixels of drawing it in that colour.
    private func drawSymbol(_ key: SymbolKey, metrics m: CardMetrics) -> SymbolMask? {
        // Half the symbol and its outline, and a pixel for anti-aliasing.
        let halfWidth = m.symbolWidth / 2 + m.outlineWidth + 1
        let halfHeight = m.symbolWidth / SymbolPaths.aspect / 2 + m.outlineWidth + 1
        let dx = Int(halfWidth.rounded(.up)), dy = Int(halfHeight.rounded(.up))
        // Any colour: the symbol is drawn in white, and only its coverage is kept.
        let card = Card(number: .one, color: .red, shape: key.shape, shading: key.shading)
        guard
            let mask = CoverageMask(
                width: 2 * dx, height: 2 * dy,
                draw: { canvas in
                    CardArt.drawSymbol(
                        card, at: Point(Double(dx), Double(dy)), metrics: m, color: .white, canvas: canvas)
                })
        else { return nil }
        return SymbolMask(mask: mask, dx: dx, dy: dy)
    }
}
