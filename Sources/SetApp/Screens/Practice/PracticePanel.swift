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
        self.init(kind: .practice, title: "Practice")
        let size = max(8, min(m.valueText * 0.8, (room.height / 24).rounded()))
        let lineHeight = (size * 1.45).rounded(.up)
        guard let table = practice.table else {
            let lines = practice.offers.map { "\(PracticeShown.title(of: $0.kind)): \($0.line)" }
            let width = min(room.width - 2 * pad, (lines.map { TextLayout(size: size).measure($0).width }.max() ?? 0))
                .rounded(.up)
            let rows: [[(PanelButton, String, Bool)]] =
                practice.offers.map {
                    [(.practice(.drill($0.kind)), PracticeShown.title(of: $0.kind), $0.available)]
                }
                + [[(.practice(.close), "Close", true)]]
            (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
                rows: rows, title: title, textHeight: Double(lines.count) * lineHeight, textWidth: width, in: space,
                metrics: m)
            textSize = size
            placeLines(lines, lineHeight: lineHeight, pad: pad, gap: gap, alignment: .center)
            return
        }
        title = "Practice \u{B7} \(PracticeShown.title(of: table.kind))"
        let buttonHeight = max(24, m.buttonHeight * 0.8)
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        let width = min(room.width - 2 * pad, max(size * 30, (room.height - 2 * pad) * 1.4)).rounded(.down)
        let textRoom = room.height - 2 * pad - titleHeight - 2 * gap - buttonHeight
        let feltHeight = max(lineHeight, min(textRoom - 2 * lineHeight - 2 * gap, width * 0.75)).rounded(.down)
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: [
                [
                    (.practice(.nextTable), "Next table", practice.isDone), (.practice(.drills), "Drills", true),
                    (.practice(.close), "Close", true),
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
                "Find the Set that was here" + (table.tookBefore.map { " (it took you \(Self.seconds($0)))" } ?? "")
            case .weakest: "Find a Set: every Set here is one of your " + (table.medianOf ?? "slowest kind")
            case .findAll:
                "Find all \(table.targets.count.counted("Set")) \u{B7} \(practice.found.count) of \(table.targets.count) found"
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

    /// Seconds as a drill's lines write them: `4.2 s`.
    public static func seconds(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return "?" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
