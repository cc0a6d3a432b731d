import SetAudio
import SetCore
import SetInput
import SetTable

/// A recorded game played again: where it is, how fast, and the table it is leaving.
///
/// Its time is the wall clock's, handed in by `AppAction.wallClock`: the game clock
/// stands still under every overlay, Replay's included.
public struct ReplayState: Equatable, Sendable {
    /// Seconds into the game's play.
    public internal(set) var position: Double
    /// 1, 2 or 4 times the game's own pace.
    public internal(set) var speed = 1
    /// Whether it plays.
    public internal(set) var playing = true
    /// How many moves had been made at `position`.
    public internal(set) var made: Int
    /// The place in the record's `tables` of the table on show.
    var table: Int
    /// The table just left and the wall clock when the cards set off from it.
    var leaving: Leaving?
    /// The wall clock and position the play last started from; nil until the next frame sets it.
    var anchor: Anchor?

    /// A table left, and when its cards set off for the next one's places.
    struct Leaving: Equatable, Sendable {
        var table: Int
        var since: Double
    }

    /// A wall-clock moment and the position the play stood at then.
    struct Anchor: Equatable, Sendable {
        var wall: Double
        var position: Double
    }

    /// Seconds the cards take to move from one table to the next at 1×.
    static let moveSeconds = 0.4

    /// A replay of `record` from `position` seconds, playing at 1×.
    init(record: GameRecord, from position: Double) {
        self.position = max(0, min(position, record.seconds))
        made = record.movesMade(by: self.position)
        table = record.moment(after: made)?.table ?? 0
    }

    /// How far the cards have moved from the table left at wall-clock `wall`, 0 … 1 (1 with none left).
    func progress(at wall: Double) -> Double {
        guard let leaving else { return 1 }
        return min(1, max(0, (wall - leaving.since) * Double(speed) / Self.moveSeconds))
    }

    /// Whether anything changes by itself: it plays, or cards are still on their way.
    public var isMoving: Bool { playing || leaving != nil }
}
