import Geometry
import Raster
import Testing

@testable import SetTable

@Suite("Grid layout: minimum card size, scrolling and hit-testing")
struct GridLayoutScrollTests {
    /// 81 cards in 320×240 with a 60 px minimum: 4 columns fit (4·60 + 5·4.8 = 264 ≤ 320,
    /// 5 columns need 328.8), 21 rows, content 21·84 + 22·4.8 = 1869.6 high.
    let layout = GridLayout(count: 81, board: Rect(0, 0, 320, 240), minimumCardWidth: 60)

    @Test("81 cards in 320×240 keep the minimum width and scroll")
    func scrollsAtMinimumWidth() {
        #expect(layout.cardWidth == 60 && layout.cardHeight == 84)
        #expect(layout.columns == 4 && layout.rows == 21)
        #expect(abs(layout.contentHeight - 1869.6) < 1e-9)
        #expect(layout.scrolls)
        #expect(layout.scrollRange.lowerBound == 0)
        #expect(abs(layout.scrollRange.upperBound - 1629.6) < 1e-9)
        // Centred across: (320 − 264) / 2 = 28 of extra margin, then the 4.8 gap.
        #expect(abs(layout.origin.x - 32.8) < 1e-9 && abs(layout.origin.y - 4.8) < 1e-9)
    }

    @Test("Scrolled frames move up; a scrolled-away card lies outside the board; offsets clamp")
    func scrolledFrames() throws {
        let card0 = try #require(layout.frame(of: 0, scrollOffset: 100))
        #expect(abs(card0.minY - (4.8 - 100)) < 1e-9 && card0.maxY < 0)
        #expect(!card0.intersects(layout.board))
        let card8 = try #require(layout.frame(of: 8, scrollOffset: 100))
        #expect(abs(card8.minY - (4.8 + 2 * 88.8 - 100)) < 1e-9)
        #expect(
            layout.frame(of: 80, scrollOffset: 5000)
                == layout.frame(of: 80, scrollOffset: layout.scrollRange.upperBound))
        #expect(layout.frame(of: 80, scrollOffset: -3) == layout.frame(of: 80, scrollOffset: 0))
        #expect(layout.frame(of: 80, scrollOffset: .nan) == layout.frame(of: 80, scrollOffset: 0))
        // At the end of the range the last row sits one gap above the board's bottom.
        let last = try #require(layout.frame(of: 80, scrollOffset: .infinity))
        #expect(abs(last.maxY - (240 - 4.8)) < 1e-9)
    }

    @Test("Hit-testing with an offset finds the card under the point")
    func hitTestScrolled() {
        // At offset 100, y = 120 is content y = 220: row 2 (220 − 4.8 − 2·88.8 = 37.6 < 84), column 0.
        #expect(layout.index(at: Point(42.8, 120), scrollOffset: 100) == 8)
        #expect(layout.index(at: Point(42.8, 120), scrollOffset: 0) == 4)
        // The same point in the gap under row 1 at offset 0 (y from 177.6 to 182.4): nothing.
        #expect(layout.index(at: Point(42.8, 180), scrollOffset: 0) == nil)
        // Every card's centre hits that card, at several offsets.
        for offset in [0, 37.5, 800, 1629.6] {
            for (i, frame) in layout.frames(scrollOffset: offset).enumerated() where layout.board.contains(frame.center)
            {
                #expect(layout.index(at: frame.center, scrollOffset: offset) == i)
            }
        }
    }

    @Test("Hit-testing agrees with the frames at every point of a fine lattice")
    func hitTestAgreesWithFrames() {
        let layouts = [
            layout,
            GridLayout(count: 12, board: Rect(0, 0, 1280, 720)),
            GridLayout(count: 7, board: Rect(13.5, 7.25, 1023.3, 611.7)),
        ]
        for grid in layouts {
            for offset in [0, 333.3] {
                let frames = grid.frames(scrollOffset: offset)
                // Lattice points land exactly on card edges as well as inside and between.
                let xs = frames.flatMap { [$0.minX, $0.maxX, $0.midX] } + [grid.board.minX, grid.board.maxX]
                let ys = frames.flatMap { [$0.minY, $0.maxY, $0.midY] } + [grid.board.minY, grid.board.maxY]
                for x in Set(xs) {
                    for y in Set(ys) {
                        let p = Point(x, y)
                        let expected = grid.board.contains(p) ? frames.firstIndex { $0.contains(p) } : nil
                        #expect(grid.index(at: p, scrollOffset: offset) == expected)
                    }
                }
            }
        }
    }

    @Test("A board narrower than one minimum card gets one narrower column")
    func narrowerThanOneCard() {
        let narrow = GridLayout(count: 5, board: Rect(0, 0, 50, 100), minimumCardWidth: 60)
        #expect(narrow.columns == 1 && narrow.rows == 5)
        #expect(abs(narrow.cardWidth - 50 / 1.16) < 1e-9)
        #expect(narrow.scrolls)
        let frame = narrow.frames()[0]
        #expect(abs(frame.minX - narrow.gap) < 1e-9 && abs(frame.maxX - (50 - narrow.gap)) < 1e-9)
    }

    @Test("Above the minimum nothing changes and nothing scrolls")
    func minimumNotReached() {
        let board = Rect(0, 0, 1280, 720)
        #expect(GridLayout(count: 12, board: board, minimumCardWidth: 60) == GridLayout(count: 12, board: board))
        #expect(!GridLayout(count: 81, board: board, minimumCardWidth: 60).scrolls)
    }

    @Test("Hit-testing at edges and gaps of two cards in a 650×400 board at (10, 20), by hand")
    func hitTestEdges() {
        // Frames (see GridLayoutTests.twoCardsByHand): card 0 is x 110..<310, card 1 x 360..<560, y 70..<370.
        let two = GridLayout(count: 2, board: Rect(10, 20, 650, 400), aspect: 1.5, gapFraction: 0.25)
        #expect(two.index(at: Point(110, 70), scrollOffset: 0) == 0)  // top-left corner belongs to the card
        #expect(two.index(at: Point(309.999, 369.999), scrollOffset: 0) == 0)
        #expect(two.index(at: Point(310, 200), scrollOffset: 0) == nil)  // right edge: the gap
        #expect(two.index(at: Point(335, 200), scrollOffset: 0) == nil)  // middle of the gap
        #expect(two.index(at: Point(359.999, 200), scrollOffset: 0) == nil)
        #expect(two.index(at: Point(360, 200), scrollOffset: 0) == 1)  // left edge of card 1
        #expect(two.index(at: Point(559.999, 70), scrollOffset: 0) == 1)
        #expect(two.index(at: Point(560, 70), scrollOffset: 0) == nil)  // right margin
        #expect(two.index(at: Point(200, 370), scrollOffset: 0) == nil)  // bottom edge: the margin
        #expect(two.index(at: Point(200, 69.999), scrollOffset: 0) == nil)  // top margin
        #expect(two.index(at: Point(109.999, 200), scrollOffset: 0) == nil)  // left margin
        #expect(two.index(at: Point(5, 5), scrollOffset: 0) == nil)  // outside the board
        #expect(two.index(at: Point(.nan, 200), scrollOffset: 0) == nil)
        #expect(two.index(at: Point(200, .infinity), scrollOffset: 0) == nil)
        // Nothing scrolls, so an offset is clamped to 0 and changes nothing.
        #expect(two.index(at: Point(110, 70), scrollOffset: 50) == 0)
    }
}
