import SetCore

/// What the Replay overlay shows: a recorded game at one moment of its play, and the
/// table it has just left while the cards move to their new places.
public struct ReplayShown: Equatable, Sendable {
    /// The panel's heading.
    public var title: String
    /// Seconds into the game's play.
    public var position: Double
    /// Seconds the game lasted.
    public var seconds: Double
    /// 1, 2 or 4 times the game's own pace.
    public var speed: Int
    /// Whether it plays (else it is paused).
    public var playing: Bool
    /// The table on show, with the selection, judgement and hint on it.
    public var table: RecordedTable
    /// The moment shown.
    public var moment: GameRecord.Moment
    /// The table just left, while its cards move to their new places; nil once they are there.
    public var leaving: RecordedTable?
    /// How far the cards have moved from `leaving` to `table`, 0 … 1.
    public var progress: Double
    /// The finds, misses, hints and deals over a group, for the seek bar's marks.
    public var markers: [ReviewShown.Marker]

    /// A replay shown with these values.
    public init(
        title: String, position: Double, seconds: Double, speed: Int, playing: Bool, table: RecordedTable,
        moment: GameRecord.Moment, leaving: RecordedTable?, progress: Double, markers: [ReviewShown.Marker]
    ) {
        self.title = title
        self.position = position
        self.seconds = seconds
        self.speed = speed
        self.playing = playing
        self.table = table
        self.moment = moment
        self.leaving = leaving
        self.progress = progress
        self.markers = markers
    }
}
