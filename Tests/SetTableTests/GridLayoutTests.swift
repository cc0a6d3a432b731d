import Geometry
import Raster
import SetCore
import Testing

@testable import SetTable

@Suite("Grid layout: optimal size and geometry")
struct GridLayoutTests {
    /// Boards of many shapes, 320×240 up to 3840×2160, some not at the origin.
    static let boards: [Rect] = [
        Rect(0, 0, 320, 240), Rect(0, 0, 240, 320), Rect(0, 0, 640, 360), Rect(0, 0, 360, 640),
        Rect(0, 0, 1280, 720), Rect(0, 0, 720, 1280), Rect(0, 0, 1920, 1080), Rect(0, 0, 3840, 2160),
        Rect(0, 0, 2560, 1080), Rect(0, 0, 1080, 2560), Rect(0, 0, 3440, 1440), Rect(0, 0, 500, 500),
        Rect(0, 0, 2000, 2000), Rect(0, 80, 1280, 720), Rect(13.5, 7.25, 1023.3, 611.7),
        Rect(0, 0, 1366, 768), Rect(0, 0, 333, 1000), Rect(0, 0, 1000, 333),
    ]

    /// The largest card width over every (columns, rows) pair with columns · rows ≥ n.
    private func bruteForceWidth(_ n: Int, _ board: Rect, aspect: Double, gap g: Double) -> Double {
        var best = 0.0
        for c in 1...n {
            for r in 1...n where c * r >= n {
                let w = min(
                    board.width / (Double(c) + g * Double(c + 1)),
                    board.height / (aspect * Double(r) + g * Double(r + 1)))
                best = max(best, w)
            }
        }
        return best
    }

    @Test("No (columns, rows) pair gives a larger card, for 1...81 cards on every board")
    func optimalAgainstBruteForce() {
        for board in GridLayoutTests.boards {
            for n in 1...81 {
                let layout = GridLayout(count: n, board: board)
                let best = bruteForceWidth(n, board, aspect: 1.4, gap: 0.08)
                #expect(layout.cardWidth >= best * (1 - 1e-12), "n \(n) board \(board)")
                #expect(layout.cardWidth <= best * (1 + 1e-12), "n \(n) board \(board)")
                #expect(layout.columns * layout.rows >= n && layout.columns * (layout.rows - 1) < n)
                #expect(!layout.scrolls)
            }
        }
    }

    @Test("Optimal for other aspect ratios and gaps too")
    func optimalOtherParameters() {
        for (aspect, gap) in [(1.0, 0.0), (0.7, 0.2), (1.5, 0.25), (2.0, 0.05)] {
            for board in GridLayoutTests.boards.prefix(6) {
                for n in stride(from: 1, through: 81, by: 4) {
                    let layout = GridLayout(count: n, board: board, aspect: aspect, gapFraction: gap)
                    let best = bruteForceWidth(n, board, aspect: aspect, gap: gap)
                    #expect(abs(layout.cardWidth - best) <= best * 1e-12, "n \(n) aspect \(aspect) gap \(gap)")
                    #expect(layout.cardHeight == aspect * layout.cardWidth)
                    #expect(layout.gap == gap * layout.cardWidth)
                }
            }
        }
    }

    @Test("Ties go to fewer empty cells, then to fewer columns")
    func tieBreaking() {
        // Square cards, no gaps, 3 cards on a 3×2 board: 2 columns (2 rows, one empty
        // cell) and 3 columns (1 row) both give width 1; the full row wins.
        let three = GridLayout(count: 3, board: Rect(0, 0, 3, 2), aspect: 1, gapFraction: 0)
        #expect(three.columns == 3 && three.rows == 1 && three.cardWidth == 1)
        // 4 cards on 4×2: 2×2, 3×2 and 4×1 all give width 1; 2×2 and 4×1 waste nothing, 2 columns come first.
        let four = GridLayout(count: 4, board: Rect(0, 0, 4, 2), aspect: 1, gapFraction: 0)
        #expect(four.columns == 2 && four.rows == 2 && four.cardWidth == 1)
    }

