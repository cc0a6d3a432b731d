import Geometry
import Raster
import VectorFont

/// The HUD's texts kept as coverage masks, so that a card flying over the
/// HUD, or the clock ticking, does not stroke every glyph again.
///
/// A mask holds one text at its place on screen, keyed by everything that
/// sets its coverage but its colour: a text changing colour (a fading
/// message, a button pressed) keeps its mask. Painted, a mask gives the
/// pixels stroking the text there gives.
///
/// A button is drawn as its two rounded rectangles, each time, and its lines
/// from masks. Kept as whole pictures in colour (a quarter of a megabyte for
/// a large button at 4K), the buttons held the heap at 1.7 MB where it is
/// now 1.2–1.3; a rectangle's spans cost about what copying them does.
final class TextMaskCache {
    private var masks: [TextItem: CoverageMask] = [:]

    /// How many masks are kept.
    var count: Int { masks.count }

    /// Keeps only the masks of texts on screen now: the clock's old second,
    /// a button's old label and everything drawn at the window's old size go.
    func keep(only items: [DisplayItem]) {
        guard !masks.isEmpty else { return }
        var shown = Set<TextItem>()
        for item in items {
            switch item.content {
            case .text(let text): shown.insert(Self.key(text))
            case .button(let look): shown.formUnion(look.lines.map(Self.key))
            default: break
            }
        }
        masks = masks.filter { shown.contains($0.key) }
    }

    /// Draws `content` if it is a text or a button, its text from masks;
    /// returns false for anything else, for the caller to draw. `bounds` are
    /// the item's (a text's ink, grown to whole pixels).
    func draw(_ content: ItemContent, bounds: Rect, on canvas: Canvas) -> Bool {
        switch content {
        case .text(let item):
            draw(item, bounds: bounds, on: canvas)
        case .button(let look):
            look.drawFace(on: canvas)
            for line in look.lines { draw(line, bounds: pixelAligned(line.inkBounds), on: canvas) }
        default:
            return false
        }
        return true
    }

    /// Paints `item` from its mask, made the first time it is drawn; `bounds`
    /// are its ink's, grown to whole pixels.
    private func draw(_ item: TextItem, bounds: Rect, on canvas: Canvas) {
        guard !item.text.isEmpty, item.size > 0, item.color.a > 0 else { return }
        guard bounds.width >= 1, bounds.height >= 1, abs(bounds.minX) < 1e9, abs(bounds.minY) < 1e9 else { return }
        let x = Int(bounds.minX), y = Int(bounds.minY)
        let key = Self.key(item)
        let mask: CoverageMask
        if let kept = masks[key] {
            mask = kept
        } else {
            var shifted = key
            shifted.rect = item.rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            shifted.room = item.room?.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            guard
                let drawn = CoverageMask(
                    width: Int(bounds.width), height: Int(bounds.height),
                    draw: shifted.draw(on:))
            else {
                item.draw(on: canvas)
                return
            }
            masks[key] = drawn
            mask = drawn
        }
        canvas.draw(mask, color: item.color, x: x, y: y)
    }

    /// What a text's mask is kept under: the text with its colour made opaque white.
    private static func key(_ item: TextItem) -> TextItem {
        var key = item
        key.color = .white
        return key
    }
}

/// The drawings a renderer keeps from frame to frame.
final class RenderCaches {
    /// The backs and symbols cards are composited from.
    let parts = CardPartCache()
    /// HUD texts, buttons' included.
    let texts = TextMaskCache()
}
