import Geometry

/// Where an overlay's panel may go and how it is spaced: what every overlay's layout starts from.
public struct PanelRoom: Equatable, Sendable {
    /// The part of the window the panel must fit in.
    public var room: Rect
    /// The margin inside the panel's edge.
    public var pad: Double
    /// The space between the panel's rows.
    public var gap: Double

    /// Room for a panel in `room`, `pad` inside its edge and `gap` between its rows.
    public init(room: Rect, pad: Double, gap: Double) {
        self.room = room
        self.pad = pad
        self.gap = gap
    }
}
