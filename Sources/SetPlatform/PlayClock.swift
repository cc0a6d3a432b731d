/// The game clock: seconds of play that continue across launches.
///
/// SetCore takes time as a parameter; this is where it comes from. The clock
/// starts where the resumed game's own clock stopped, so time does not run
/// while the game is closed, and it is monotonic within a run.
struct PlayClock {
    private var origin: ContinuousClock.Instant
    private var base: Double
    /// Whether the clock stands still (the game is paused).
    private(set) var isStopped = false

    /// A clock that reads `base` now and advances in real time (or stands still at `base`, `stopped`).
    init(startingAt base: Double, stopped: Bool = false) {
        self.origin = ContinuousClock.now
        self.base = base.isFinite ? base : 0
        self.isStopped = stopped
    }

    /// The current game time in seconds.
    var now: Double {
        guard !isStopped else { return base }
        let elapsed = ContinuousClock.now - origin
        let (seconds, attoseconds) = elapsed.components
        return base + Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Stops the clock where it is, or starts it again from there.
    mutating func setStopped(_ stopped: Bool) {
        guard stopped != isStopped else { return }
        base = now
        origin = ContinuousClock.now
        isStopped = stopped
    }
}
