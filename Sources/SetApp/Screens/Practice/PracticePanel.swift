import Catalog
import Geometry
import SetCore
import SetTable
import VectorFont

extension OverlayPanel {
    /// Practice: the three drills with a line each, or a drill's table on felt with what to
    /// find, the verdict, and Next table, Drills and Close.
    init(practice: PracticeShown, scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        let c = scene.catalog
        self.init(kind: .practice, title: c.text("Practice"))
        let size = max(8, min(m.valueText * 0.8, (room.height / 24).rounded()))
        let lineHeight = (size * 1.45).rounded(.up)
        guard let table = practice.table else {
            let lines = practice.offers.map {
                c.text(
                    "%1$s: %2$s", context: "drill and its line", .string(PracticeShown.title(of: $0.kind, in: c)),
                    .string($0.line))
            }
            let width = min(room.width - 2 * pad, (lines.map { TextLayout(size: size).measure($0).width }.max() ?? 0))
                .rounded(.up)
            let rows: [[(PanelButton, String, Bool)]] =
                practice.offers.map {
                    [(.practice(.drill($0.kind)), PracticeShown.title(of: $0.kind, in: c), $0.available)]
                }
                + [[(.practice(.close), c.text("Close"), true)]]
            (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
                rows: rows, title: title, textHeight: Double(lines.count) * lineHeight, textWidth: width, in: space,
                metrics: m)
            textSize = size
            placeLines(lines, lineHeight: lineHeight, pad: pad, gap: gap, alignment: .center)
            return
        }
        title = c.text("Practice · %s", .string(PracticeShown.title(of: table.kind, in: c)))
        let buttonHeight = max(24, m.buttonHeight * 0.8)
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        let width = min(room.width - 2 * pad, max(size * 30, (room.height - 2 * pad) * 1.4)).rounded(.down)
        let textRoom = room.height - 2 * pad - titleHeight - 2 * gap - buttonHeight
        let feltHeight = max(lineHeight, min(textRoom - 2 * lineHeight - 2 * gap, width * 0.75)).rounded(.down)
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: [
                [
                    (.practice(.nextTable), c.text("Next table"), practice.isDone),
                    (.practice(.drills), c.text("Drills"), true), (.practice(.close), c.text("Close"), true),
                ]
            ],
            title: title, textHeight: 2 * lineHeight + 2 * gap + feltHeight, textWidth: width, in: space, metrics: m)
        textSize = size
        let left = frame.minX + pad
        let inner = frame.width - 2 * pad
        var y = titleFrame.maxY + gap
        let ask: String =
            switch table.kind {
            case .slow:
                table.tookBefore.map {
                    c.text("Find the Set that was here (it took you %s)", .string(GameRecord.seconds($0, in: c)))
                } ?? c.text("Find the Set that was here")
            case .weakest:
                c.text(
                    "Find a Set: every Set here is one of your %s",
                    .string(
                        table.medianOf.map { PracticeWords.medianOf($0, in: c) } ?? c.text("slowest kind")))
            case .findAll:
                c.plural(
                    "Find all %1$d Set · %2$d of %1$d found", "Find all %1$d Sets · %2$d of %1$d found",
                    count: table.targets.count, .int(table.targets.count), .int(practice.found.count))
            }
        cells.append(Cell(text: ask, frame: Rect(left, y, inner, lineHeight), alignment: .center, isPickedOut: false))
        y += lineHeight + gap
        let felt = Rect(left, y, inner, feltHeight)
        feltAreas = [felt]
        let found = Set(practice.found.flatMap { $0 })
        for (index, (card, cardFrame)) in zip(
            table.cards, GridLayout(count: table.cards.count, board: felt.insetBy(dx: gap, dy: gap)).frames()
        ).enumerated() {
            var appearance = CardAppearance()
            if practice.selection.contains(index) { appearance.highlight = .selected }
            // The groups found stay marked: a find-them-all table keeps its Sets.
            if found.contains(card) { appearance.isHinted = true }
            examples.append(Example(card: card, frame: cardFrame, appearance: appearance))
        }
        cardsTakeFocus = true
        y += feltHeight + gap
        if let verdict = practice.verdict {
            cells.append(
                Cell(
                    text: verdict, frame: Rect(left, y, inner, lineHeight), alignment: .center,
                    isPickedOut: practice.isDone, isHeading: true))
        }
    }
}
