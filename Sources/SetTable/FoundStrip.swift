import Geometry
import Raster
import SetCore

// The daily puzzle's found Sets stay on the table, so the player needs to see which
// are done: a strip along the bottom of the board shows them small, in the order
// found, with room kept for all six.

extension ScreenLayout {
    /// The board with a strip for six small Sets taken off its bottom edge: (board, strip).
    static func splitFoundStrip(off board: Rect, metrics m: HUDMetrics) -> (Rect, Rect) {
        let height = min(board.height * 0.22, max(40, board.height * 0.16)).rounded()
        guard height > 0, board.height > 2 * height else { return (board, .zero) }
        let strip = Rect(board.minX, board.maxY - height, board.width, height)
        return (Rect(board.minX, board.minY, board.width, board.height - height), strip)
    }

    /// The frame of each card in the strip: six groups of three small cards, `found` groups' worth.
    public func foundStripFrames(count found: Int) -> [Rect] {
        let strip = foundStrip
        guard strip.width > 0, strip.height > 0, found > 0 else { return [] }
        let sets = DailyPuzzle.setCount
        let gap = max(2, (metrics.spacing / 3).rounded())
        let groupGap = gap * 4
        let inner = strip.insetBy(dx: metrics.padding / 2, dy: metrics.padding / 2)
        let widthFit = (inner.width - Double(sets - 1) * groupGap - Double(sets * 2) * gap) / Double(sets * 3)
        let cardWidth = max(1, min(widthFit, inner.height / CardArt.aspectRatio)).rounded(.down)
        let cardHeight = (cardWidth * CardArt.aspectRatio).rounded(.down)
        let groupWidth = 3 * cardWidth + 2 * gap
        let total = Double(sets) * groupWidth + Double(sets - 1) * groupGap
        let left = (inner.midX - total / 2).rounded()
        let top = (inner.midY - cardHeight / 2).rounded()
        var frames: [Rect] = []
        for set in 0..<min(found, sets) {
            for n in 0..<3 {
                let x = left + Double(set) * (groupWidth + groupGap) + Double(n) * (cardWidth + gap)
                frames.append(Rect(x, top, cardWidth, cardHeight))
            }
        }
        return frames
    }
}

extension ScreenLayout {
    /// The frames of a chain's last group in the strip: `count` cards side by side, as tall as the strip allows.
    public func previousGroupFrames(count: Int) -> [Rect] {
        let strip = foundStrip
        guard strip.width > 0, strip.height > 0, count > 0 else { return [] }
        let gap = max(2, (metrics.spacing / 2).rounded())
        let inner = strip.insetBy(dx: metrics.padding / 2, dy: metrics.padding / 2)
        let widthFit = (inner.width - Double(count - 1) * gap) / Double(count)
        let cardWidth = max(1, min(widthFit, inner.height / CardArt.aspectRatio)).rounded(.down)
        let cardHeight = (cardWidth * CardArt.aspectRatio).rounded(.down)
        let total = Double(count) * cardWidth + Double(count - 1) * gap
        let left = (inner.midX - total / 2).rounded(), top = (inner.midY - cardHeight / 2).rounded()
        return (0..<count).map { Rect(left + Double($0) * (cardWidth + gap), top, cardWidth, cardHeight) }
    }
}

extension TableScene {
    /// The strip below the board: the daily puzzle's found Sets, or a chain's last group (selectable).
    func foundStripItems(layout: ScreenLayout) -> [DisplayItem] {
        let strip = layout.foundStrip
        guard strip.width > 0 else { return [] }
        if game.mode.variant.chain.isChained { return previousGroupItems(layout: layout) }
        guard game.mode.isDaily else { return [] }
        var items = [DisplayItem(.background(2), .rect(strip, theme.panel.withAlpha(0.5)))]
        let cards = game.foundSets.flatMap { $0 }
        for (n, (card, frame)) in zip(cards, layout.foundStripFrames(count: game.foundSets.count)).enumerated() {
            let look = CardLook(card: card, frame: frame, highlight: .none, isHinted: false, label: nil, clip: strip)
            items.append(DisplayItem(.found(n), .card(look)))
        }
        return items
    }
}

extension TableScene {
    /// A chain's last group in the strip, each card selectable as on the table (its index follows the table's).
    private func previousGroupItems(layout: ScreenLayout) -> [DisplayItem] {
        let strip = layout.foundStrip
        var items = [DisplayItem(.background(2), .rect(strip, theme.panel.withAlpha(0.5)))]
        let previous = game.previous
        let appearances = cardAppearances
        for (n, (card, frame)) in zip(previous, layout.previousGroupFrames(count: previous.count)).enumerated() {
            let appearance = appearances.appearance(ofCard: game.table.count + n)
            let look = CardLook(
                card: card, frame: frame, highlight: appearance.highlight,
                isHinted: appearance.isHinted, label: appearance.label, clip: strip,
                oddFeatures: appearance.oddFeatures)
            items.append(DisplayItem(.found(n), .card(look)))
        }
        return items
    }
}
