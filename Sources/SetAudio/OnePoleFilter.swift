/// A one-pole low-pass or high-pass filter: 6 dB per octave, to soften a bright wave or take the rumble off noise.
///
/// The coefficients are the RC circuit's, discretised by the backward Euler
/// rule: α = Δt / (RC + Δt) for the low-pass and RC / (RC + Δt) for the
/// high-pass, with RC = 1 / (2π·cutoff). No exponential is needed, so the
/// module stays standard-library only.
public struct OnePoleFilter: Sendable {
    /// Which side of the cutoff passes.
    public enum Kind: Equatable, Sendable {
        case lowPass, highPass
    }

    /// Which side of the cutoff passes.
    public let kind: Kind
    private let alpha: Double
    private var previousInput = 0.0
    private var previousOutput = 0.0

    /// A filter at rest with its cutoff (-3 dB point, approximately) at `cutoff` Hz.
    public init(_ kind: Kind, cutoff: Double) {
        self.kind = kind
        let dt = 1 / Double(sampleRate)
        let rc = 1 / (2 * Double.pi * max(cutoff, 1))
        alpha = kind == .lowPass ? dt / (rc + dt) : rc / (rc + dt)
    }

    /// Filters one sample.
    public mutating func process(_ x: Double) -> Double {
        let y: Double
        switch kind {
        case .lowPass: y = previousOutput + alpha * (x - previousOutput)
        case .highPass: y = alpha * (previousOutput + x - previousInput)
        }
        previousInput = x
        previousOutput = y
        return y
    }
}
