/// The sounds the game makes, one per kind of moment; the raw value is the name the trace writes.
///
/// Selecting has three sounds, one per number of cards then selected, so that
/// the click's pitch rises as a group fills; `select(count:)` picks one.
public enum SoundName: String, CaseIterable, Equatable, Sendable {
    /// The first card of a group selected.
    case select1
    /// The second card selected.
    case select2
    /// The third card selected.
    case select3
    /// A card deselected.
    case deselect
    /// A Set found: a rising chime.
    case setFound
    /// Three cards that are not a Set: a low, soft double thud.
    case miss
    /// Cards dealt: three flicks in time with the cards flying in.
    case deal
    /// The table shuffled: a riffle.
    case shuffle
    /// A hint step: a ping.
    case hint
    /// The game over: a short fanfare.
    case gameOver
    /// The daily puzzle's sixth Set found.
    case dailySolved
    /// Two players: a claim made, a bell.
    case claim
    /// Two players: one of a countdown's last three seconds.
    case countdownTick
    /// Two players: a countdown run out.
    case countdownBuzz

    /// The click for `count` cards selected (1, 2 or 3; fewer is 1, more is 3).
    public static func select(count: Int) -> SoundName {
        switch count {
        case ...1: .select1
        case 2: .select2
        default: .select3
        }
    }

    /// The name written in the trace's `"sound"` key.
    public var traceName: String { rawValue }

    /// The sound's position in `allCases`: its buffer's index in a `SoundBank` and in mixer commands.
    public var index: Int {
        SoundName.allCases.firstIndex(of: self) ?? 0
    }
}