    @Test("Frames do not overlap, stay inside the board and are centred in it")
    func framesInsideAndCentred() {
        for board in GridLayoutTests.boards {
            for n in [1, 2, 3, 5, 12, 15, 18, 21, 40, 81] {
                let layout = GridLayout(count: n, board: board)
                let frames = layout.frames()
                #expect(frames.count == n)
                for i in frames.indices {
                    for j in frames.indices where j > i {
                        #expect(!frames[i].intersects(frames[j]), "n \(n): \(i) and \(j) overlap")
                    }
                }
                let minX = frames.map(\.minX).min() ?? 0, maxX = frames.map(\.maxX).max() ?? 0
                let minY = frames.map(\.minY).min() ?? 0, maxY = frames.map(\.maxY).max() ?? 0
                #expect(minX >= board.minX - 1e-9 && maxX <= board.maxX + 1e-9)
                #expect(minY >= board.minY - 1e-9 && maxY <= board.maxY + 1e-9)
                #expect(abs((minX - board.minX) - (board.maxX - maxX)) <= 1e-9)
                #expect(abs((minY - board.minY) - (board.maxY - maxY)) <= 1e-9)
                // The outer margin is at least one gap.
                #expect(minX - board.minX >= layout.gap - 1e-9 && minY - board.minY >= layout.gap - 1e-9)
            }
        }
    }

    /// Windows from 320×240 to 3840×2160, landscape and portrait.
    static let windows: [(Double, Double)] = [
        (320, 240), (240, 320), (480, 320), (640, 480), (800, 1280), (1280, 800), (1366, 768),
        (1920, 1080), (1080, 1920), (2560, 1440), (3440, 1440), (3840, 2160), (2160, 3840),
    ]

    @Test("Every window, 3...81 cards: equal cards of the art's shape, apart, on the board or its scrolled extent")
    func framesOfEveryTableInEveryWindow() {
        for (w, h) in GridLayoutTests.windows {
            for mode in [Game.Mode.solo, .twoPlayer] {
                let screen = ScreenLayout(width: w, height: h, mode: mode)
                let board = screen.board
                for n in 3...81 {
                    let grid = screen.grid(cardCount: n)
                    let top = grid.scrollRange.upperBound
                    for offset in [0, top / 2, top] {
                        let frames = grid.frames(scrollOffset: offset)
                        checkFrames(frames, n: n, board: board, grid: grid, offset: offset, "\(w)x\(h) \(mode) n \(n)")
                    }
                    // Scrolled to either end, the first row starts and the last row ends inside the board.
                    let first = grid.frames(scrollOffset: 0), last = grid.frames(scrollOffset: top)
                    #expect(first.allSatisfy { $0.minY >= board.minY }, "\(w)x\(h) n \(n)")
                    #expect(last.allSatisfy { $0.maxY <= board.maxY + 1e-9 }, "\(w)x\(h) n \(n)")
                    // The board scrolls rather than shrink cards below the minimum it could hold.
                    let couldHold = min(screen.minimumCardWidth, board.width / (1 + 2 * ScreenLayout.cardGapFraction))
                    #expect(grid.cardWidth >= couldHold * (1 - 1e-12), "\(w)x\(h) n \(n)")
                }
            }
        }
    }

    private func checkFrames(
        _ frames: [Rect], n: Int, board: Rect, grid: GridLayout, offset: Double,
        _ context: String
    ) {
        #expect(frames.count == n, "\(context)")
        guard let size = frames.first.map({ ($0.width, $0.height) }) else { return }
        #expect(frames.allSatisfy { $0.width == size.0 && $0.height == size.1 }, "\(context): sizes differ")
        #expect(abs(size.1 / size.0 - CardArt.aspectRatio) < 1e-12, "\(context): \(size)")
        // Horizontally on the board; vertically on the board, or on the content scrolled by `offset`.
        let extent = grid.scrolls ? Rect(board.minX, board.minY - offset, board.width, grid.contentHeight) : board
        let outside = frames.filter {
            $0.minX < extent.minX - 1e-9 || $0.maxX > extent.maxX + 1e-9
                || $0.minY < extent.minY - 1e-9 || $0.maxY > extent.maxY + 1e-9
        }
        #expect(outside.isEmpty, "\(context) offset \(offset): \(outside.count) frames outside \(extent)")
        var overlaps = 0
        for i in frames.indices {
            for j in frames.indices where j > i && frames[i].intersects(frames[j]) { overlaps += 1 }
        }
        #expect(overlaps == 0, "\(context) offset \(offset)")
    }

