import Geometry
import Raster

/// What covers the board while the game is paused: no card is shown, only a
/// panel in the middle of the board saying how to play on.
public struct PausePanel: Equatable, Sendable {
    /// The panel.
    public var frame: Rect
    /// "Paused".
    public var title: String
    /// Where the title goes.
    public var titleFrame: Rect
    /// How to play on.
    public var line: String
    /// Where the line goes.
    public var lineFrame: Rect
    /// The em size of the title.
    public var titleSize: Double
    /// The em size of the line.
    public var lineSize: Double

    /// A cover at `frame`: `title` at `titleFrame` and `line` at `lineFrame`, at their em sizes.
    public init(
        frame: Rect, title: String, titleFrame: Rect, titleSize: Double, line: String, lineFrame: Rect,
        lineSize: Double
    ) {
        self.frame = frame
        self.title = title
        self.titleFrame = titleFrame
        self.titleSize = titleSize
        self.line = line
        self.lineFrame = lineFrame
        self.lineSize = lineSize
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
