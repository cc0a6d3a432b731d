import Geometry

/// What the recognizers need to know about the table for one event; the app
/// hands it over with each event rather than the recognizers keeping copies.
public struct GestureContext: Equatable, Sendable {
    /// How many cards are on the table; a label past the last card selects nothing.
    public var cardCount: Int
    /// The centre the right-button knob turns around, in window coordinates.
    public var boardCenter: Point
    /// The downward pull that deals (`GestureThresholds.dealDistance(windowHeight:)`).
    public var dealDistance: Double
    /// Whether two players share the keyboard, which makes the claim keys live.
    public var isTwoPlayer: Bool
    /// Whether the player keeps the key labels on (a setting): the label keys always select.
    public var labelsAlwaysShown: Bool

    /// A context for a table of `cardCount` cards.
    public init(
        cardCount: Int = 0, boardCenter: Point = .zero, dealDistance: Double = 0, isTwoPlayer: Bool = false,
        labelsAlwaysShown: Bool = false
    ) {
        self.cardCount = cardCount
        self.boardCenter = boardCenter
        self.dealDistance = dealDistance
        self.isTwoPlayer = isTwoPlayer
        self.labelsAlwaysShown = labelsAlwaysShown
    }
}
