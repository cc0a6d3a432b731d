import Geometry
import Raster

/// Where the cards on the table go: a centred grid of equal cards with the
/// largest card size the board allows, scrolling vertically once the cards
/// would be smaller than a minimum width.
///
/// Cards have one aspect ratio (height = `aspect` · width). The gaps between
/// cards and the outer margin are each `gapFraction` · width. With c columns
/// and r = ⌈N / c⌉ rows, the grid needs width w · (c + g (c + 1)) and height
/// w · (aspect · r + g (r + 1)), so the largest card that fits is
///
///     w_c = min(W / (c + g (c + 1)), H / (aspect · r + g (r + 1))).
///
/// Every c = 1...N is tried and the largest w_c wins; nothing is floored or
/// rounded on the way (the CS193p `Grid` helper truncated intermediate sizes
/// and so missed the optimum in some windows). The layout depends only on the
/// card count and the board: there is no hole for a card that left.
public struct GridLayout: Equatable, Sendable {
    /// The card aspect ratio (height / width) of real Set cards, roughly.
    public static let defaultAspect = 1.4
    /// The gap between cards, and the outer margin, as a fraction of the card width.
    public static let defaultGapFraction = 0.08
    /// Two candidate widths within this relative distance count as a tie: the
    /// w_c of different column counts can be mathematically equal yet differ
    /// in the last bit after the divisions.
    public static let tieTolerance = 1e-12

    /// The number of cards laid out (0 for degenerate input).
    public let count: Int
    /// The rectangle the grid may occupy.
    public let board: Rect
    /// The number of columns (0 when empty).
    public let columns: Int
    /// The number of rows (0 when empty).
    public let rows: Int
    /// The width of every card.
    public let cardWidth: Double
    /// The height of every card (`aspect` · `cardWidth`).
    public let cardHeight: Double
    /// The space between neighbouring cards and between the grid and its margin.
    public let gap: Double
    /// The height of the whole grid, margins included; above `board.height` exactly when it scrolls.
    public let contentHeight: Double
    /// The top-left corner of card 0 at scroll offset 0.
    public let origin: Point

    /// The empty layout of a board: no cards, no scrolling.
    public static func empty(board: Rect) -> GridLayout {
        GridLayout(
            count: 0, board: board, columns: 0, rows: 0, cardWidth: 0, cardHeight: 0,
            gap: 0, contentHeight: 0, origin: Point(board.x, board.y))
    }

    private init(
        count: Int, board: Rect, columns: Int, rows: Int, cardWidth: Double, cardHeight: Double,
        gap: Double, contentHeight: Double, origin: Point
    ) {
        self.count = count
        self.board = board
        self.columns = columns
        self.rows = rows
        self.cardWidth = cardWidth
        self.cardHeight = cardHeight
        self.gap = gap
        self.contentHeight = contentHeight
        self.origin = origin
    }

    /// Lays out `count` cards in `board`.
    ///
    /// - Parameters:
    ///   - aspect: card height / width; not finite or ≤ 0 gives the empty layout.
    ///   - gapFraction: gap and margin as a fraction of the card width; negative or NaN counts as 0.
    ///   - minimumCardWidth: below this width the cards keep it and the board
    ///     scrolls vertically, with as many columns as fit the board's width
    ///     (one narrower card if not even one fits). Negative or NaN counts as 0.
    /// A count ≤ 0 or a board with a zero, negative or non-finite side gives the
    /// empty layout (with `board` set to `.zero` if it was not finite).
    /// - Complexity: O(count): every column count is tried.
    public init(
        count: Int, board: Rect, aspect: Double = GridLayout.defaultAspect,
        gapFraction: Double = GridLayout.defaultGapFraction, minimumCardWidth: Double = 0
    ) {
        let g = gapFraction.isFinite ? max(0, gapFraction) : 0
        let minimum = minimumCardWidth.isFinite ? max(0, minimumCardWidth) : 0
        guard count > 0, aspect.isFinite, aspect > 0,
            board.x.isFinite, board.y.isFinite, board.width.isFinite, board.height.isFinite,
            board.width > 0, board.height > 0
        else {
            // A board with NaN in it would make the layout unequal to itself.
            let finite = board.x.isFinite && board.y.isFinite && board.width.isFinite && board.height.isFinite
            self = .empty(board: finite ? board : .zero)
            return
        }
        let (bestColumns, bestWidth) = GridLayout.bestFit(
            count: count, width: board.width, height: board.height,
            aspect: aspect, gap: g)
        var columns = bestColumns
        var width = bestWidth
        let fits = width >= minimum
        if !fits {
            width = min(minimum, board.width / (1 + 2 * g))
            columns = GridLayout.columnsFitting(width: width, count: count, boardWidth: board.width, gap: g)
        }
        let rows = GridLayout.rows(for: count, columns: columns)
        let gap = g * width
        let height = aspect * width
        let gridWidth = Double(columns) * width + Double(columns + 1) * gap
        // A fitted grid can come out an ulp taller than the board after the
        // divisions; it must not scroll for that.
        let gridHeight = Double(rows) * height + Double(rows + 1) * gap
        let contentHeight = fits ? min(gridHeight, board.height) : gridHeight
        let top = contentHeight > board.height ? board.y : board.y + (board.height - contentHeight) / 2
        self.init(
            count: count, board: board, columns: columns, rows: rows, cardWidth: width, cardHeight: height,
            gap: gap, contentHeight: contentHeight,
            origin: Point(board.x + (board.width - gridWidth) / 2 + gap, top + gap))
    }

    /// The column count with the largest card width, and that width.
    ///
    /// Ties (within `tieTolerance`) go to fewer empty cells in the last row, then to fewer columns.
    static func bestFit(count n: Int, width: Double, height: Double, aspect: Double, gap g: Double)
        -> (columns: Int, width: Double)
    {
        var best = (columns: 0, width: -Double.infinity, waste: Int.max)
        for c in 1...n {
            let r = rows(for: n, columns: c)
            let w = min(
                width / (Double(c) + g * Double(c + 1)),
                height / (aspect * Double(r) + g * Double(r + 1)))
            let waste = c * r - n
            if w > best.width * (1 + tieTolerance) {
                best = (c, w, waste)
            } else if w >= best.width * (1 - tieTolerance) && waste < best.waste {
                best = (c, w, waste)
            }
        }
        return (best.columns, best.width)
    }

    /// ⌈count / columns⌉, without the overflow of `count + columns − 1`.
    private static func rows(for count: Int, columns: Int) -> Int {
        count / columns + (count % columns == 0 ? 0 : 1)
    }

    /// The most columns (1...count) of cards `width` wide that fit across the board with their gaps.
    private static func columnsFitting(width: Double, count: Int, boardWidth: Double, gap g: Double) -> Int {
        func fits(_ c: Int) -> Bool { Double(c) * width + Double(c + 1) * g * width <= boardWidth }
        let estimate = (boardWidth / width - g) / (1 + g)
        var c = estimate.isFinite ? Int(max(1, min(Double(count), estimate.rounded(.down)))) : 1
        // The estimate can be one off after rounding; settle it with the exact inequality.
        while c < count && fits(c + 1) { c += 1 }
        while c > 1 && !fits(c) { c -= 1 }
        return c
    }
}
