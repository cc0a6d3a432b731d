import Geometry
import Raster

extension GridLayout {
    /// Whether the grid is taller than the board and scrolls vertically.
    public var scrolls: Bool { contentHeight > board.height }

    /// The scroll offsets that keep the board covered: 0...(contentHeight − board.height), or 0...0.
    public var scrollRange: ClosedRange<Double> {
        0...(scrolls ? contentHeight - board.height : 0)
    }

    /// An offset moved into `scrollRange` (NaN becomes 0).
    public func clampedScrollOffset(_ offset: Double) -> Double {
        offset.isNaN ? 0 : min(scrollRange.upperBound, max(0, offset))
    }

    /// The frame of card `index` (row-major) with the grid scrolled up by `scrollOffset` (clamped),
    /// or nil for an index outside 0..<count.
    ///
    /// A card scrolled out of view has a frame outside `board`.
    public func frame(of index: Int, scrollOffset: Double = 0) -> Rect? {
        guard index >= 0, index < count else { return nil }
        return cellFrame(row: index / columns, column: index % columns, scrollOffset: clampedScrollOffset(scrollOffset))
    }

    /// The frames of all cards, in order, at a scroll offset (clamped).
    public func frames(scrollOffset: Double = 0) -> [Rect] {
        let offset = clampedScrollOffset(scrollOffset)
        return (0..<count).map { cellFrame(row: $0 / columns, column: $0 % columns, scrollOffset: offset) }
    }

    /// The card under a point at a scroll offset (clamped): nil in the gaps and
    /// margins, outside the board and for a non-finite point.
    ///
    /// Agrees exactly with the frames and `Rect.contains`: a card's left and top
    /// edges belong to it, its right and bottom edges do not.
    public func index(at point: Point, scrollOffset: Double) -> Int? {
        guard count > 0, point.isFinite, board.contains(point) else { return nil }
        let offset = clampedScrollOffset(scrollOffset)
        let column = ((point.x - origin.x) / (cardWidth + gap)).rounded(.down)
        let row = ((point.y - origin.y + offset) / (cardHeight + gap)).rounded(.down)
        guard column.isFinite, row.isFinite else { return nil }
        let r0 = Int(max(-1, min(Double(rows), row))), c0 = Int(max(-1, min(Double(columns), column)))
        // The division can land one cell off at an edge; the frames decide.
        for r in max(0, r0 - 1)...max(0, min(rows - 1, r0 + 1)) {
            for c in max(0, c0 - 1)...max(0, min(columns - 1, c0 + 1)) where r * columns + c < count {
                if cellFrame(row: r, column: c, scrollOffset: offset).contains(point) { return r * columns + c }
            }
        }
        return nil
    }

    /// The frame of one grid cell; every frame is computed by this one expression.
    private func cellFrame(row: Int, column: Int, scrollOffset: Double) -> Rect {
        Rect(
            origin.x + Double(column) * (cardWidth + gap),
            origin.y + Double(row) * (cardHeight + gap) - scrollOffset,
            cardWidth, cardHeight)
    }
}
