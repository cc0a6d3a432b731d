import Geometry

/// The timeline under a reviewed table: a mark per find, miss, hint and deal over a
/// group, placed by its time, and the step shown.
public struct ReviewTimeline: Equatable, Sendable {
    /// A mark, placed.
    public struct Mark: Equatable, Sendable {
        /// Its x in window coordinates.
        public var x: Double
        /// What it marks.
        public var kind: ReviewShown.Marker.Kind
        /// A find's seconds, shown over its mark when there is room.
        public var label: String?

        /// A mark of `kind` at `x`, with `label` over it if any.
        public init(x: Double, kind: ReviewShown.Marker.Kind, label: String?) {
            self.x = x
            self.kind = kind
            self.label = label
        }
    }

    /// The strip.
    public var frame: Rect
    /// Seconds of play the strip spans.
    public var seconds: Double
    /// The marks, left to right.
    public var marks: [Mark]
    /// The x of the step shown.
    public var cursor: Double

    /// A strip at `frame` spanning `seconds` of play, with `marks` and the step shown at `cursor`.
    public init(frame: Rect, seconds: Double, marks: [Mark], cursor: Double) {
        self.frame = frame
        self.seconds = seconds
        self.marks = marks
        self.cursor = cursor
    }

    /// The x of `time` seconds into the game.
    public func x(of time: Double) -> Double {
        guard seconds > 0, time.isFinite else { return frame.minX }
        return frame.minX + frame.width * min(1, max(0, time / seconds))
    }

    /// The time of play at `x` (a click on the strip), 0 … `seconds`.
    public func time(atX x: Double) -> Double {
        guard frame.width > 0, x.isFinite else { return 0 }
        return seconds * min(1, max(0, (x - frame.minX) / frame.width))
    }

    /// The seconds of play a press at `point` points to: on the bar, or a bar's height above or below it
    /// and a little past its ends, so a thin bar is easy to hit; nil elsewhere.
    public func time(pressedAt point: Point) -> Double? {
        frame.insetBy(dx: -4, dy: -frame.height).contains(point) ? time(atX: point.x) : nil
    }
}
