import SetAudio
import SetCore
import SetInput
import SetTable

/// Replay: the game under review played again at its own pace (or two or four times it), on the wall
/// clock, with its sounds; its state is the review's (`ReviewState.replay`), which it goes back to.
public enum ReplayFeature: ScreenFeature {
    public typealias State = ReviewState

    /// What Replay can be asked.
    public enum Action: Equatable, Sendable {
        /// A frame at this wall-clock second: the position moves on at its speed.
        case frame(wall: Double)
        /// Plays, or pauses while it plays (Space).
        case playOrPause
        /// This many seconds back or on (← and →).
        case skip(seconds: Double)
        /// To this many seconds into the game (a click on the seek bar).
        case seek(to: Double)
        /// One of its buttons.
        case press(ReplayButton)
    }

    /// Moves the replay on, seeks, plays or pauses, or goes back to Review at the move reached.
    public static func reduce(_ review: inout ReviewState, _ action: Action) -> [ScreenRequest] {
        guard var replay = review.replay else { return [] }
        var requests: [ScreenRequest] = [.shown]
        switch action {
        case .frame(let wall):
            if replay.playing {
                guard let anchor = replay.anchor else {
                    replay.anchor = ReplayState.Anchor(wall: wall, position: replay.position)
                    review.replay = replay
                    return []
                }
                let record = review.record
                replay.position = min(record.seconds, anchor.position + (wall - anchor.wall) * Double(replay.speed))
                let passed = advance(&replay, in: record, at: wall)
                if !passed.isEmpty { requests = passed }
                if replay.position >= record.seconds {
                    replay.playing = false
                    replay.anchor = nil
                }
            }
            if replay.leaving != nil, replay.progress(at: wall) >= 1 { replay.leaving = nil }
        case .playOrPause:
            return reduce(&review, .press(replay.playing ? .pause : .play))
        case .skip(let seconds):
            seek(&replay, to: replay.position + seconds, in: review.record)
        case .seek(to: let seconds):
            seek(&replay, to: seconds, in: review.record)
        case .press(.play):
            if replay.position >= review.record.seconds { seek(&replay, to: 0, in: review.record) }
            replay.playing = true
            replay.anchor = nil
        case .press(.pause):
            replay.playing = false
            replay.anchor = nil
        case .press(.speed(let times)):
            replay.speed = times
            // From here on at the new pace.
            replay.anchor = nil
        case .press(.close):
            review.go(to: max(0, replay.made - 1))
            review.replay = nil
            return [.open(.review)]
        }
        review.replay = replay
        return requests
    }

    /// Brings the moves made up to the position: the sound of the weightiest move passed, and
    /// the cards set moving (from wall-clock `wall`) when the table changed.
    private static func advance(_ replay: inout ReplayState, in record: GameRecord, at wall: Double) -> [ScreenRequest]
    {
        let made = record.movesMade(by: replay.position)
        guard made != replay.made else { return [] }
        let passed = made > replay.made ? Array(record.moves[replay.made..<made]) : []
        replay.made = made
        let table = record.moment(after: made)?.table ?? replay.table
        if table != replay.table {
            replay.leaving = ReplayState.Leaving(table: replay.table, since: wall)
            replay.table = table
        }
        guard let last = passed.last else { return [] }
        let selected = record.moment(after: made)?.selection.count ?? 0
        let sound = sound(of: passed, selectedAfter: selected)
        let kinds = passed.map(\.kind.rawValue).joined(separator: " ")
        return [
            .effect(
                .replayed(kinds, sound: sound, table: record.tables.indices.contains(last.table) ? last.table : 0))
        ]
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

    /// Moves the position to `seconds`: the table there at once, no cards moving.
    private static func seek(_ replay: inout ReplayState, to seconds: Double, in record: GameRecord) {
        replay.position = max(0, min(seconds, record.seconds))
        replay.made = record.movesMade(by: replay.position)
        replay.table = record.moment(after: replay.made)?.table ?? replay.table
        replay.leaving = nil
        replay.anchor = nil
    }
}

extension OverlayKind {
    /// A recorded game played again as it happened, at 1, 2 or 4 times its pace.
    public static let replay = OverlayKind(rawValue: "replay")
}
