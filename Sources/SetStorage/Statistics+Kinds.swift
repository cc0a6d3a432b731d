import SetCore

// The kinds of Set as the player reads them: the `--stats` rows and the
// game-over panel's line on this game's slowest kind.

extension Statistics {
    /// The second table of `set-game --stats`: a header, a row per kind of Set, and a
    /// row for all of them, each with the Sets found, the median seconds to find one
    /// and the Sets dealt over.
    var kindRows: [[String]] {
        let header = ["Kinds of Set (solo)", "found", "median seconds", "missed"]
        let kinds = SetKind.allCases.map { kind in
            let features = kind == .oneFeature ? "feature" : "features"
            return Self.kindRow(
                "differ in \(kind.differingFeatures) \(features)",
                times: findTimes(kind), missed: missedSets(kind))
        }
        let all = findTimes.reduce(FindTimes()) { $0.merged(with: $1) }
        return [header] + kinds + [Self.kindRow("all", times: all, missed: missedSets.reduce(0, +))]
    }

    private static func kindRow(_ label: String, times: FindTimes, missed: Int) -> [String] {
        let median = times.median.map { oneDecimal($0.seconds) + ($0.isLowerBound ? "+" : "") } ?? "-"
        return [label, String(times.count), median, String(missed)]
    }

    /// `Your slowest: Sets that differ in all four features, 21 s on average`.
    static func slowestLine(_ kind: SetKind, seconds: Double) -> String {
        let rounded = seconds.isFinite ? Int(min(max(0, seconds), 1e12).rounded()) : 0
        return "Your slowest: Sets that \(phrase(kind)), \(rounded) s on average"
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
