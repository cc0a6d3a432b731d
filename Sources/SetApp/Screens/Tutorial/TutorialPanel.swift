import Catalog
import Geometry
import SetCore
import SetTable
import VectorFont

extension OverlayPanel {
    /// A tutorial step: what to do, the step's cards on a patch of felt, what
    /// the last move came to, and Skip and Next. The focus ring visits the
    /// cards, then the buttons.
    init(tutorial: Tutorial, scene: TableScene, in space: PanelRoom) {
        let (room, pad, gap) = (space.room, space.pad, space.gap)
        let m = scene.layout.metrics
        let c = scene.catalog
        self.init(
            kind: .tutorial,
            title: c.text("Tutorial · step %1$d of %2$d", .int(tutorial.step), .int(Tutorial.stepCount)))
        cardsTakeFocus = true
        page = tutorial.step - 1
        pageCount = Tutorial.stepCount
        let size = max(Self.smallestReadableText, (m.valueText * 0.8).rounded())
        let lineHeight = (size * 1.45).rounded(.up)
        let blockGap = (lineHeight * 0.4).rounded()
        let buttonHeight = max(24, m.buttonHeight * 0.8)
        let titleHeight = (m.valueText * 1.3 * 1.4).rounded()
        let textRoom = room.height - 2 * pad - titleHeight - 2 * gap - (buttonHeight + gap) + gap
        let contentWidth = min(room.width - 2 * pad, (size * 34).rounded()).rounded(.down)
        let layout = TextLayout(size: size)
        let instructions = HUD.wrap(Self.instructions(for: tutorial, catalog: c), width: contentWidth, layout: layout)
        let news = HUD.wrap(
            Self.news(for: tutorial, theme: scene.theme, catalog: c), width: contentWidth,
            layout: TextLayout(size: size, weight: .bold))
        // Two lines for the news at least, so a miss's explanation does not move the cards.
        let newsHeight = Double(max(2, news.count)) * lineHeight
        let instructionsHeight = Double(instructions.count) * lineHeight
        let feltHeight = max(
            lineHeight * 2,
            min(
                textRoom - instructionsHeight - newsHeight - 2 * blockGap,
                (contentWidth * 0.75).rounded())
        ).rounded(.down)
        let next = tutorial.isLastStep ? c.text("Play") : c.text("Next")
        (frame, titleFrame, titleSize, controls) = Self.buttonColumn(
            rows: [[(.tutorial(.skip), c.text("Skip"), true), (.tutorial(.next), next, tutorial.isStepDone)]],
            title: title,
            textHeight: instructionsHeight + blockGap + feltHeight + blockGap + newsHeight, textWidth: contentWidth,
            in: space, metrics: m)
        textSize = size
        let left = (frame.midX - contentWidth / 2).rounded()
        var y = titleFrame.maxY + gap
        for line in instructions {
            cells.append(
                Cell(
                    text: line, frame: Rect(left, y, contentWidth, lineHeight), alignment: .left,
                    isPickedOut: false))
            y += lineHeight
        }
        y += blockGap
        let felt = Rect(left, y, contentWidth, feltHeight)
        feltAreas = [felt]
        let grid = GridLayout(count: tutorial.table.count, board: felt)
        let explanation: [FeatureMismatch] = if case .miss(let why) = tutorial.outcome { why } else { [] }
        for (index, (card, cardFrame)) in zip(tutorial.table, grid.frames()).enumerated() {
            var appearance = CardAppearance()
            if let position = tutorial.selection.firstIndex(of: index) {
                switch tutorial.outcome {
                case .found where tutorial.selection.count == 3: appearance.highlight = .match
                case .miss:
                    appearance.highlight = .mismatch
                    appearance.oddFeatures = explanation.filter { $0.oddOneOut == position }.map(\.feature)
                default: appearance.highlight = .selected
                }
            }
            examples.append(Example(card: card, frame: cardFrame, appearance: appearance))
        }
        y += feltHeight + blockGap
        for line in news {
            cells.append(
                Cell(
                    text: line, frame: Rect(left, y, contentWidth, lineHeight), alignment: .left,
                    isPickedOut: false, isHeading: true))
            y += lineHeight
        }
    }

    /// What the player is asked to do at the tutorial's step.
    static func instructions(for tutorial: Tutorial, catalog c: Catalog) -> String {
        switch tutorial.step {
        case 1:
            c.text(
                "Three cards are a Set when each feature (number, shape, shading and colour) is all the same "
                    + "or all different on the three. One group of three here is a Set: click its three cards.")
        case 2:
            c.text("Six cards, and one Set among them. Find it.")
        default:
            c.text(
                "There is no Set among these six. When you see none, deal 3 more: drag down anywhere on the table "
                    + "(or press D).")
        }
    }

    /// What the tutorial's last move came to, in the game's words for a miss.
    static func news(for tutorial: Tutorial, theme: Theme, catalog c: Catalog) -> String {
        switch tutorial.outcome {
        case .none:
            ""
        case .miss(let why):
            c.text("%s. Try again.", .string(MismatchWording.message(why, theme: theme, catalog: c)))
        case .found:
            tutorial.isLastStep
                ? c.text("A Set! You are ready: press Play.")
                : c.text("A Set: every feature is all the same or all different. Press Next.")
        case .dealt:
            c.text("Three more cards, and now there is a Set among them. Find it, or press Play to start a game.")
        }
    }
}
