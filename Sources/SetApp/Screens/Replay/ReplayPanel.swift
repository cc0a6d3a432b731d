import Catalog
import Geometry
import SetCore
import SetTable

extension OverlayPanel {
    /// A recorded game played again: where it is in the game, its table on felt with the
    /// cards moving to their new places as the table changes, the seek bar, and the controls.
    init(replay: ReplayShown, scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        self.init(kind: .replay, title: replay.title)
        let size = max(8, min(m.valueText * 0.8, (room.height / 24).rounded()))
        let lineHeight = (size * 1.45).rounded(.up)
        let buttonHeight = max(24, m.buttonHeight * 0.8)
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        let barHeight = (lineHeight * 1.8).rounded()
        let width = (room.width - 2 * pad).rounded(.down)
        let textRoom = room.height - 2 * pad - titleHeight - 2 * gap - buttonHeight
        let feltHeight = max(lineHeight, textRoom - lineHeight - barHeight - 2 * gap).rounded(.down)
        let c = scene.catalog
        let speeds = [1, 2, 4].map {
            (PanelButton.replay(.speed($0)), c.text("%d×", context: "speed", .int($0)), replay.speed != $0)
        }
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: [
                [
                    (.replay(.play), c.text("Play", context: "replay"), !replay.playing),
                    (.replay(.pause), c.text("Pause"), replay.playing),
                ]
                    + speeds + [(.replay(.close), c.text("Close"), true)]
            ], title: title, textHeight: lineHeight + gap + feltHeight + gap + barHeight, textWidth: width,
            in: space, metrics: m)
        textSize = size
        let left = frame.minX + pad
        let inner = frame.width - 2 * pad
        var y = titleFrame.maxY + gap
        let state = replay.playing ? c.text("playing", context: "replay") : c.text("paused", context: "replay")
        cells.append(
            Cell(
                text: c.text(
                    "%1$s of %2$s · %3$d× · %4$s", .string(HUD.clock(replay.position)),
                    .string(HUD.clock(replay.seconds)), .int(replay.speed), .string(state)),
                frame: Rect(left, y, inner, lineHeight), alignment: .center, isPickedOut: false))
        y += lineHeight + gap
        let felt = Rect(left, y, inner, feltHeight)
        feltAreas = [felt]
        let board = felt.insetBy(dx: gap, dy: gap)
        let shown = replay.table.cards + replay.table.previous
        let placed = Dictionary(
            zip(shown, GridLayout(count: shown.count, board: board).frames()), uniquingKeysWith: { a, _ in a })
        var from: [Card: Rect] = [:]
        if let leaving = replay.leaving {
            let cards = leaving.cards + leaving.previous
            from = Dictionary(
                zip(cards, GridLayout(count: cards.count, board: board).frames()), uniquingKeysWith: { a, _ in a })
        }
        let t = min(1, max(0, replay.progress))
        // Ease out: quick to leave, gentle to land.
        let k = 1 - (1 - t) * (1 - t)
        func between(_ a: Rect, _ b: Rect) -> Rect {
            Rect(
                a.x + (b.x - a.x) * k, a.y + (b.y - a.y) * k, a.width + (b.width - a.width) * k,
                a.height + (b.height - a.height) * k)
        }
        let moment = replay.moment
        for card in shown {
            guard let target = placed[card] else { continue }
            // A card dealt comes in from the felt's top right corner, where the deck would be.
            let start = from[card] ?? Rect(felt.maxX - target.width, felt.minY, target.width, target.height)
            var appearance = CardAppearance()
            if moment.selection.contains(card) {
                appearance.highlight =
                    switch moment.judged {
                    case .found?: .match
                    case .missed?: .mismatch
                    default: .selected
                    }
            }
            appearance.isHinted = moment.hinted.contains(card)
            let frame = replay.leaving == nil ? target : between(start, target)
            examples.append(Example(card: card, frame: frame, appearance: appearance))
        }
        // The cards that left shrink away where they were.
        if let leaving = replay.leaving, k < 1 {
            for card in leaving.cards + leaving.previous where placed[card] == nil {
                guard let was = from[card] else { continue }
                let scaled = was.insetBy(dx: was.width / 2 * k, dy: was.height / 2 * k)
                guard scaled.width >= 1, scaled.height >= 1 else { continue }
                examples.append(Example(card: card, frame: scaled, appearance: CardAppearance(highlight: .match)))
            }
        }
        y += feltHeight + gap
        let strip = Rect(left, y + lineHeight * 0.8, inner, barHeight - lineHeight * 0.8)
        var bar = ReviewTimeline(frame: strip, seconds: replay.seconds, marks: [], cursor: 0)
        bar.cursor = bar.x(of: replay.position)
        bar.marks = replay.markers.map { ReviewTimeline.Mark(x: bar.x(of: $0.time), kind: $0.kind, label: nil) }
        timeline = bar
    }
}
