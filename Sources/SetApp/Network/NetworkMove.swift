import SetCore

/// One thing that happened in a network game, as the window reports it: a trace line's
/// event name and detail, and the same change in a local game's terms (for its sound and motion).
public struct NetworkMove: Equatable, Sendable {
    /// The trace's event: `select`, `claim`, `setFound`, `miss`, `tooLate`, `remote`, `welcome`,
    /// `refused`, `startGame` or `disconnected`.
    public var event: String
    /// A line saying what happened ("Ann found 1RDO 2GSF 3PSS").
    public var detail: String
    /// What a local game would have said about it (`matched` and `collected` for a Set, `dealt`, …).
    public var events: [GameEvent]
    /// The seat whose Set this is, for the cards to fly to that player's row.
    public var finder: Int?

    /// A move with these values.
    public init(event: String, detail: String, events: [GameEvent] = [], finder: Int? = nil) {
        self.event = event
        self.detail = detail
        self.events = events
        self.finder = finder
    }
}
