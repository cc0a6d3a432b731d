/// How a note's loudness rises and falls: attack, decay, sustain and release (ADSR), counted in whole frames.
///
/// The attack rises in a straight line from 0 to 1, as sfxr's does; the decay
/// (to `sustain`) and the release (to 0) fall along `(1 - u)^curve`, a
/// polynomial stand-in for an exponential that ends at exactly zero, so a
/// sound's length is exactly the sum of its stages and it ends without a click.
/// A percussive AR envelope is an attack and a release with nothing between.
public struct Envelope: Equatable, Sendable {
    /// Frames from 0 to full level.
    public var attack: Int
    /// Frames from full level down to `sustain`.
    public var decay: Int
    /// The level held after the decay, 0 ... 1.
    public var sustain: Double
    /// Frames the sustain level is held.
    public var hold: Int
    /// Frames from the sustain level (or full level, with no decay) down to 0.
    public var release: Int
    /// The power of the falling stages: 1 is a straight line, 3 or 4 sounds like a struck bell.
    public var curve: Int

    /// An envelope from stage lengths in seconds, rounded to whole frames.
    public init(
        attack: Double, decay: Double = 0, sustain: Double = 1, hold: Double = 0,
        release: Double, curve: Int = 2
    ) {
        self.attack = frames(seconds: attack)
        self.decay = frames(seconds: decay)
        self.sustain = min(max(sustain, 0), 1)
        self.hold = frames(seconds: hold)
        self.release = frames(seconds: release)
        self.curve = max(curve, 1)
    }

    /// A percussive envelope: a straight attack, then a curved release to zero.
    public static func ar(attack: Double, release: Double, curve: Int = 2) -> Envelope {
        Envelope(attack: attack, release: release, curve: curve)
    }

    /// The envelope's whole length in frames; its value is 0 from here on.
    public var length: Int { attack + decay + hold + release }

    /// The level at `frame` frames after the note starts, 0 ... 1.
    public func value(at frame: Int) -> Double {
        var n = frame
        guard n >= 0 else { return 0 }
        if n < attack { return Double(n) / Double(attack) }
        n -= attack
        if n < decay { return sustain + (1 - sustain) * fall(Double(n) / Double(decay)) }
        n -= decay
        // With no decay stage the release starts from full level, not from `sustain`.
        let top = decay > 0 ? sustain : 1
        if n < hold { return top }
        n -= hold
        if n < release { return top * fall(Double(n) / Double(release)) }
        return 0
    }

    /// `(1 - u)^curve` for `u` in 0 ..< 1.
    private func fall(_ u: Double) -> Double {
        let v = 1 - u
        var result = 1.0
        for _ in 0..<curve { result *= v }
        return result
    }

    /// The sum of the squared level over the whole envelope, in closed form: the
    /// energy a wave of mean square 1 gains from it, for tests and level planning.
    ///
    /// Attack A frames: Σ (n/A)² ≈ A/3; a fall of F frames with power c from L to 0:
    /// ≈ L²·F/(2c+1); a hold of H frames at L: H·L². Exact to O(1/frames).
    public var energy: Double {
        let top = decay > 0 ? sustain : 1
        let c = Double(2 * curve + 1)
        // The decay from 1 to s: s + (1-s)f with f = (1-u)^c; ∫ (s + (1-s)f)² du
        // = s² + 2s(1-s)/(c+1) + (1-s)²/(2c+1).
        let s = sustain
        let decayEnergy = Double(decay) * (s * s + 2 * s * (1 - s) / Double(curve + 1) + (1 - s) * (1 - s) / c)
        return Double(attack) / 3 + decayEnergy + Double(hold) * top * top + Double(release) * top * top / c
    }
}
