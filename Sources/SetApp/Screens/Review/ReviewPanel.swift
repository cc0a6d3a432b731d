import Catalog
import Geometry
import SetCore
import SetTable

extension OverlayPanel {
    /// A recorded game at one step: the move in a line, its table on felt with the move's
    /// cards marked and every group on it ringed, the timeline, and the buttons.
    init(review: ReviewShown, scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        let c = scene.catalog
        self.init(kind: .review, title: review.title)
        let size = max(8, min(m.valueText * 0.8, (room.height / 24).rounded()))
        let lineHeight = (size * 1.45).rounded(.up)
        let buttonHeight = max(24, m.buttonHeight * 0.8)
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        let timelineHeight = (lineHeight * 1.8).rounded()
        let width = (room.width - 2 * pad).rounded(.down)
        let textRoom = room.height - 2 * pad - titleHeight - 2 * gap - buttonHeight
        let feltHeight = max(lineHeight, textRoom - 2 * lineHeight - timelineHeight - 3 * gap).rounded(.down)
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: [
                [
                    (.review(.previousStep), c.text("Back"), review.step > 0),
                    (.review(.nextStep), c.text("Next"), review.step < review.steps - 1),
                    (.review(.replay), c.text("Replay"), true), (.review(.close), c.text("Close"), true),
                ]
            ], title: title, textHeight: 2 * lineHeight + gap + feltHeight + gap + timelineHeight,
            textWidth: width, in: space, metrics: m)
        textSize = size
        let left = frame.minX + pad
        let inner = frame.width - 2 * pad
        var y = titleFrame.maxY + gap
        let clock = HUD.clock(review.move.time)
        let groups = review.table.groups.count
        // Past the listing limit the record has no groups for the table: it is not that there were none.
        let onTable =
            !review.listsGroups
            ? c.text("too many groups to list")
            : c.plural("%d group on the table", "%d groups on the table", count: groups)
        cells.append(
            Cell(
                text: c.text(
                    "Move %1$d of %2$d · %3$s · %4$s", .int(review.step + 1), .int(review.steps), .string(clock),
                    .string(onTable)),
                frame: Rect(left, y, inner, lineHeight), alignment: .center, isPickedOut: false))
        y += lineHeight
        cells.append(
            Cell(
                text: review.line, frame: Rect(left, y, inner, lineHeight), alignment: .center,
                isPickedOut: review.isSlow, isHeading: true))
        y += lineHeight + gap
        let felt = Rect(left, y, inner, feltHeight)
        feltAreas = [felt]
        let shown = review.table.cards + review.table.previous
        let grid = GridLayout(count: shown.count, board: felt.insetBy(dx: gap, dy: gap))
        var frames: [Card: Rect] = [:]
        for (card, cardFrame) in zip(shown, grid.frames()) {
            frames[card] = cardFrame
            var appearance = CardAppearance()
            if review.move.cards.contains(card) {
                switch review.move.kind {
                case .found: appearance.highlight = .match
                case .missed: appearance.highlight = .mismatch
                case .hint: appearance.isHinted = true
                case .select, .deselect: appearance.highlight = .selected
                case .deal, .shuffle, .undo, .redo, .claim, .timeout: break
                }
            }
            examples.append(Example(card: card, frame: cardFrame, appearance: appearance))
        }
        // A ring per group round each of its cards, the rings of later groups further out. An UltraSet
        // or GhostSet table can hold hundreds: then only the groups dealt over and the one found are ringed.
        let unseen = Set(review.unseen.map(Set.init))
        let step = max(2, (grid.frames().first?.width ?? 40) / 40)
        let ringed =
            review.table.groups.count <= Self.mostGroupsRinged
            ? review.table.groups
            : review.table.groups.filter {
                unseen.contains(Set($0)) || (review.move.kind == .found && Set($0) == Set(review.move.cards))
            }
        for (n, group) in ringed.enumerated() {
            let out = 2 + Double(n % 4) * step
            let isUnseen = unseen.contains(Set(group))
            for card in group {
                guard let cardFrame = frames[card] else { continue }
                outlines.append(Outline(frame: cardFrame.insetBy(dx: -out, dy: -out), isUnseen: isUnseen))
            }
        }
        y += feltHeight + gap
        let strip = Rect(left, y + lineHeight * 0.8, inner, timelineHeight - lineHeight * 0.8)
        var timeline = ReviewTimeline(frame: strip, seconds: review.seconds, marks: [], cursor: 0)
        timeline.cursor = timeline.x(of: review.move.time)
        var lastLabel = -Double.infinity
        for marker in review.markers {
            let x = timeline.x(of: marker.time)
            var label: String?
            // A find's seconds over its mark, where the last label leaves room.
            if let seconds = marker.seconds, x - lastLabel > size * 2.6 {
                label = c.text("%ds", context: "seconds on the timeline", .int(Int(seconds.rounded())))
                lastLabel = x
            }
            timeline.marks.append(ReviewTimeline.Mark(x: x, kind: marker.kind, label: label))
        }
        self.timeline = timeline
    }

    /// The most groups a reviewed table has each ringed; beyond it only those worth pointing out are.
    static let mostGroupsRinged = 12
}
