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

extension AppState {
    /// Starts Replay of the game under review from the move shown (from the start at its last move).
    mutating func startReplay() -> [Effect] {
        guard var review else { return [] }
        let moves = review.record.moves
        // From the move before the one shown, so it is seen being made; from the start at the last move.
        let atEnd = review.step >= moves.count - 1
        let from = !atEnd && review.step > 0 ? moves[review.step - 1].time : 0
        review.replay = ReplayState(record: review.record, from: from)
        self.review = review
        return open(.replay)
    }

    /// A frame of Replay at wall-clock `wall` seconds: the position moves on at its speed, and
    /// each move it passes plays its sound; a new table sets its cards moving.
    mutating func wallClock(at wall: Double) -> [Effect] {
        // `reduce` has brought `wallTime` up to `wall`: the wall clock never runs back.
        guard overlay == .replay, var review, var replay = review.replay, wall.isFinite else { return [] }
        var effects: [Effect] = []
        if replay.playing {
            guard let anchor = replay.anchor else {
                replay.anchor = ReplayState.Anchor(wall: wallTime, position: replay.position)
                review.replay = replay
                self.review = review
                return []
            }
            let record = review.record
            replay.position = min(record.seconds, anchor.position + (wallTime - anchor.wall) * Double(replay.speed))
            effects += advance(&replay, in: record)
            if replay.position >= record.seconds {
                replay.playing = false
                replay.anchor = nil
            }
        }
        if replay.leaving != nil, replay.progress(at: wallTime) >= 1 { replay.leaving = nil }
        review.replay = replay
        self.review = review
        return effects.isEmpty ? [.overlayChanged(from: .replay, to: .replay)] : effects
    }

    /// Brings the moves made up to the position: the sound of the weightiest move passed, and
    /// the cards set moving when the table changed.
    private func advance(_ replay: inout ReplayState, in record: GameRecord) -> [Effect] {
        let made = record.movesMade(by: replay.position)
        guard made != replay.made else { return [] }
        let passed = made > replay.made ? Array(record.moves[replay.made..<made]) : []
        replay.made = made
        let table = record.moment(after: made)?.table ?? replay.table
        if table != replay.table {
            replay.leaving = ReplayState.Leaving(table: replay.table, since: wallTime)
            replay.table = table
        }
        guard let last = passed.last else { return [] }
        let selected = record.moment(after: made)?.selection.count ?? 0
        let sound = Self.sound(of: passed, selectedAfter: selected)
        let kinds = passed.map(\.kind.rawValue).joined(separator: " ")
        return [.replayed(kinds, sound: sound, table: record.tables.indices.contains(last.table) ? last.table : 0)]
    }

    /// The sound of the weightiest of `moves`, as the game made it.
    static func sound(of moves: [RecordedMove], selectedAfter: Int) -> SoundName? {
        let order: [RecordedMove.Kind] = [.found, .missed, .claim, .deal, .shuffle, .hint, .select, .deselect]
        guard let kind = order.first(where: { kind in moves.contains { $0.kind == kind } }) else { return nil }
        return switch kind {
        case .found: .setFound
        case .missed: .miss
        case .claim: .claim
        case .deal: .deal
        case .shuffle: .shuffle
        case .hint: .hint
        case .select: .select(count: selectedAfter)
        default: .deselect
        }
    }

    /// Input in Replay: Space plays or pauses, ← and → go 5 seconds back or on, a click on
    /// the seek bar goes there, Escape goes back to Review; the buttons as in any overlay.
    mutating func inReplay(_ event: InputEvent, now: Double) -> [Effect] {
        guard var review, var replay = review.replay else { return open(.none) }
        switch event {
        case .keyDown(.space, _, false):
            return press(replay.playing ? ReplayButton.pause : .play)
        case .keyDown(let key, _, _) where key == .left || key == .right:
            seek(&replay, to: replay.position + (key == .left ? -5 : 5), in: review.record)
        case .keyDown(.escape, _, false):
            return press(ReplayButton.close)
        case .pointerDown(.left, let at, _):
            guard let bar = sceneOnScreen(now: now).panel?.timeline,
                bar.frame.insetBy(dx: -4, dy: -bar.frame.height).contains(at)
            else { return inOverlay(event, now: now) }
            seek(&replay, to: bar.time(atX: at.x), in: review.record)
        default:
            return inOverlay(event, now: now)
        }
        review.replay = replay
        self.review = review
        return [.overlayChanged(from: .replay, to: .replay)]
    }

    /// Moves the position to `seconds`: the table there at once, no cards moving.
    private func seek(_ replay: inout ReplayState, to seconds: Double, in record: GameRecord) {
        replay.position = max(0, min(seconds, record.seconds))
        replay.made = record.movesMade(by: replay.position)
        replay.table = record.moment(after: replay.made)?.table ?? replay.table
        replay.leaving = nil
        replay.anchor = nil
    }

    /// Replay's buttons: play, pause, the three speeds, and Close (back to Review at the move reached).
    mutating func press(_ button: ReplayButton) -> [Effect] {
        guard var review, var replay = review.replay else { return [] }
        switch button {
        case .play:
            if replay.position >= review.record.seconds { seek(&replay, to: 0, in: review.record) }
            replay.playing = true
            replay.anchor = nil
        case .pause:
            replay.playing = false
            replay.anchor = nil
        case .speed(let times):
            replay.speed = times
            // From here on at the new pace.
            replay.anchor = nil
        case .close:
            review.go(to: max(0, replay.made - 1))
            review.replay = nil
            self.review = review
            return open(.review)
        }
        review.replay = replay
        self.review = review
        return [.overlayChanged(from: .replay, to: .replay)]
    }

    /// What the Replay overlay shows now.
    var replayShown: ReplayShown? {
        guard let review, let replay = review.replay, let moment = review.record.moment(after: replay.made),
            review.record.tables.indices.contains(moment.table)
        else { return nil }
        let record = review.record
        let leaving = replay.leaving.flatMap {
            record.tables.indices.contains($0.table) ? record.tables[$0.table] : nil
        }
        return ReplayShown(
            title: "Replay \u{B7} \(review.title)", position: replay.position, seconds: record.seconds,
            speed: replay.speed, playing: replay.playing, table: record.tables[moment.table], moment: moment,
            leaving: leaving, progress: replay.progress(at: wallTime), markers: review.shown?.markers ?? [])
    }
}
