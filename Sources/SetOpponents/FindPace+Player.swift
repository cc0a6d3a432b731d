import RealModule
import SetCore

/// One Set the player found: in how many features its cards differ, and the seconds from the table's last
/// change to the find.
public struct PlayerFind: Equatable, Sendable {
    /// 1 to 4.
    public var differingFeatures: Int
    /// Seconds from the table's last change to the find.
    public var seconds: Double

    /// A find of a Set differing in `differingFeatures` features, `seconds` after the table changed.
    public init(differingFeatures: Int, seconds: Double) {
        self.differingFeatures = differingFeatures
        self.seconds = seconds
    }
}

extension FindPace {
    /// The fewest finds that give the `you` level a pace of its own; with fewer it plays at `casual`'s.
    public static let findsForOwnPace = 20
    /// The measuring rounds that fit a pace to a player's finds.
    static let rounds = 5

    /// The pace of a player whose finds are `finds`: a computer player of this pace, dropped on fresh
    /// 12-card tables, takes as long to its first claim of each kind of Set as the player took to find one.
    ///
    /// A find is timed on a table where the player raced every Set at once, so each kind's median is the
    /// first of several searches; the pace's own medians (of one search alone) are longer. They are found
    /// by measuring: start from `casual`'s proportions, measure on 3,000 tables, scale each kind by what it
    /// missed, five times. A kind the player never found keeps `casual`'s ratio to the kinds they did. With fewer than
    /// `findsForOwnPace` finds (or none with a usable time) this is `casual`'s pace.
    public init(finds: [PlayerFind], seed: UInt64 = 1) {
        let casual = ComputerLevel.casual.pace
        let usable = finds.filter { (1...4).contains($0.differingFeatures) && $0.seconds.isFinite && $0.seconds > 0 }
        guard usable.count >= Self.findsForOwnPace else {
            self = casual
            return
        }
        let target = Self.targets(from: usable)
        // casual's one search against its first claim, kind by kind, is the first guess.
        let firsts = ComputerLevel.casual.firstClaimSeconds.byKind
        var pace = FindPace(
            medians: target.indices.map { target[$0] * casual.medians[$0] / firsts[$0] }, spread: casual.spread,
            missRate: casual.missRate)
        for round in 0..<Self.rounds {
            let measured = PaceMeasurement.measure(pace, tables: 3_000, seed: seed &+ UInt64(round), claimsPerTable: 1)
            pace.medians = pace.medians.indices.map { kind in
                guard let got = measured.firstClaimMedians[kind], got > 0 else { return pace.medians[kind] }
                // A slow kind is first only where the others are slower still, so its first claims move less
                // than its searches: the step goes past the ratio, by half again.
                return pace.medians[kind] * Double.pow(target[kind] / got, 1.5)
            }
        }
        self = pace
    }

    /// The player's median seconds per kind (1 to 4 differing features); a kind with no find takes the median
    /// of the kinds found, scaled by `casual`'s ratio between the two.
    static func targets(from finds: [PlayerFind]) -> [Double] {
        let reference = ComputerLevel.casual.firstClaimSeconds.byKind
        let byKind = (1...4).map { kind in finds.filter { $0.differingFeatures == kind }.map(\.seconds) }
        let known = byKind.indices.filter { !byKind[$0].isEmpty }
        // How much slower than `casual` the player is, over the kinds they found.
        let slowness =
            GameRecord.median(known.map { (GameRecord.median(byKind[$0]) ?? 0) / reference[$0] }) ?? 1
        return byKind.indices.map { kind in
            GameRecord.median(byKind[kind]) ?? reference[kind] * slowness
        }
    }
}
