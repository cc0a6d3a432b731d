import Catalog
import SetCore

// The kinds of Set as the player reads them: the `--stats` rows and the
// game-over panel's line on this game's slowest kind.

extension Statistics {
    /// The second table of `set-game --stats`: a header, a row per kind of Set, and a
    /// row for all of them, each with the Sets found, the median seconds to find one
    /// and the Sets dealt over.
    func kindRows(_ c: Catalog) -> [[String]] {
        let header = [c.text("Kinds of Set (solo)"), c.text("found"), c.text("median seconds"), c.text("missed")]
        let kinds = SetKind.allCases.map { kind in
            Self.kindRow(
                c.plural("differ in %d feature", "differ in %d features", count: kind.differingFeatures),
                times: findTimes(kind), missed: missedSets(kind), separator: c.decimalSeparator)
        }
        let all = findTimes.reduce(FindTimes()) { $0.merged(with: $1) }
        return [header] + kinds
            + [
                Self.kindRow(
                    c.text("all", context: "kinds of Set"), times: all, missed: missedSets.reduce(0, +),
                    separator: c.decimalSeparator)
            ]
    }

    private static func kindRow(_ label: String, times: FindTimes, missed: Int, separator: String) -> [String] {
        let median =
            times.median.map { oneDecimal($0.seconds, separator: separator) + ($0.isLowerBound ? "+" : "") } ?? "-"
        return [label, String(times.count), median, String(missed)]
    }

    /// `Your slowest: Sets that differ in all four features, 21 s on average`.
    static func slowestLine(_ kind: SetKind, seconds: Double, catalog c: Catalog = .english) -> String {
        let rounded = seconds.isFinite ? Int(min(max(0, seconds), 1e12).rounded()) : 0
        let phrase =
            switch kind {
            case .oneFeature: c.text("Your slowest: Sets that differ in one feature, %d s on average", .int(rounded))
            case .twoFeatures: c.text("Your slowest: Sets that differ in two features, %d s on average", .int(rounded))
            case .threeFeatures:
                c.text("Your slowest: Sets that differ in three features, %d s on average", .int(rounded))
            case .allFeatures:
                c.text("Your slowest: Sets that differ in all four features, %d s on average", .int(rounded))
            }
        return phrase
    }

    /// What the cards of a kind of Set do: `differ in one feature` … `differ in all four features`.
    static func phrase(_ kind: SetKind) -> String {
        switch kind {
        case .oneFeature: "differ in one feature"
        case .twoFeatures: "differ in two features"
        case .threeFeatures: "differ in three features"
        case .allFeatures: "differ in all four features"
        }
    }
}

extension Statistics {
    /// The median seconds the player took to find a Set of `kind`, over every game; nil before the first.
    package func medianSeconds(of kind: SetKind) -> Double? {
        findTimes(kind).median?.seconds
    }

    /// How many Sets of `kind` the player has found (with a time).
    package func finds(of kind: SetKind) -> Int { findTimes(kind).count }

    /// The median seconds over every find of every kind; nil before the first.
    package var overallMedianSeconds: Double? {
        findTimes.reduce(FindTimes()) { $0.merged(with: $1) }.median?.seconds
    }
}
