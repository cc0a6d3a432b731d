/// Every number of the scoring and the two-player timers, in one place.
///
/// Solo: a Set scores `setFound` plus a speed bonus, a mismatch, a needless
/// Deal 3 and each hint step cost points. The score may go negative: a floor at
/// zero would make hints and mistakes free for a player at zero.
/// Two players: a Set found in a claim or a window scores `claimSuccess`, a failed
/// claim (mismatch or timeout) costs `claimFailure`.
public struct Scoring: Equatable, Sendable, Codable {
    /// Points for a Set (solo), before the speed bonus.
    public var setFound = 3
    /// The speed bonus for a Set found at once; it drops by one every `speedBonusStep` seconds.
    public var speedBonusMax = 6
    /// Seconds per point the speed bonus loses.
    public var speedBonusStep = 5.0
    /// Points lost for three selected cards that are not a Set (solo).
    public var mismatch = 2
    /// Points lost for dealing 3 more cards while the table already held a Set (solo).
    public var dealWithSetOnTable = 3
    /// Points lost for each hint step (solo).
    public var hintStep = 1
    /// Points a player wins for a Set (two players).
    public var claimSuccess = 1
    /// Points a claiming player loses for a mismatch or running out of time (two players).
    public var claimFailure = 1
    /// Seconds a claiming player has to select a Set.
    public var claimSeconds = 6.0
    /// Seconds the other player gets after a failed claim.
    public var reboundSeconds = 12.0
    /// Seconds the other player gets after a player deals 3 cards.
    public var dealWindowSeconds = 8.0

    /// The standard numbers.
    public init() {}

    /// The standard numbers.
    public static let standard = Scoring()

    /// The speed bonus for a Set found `seconds` after the table last changed: max(0, 6 − ⌊seconds / 5⌋).
    public func speedBonus(secondsSinceTableChange seconds: Double) -> Int {
        guard speedBonusStep > 0, seconds.isFinite else { return seconds.isFinite ? speedBonusMax : 0 }
        let steps = (max(0, seconds) / speedBonusStep).rounded(.down)
        guard steps < Double(speedBonusMax) else { return 0 }
        return speedBonusMax - Int(steps)
    }

    /// Whether every number is in a sane range (so a corrupt save cannot overflow a score).
    var isSane: Bool {
        let points = [setFound, speedBonusMax, mismatch, dealWithSetOnTable, hintStep, claimSuccess, claimFailure]
        let seconds = [speedBonusStep, claimSeconds, reboundSeconds, dealWindowSeconds]
        return points.allSatisfy { (0...1000).contains($0) } && seconds.allSatisfy { (0...3600).contains($0) }
    }
}
