import Geometry
import SetTable
import VectorFont

extension PausePanel {
    /// The cover for a paused scene, or nil while the game runs: "Paused" and how to play on, in the middle
    /// of the board, sized from the metrics and shrunk to the board.
    ///
    /// `AppState.scene(now:)` sets it as the scene's `pausePanel`.
    public static func build(for scene: TableScene) -> PausePanel? {
        guard scene.overlay == .pause else { return nil }
        let title = scene.catalog.text("Paused"), line = scene.catalog.text("Click or press any key to play on")
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
        let frame = Rect((board.midX - width / 2).rounded(), (board.midY - height / 2).rounded(), width, height)
        var column = LayoutColumn(frame.insetBy(dx: pad, dy: pad))
        let titleFrame = column.take(titleHeight())
        column.skip(m.spacing)
        let lineFrame = column.take(lineHeight())
        return PausePanel(
            frame: frame, title: title, titleFrame: titleFrame,
            titleSize: TextLayout(size: titleSize, weight: .bold).largestSize(
                for: title, fitting: titleFrame, maximum: titleSize),
            line: line, lineFrame: lineFrame,
            lineSize: TextLayout(size: lineSize).largestSize(for: line, fitting: lineFrame, maximum: lineSize))
    }
}
