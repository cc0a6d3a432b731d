/// Every distance, angle and time the recognizers compare against, in one place.
///
/// Distances are in window pixels (SDL window coordinates), angles in radians,
/// times in seconds.
public enum GestureThresholds {
    /// How far a pressed pointer may move and still click: a press that moved
    /// exactly this far clicks, one pixel more does not.
    public static let clickSlop: Double = 6

    /// The largest angle between a pull and straight down that still deals (30°).
    public static let dealConeHalfAngle: Double = .pi / 6

    /// The shortest downward pull that deals, whatever the window height.
    public static let dealMinimumDistance: Double = 40

    /// The downward pull that deals, as a fraction of the window height, when that is longer.
    public static let dealHeightFraction: Double = 0.08

    /// How far the right-button knob must turn around the board centre to shuffle (120°).
    public static let knobShuffleAngle: Double = 2 * .pi / 3

    /// Pointer positions closer than this to the board centre give no usable angle and are skipped.
    public static let knobDeadZoneRadius: Double = 8

    /// How far a two-finger twist must turn to shuffle (30°).
    public static let twistShuffleAngle: Double = .pi / 6

    /// A pause longer than this between two multi-finger events starts a new twist
    /// (SDL sends no event when a gesture ends).
    public static let twistPauseSeconds: Double = 0.5

    /// How far one notch of the mouse wheel scrolls the board.
    public static let wheelStep: Double = 40

    /// How far one press of the Up or Down arrow scrolls the board.
    public static let arrowScrollStep: Double = 40

    /// The downward pull that deals in a window of the given height: the longer of
    /// `dealMinimumDistance` and `dealHeightFraction` of the height (600 px → 48, 400 px → 40).
    public static func dealDistance(windowHeight: Int) -> Double {
        max(dealMinimumDistance, Double(max(0, windowHeight)) * dealHeightFraction)
    }
}
