import Geometry

/// Recognizes the mouse player's shuffle: a right-button drag turning a knob around the board centre.
///
/// Each pointer step adds the signed angle between the previous and the new position
/// seen from the centre, atan2(a × b, a · b) (`arcTangent2`). Summing small steps
/// never jumps by 2π where the absolute angle wraps at ±180°, so a turn can go on past
/// a full circle. A turn of `GestureThresholds.knobShuffleAngle` either way shuffles,
/// once per drag. Positions within `knobDeadZoneRadius` of the centre are skipped: their
/// direction is mostly noise.
public struct KnobRecognizer: Equatable, Sendable {
    /// Whether the right button is down on a live turn.
    public private(set) var isTurning = false

    /// The signed turn so far in radians, positive clockwise on screen; 0 when idle.
    public private(set) var angle: Double = 0

    /// Whether this turn has shuffled already.
    public private(set) var hasShuffled = false

    /// The last position that counted, nil before the first one outside the dead zone.
    private var last: Point?

    /// Whether any progress was reported, so the view needs a `turnEnded`.
    private var hasReported = false

    /// The turn the view shows: the angle and the share of the shuffle turn
    /// last reported, until the turn ends; (0, 0) when there is none.
    public private(set) var shown = Turn.none

    /// A recognizer with the right button up.
    public init() {}

    /// The right button went down at `point`; a turn left over ends first.
    /// A press at a non-finite position turns nothing until the next press.
    public mutating func press(at point: Point, center: Point) -> [InputAction] {
        let actions = end()
        isTurning = point.isFinite
        last = Self.counts(point, around: center) ? point : nil
        return actions
    }

    /// The pointer moved to `point`; reports progress or shuffles.
    public mutating func move(to point: Point, center: Point) -> [InputAction] {
        guard isTurning, Self.counts(point, around: center) else { return [] }
        defer { last = point }
        guard let previous = last else { return [] }
        let a = previous - center, b = point - center
        let step = arcTangent2(a.cross(b), a.dot(b))
        guard step.isFinite, step != 0 else { return [] }
        angle += step
        guard !hasShuffled else { return [] }
        let fraction = min(1, abs(angle) / GestureThresholds.knobShuffleAngle)
        if fraction >= 1 {
            hasShuffled = true
            return [.shuffle]
        }
        hasReported = true
        shown = Turn(angle: angle, fraction: fraction)
        return [.turnProgress(angle: angle, fraction: fraction)]
    }

    /// The right button went up at `point`, which counts as a last move.
    public mutating func release(at point: Point, center: Point) -> [InputAction] {
        let actions = move(to: point, center: center)
        return actions + end()
    }

    /// Abandons the turn in progress (focus lost, Escape).
    public mutating func cancel() -> [InputAction] {
        end()
    }

    /// Ends the turn, telling the view if it showed any of it.
    private mutating func end() -> [InputAction] {
        let actions: [InputAction] = hasReported || hasShuffled ? [.turnEnded(shuffled: hasShuffled)] : []
        self = KnobRecognizer()
        return actions
    }

    /// Whether a position gives a usable direction from the centre.
    private static func counts(_ point: Point, around center: Point) -> Bool {
        point.isFinite && center.isFinite && point.distance(to: center) >= GestureThresholds.knobDeadZoneRadius
    }
}
