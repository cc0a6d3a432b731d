/// Recognizes the touch player's shuffle: a two-finger twist (SDL's multi-finger gesture).
///
/// SDL reports only the rotation since its previous gesture event and never says that
/// a gesture ended, so the twist adds up `dTheta` and ends when fewer than two fingers
/// stay down, or when `GestureThresholds.twistPauseSeconds` pass between two events.
/// A twist of `twistShuffleAngle` either way shuffles, once per twist.
public struct PinchRotationRecognizer: Equatable, Sendable {
    /// The signed twist so far in radians, positive clockwise on screen.
    public private(set) var angle: Double = 0

    /// Whether this twist has shuffled already.
    public private(set) var hasShuffled = false

    /// The fingers on the screen, by SDL finger id.
    public private(set) var fingersDown: [Int] = []

    /// The time of the twist's last gesture event, nil when no twist is going on.
    private var lastTime: Double?

    /// Whether any progress was reported, so the view needs a `turnEnded`.
    private var hasReported = false

    /// The turn the view shows: the angle and the share of the shuffle turn
    /// last reported, until the turn ends; (0, 0) when there is none.
    public private(set) var shown = Turn.none

    /// A recognizer with no finger down.
    public init() {}

    /// A finger touched the screen.
    public mutating func fingerDown(id: Int) -> [InputAction] {
        if !fingersDown.contains(id) { fingersDown.append(id) }
        return []
    }

    /// A finger left the screen; with fewer than two left, the twist is over.
    public mutating func fingerUp(id: Int) -> [InputAction] {
        fingersDown.removeAll { $0 == id }
        return fingersDown.count < 2 ? endTwist() : []
    }

    /// One multi-finger gesture step: `dTheta` radians of turn at `time` seconds.
    public mutating func rotate(by dTheta: Double, fingers: Int, time: Double) -> [InputAction] {
        guard fingers >= 2, dTheta.isFinite else { return [] }
        var actions: [InputAction] = []
        if let last = lastTime, !(time - last <= GestureThresholds.twistPauseSeconds) {
            actions = endTwist()
        }
        lastTime = time
        guard dTheta != 0 else { return actions }
        angle += dTheta
        guard !hasShuffled else { return actions }
        let fraction = min(1, abs(angle) / GestureThresholds.twistShuffleAngle)
        if fraction >= 1 {
            hasShuffled = true
            return actions + [.shuffle]
        }
        hasReported = true
        shown = Turn(angle: angle, fraction: fraction)
        return actions + [.turnProgress(angle: angle, fraction: fraction)]
    }

    /// Abandons the twist and forgets the fingers (focus lost: their releases may never come).
    public mutating func cancel() -> [InputAction] {
        let actions = endTwist()
        fingersDown = []
        return actions
    }

    /// Ends the twist, telling the view if it showed any of it; the fingers stay down.
    private mutating func endTwist() -> [InputAction] {
        let actions: [InputAction] = hasReported || hasShuffled ? [.turnEnded(shuffled: hasShuffled)] : []
        angle = 0
        hasShuffled = false
        hasReported = false
        shown = .none
        lastTime = nil
        return actions
    }
}
