/// A shuffle turn as the view shows it: how far the knob or the twist has
/// turned, and its share of the turn that shuffles.
public struct Turn: Equatable, Sendable {
    /// The signed turn in radians, positive clockwise on screen.
    public var angle: Double
    /// The share of the shuffle turn, 0…1.
    public var fraction: Double

    /// A turn of `angle` radians that is `fraction` of the way to a shuffle.
    public init(angle: Double, fraction: Double) {
        self.angle = angle
        self.fraction = fraction
    }

    /// No turn in progress.
    public static let none = Turn(angle: 0, fraction: 0)
}
