// Statistics are read back with checks, like a saved game: an edited or damaged file
// is refused (and kept aside) rather than showing a negative count or a NaN time.

extension Statistics: StoredValue {
    /// `{"format": "set-game/stats", "version": 1, "stats": {…}}`.
    static var file: VersionedFile { VersionedFile(format: "set-game/stats", key: "stats") }

    private enum CodingKeys: String, CodingKey {
        case gamesStarted, gamesFinished, setsFound, hintsUsed, bestTime, bestScore
        case finishedSoloSeconds, finishedSoloSets
    }

    /// Counts a file may hold: far beyond a lifetime of play, far from overflowing.
    private static let countRange = 0...1_000_000_000_000
    /// Seconds a file may hold (about 3000 years).
    private static let secondsRange = 0.0...1e11

    /// Reads statistics and checks every number is in range.
    ///
    /// - Throws: `DecodingError` for malformed data, `FileFormatError` for a number out of range.
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gamesStarted = try c.decode(Int.self, forKey: .gamesStarted)
        gamesFinished = try c.decode(Int.self, forKey: .gamesFinished)
        setsFound = try c.decode(Int.self, forKey: .setsFound)
        hintsUsed = try c.decode(Int.self, forKey: .hintsUsed)
        bestTime = try c.decodeIfPresent(Double.self, forKey: .bestTime)
        bestScore = try c.decodeIfPresent(Int.self, forKey: .bestScore)
        finishedSoloSeconds = try c.decode(Double.self, forKey: .finishedSoloSeconds)
        finishedSoloSets = try c.decode(Int.self, forKey: .finishedSoloSets)
        let counts = [gamesStarted, gamesFinished, setsFound, hintsUsed, finishedSoloSets]
        guard counts.allSatisfy(Self.countRange.contains),
              Self.secondsRange.contains(finishedSoloSeconds),
              bestTime.map(Self.secondsRange.contains) ?? true,
              abs(bestScore ?? 0) <= Self.countRange.upperBound
        else { throw FileFormatError("a count or time is out of range") }
    }

    /// Writes every number; absent bests are left out.
    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(gamesStarted, forKey: .gamesStarted)
        try c.encode(gamesFinished, forKey: .gamesFinished)
        try c.encode(setsFound, forKey: .setsFound)
        try c.encode(hintsUsed, forKey: .hintsUsed)
        try c.encodeIfPresent(bestTime, forKey: .bestTime)
        try c.encodeIfPresent(bestScore, forKey: .bestScore)
        try c.encode(finishedSoloSeconds, forKey: .finishedSoloSeconds)
        try c.encode(finishedSoloSets, forKey: .finishedSoloSets)
    }
}
