import Geometry
import Raster

/// What covers the board while the game is paused: no card is shown, only a
/// panel in the middle of the board saying how to play on.
public struct PausePanel: Equatable, Sendable {
    /// The panel.
    public var frame: Rect
    /// "Paused".
    public var title = "Paused"
    /// Where the title goes.
    public var titleFrame: Rect
    /// How to play on.
    public var line = "Click or press any key to play on"
    /// Where the line goes.
    public var lineFrame: Rect
    /// The em size of the title.
    public var titleSize: Double
    /// The em size of the line.
    public var lineSize: Double

    /// The panel for a paused scene, or nil while the game runs.
    public init?(scene: TableScene) {
        guard scene.overlay == .pause else { return nil }
        let layout = scene.layout
        let m = layout.metrics
        let board = layout.board
        let pad = m.padding * 1.5
        // Sized from the metrics, then shrunk to the board.
        var titleSize = m.valueText * 1.5, lineSize = m.valueText * 0.85
        let titleHeight = { (titleSize * 1.6).rounded() }, lineHeight = { (lineSize * 1.45).rounded() }
        let natural =
            max(
                TextLayout(size: titleSize, weight: .bold).measure(title).width,
                TextLayout(size: lineSize).measure(line).width) + 2 * pad
        let room = max(1, board.width - 2 * m.padding)
        if natural > room {
            let k = max(0.3, room / natural)
            titleSize *= k
            lineSize *= k
        }
        let width = min(room, natural).rounded()
        let height = (2 * pad + titleHeight() + m.spacing + lineHeight()).rounded()
        frame = Rect((board.midX - width / 2).rounded(), (board.midY - height / 2).rounded(), width, height)
        var column = LayoutColumn(frame.insetBy(dx: pad, dy: pad))
        titleFrame = column.take(titleHeight())
        column.skip(m.spacing)
        lineFrame = column.take(lineHeight())
        self.titleSize = TextLayout(size: titleSize, weight: .bold).largestSize(
            for: title, fitting: titleFrame,
            maximum: titleSize)
        self.lineSize = TextLayout(size: lineSize).largestSize(for: line, fitting: lineFrame, maximum: lineSize)
    }

    /// The panel's display items: its shadow, the panel, the two lines.
    func items(scene: TableScene) -> [DisplayItem] {
        let theme = scene.theme
        let m = scene.layout.metrics
        let contents: [ItemContent] = [
            .fill(
                .roundedRect(frame.offsetBy(dx: 0, dy: m.spacing / 2), radius: m.cornerRadius * 1.5),
                Color.black.withAlpha(0.3)),
            .fill(.roundedRect(frame, radius: m.cornerRadius * 1.5), theme.cardFace),
            .text(
                TextItem(
                    text: title, rect: titleFrame, size: titleSize, weight: .bold, alignment: .center,
                    color: theme.buttonText)),
            .text(
                TextItem(
                    text: line, rect: lineFrame, size: lineSize, weight: .regular, alignment: .center,
                    color: theme.buttonText)),
        ]
        return contents.enumerated().map { DisplayItem(.overlay($0.offset), $0.element) }
    }
}
