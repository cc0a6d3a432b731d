import Geometry
import Raster

extension TableScene {
    /// Everything on screen, back to front: felt and HUD backdrop, cards, the
    /// scroll bar, the HUD, gesture feedback, the game-over panel; while
    /// paused, the felt, the HUD and the pause panel only.
    func displayList(layout: ScreenLayout) -> [DisplayItem] {
        let fullWindow = Rect(0, 0, Double(width), Double(height))
        var items: [DisplayItem] = [
            DisplayItem(.background(0), .rect(fullWindow, theme.felt)),
            // The panel over the felt is one opaque colour: stored, not blended pixel by pixel.
            DisplayItem(.background(1), .rect(layout.hud, theme.panel.composited(over: theme.felt) ?? theme.panel)),
        ]
        if isPaused {
            // Nothing of the table shows: no card, no found Set, no gesture, no panel.
            let cover = pausePanel?.items(scene: self) ?? panel?.items(scene: self) ?? []
            return items + HUD.items(for: self, layout: layout) + cover
        }
        let grid = self.grid
        let board = layout.board
        let offset = grid.clampedScrollOffset(scrollOffset)
        let appearances = cardAppearances
        for (index, frame) in grid.frames(scrollOffset: offset).enumerated()
        where shownFrames[index] == nil && frame.intersects(board) {
            let appearance = appearances.appearance(ofCard: index)
            var look = CardLook(
                card: game.table[index], frame: frame, highlight: appearance.highlight,
                isHinted: appearance.isHinted, label: appearance.label, clip: board,
                oddFeatures: appearance.oddFeatures)
            look.faceDown = appearance.isFaceDown
            items.append(DisplayItem(.card(index), .card(look)))
        }
        // Moving cards over the resting ones, at whole pixels, from the card parts;
        // those flying between the deck or the counter and the board pass over the HUD.
        let window = Rect(0, 0, Double(width), Double(height))
        var overHUD: [DisplayItem] = []
        for (index, frame) in shownFrames.sorted(by: { $0.key < $1.key }) where game.table.indices.contains(index) {
            let appearance = appearances.appearance(ofCard: index)
            let flies = flyingCards.contains(index)
            var look = CardLook(
                card: game.table[index], frame: frame.snappedOrigin, highlight: appearance.highlight,
                isHinted: appearance.isHinted, label: appearance.label,
                clip: flies ? window : board, moving: true, oddFeatures: appearance.oddFeatures)
            look.faceDown = appearance.isFaceDown
            if flies {
                overHUD.append(DisplayItem(.card(index), .card(look)))
            } else {
                items.append(DisplayItem(.card(index), .card(look)))
            }
        }
        for (n, leaving) in leavingCards.enumerated() {
            let look = CardLook(
                card: leaving.card, frame: leaving.frame.snappedOrigin, highlight: leaving.highlight,
                isHinted: false, label: nil, clip: window, moving: true)
            overHUD.append(DisplayItem(.leaving(n), .card(look)))
        }
        if grid.scrolls, let bar = scrollBar(grid: grid, offset: offset, metrics: layout.metrics) {
            items.append(
                DisplayItem(
                    .scrollBar,
                    .fill(
                        .roundedRect(bar, radius: bar.width / 2),
                        theme.text.withAlpha(0.45))))
        }
        items += foundStripItems(layout: layout)
        items += HUD.items(for: self, layout: layout)
        items += overHUD
        if !game.isGameOver {
            let m = layout.metrics
            let gestures =
                GestureOverlay.pullItems(
                    pull: dealPull, canDeal: game.canDeal, board: board, metrics: m,
                    theme: theme, catalog: catalog)
                + GestureOverlay.turnItems(
                    progress: turnProgress, angle: turnAngle, board: board, metrics: m,
                    theme: theme, catalog: catalog)
            items += gestures.enumerated().map { DisplayItem(.gesture($0.offset), $0.element) }
        }
        if let card = RoomCodeCard(scene: self) { items += card.items(scene: self) }
        if let panel = GameOverPanel(scene: self) { items += panel.items(scene: self, opacity: panelOpacity) }
        return items
    }

    /// The scroll thumb along the board's right edge.
    private func scrollBar(grid: GridLayout, offset: Double, metrics m: HUDMetrics) -> Rect? {
        let board = grid.board
        guard grid.contentHeight > 0 else { return nil }
        let w = max(3, (m.spacing * 0.6).rounded())
        let trackHeight = board.height - 2 * w
        let height = max(2 * w, trackHeight * board.height / grid.contentHeight)
        let range = grid.scrollRange.upperBound
        let y = board.minY + w + (range > 0 ? (trackHeight - height) * offset / range : 0)
        return Rect(board.maxX - 2 * w, y, w, height)
    }
}

extension Rect {
    /// The same rectangle moved to the nearest whole-pixel origin (for drawing from a sprite).
    var snappedOrigin: Rect { Rect(x.rounded(), y.rounded(), width, height) }
}