    @Test("Two cards in a 650×400 board at (10, 20): frames computed by hand")
    func twoCardsByHand() throws {
        // aspect 1.5, gap 0.25: one column allows min(650 / 1.5, 400 / 3.75) = 106.67;
        // two columns allow min(650 / 2.75, 400 / 2) = 200. Cards 200 × 300, gap 50;
        // the grid is 550 × 400, so 50 extra on each side: card 0 at x = 10 + 50 + 50.
        let layout = GridLayout(count: 2, board: Rect(10, 20, 650, 400), aspect: 1.5, gapFraction: 0.25)
        #expect(layout.columns == 2 && layout.rows == 1)
        #expect(layout.cardWidth == 200 && layout.cardHeight == 300 && layout.gap == 50)
        #expect(layout.contentHeight == 400)
        #expect(layout.frame(of: 0) == Rect(110, 70, 200, 300))
        #expect(layout.frame(of: 1) == Rect(360, 70, 200, 300))
        #expect(layout.frame(of: 2) == nil && layout.frame(of: -1) == nil)
    }

    @Test("Cards that leave without replacement let the rest re-form larger")
    func reformsWhenCardsLeave() {
        for board in GridLayoutTests.boards {
            let twelve = GridLayout(count: 12, board: board)
            let nine = GridLayout(count: 9, board: board)
            #expect(nine.cardWidth >= twelve.cardWidth)
            #expect(nine.frames().count == 9)
            // Never a hole: the nine cards fill the first rows of their own grid.
            #expect(nine.rows == (9 + nine.columns - 1) / nine.columns)
            for n in 1..<81 {
                #expect(
                    GridLayout(count: n, board: board).cardWidth
                        >= GridLayout(count: n + 1, board: board).cardWidth * (1 - 1e-12))
            }
        }
        // 1280×720: twelve cards take 6 columns × 2 rows, nine take 5 × 2 at a larger size.
        let board = Rect(0, 0, 1280, 720)
        #expect(GridLayout(count: 12, board: board).columns == 6)
        #expect(GridLayout(count: 9, board: board).columns == 5)
        #expect(GridLayout(count: 9, board: board).cardWidth > GridLayout(count: 12, board: board).cardWidth)
    }

    @Test("Degenerate input gives the empty layout, never a trap")
    func degenerateInput() {
        let empties = [
            GridLayout(count: 0, board: Rect(0, 0, 800, 600)),
            GridLayout(count: -3, board: Rect(0, 0, 800, 600)),
            GridLayout(count: 12, board: .zero),
            GridLayout(count: 12, board: Rect(0, 0, -800, 600)),
            GridLayout(count: 12, board: Rect(0, 0, 800, .nan)),
            GridLayout(count: 12, board: Rect(.nan, 0, 800, 600)),
            GridLayout(count: 12, board: Rect(0, 0, .infinity, 600)),
            GridLayout(count: 12, board: Rect(0, 0, 800, 600), aspect: 0),
            GridLayout(count: 12, board: Rect(0, 0, 800, 600), aspect: -1.4),
            GridLayout(count: 12, board: Rect(0, 0, 800, 600), aspect: .nan),
        ]
        #expect(empties[4] == empties[4] && empties[4].board == .zero)
        for layout in empties {
            #expect(layout.count == 0 && layout.columns == 0 && layout.rows == 0)
            #expect(layout.cardWidth == 0 && layout.contentHeight == 0)
            #expect(layout.frames(scrollOffset: 10).isEmpty)
            #expect(layout.frame(of: 0) == nil)
            #expect(layout.index(at: Point(1, 1), scrollOffset: 0) == nil)
            #expect(!layout.scrolls && layout.scrollRange == 0...0)
        }
        // A negative or NaN gap counts as no gap; a NaN minimum as none.
        let noGap = GridLayout(count: 1, board: Rect(0, 0, 100, 140), gapFraction: .nan, minimumCardWidth: .nan)
        #expect(noGap.cardWidth == 100 && noGap.gap == 0)
        #expect(GridLayout(count: 1, board: Rect(0, 0, 100, 140), gapFraction: -1) == noGap)
    }
}
