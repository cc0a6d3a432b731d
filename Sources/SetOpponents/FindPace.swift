import RealModule
import SetCore

// How long a person takes to see one group, after Jacob & Hochstein, "Set recognition as a window
// to perceptual and cognitive processes" (Perception & Psychophysics, 2008): a Set whose cards
// share more features is found sooner, and a table holding more Sets yields one sooner, because
// the searches for its Sets race in parallel. Each group on the table gets a time drawn from a
// log-normal law whose median grows with the features its cards differ in; the first time wins.

/// The pace of one player's search: the median seconds to see a group by how many features differ in it,
/// how widely the times spread, and how often a claim is wrong.
public struct FindPace: Equatable, Sendable, Codable {
    /// The median seconds to see one group alone, for groups differing in 1, 2, 3 and 4 features.
    public var medians: [Double]
    /// σ of the times' natural logarithm: a quarter of searches take longer than the median × e^(0.674σ).
    public var spread: Double
    /// The share of claims that are wrong: the player's eye closes a group that is not one.
    public var missRate: Double

    /// A pace with these medians (four, one per count of differing features), spread and miss rate.
    public init(medians: [Double], spread: Double, missRate: Double) {
        self.medians = medians
        self.spread = spread
        self.missRate = missRate
    }

    /// How much longer a group of each rule takes to see than a Set of the same features: an UltraSet's
    /// four cards are two pairs to match, a GhostSet's six are three.
    public static func ruleFactor(_ rule: GroupRule) -> Double {
        switch rule {
        case .set: 1
        case .ultraSet: 1.8
        case .ghostSet: 3
        }
    }

    /// The median seconds to see `group` under `rule`: by the features its cards differ in (a MegaSet
    /// group's fifth feature goes one step past the fourth, at the same ratio), times the rule's factor.
    public func median(of group: [Card], rule: GroupRule) -> Double {
        let differing = Self.differingFeatures(group)
        let base: Double
        if differing <= medians.count {
            base = medians[max(differing, 1) - 1]
        } else {
            let last = medians[medians.count - 1]
            let ratio = last / medians[medians.count - 2]
            base = last * Double.pow(ratio, Double(differing - medians.count))
        }
        return base * Self.ruleFactor(rule)
    }

    /// A time to see `group`: log-normal about its median.
    public func searchTime(for group: [Card], rule: GroupRule, using generator: inout SplitMix64) -> Double {
        median(of: group, rule: rule) * Double.exp(spread * Self.standardNormal(using: &generator))
    }

    /// In how many features the cards are not all the same: 1 to 4 for a classic group, up to 5 on MegaSet cards.
    public static func differingFeatures(_ cards: [Card]) -> Int {
        guard let first = cards.first else { return 0 }
        return Feature.features(of: first).count { feature in
            let value = first.value(of: feature)
            return cards.contains { $0.value(of: feature) != value }
        }
    }

    /// A draw from the standard normal law (Box–Muller), from two uniform draws in (0, 1].
    static func standardNormal(using generator: inout SplitMix64) -> Double {
        let u1 = Double(generator.next() >> 11 + 1) / Double(1 << 53)
        let u2 = Double(generator.next() >> 11) / Double(1 << 53)
        return (-2 * Double.log(u1)).squareRoot() * Double.cos(2 * Double.pi * u2)
    }
}
