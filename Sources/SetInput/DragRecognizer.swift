import Geometry

/// Tells a left-button click from a pull down to deal, and reports the pull for the view.
///
/// A press that never moves more than `GestureThresholds.clickSlop` from where it went
/// down is a click. Once it has moved further it is a drag, and can never click again;
/// while the total movement points within `dealConeHalfAngle` of straight down its
/// downward part is the pull, and a pull of `dealDistance(windowHeight:)` deals, once.
public struct DragRecognizer: Equatable, Sendable {
    /// Where the left button stands.
    public enum Phase: Equatable, Sendable {
        /// The button is up.
        case idle
        /// The button is down and has stayed within the click slop of `start`.
        case pressed(start: Point)
        /// The pointer left the click slop; it may still pull far enough to deal.
        case dragging(start: Point)
        /// This drag has dealt; nothing more happens until the button goes up.
        case dealt
        /// This press was cancelled (focus lost, Escape, a second finger); it waits for the release.
        case cancelled
    }

    /// Where the left button stands.
    public private(set) var phase: Phase = .idle

    /// The pull so far as a fraction of the deal distance, 0…1; 0 when there is no drag.
    public private(set) var pull: Double = 0

    /// The pull so far in pixels down; 0 when there is no drag or it points away from down.
    public private(set) var pullOffset: Double = 0

    /// A recognizer with the button up.
    public init() {}

    /// The left button went down at `point`; a drag left over (its release was never seen) ends first.
    public mutating func press(at point: Point) -> [InputAction] {
        let actions = cancel()
        phase = point.isFinite ? .pressed(start: point) : .cancelled
        return actions
    }

    /// The pointer moved to `point`; `dealDistance` is the pull that deals.
    public mutating func move(to point: Point, dealDistance: Double) -> [InputAction] {
        guard point.isFinite else { return [] }
        switch phase {
        case .pressed(let start):
            guard point.distance(to: start) > GestureThresholds.clickSlop else { return [] }
            phase = .dragging(start: start)
            return follow(from: start, to: point, dealDistance: dealDistance)
        case .dragging(let start):
            return follow(from: start, to: point, dealDistance: dealDistance)
        case .idle, .dealt, .cancelled:
            return []
        }
    }

    /// The left button went up at `point`: a click, the end of a drag, or nothing.
    ///
    /// The release position counts as a last move, so a release past the deal distance
    /// still deals. A release at a non-finite position does not click.
    public mutating func release(at point: Point, dealDistance: Double) -> [InputAction] {
        var actions = move(to: point, dealDistance: dealDistance)
        switch phase {
        case .pressed(let start):
            if point.isFinite { actions.append(.click(at: start)) }
        case .dragging:
            actions.append(.dragEnded(dealt: false))
        case .dealt:
            actions.append(.dragEnded(dealt: true))
        case .idle, .cancelled:
            break
        }
        phase = .idle
        resetPull()
        return actions
    }

    /// Abandons the press in progress: no click and no deal until the button has gone up.
    public mutating func cancel() -> [InputAction] {
        let actions: [InputAction]
        switch phase {
        case .idle:
            return []
        case .dragging:
            actions = [.dragEnded(dealt: false)]
        case .dealt:
            actions = [.dragEnded(dealt: true)]
        case .pressed, .cancelled:
            actions = []
        }
        phase = .cancelled
        resetPull()
        return actions
    }

    /// Updates the pull for a drag from `start` now at `point`, dealing once it is long enough.
    private mutating func follow(from start: Point, to point: Point, dealDistance: Double) -> [InputAction] {
        let offset = Self.downwardPull(from: start, to: point)
        if offset >= dealDistance {
            phase = .dealt
            resetPull()
            return [.deal]
        }
        let fraction = dealDistance > 0 ? min(1, offset / dealDistance) : 0
        guard fraction != pull || offset != pullOffset else { return [] }
        pull = fraction
        pullOffset = offset
        return [.dragProgress(fraction: fraction, offset: offset)]
    }

    /// How far down a movement pulls: its vertical part when it points within the
    /// deal cone around straight down, else 0.
    static func downwardPull(from start: Point, to point: Point) -> Double {
        let delta = point - start
        guard delta.y > 0 else { return 0 }
        // The angle from straight down: atan2 of the sideways part over the downward part.
        let angle = arcTangent2(delta.x, delta.y)
        return abs(angle) <= GestureThresholds.dealConeHalfAngle ? delta.y : 0
    }

    private mutating func resetPull() {
        pull = 0
        pullOffset = 0
    }
}
