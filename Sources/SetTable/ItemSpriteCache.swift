import Geometry
import Raster

/// The HUD's texts and buttons drawn once into sprites and composited after
/// that, so a card flying over the HUD, or the clock ticking, does not stroke
/// every glyph again.
///
/// A sprite holds one item at its place on screen (keyed by everything that
/// sets its pixels), so it lands on exactly the pixels it was drawn for. Only
/// items in opaque colours are kept: a fading panel changes every frame.
final class ItemSpriteCache {
    private enum Key: Hashable {
        case text(TextItem)
        case button(ButtonLook)
    }

    private var sprites: [Key: Sprite] = [:]

    /// Keeps only the sprites of items on screen now: the clock's old second,
    /// a button's old label and everything drawn at the window's old size go.
    func keep(only items: [DisplayItem]) {
        guard !sprites.isEmpty else { return }
        var shown = Set<Key>()
        for item in items {
            switch item.content {
            case .text(let text): shown.insert(.text(text))
            case .button(let look): shown.insert(.button(look))
            default: break
            }
        }
        sprites = sprites.filter { shown.contains($0.key) }
    }

    /// Draws `content` from its sprite if it is a text or a button in opaque
    /// colours; returns false for anything else, for the caller to draw.
    func draw(_ content: ItemContent, bounds: Rect, on canvas: Canvas) -> Bool {
        let key: Key
        switch content {
        case .text(let item) where item.color.a == 255: key = .text(item)
        case .button(let look) where look.face.a == 255 && look.textColor.a == 255 && look.edge.a == 255:
            key = .button(look)
        default: return false
        }
        guard bounds.width >= 1, bounds.height >= 1 else { return true }
        let x = Int(bounds.minX), y = Int(bounds.minY)
        let sprite: Sprite
        if let cached = sprites[key] {
            sprite = cached
        } else {
            guard let drawn = Self.drawSprite(key, width: Int(bounds.width), height: Int(bounds.height),
                                              dx: -bounds.minX, dy: -bounds.minY) else { return false }
            sprites[key] = drawn
            sprite = drawn
        }
        canvas.draw(sprite, x: x, y: y)
        return true
    }

    /// The item drawn into a transparent buffer of its bounds, moved by whole pixels (`dx`, `dy`).
    private static func drawSprite(_ key: Key, width: Int, height: Int, dx: Double, dy: Double) -> Sprite? {
        guard let buffer = PixelBuffer(width: width, height: height) else { return nil }
        let canvas = Canvas(buffer: buffer)
        switch key {
        case .text(var item):
            item.rect = item.rect.offsetBy(dx: dx, dy: dy)
            item.draw(on: canvas)
        case .button(var look):
            look.frame = look.frame.offsetBy(dx: dx, dy: dy)
            look.draw(on: canvas)
        }
        canvas.flush()
        return Sprite(buffer)
    }
}

/// The sprites a renderer keeps from frame to frame.
final class RenderCaches {
    /// The backs and symbols cards are composited from.
    let parts = CardPartCache()
    /// HUD texts and buttons.
    let items = ItemSpriteCache()
}
