import Geometry
import SetCore
import SetTable

/// Everything that moves on screen: view state only. The game changes at once;
/// motion shows the change, and never holds back or loses input.
public struct Motion: Equatable, Sendable {
    /// A card that has left the table, flying out (a found Set on its way to the counter).
    struct Leaving: Equatable, Sendable {
        var card: Card
        var motion: CardMotion
        var highlight: CardAppearance.Highlight
    }

    /// A run of motion from the first move that set cards moving to the moment
    /// the last of them lands: what the trace's `animationEnd` line reports.
    public struct Burst: Equatable, Sendable {
        /// What set it off last: `deal`, `match`, `reform`, `shuffle`, `mismatch`, `newGame`, `gameOver`.
        public var kind: String
        /// When it began, in game-time seconds.
        public var start: Double
        /// A number of its own, different for every burst of a run.
        public var id: Int
    }

    /// Cards on the table away from their places.
    var cards: [Card: CardMotion] = [:]
    /// Cards that have left the table and are still on screen.
    var leaving: [Leaving] = []
    /// When the game-over panel began to fade in.
    var panelStart: Double?
    /// The player (two players) who found the Set on show, for it to fly to their panel.
    var finder: Int?
    /// The burst in progress, if any.
    public internal(set) var burst: Burst?
    /// How many bursts this run has had.
    var bursts = 0

    /// Whether anything is still moving at `time`.
    public func isActive(at time: Double) -> Bool {
        cards.values.contains { $0.isMoving(at: time) } || leaving.contains { $0.motion.isMoving(at: time) }
            || panelStart.map { time < $0 + MotionTiming.panelFade } == true
    }

    /// Forgets what has finished by `time`.
    mutating func prune(at time: Double) {
        cards = cards.filter { $0.value.isMoving(at: time) }
        leaving.removeAll { !$0.motion.isMoving(at: time) }
        if let start = panelStart, time >= start + MotionTiming.panelFade { panelStart = nil }
    }

    /// How far the game-over panel has faded in at `time`, 0…1.
    func panelOpacity(at time: Double) -> Double {
        guard let start = panelStart else { return 1 }
        return CardMotion.easeOut(min(1, max(0, (time - start) / MotionTiming.panelFade)))
    }
}

/// How long things take, in seconds: each motion between 0.25 and 0.45 s,
/// groups staggered by a few hundredths.
enum MotionTiming {
    static let deal = 0.36
    static let dealStagger = 0.07
    static let leave = 0.34
    static let leaveStagger = 0.04
    /// Replacements set off once the found Set has started on its way.
    static let arriveDelay = 0.12
    static let glide = 0.3
    static let shuffle = 0.45
    /// How long the cards of a re-form or a shuffle take to set off, one
    /// after another in reading order: a wave across the table, and landings
    /// spread over several frames (a card that lands is drawn again from its
    /// paths, exactly on its frame).
    static let glideSpread = 0.2
    static let shuffleSpread = 0.2
    static let shake = 0.32
    static let panelFade = 0.4
}
