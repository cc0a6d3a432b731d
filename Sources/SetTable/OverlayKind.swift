/// Which screen is over the table, by the name the trace gives it; `none` while the table is in play.
/// While one is open the game waits: its clock stops and the cards are hidden.
///
/// SetTable names the two it knows of itself, none and the pause cover; every other screen names itself
/// in its own folder (`extension OverlayKind { static let about = … }`).
public struct OverlayKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The trace's name for the screen: `menu`, `stats`, `pastGames`, …
    public let rawValue: String

    /// The screen the trace names `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Nothing: the table is in play.
    public static let none = OverlayKind(rawValue: "none")
    /// The pause cover: any click or key plays on.
    public static let pause = OverlayKind(rawValue: "pause")
}
