import SetCore

/// Set Junior's record, kept apart from the classic game's so neither game's
/// best time or pace is measured against the other's.
package struct JuniorStatistics: Equatable, Sendable {
    /// Junior games dealt.
    var gamesStarted = 0
    /// Junior games played to the end.
    var gamesFinished = 0
    /// Sets found in Junior games.
    var setsFound = 0
    /// Hint steps taken in Junior games.
    var hintsUsed = 0
    /// The shortest time of a finished Junior game without undo, in seconds.
    var bestTime: Double?
    /// The highest score of a finished Junior game without undo.
    var bestScore: Int?
    /// Seconds of play of all finished Junior games together.
    var finishedSeconds = 0.0
    /// Sets found in all finished Junior games together.
    var finishedSets = 0

    /// Seconds per Set over the finished Junior games, or nil before the first.
    var averageSecondsPerSet: Double? {
        finishedSets > 0 ? finishedSeconds / Double(finishedSets) : nil
    }

    /// Counts what one applied intent of a Junior game brought about (see `Statistics.record`).
    mutating func record(_ events: [GameEvent], game: Game, countsForBest: Bool) {
        for event in events {
            switch event {
            case .newGame: gamesStarted += 1
            case .matched: setsFound += 1
            case .hinted: hintsUsed += 1
            case .gameOver:
                gamesFinished += 1
                let time = game.playTime
                if countsForBest {
                    bestTime = min(bestTime ?? time, time)
                    bestScore = max(bestScore ?? game.score, game.score)
                }
                finishedSeconds += time
                finishedSets += game.foundSets.count
            default: break
            }
        }
    }

    /// Lines for a Junior game's panel: the bests, the games finished and the pace.
    var panelLines: [String] {
        var lines: [String] = []
        if let bestTime { lines.append("Best Junior time \(Statistics.clock(bestTime))") }
        if let bestScore { lines.append("Best Junior score \(bestScore)") }
        lines.append("Junior games finished \(gamesFinished)")
        if let average = averageSecondsPerSet {
            lines.append("Average \(Statistics.oneDecimal(average)) s per Set")
        }
        return lines
    }
}

extension JuniorStatistics: Codable {
    private enum CodingKeys: String, CodingKey {
        case gamesStarted, gamesFinished, setsFound, hintsUsed, bestTime, bestScore, finishedSeconds, finishedSets
    }

    /// Reads the record and checks every number is in range.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gamesStarted = try c.decode(Int.self, forKey: .gamesStarted)
        gamesFinished = try c.decode(Int.self, forKey: .gamesFinished)
        setsFound = try c.decode(Int.self, forKey: .setsFound)
        hintsUsed = try c.decode(Int.self, forKey: .hintsUsed)
        bestTime = try c.decodeIfPresent(Double.self, forKey: .bestTime)
        bestScore = try c.decodeIfPresent(Int.self, forKey: .bestScore)
        finishedSeconds = try c.decode(Double.self, forKey: .finishedSeconds)
        finishedSets = try c.decode(Int.self, forKey: .finishedSets)
        let counts = Statistics.countRange
        let seconds = Statistics.secondsRange
        guard [gamesStarted, gamesFinished, setsFound, hintsUsed, finishedSets].allSatisfy(counts.contains),
            seconds.contains(finishedSeconds), bestTime.map(seconds.contains) ?? true,
            abs(bestScore ?? 0) <= counts.upperBound
        else { throw FileFormatError("a Junior count or time is out of range") }
    }
}
