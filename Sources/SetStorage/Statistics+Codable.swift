import SetCore

// Statistics are read back with checks, like a saved game: an edited or damaged file
// is refused (and kept aside) rather than showing a negative count or a NaN time.

extension Statistics: StoredValue {
    /// `{"format": "set-game/stats", "version": 1, "stats": {…}}`.
    package static var file: VersionedFile { VersionedFile(format: "set-game/stats", key: "stats") }

    private enum CodingKeys: String, CodingKey {
        case gamesStarted, gamesFinished, setsFound, hintsUsed, bestTime, bestScore
        case finishedSoloSeconds, finishedSoloSets
        case findSeconds, missedSets, currentGame
        case dailySolved, dailyBestTime
        case junior
        case variants
    }

    /// Counts a file may hold: far beyond a lifetime of play, far from overflowing.
    static let countRange = 0...1_000_000_000_000
    /// Seconds a file may hold (about 3000 years).
    static let secondsRange = 0.0...1e11

    /// The mode whose record the file keeps under its own key, `junior`, in the shape with pace;
    /// every other mode's is under `variants`, by its name.
    static let juniorKey = Game.Mode.junior.rawValue

    /// Reads statistics and checks every number is in range.
    ///
    /// - Throws: `DecodingError` for malformed data, `FileFormatError` for a number out of range.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gamesStarted = try c.decode(Int.self, forKey: .gamesStarted)
        gamesFinished = try c.decode(Int.self, forKey: .gamesFinished)
        setsFound = try c.decode(Int.self, forKey: .setsFound)
        hintsUsed = try c.decode(Int.self, forKey: .hintsUsed)
        bestTime = try c.decodeIfPresent(Double.self, forKey: .bestTime)
        bestScore = try c.decodeIfPresent(Int.self, forKey: .bestScore)
        finishedSoloSeconds = try c.decode(Double.self, forKey: .finishedSoloSeconds)
        finishedSoloSets = try c.decode(Int.self, forKey: .finishedSoloSets)
        // Added after version 1 was first written: a file without them is simply older.
        let histograms = try c.decodeIfPresent([[String: Int]].self, forKey: .findSeconds)
        missedSets = try c.decodeIfPresent([Int].self, forKey: .missedSets) ?? missedSets
        currentGame = try c.decodeIfPresent(GameFinds.self, forKey: .currentGame)
        // Added with the daily puzzle: older files have solved none.
        let solved = try c.decodeIfPresent([String].self, forKey: .dailySolved) ?? []
        dailySolved = Set(solved.compactMap(DailyDate.init))
        dailyBestTime = try c.decodeIfPresent(Double.self, forKey: .dailyBestTime)
        guard dailySolved.count == solved.count, dailyBestTime.map(Self.secondsRange.contains) ?? true else {
            throw FileFormatError("a daily puzzle's date or time is out of range")
        }
        let counts = [gamesStarted, gamesFinished, setsFound, hintsUsed, finishedSoloSets] + missedSets
        guard counts.allSatisfy(Self.countRange.contains),
            Self.secondsRange.contains(finishedSoloSeconds),
            bestTime.map(Self.secondsRange.contains) ?? true,
            abs(bestScore ?? 0) <= Self.countRange.upperBound,
            missedSets.count == SetKind.allCases.count
        else { throw FileFormatError("a count or time is out of range") }
        if let histograms { findTimes = try Self.findTimes(histograms) }
        if let currentGame, !Self.isSane(currentGame) {
            throw FileFormatError("the current game's times are out of range")
        }
        // Added with Set Junior: older files have played none.
        var junior = ModeRecord()
        if c.contains(.junior), try !c.decodeNil(forKey: .junior) {
            junior = try ModeRecord(from: c.superDecoder(forKey: .junior), keepsPace: Self.keepsPace(Self.juniorKey))
        }
        guard junior.isSane else { throw FileFormatError("a Junior count or time is out of range") }
        // Added with the variants: older files have played none. A name this version does not know is kept.
        records = [:]
        if c.contains(.variants), try !c.decodeNil(forKey: .variants) {
            let variants = try c.nestedContainer(keyedBy: RecordName.self, forKey: .variants)
            for name in variants.allKeys {
                records[name.stringValue] = try ModeRecord(
                    from: variants.superDecoder(forKey: name), keepsPace: Self.keepsPace(name.stringValue))
            }
        }
        guard records.values.allSatisfy(\.isSane) else {
            throw FileFormatError("a variant's count or time is out of range")
        }
        records[Self.juniorKey] = junior
    }

    /// Whether the record of the mode called `name` is in the shape with pace (Junior's); a name
    /// this version does not know was written by a variant, without.
    private static func keepsPace(_ name: String) -> Bool {
        Game.Mode(rawValue: name)?.variant.tally == .ownWithPace
    }

    /// A variant's name as a key of the `variants` object.
    private struct RecordName: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Histograms as written by `encode`: one per kind, each counting finds by whole seconds.
    private static func findTimes(_ histograms: [[String: Int]]) throws(FileFormatError) -> [FindTimes] {
        guard histograms.count == SetKind.allCases.count else {
            throw FileFormatError("a count or time is out of range")
        }
        var times: [FindTimes] = []
        for histogram in histograms {
            var buckets: [Int: Int] = [:]
            for (key, count) in histogram {
                guard let second = Int(key), (0...FindTimes.overflow).contains(second), countRange.contains(count)
                else { throw FileFormatError("a count or time is out of range") }
                buckets[second] = count
            }
            times.append(FindTimes(buckets: buckets))
        }
        return times
    }

    /// Whether a current-game record is one a game can leave: at most 27 finds (81 cards),
    /// each time known or not, within the range of times.
    private static func isSane(_ record: GameFinds) -> Bool {
        record.seconds.count <= Card.all.count / 3
            && secondsRange.contains(record.startedAt)
            && record.seconds.allSatisfy { $0.map(secondsRange.contains) ?? true }
    }

    /// Writes every number; absent bests and an absent current game are left out.
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(gamesStarted, forKey: .gamesStarted)
        try c.encode(gamesFinished, forKey: .gamesFinished)
        try c.encode(setsFound, forKey: .setsFound)
        try c.encode(hintsUsed, forKey: .hintsUsed)
        try c.encodeIfPresent(bestTime, forKey: .bestTime)
        try c.encodeIfPresent(bestScore, forKey: .bestScore)
        try c.encode(finishedSoloSeconds, forKey: .finishedSoloSeconds)
        try c.encode(finishedSoloSets, forKey: .finishedSoloSets)
        // JSON object keys are strings: `{"4": 2, "11": 1}` is two finds in 4 s and one in 11 s.
        let histograms = findTimes.map { times in
            Dictionary(uniqueKeysWithValues: times.buckets.map { second, count in (String(second), count) })
        }
        try c.encode(histograms, forKey: .findSeconds)
        try c.encode(missedSets, forKey: .missedSets)
        try c.encodeIfPresent(currentGame, forKey: .currentGame)
        try c.encode(dailySolved.sorted().map(\.description), forKey: .dailySolved)
        try c.encodeIfPresent(dailyBestTime, forKey: .dailyBestTime)
        try (records[Self.juniorKey] ?? ModeRecord()).encode(
            to: c.superEncoder(forKey: .junior), keepsPace: Self.keepsPace(Self.juniorKey))
        let variants = records.filter { $0.key != Self.juniorKey }
        guard !variants.isEmpty else { return }
        var nested = c.nestedContainer(keyedBy: RecordName.self, forKey: .variants)
        for (name, record) in variants {
            try record.encode(
                to: nested.superEncoder(forKey: RecordName(stringValue: name)), keepsPace: Self.keepsPace(name))
        }
    }
}
