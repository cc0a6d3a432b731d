import SetCore
import SetInput
import SetTable

/// Replay as the window drives it: the wall clock's frames, keys and the seek bar are its actions.
extension AppState {
    /// A frame of Replay at wall-clock `wall` seconds (`reduce` has brought `wallTime` up to it: the
    /// wall clock never runs back).
    mutating func wallClock(at wall: Double) -> [Effect] {
        guard overlay == .replay, wall.isFinite else { return [] }
        return send(.frame(wall: wallTime), to: ReplayFeature.self, at: \.review, now: latestTime)
    }

    /// Input in Replay: Space plays or pauses, ← and → go 5 seconds back or on, a click on
    /// the seek bar goes there, Escape goes back to Review; the buttons as in any overlay.
    mutating func inReplay(_ event: InputEvent, now: Double) -> [Effect] {
        guard review?.replay != nil else { return open(.none) }
        let action: ReplayFeature.Action
        switch event {
        case .keyDown(.space, _, false): action = .playOrPause
        case .keyDown(.left, _, _): action = .skip(seconds: -5)
        case .keyDown(.right, _, _): action = .skip(seconds: 5)
        case .keyDown(.escape, _, false): action = .press(.close)
        case .pointerDown(.left, let at, _):
            guard let seconds = sceneOnScreen(now: now).panel?.timeline?.time(pressedAt: at) else {
                return inOverlay(event, now: now)
            }
            action = .seek(to: seconds)
        default:
            return inOverlay(event, now: now)
        }
        return send(action, to: ReplayFeature.self, at: \.review, now: now)
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
            title: catalog.text("Replay · %s", .string(review.title(in: catalog))), position: replay.position,
            seconds: record.seconds,
            speed: replay.speed, playing: replay.playing, table: record.tables[moment.table], moment: moment,
            leaving: leaving, progress: replay.progress(at: wallTime), markers: review.shown(in: catalog)?.markers ?? []
        )
    }
}
