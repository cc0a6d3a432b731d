import Geometry
import Raster

/// What a point on screen lands on.
public enum HitTarget: Equatable, Hashable, Sendable {
    /// The card at this table index.
    case card(index: Int)
    /// A button.
    case button(ButtonID)
}

/// The card or button under `point` in `scene`, or nil (felt, gaps, text, or off the window).
///
/// Cards are hit where they are shown: moving ones at their frame of the
/// moment, resting ones only inside the board (a card scrolled partly out is hit only
/// on its visible part); a disabled button is still hit (the game ignores
/// it). With the game-over panel up, only its buttons are hit.
public func hitTest(_ point: Point, scene: TableScene) -> HitTarget? {
    guard point.isFinite else { return nil }
    if let panel = GameOverPanel(scene: scene) {
        if panel.button.contains(point) { return .button(.newGame) }
        if panel.review.contains(point) { return .button(.review) }
        if panel.playAgain.contains(point) { return .button(.playAgain) }
        if panel.leave.contains(point) { return .button(.leave) }
        return panel.modes.first { $0.value.contains(point) }.map { .button(.mode($0.key)) }
    }
    if let card = RoomCodeCard(scene: scene), card.copy.contains(point) { return .button(.copyCode) }
    let layout = scene.layout
    // Cards in motion are hit where they are shown, the last drawn first, and
    // before the buttons a flying card passes over; their places in the grid
    // are empty until they land.
    let window = Rect(0, 0, Double(scene.width), Double(scene.height))
    for (index, frame) in scene.shownFrames.sorted(by: { $0.key > $1.key })
    where frame.contains(point) && (scene.flyingCards.contains(index) ? window : layout.board).contains(point) {
        return .card(index: index)
    }
    for id in layout.buttonIDs {
        if let frame = layout.buttons[id], frame.contains(point) { return .button(id) }
    }
    // A chain's last group, beside the table: its cards follow the table's indices.
    let previous = layout.previousGroupFrames(count: scene.game.previous.count)
    if let n = previous.firstIndex(where: { $0.contains(point) }) { return .card(index: scene.game.table.count + n) }
    guard let index = scene.grid.index(at: point, scrollOffset: scene.scrollOffset),
        scene.shownFrames[index] == nil
    else { return nil }
    return .card(index: index)
}
