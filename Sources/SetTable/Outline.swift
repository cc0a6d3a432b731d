import Geometry

/// A ring round one card of a group on a reviewed table.
public struct Outline: Equatable, Sendable {
    /// The ring's rectangle, round the card.
    public var frame: Rect
    /// Whether the group left the table unfound (drawn in the miss colour, thicker).
    public var isUnseen: Bool

    /// A ring at `frame`, in the miss colour when `isUnseen`.
    public init(frame: Rect, isUnseen: Bool) {
        self.frame = frame
        self.isUnseen = isUnseen
    }
}
