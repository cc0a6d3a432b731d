import Geometry
import Raster
import Testing

@testable import SetCore
@testable import SetTable

#if canImport(Glibc)
    import Glibc
#endif

/// The opening views a player sees most: 12, 27 and 81 cards at 1280×800,
/// 800×1280 and 320×240, rendered in full and checked where a player looks.
/// With `SET_TABLE_SCREENSHOTS=1` they are also written to /tmp/set-table-shots.
@Suite("Table screenshots")
struct TableScreenshotTests {
    @Test(arguments: [12, 27, 81], [(1280, 800), (800, 1280), (320, 240)])
    func tableWithCards(count: Int, size: (Int, Int)) throws {
        let (w, h) = size
        let scene = TableScene(game: tableGame(cards: count, seed: 7), now: 95, width: w, height: h)
        let c = try canvas(for: scene)
        let renderer = TableRenderer()
        renderer.renderFull(scene, into: c)
        let buffer = c.buffer
        let theme = scene.theme
        let layout = scene.layout
        let board = layout.board
        let grid = scene.grid
        let frames = grid.frames(scrollOffset: 0)

        // Every card whose corner is on the board shows its face just inside its top-left curve.
        var corners = 0
        for (index, frame) in frames.enumerated() {
            guard let (x, y) = Self.insideTopLeftCurve(of: frame),
                board.contains(Point(Double(x), Double(y)))
            else { continue }
            corners += 1
            #expect(
                buffer.pixel(x: x, y: y) == theme.cardFace,
                "card \(index) at \(frame): no face at (\(x), \(y)) in a \(w)x\(h) window")
        }
        // A board that cannot show every card at the minimum size scrolls; otherwise all are shown.
        let visible = frames.filter { $0.minY >= board.minY && $0.maxY <= board.maxY }.count
        #expect(grid.scrolls == (visible < count))
        #expect(visible >= min(count, 6) && corners >= visible)
        if count == 81 && w == 320 { #expect(grid.scrolls) }

        // The felt shows between neighbours in a row, and in the margin left of the first card.
        var gaps = 0
        for (index, frame) in frames.enumerated() where index + 1 < count && index % grid.columns != grid.columns - 1 {
            let next = frames[index + 1]
            let x = Int(frame.maxX.rounded(.up)), y = Int(frame.midY)
            guard Double(x + 1) <= next.minX, board.contains(Point(Double(x), Double(y))) else { continue }
            gaps += 1
            #expect(buffer.pixel(x: x, y: y) == theme.felt, "gap right of card \(index) in a \(w)x\(h) window")
        }
        #expect(gaps > 0 || grid.columns == 1)
        let first = frames[0]
        let gapX = Int(first.minX - grid.gap / 2)
        if gapX >= Int(board.minX) {
            #expect(buffer.pixel(x: gapX, y: Int(first.midY)) == theme.felt)
        }

        // Every button is drawn with its face, enabled or not, beside its label.
        for id in layout.buttonIDs {
            let frame = try #require(layout.frame(of: id))
            #expect(frame.minX >= 0 && frame.maxX <= Double(w) && frame.minY >= 0 && frame.maxY <= Double(h))
            let sample = buffer.pixel(x: Int(frame.minX + min(6, frame.width / 8)), y: Int(frame.midY))
            let expected =
                id == .mode(scene.game.mode)
                ? theme.accent
                : scene.isEnabled(id) ? theme.buttonFace : theme.buttonFaceDisabled
            #expect(sample == expected, "button \(id) in a \(w)x\(h) window")
        }

        if getenv("SET_TABLE_SCREENSHOTS") != nil {
            try ScreenshotTests.writePNG(buffer, name: "cards\(count)-\(w)x\(h)")
        }

        // Selecting a card redraws a part of the window, leaving exactly the full render's pixels.
        var selected = scene
        selected.game.apply(.cardTapped(index: 1), now: 0)
        let dirty = renderer.render(selected, into: c)
        #expect(!dirty.isEmpty && !dirty.contains(Rect(0, 0, Double(w), Double(h))))
        let full = try canvas(for: selected)
        TableRenderer().renderFull(selected, into: full)
        #expect(samePixels(c.buffer, full.buffer), "\(count) cards in a \(w)x\(h) window")
    }

    /// The first pixel along the diagonal from a card's top-left corner that lies wholly
    /// inside the face's rounded corner and clear of its border: the corner's circle has
    /// radius 0.07 · width about (minX + r, minY + r), the border is max(1, 0.008 · width)
    /// wide inside it, and a quarter pixel is left for anti-aliasing. Nil when the corner
    /// is too small to hold such a pixel.
    static func insideTopLeftCurve(of frame: Rect) -> (x: Int, y: Int)? {
        let r = 0.07 * frame.width, border = max(1, 0.008 * frame.width)
        let cx = frame.minX + r, cy = frame.minY + r
        let x0 = Int(frame.minX.rounded(.down)), y0 = Int(frame.minY.rounded(.down))
        for k in 0..<Int(r.rounded(.up)) + 1 {
            let x = Double(x0 + k), y = Double(y0 + k)
            // The pixel's corner farthest from the circle's centre.
            let dx = max(abs(x - cx), abs(x + 1 - cx)), dy = max(abs(y - cy), abs(y + 1 - cy))
            if (dx * dx + dy * dy).squareRoot() <= r - border - 0.25 { return (x0 + k, y0 + k) }
        }
        return nil
    }
}
