/// The game clock: seconds of play that continue across launches.
///
/// SetCore takes time as a parameter; this is where it comes from. The clock
/// starts where the resumed game's own clock stopped, so time does not run
/// while the game is closed, and it is monotonic within a run.
struct PlayClock {
    private var origin: ContinuousClock.Instant
    private var base: Double
    /// Where the moments come from: the session's clock client.
    private let source: ClockClient
    /// Whether the clock stands still (the game is paused).
    private(set) var isStopped = false

    /// A clock that reads `base` now and advances with `source` (or stands still at `base`, `stopped`).
    init(startingAt base: Double, stopped: Bool = false, source: ClockClient = .live) {
        self.source = source
        self.origin = source.now()
        self.base = base.isFinite ? base : 0
        self.isStopped = stopped
    }

    /// The current game time in seconds.
    var now: Double {
        guard !isStopped else { return base }
        return base + ClockClient.seconds(source.now() - origin)
    }

    /// Stops the clock where it is, or starts it again from there.
    mutating func setStopped(_ stopped: Bool) {
        guard stopped != isStopped else { return }
        base = now
        origin = source.now()
        isStopped = stopped
    }
}

/// The moments a session's clocks read: the game clock and the wall clock Replay and Practice keep.
struct ClockClient: Sendable {
    /// The moment now.
    var now: @Sendable () -> ContinuousClock.Instant

    /// The system's monotonic clock.
    static let live = ClockClient { ContinuousClock.now }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
