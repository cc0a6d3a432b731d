/// The game clock: seconds of play that continue across launches.
///
/// SetCore takes time as a parameter; this is where it comes from. The clock
/// starts where the resumed game's own clock stopped, so time does not run
/// while the game is closed, and it is monotonic within a run.
struct PlayClock {
    private let origin: ContinuousClock.Instant
    private let base: Double

    /// A clock that reads `base` now and advances in real time.
    init(startingAt base: Double) {
        self.origin = ContinuousClock.now
        self.base = base.isFinite ? base : 0
    }

    /// The current game time in seconds.
    var now: Double {
        let elapsed = ContinuousClock.now - origin
        let (seconds, attoseconds) = elapsed.components
        return base + Double(seconds) + Double(attoseconds) / 1e18
    }
}
