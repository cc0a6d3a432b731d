import CMalloc
import SetApp

/// When the window next has something to do by itself: a frame of motion on the display's cadence,
/// the clock's next second, a countdown's tenth, handing the heap back after motion.
struct FramePacer {
    /// Seconds between frames while anything moves: the display's refresh period.
    let frameInterval: Double
    /// When the next frame of motion is due: one refresh period after the last one was due, so a
    /// frame's own cost does not stretch the cadence.
    private var frameDue = ContinuousClock.now
    /// The frames presented in the current burst of motion, and the slowest.
    private(set) var burst = (id: 0, count: 0, worstMs: 0.0)
    /// When the heap's freed pages are handed back to the system: a while after motion ends.
    private var heapTrimDue: ContinuousClock.Instant?
    private static let heapTrimDelay = Duration.seconds(1)

    /// A pacer for a display refreshing `refreshRate` times a second.
    init(refreshRate: Int) {
        frameInterval = 1 / Double(max(1, refreshRate))
    }

    /// The display's refresh rate, as the trace gives it.
    var refreshHz: Int { Int((1 / frameInterval).rounded()) }

    /// Counts a presented frame into the burst of motion `id` it belongs to.
    mutating func count(_ frameMs: Double, burst id: Int, takenAt taken: ContinuousClock.Instant) {
        let period = Duration.nanoseconds(Int64(frameInterval * 1e9))
        if burst.id != id {
            burst = (id, 0, 0)
            frameDue = taken + period
        } else {
            // On the cadence; a frame more than a period late starts it again from now.
            frameDue += period
            let now = ContinuousClock.now
            if frameDue < now - period { frameDue = now }
        }
        burst.count += 1
        burst.worstMs = max(burst.worstMs, frameMs)
    }

    /// A burst of motion has landed: the card parts it was drawn from (a back is 0.1–0.4 MB at 4K) were
    /// freed, and glibc keeps freed heap pages, so they go back once the table has been still for a
    /// second. Not at once: a quick player's next click (a mismatch's shake ends between two clicks)
    /// would fault its card's parts in again, hundreds of pages in one frame.
    mutating func motionEnded() {
        heapTrimDue = ContinuousClock.now + Self.heapTrimDelay
    }

    /// Hands the heap's free pages back when that is due and nothing moves.
    mutating func trimHeapIfDue(at now: ContinuousClock.Instant, moving: Bool) {
        guard let due = heapTrimDue, now >= due, !moving else { return }
        heapTrimDue = nil
        malloc_trim(0)
    }

    /// Milliseconds until the session next has something to do by itself, or -1 to sleep until an event.
    ///
    /// - Parameter listening: the Play online screen's list of games on this network is looked at twice a second.
    func timeout(_ state: AppState, now: Double, listening: Bool) -> Int32 {
        let frame = frameTimeout(state, now: now, listening: listening)
        guard let due = heapTrimDue else { return frame }
        let trim = Int32(max(0, Self.milliseconds(due - ContinuousClock.now).rounded(.up)))
        return frame < 0 ? trim : min(frame, trim)
    }

    /// Milliseconds until the picture next changes by itself, or -1 for none.
    private func frameTimeout(_ state: AppState, now: Double, listening: Bool) -> Int32 {
        if listening { return 500 }
        // Replay moves on by itself, a frame each refresh, while it plays or its cards move.
        if state.overlay == .replay, state.review?.replay?.isMoving == true {
            return Int32((frameInterval * 1000).rounded(.down))
        }
        // Paused, nothing changes by itself: the clock and every motion stand still.
        if state.isPaused { return -1 }
        if state.motion.burst != nil {
            return Int32(max(0, Self.milliseconds(frameDue - ContinuousClock.now).rounded(.up)))
        }
        let game = state.game
        if game.isGameOver { return -1 }
        if let left = game.secondsLeft(at: now), left > 0 {
            return 100  // countdowns show tenths of a second
        }
        // The clock shows whole seconds: wake just after the next one.
        let played = game.playTime(at: now)
        let fraction = played - played.rounded(.down)
        return Int32(((1 - fraction) * 1000).rounded(.up)) + 2
    }

    /// A duration in milliseconds.
    static func milliseconds(_ duration: Duration) -> Double {
        let (s, atto) = duration.components
        return Double(s) * 1000 + Double(atto) / 1e15
    }
}
