import Geometry
import Raster

/// Draws table scenes into a canvas, redrawing only what changed since the last frame.
///
/// The renderer keeps the previous frame's display list: one item per card,
/// button, text, backdrop and overlay part, each with the pixels it may touch
/// and an `Equatable` description of what it shows. A new frame compares the
/// lists by item; the dirty region is the union of the old and new bounds of
/// every item that changed, merged into a few rectangles. Each rectangle is
/// redrawn from scratch (felt, then every item touching it, back to front)
/// with the canvas limited to it, so the pixels come out as a full redraw
/// would draw them. A new size or pixel buffer, a new theme or the first
/// frame redraws all (after anything else drew over the pixels, call `invalidate`).
public final class TableRenderer {
    /// At most this many dirty rectangles; beyond it they merge into one.
    public static let maximumDirtyRects = 8

    private var previous: [ItemKey: DisplayItem] = [:]
    private var previousTheme: Theme?
    /// Card parts, HUD texts and buttons, drawn once and composited after.
    private let caches = RenderCaches()

    /// A renderer with no previous frame.
    public init() {}

    /// The pixels drawn into last time, held weakly: a buffer that has gone
    /// away cannot be mistaken for a new one that reuses its addresses.
    private weak var previousBuffer: PixelBuffer?
    /// The size of that buffer when it was drawn.
    private var previousSize = (width: 0, height: 0)

    /// Forgets the previous frame, so the next `render` redraws everything.
    public func invalidate() {
        previous = [:]
        previousBuffer = nil
    }

    /// Draws `scene` and returns the rectangles it changed (whole pixels, inside the canvas).
    ///
    /// The scene's size should be the canvas's; drawing outside the canvas is
    /// cut off. The canvas is flushed before this returns, so the pixels are
    /// finished even when it defers drawing: a caller can read or show them at once.
    public func render(_ scene: TableScene, into canvas: Canvas) -> [Rect] {
        let items = displayList(scene)
        let buffer = canvas.buffer
        let size = (width: buffer.width, height: buffer.height)
        let window = Rect(0, 0, Double(size.width), Double(size.height))
        var dirty: [Rect]
        if previousBuffer === buffer, previousSize == size, scene.theme == previousTheme {
            dirty = TableRenderer.changes(from: previous, to: items).compactMap {
                let r = $0.intersection(window)
                return r.isEmpty ? nil : r
            }
            dirty = TableRenderer.merged(dirty, limit: TableRenderer.maximumDirtyRects)
        } else {
            dirty = [window]
        }
        for rect in dirty { draw(items, in: rect, theme: scene.theme, canvas: canvas) }
        // Parts serve a size and a burst of motion: once everything rests, the other
        // sizes' go back, and this size's too when they are large (`CardPartCache.settle`).
        if !items.contains(where: \.isMovingCard) { caches.parts.settle() }
        caches.texts.keep(only: items)
        // A frame is the unit of deferred drawing: run it here, where it ends,
        // rather than leave every caller to remember.
        canvas.flush()
        previous = Dictionary(items.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        previousBuffer = buffer
        previousSize = size
        previousTheme = scene.theme
        return dirty
    }

    /// Draws the whole scene, whatever was drawn before (for screenshots), and remembers it;
    /// like `render`, it leaves the canvas flushed.
    public func renderFull(_ scene: TableScene, into canvas: Canvas) {
        invalidate()
        _ = render(scene, into: canvas)
    }

    /// The display list, from the scene's own layout.
    private func displayList(_ scene: TableScene) -> [DisplayItem] {
        scene.displayList(layout: scene.layout)
    }

    /// Redraws one rectangle: every item touching it, back to front. The first
    /// item is the opaque felt over the whole window, so every pixel is repainted.
    private func draw(_ items: [DisplayItem], in rect: Rect, theme: Theme, canvas: Canvas) {
        let saved = canvas.dirtyRect
        canvas.dirtyRect = rect
        for item in items where item.bounds.intersects(rect) {
            item.draw(on: canvas, theme: theme, caches: caches)
        }
        canvas.dirtyRect = saved
    }

    /// The old and new bounds of every item that appeared, disappeared or changed.
    static func changes(from old: [ItemKey: DisplayItem], to new: [DisplayItem]) -> [Rect] {
        var rects: [Rect] = []
        var seen = Set<ItemKey>(minimumCapacity: new.count)
        var kept = 0
        for item in new {
            seen.insert(item.key)
            if let before = old[item.key] {
                kept += 1
                if before == item { continue }
                rects.append(before.bounds)
            }
            rects.append(item.bounds)
        }
        // Keys are unique, so when every old item was kept none has disappeared.
        if kept < old.count {
            for (key, item) in old where !seen.contains(key) { rects.append(item.bounds) }
        }
        return rects.filter { !$0.isEmpty }
    }

    /// Rectangles merged until none overlap or touch; more than `limit` become their union.
    static func merged(_ rects: [Rect], limit: Int) -> [Rect] {
        var result: [Rect] = []
        for rect in rects where !rect.isEmpty {
            var r = rect
            // Absorb every rectangle r touches; a grown r may touch earlier ones, so repeat.
            var absorbed = true
            while absorbed {
                absorbed = false
                for i in result.indices.reversed() where touches(result[i], r) {
                    r = r.union(result[i])
                    result.remove(at: i)
                    absorbed = true
                }
            }
            result.append(r)
        }
        if result.count > max(1, limit) {
            return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
        }
        return result
    }

    private static func touches(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }
}
