import Geometry
import Raster
import SetCore

/// A ring round one card of a group on a reviewed table.
public struct Outline: Equatable, Sendable {
    /// The ring's rectangle, round the card.
    public var frame: Rect
    /// Whether the group left the table unfound (drawn in the miss colour, thicker).
    public var isUnseen: Bool
}

/// The timeline under a reviewed table: a mark per find, miss, hint and deal over a
/// group, placed by its time, and the step shown.
public struct ReviewTimeline: Equatable, Sendable {
    /// A mark, placed.
    public struct Mark: Equatable, Sendable {
        /// Its x in window coordinates.
        public var x: Double
        /// What it marks.
        public var kind: ReviewShown.Marker.Kind
        /// A find's seconds, shown over its mark when there is room.
        public var label: String?
    }

    /// The strip.
    public var frame: Rect
    /// Seconds of play the strip spans.
    public var seconds: Double
    /// The marks, left to right.
    public var marks: [Mark]
    /// The x of the step shown.
    public var cursor: Double

    /// The x of `time` seconds into the game.
    func x(of time: Double) -> Double {
        guard seconds > 0, time.isFinite else { return frame.minX }
        return frame.minX + frame.width * min(1, max(0, time / seconds))
    }

    /// The time of play at `x` (a click on the strip), 0 … `seconds`.
    public func time(atX x: Double) -> Double {
        guard frame.width > 0, x.isFinite else { return 0 }
        return seconds * min(1, max(0, (x - frame.minX) / frame.width))
    }
}

extension OverlayPanel {
    /// The past games, a button each (`game<ID>`), newest first, a page at a time, and Close.
    init(pastGames: PastGamesShown, scene: TableScene, in space: PanelRoom) {
        let m = scene.layout.metrics
        kind = .pastGames
        title = "Past games"
        let buttonHeight = max(24, m.buttonHeight * 0.8)
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        // As many rows as fit above Previous/Next and Close.
        let room = space.room.height - 2 * space.pad - titleHeight - space.gap
        let fitting = max(1, Int((room / (buttonHeight + space.gap)).rounded(.down)) - 2)
        let perPage = min(10, fitting)
        pageCount = max(1, (pastGames.rows.count + perPage - 1) / perPage)
        page = min(max(0, scene.overlayPage), pageCount - 1)
        let shown = pastGames.rows.dropFirst(page * perPage).prefix(perPage)
        var rows: [[(PanelButton, String, Bool)]] = shown.map { [(.pastGames(.game($0.id)), $0.text, true)] }
        if pastGames.rows.isEmpty { rows.append([(.pastGames(.none), "No games recorded yet", false)]) }
        if pageCount > 1 {
            rows.append([
                (.pastGames(.previous), "Previous", page > 0), (.pastGames(.next), "Next", page < pageCount - 1),
            ])
        }
        rows.append([(.pastGames(.close), "Close", true)])
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: rows, title: title, textHeight: 0, textWidth: 0, in: space, metrics: m)
    }

    /// A recorded game at one step: the move in a line, its table on felt with the move's
    /// cards marked and every group on it ringed, the timeline, and the buttons.
    init(review: ReviewShown, scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        kind = .review
        title = review.title
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
                    (.review(.previousStep), "Back", review.step > 0),
                    (.review(.nextStep), "Next", review.step < review.steps - 1), (.review(.replay), "Replay", true),
                    (.review(.close), "Close", true),
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
            ? "too many groups to list" : "\(groups.counted("group")) on the table"
        cells.append(
            Cell(
                text: "Move \(review.step + 1) of \(review.steps) \u{B7} \(clock) \u{B7} \(onTable)",
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
                label = "\(Int(seconds.rounded()))s"
                lastLabel = x
            }
            timeline.marks.append(ReviewTimeline.Mark(x: x, kind: marker.kind, label: label))
        }
        self.timeline = timeline
    }

    /// The most groups a reviewed table has each ringed; beyond it only those worth pointing out are.
    static let mostGroupsRinged = 12

    /// The rings round a reviewed table's groups and the timeline's strip, marks and cursor.
    func reviewItems(theme: Theme, metrics m: HUDMetrics) -> [ItemContent] {
        var contents: [ItemContent] = []
        let radius = max(2, m.cornerRadius)
        for outline in outlines {
            contents.append(
                .stroke(
                    .roundedRect(outline.frame, radius: radius + 2), StrokeStyle(width: outline.isUnseen ? 3 : 1.5),
                    outline.isUnseen ? theme.mismatch : theme.hint))
        }
        guard let timeline else { return contents }
        let strip = timeline.frame
        let bar = Rect(strip.minX, strip.midY - 1, strip.width, 2)
        contents.append(.rect(bar, theme.cardBorder))
        for mark in timeline.marks {
            let (color, height): (Color, Double) =
                switch mark.kind {
                case .found: (theme.match, strip.height)
                case .slow: (theme.accent, strip.height)
                case .missed: (theme.mismatch, strip.height * 0.7)
                case .hint: (theme.hint, strip.height * 0.5)
                case .dealOverGroup: (theme.textSecondary, strip.height * 0.5)
                }
            let width = mark.kind == .slow ? 3.0 : 2.0
            contents.append(.rect(Rect((mark.x - width / 2).rounded(), strip.midY - height / 2, width, height), color))
            if let label = mark.label {
                let box = Rect(mark.x - textSize * 1.5, strip.minY - textSize * 1.2, textSize * 3, textSize * 1.15)
                contents.append(
                    .text(
                        TextItem(
                            text: label, rect: box, size: textSize * 0.8, weight: .regular, alignment: .center,
                            color: theme.buttonText)))
            }
        }
        let cursor = Rect((timeline.cursor - 1.5).rounded(), strip.minY - 2, 3, strip.height + 4)
        contents.append(.rect(cursor, theme.focusRing))
        return contents
    }
}
