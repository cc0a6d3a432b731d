import Geometry
import SetCore

/// The table's geometry for one window, mode and number of cards: the HUD's
/// regions and buttons, the board and the card grid.
///
/// Made once when one of those changes, and then shared by drawing,
/// hit-testing and the trace, so a frame never lays the table out twice.
public struct TableLayout: Equatable, Sendable {
    /// The HUD, the board and the buttons.
    public let screen: ScreenLayout
    /// The card grid on the board.
    public let grid: GridLayout
    /// The number of cards the grid holds.
    public let cardCount: Int

    /// Lays out a window of `width` × `height` for `mode` with `cardCount` cards.
    public init(width: Int, height: Int, mode: Game.Mode, cardCount: Int) {
        screen = ScreenLayout(width: Double(width), height: Double(height), mode: mode)
        grid = screen.grid(cardCount: cardCount)
        self.cardCount = cardCount
    }

    /// Whether this layout is the one for these inputs (nothing to lay out again).
    public func fits(width: Int, height: Int, mode: Game.Mode, cardCount: Int) -> Bool {
        screen.width == Double(width) && screen.height == Double(height) && screen.mode == mode
            && self.cardCount == cardCount
    }

    /// This layout if it fits the inputs, else a new one.
    public func updated(width: Int, height: Int, mode: Game.Mode, cardCount: Int) -> TableLayout {
        fits(width: width, height: height, mode: mode, cardCount: cardCount)
            ? self : TableLayout(width: width, height: height, mode: mode, cardCount: cardCount)
    }
}
