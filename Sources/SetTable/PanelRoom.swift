import Geometry

/// Where an overlay's panel may go and how it is spaced: what every overlay's layout starts from.
struct PanelRoom {
    /// The part of the window the panel must fit in.
    var room: Rect
    /// The margin inside the panel's edge.
    var pad: Double
    /// The space between the panel's rows.
    var gap: Double
}
