#if canImport(Glibc)
import Glibc
#endif
import Raster
@testable import SetCore
@testable import SetTable
import Testing

/// The opening views a player sees most: 12, 27 and 81 cards at 1280×800,
/// 800×1280 and 320×240, rendered in full and checked where a player looks.
/// With `SET_TABLE_SCREENSHOTS=1` they are also written to /tmp/set-table-shots.
@Suite("Table screenshots")
struct TableScreenshotTests {
    @Test(arguments: [12, 27, 81], [(1280, 800), (800, 1280), (320, 240)])
    func tableWithCards(count: Int, size: (Int, Int)) throws {
        let (w, h) = size
        let scene = TableScene(game: tableGame(cards: count, seed: 7), now: 95, width: w, height: h)
        let buffer = try #require(PixelBuffer(width: w, height: h))
        TableRenderer().renderFull(scene, into: Canvas(buffer: buffer))
        let theme = scene.theme
        let layout = scene.layout
        let grid = scene.grid

        // Every card that is wholly on the board shows its white face just below its top edge.
        var visible = 0
        for index in 0..<count {
            let frame = try #require(grid.frame(of: index, scrollOffset: 0))
            guard frame.minY >= layout.board.minY, frame.maxY <= layout.board.maxY else { continue }
            visible += 1
            let face = buffer.pixel(x: Int(frame.midX), y: Int(frame.minY + frame.height * 0.04))
            #expect(face == theme.cardFace, "card \(index) at \(frame) has no face in a \(w)x\(h) window")
        }
        // A board that cannot show every card at the minimum size scrolls; otherwise all are shown.
        #expect(grid.scrolls == (visible < count))
        #expect(visible >= min(count, 6))
        if count == 81 && w == 320 { #expect(grid.scrolls) }

        // The felt shows in the gap left of the first card.
        let first = try #require(grid.frame(of: 0, scrollOffset: 0))
        let gapX = Int(first.minX - grid.gap / 2)
        if gapX >= Int(layout.board.minX) {
            #expect(buffer.pixel(x: gapX, y: Int(first.midY)) == theme.felt)
        }

        // Every button is drawn with its face, enabled or not, beside its label.
        for id in layout.buttonIDs {
            let frame = try #require(layout.frame(of: id))
            #expect(frame.minX >= 0 && frame.maxX <= Double(w) && frame.minY >= 0 && frame.maxY <= Double(h))
            let sample = buffer.pixel(x: Int(frame.minX + min(6, frame.width / 8)), y: Int(frame.midY))
            let expected = scene.isEnabled(id) ? theme.buttonFace : theme.buttonFaceDisabled
            #expect(sample == expected, "button \(id) in a \(w)x\(h) window")
        }

        let png = try encodePNG(buffer)
        #expect(png.count > 1000)
        if getenv("SET_TABLE_SCREENSHOTS") != nil {
            mkdir(ScreenshotTests.directory, 0o755)
            let file = try #require(fopen("\(ScreenshotTests.directory)/cards\(count)-\(w)x\(h).png", "wb"))
            defer { fclose(file) }
            #expect(png.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == png.count)
        }
    }
}
