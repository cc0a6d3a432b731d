import Catalog
import SetCore

/// One mode's record, kept apart from the classic game's so that no mode's best time or pace is
/// measured against another's: Junior's and each variant's.
///
/// What it counts is the mode's `Variant.Tally`. Every record counts games and groups found and
/// keeps the bests its end allows: the sprints their fastest time to the target, Timed the most
/// Sets in its two minutes, the others their best time and score. A record with pace (Junior)
/// also counts hints and the seconds per Set of its finished games.
package struct ModeRecord: Equatable, Sendable {
    /// Games dealt.
    var gamesStarted = 0
    /// Games played to the end.
    var gamesFinished = 0
    /// Groups found (Sets, UltraSets, GhostSets).
    var groupsFound = 0
    /// Hint steps taken (a record with pace).
    var hintsUsed = 0
    /// The shortest time of a finished game without undo, in seconds (Timed has none).
    var bestTime: Double?
    /// The highest score of a finished game without undo (not in a race).
    var bestScore: Int?
    /// Timed: the most Sets found in two minutes.
    var mostGroups: Int?
    /// Seconds of play of all finished games together (a record with pace).
    var finishedSeconds = 0.0
    /// Groups found in all finished games together (a record with pace).
    var finishedGroups = 0

    /// Seconds per group over the finished games, or nil before the first (and in a record without pace).
    var averageSecondsPerSet: Double? {
        finishedGroups > 0 ? finishedSeconds / Double(finishedGroups) : nil
    }

    /// Counts what one applied intent of a game of the record's mode brought about (see `Statistics.record`).
    mutating func record(_ events: [GameEvent], game: Game, countsForBest: Bool) {
        let keepsPace = game.mode.variant.tally == .ownWithPace
        for event in events {
            switch event {
            case .newGame: gamesStarted += 1
            case .matched: groupsFound += 1
            case .hinted where keepsPace: hintsUsed += 1
            case .gameOver: finish(game, countsForBest: countsForBest, keepsPace: keepsPace)
            default: break
            }
        }
    }

    private mutating func finish(_ game: Game, countsForBest: Bool, keepsPace: Bool) {
        gamesFinished += 1
        if keepsPace {
            finishedSeconds += game.playTime
            finishedGroups += game.foundSets.count
        }
        guard countsForBest else { return }
        switch game.mode.variant.end {
        case .timeLimit:
            mostGroups = max(mostGroups ?? 0, game.setsFound)
        case .groupsFound:
            bestTime = min(bestTime ?? game.playTime, game.playTime)
        case .deckExhausted, .tableSolved:
            bestTime = min(bestTime ?? game.playTime, game.playTime)
            bestScore = max(bestScore ?? game.score, game.score)
        }
    }

    /// Lines for the game-over panel of a game of `mode`: its bests, the games finished and the pace.
    func panelLines(for mode: Game.Mode, title: String, catalog c: Catalog) -> [String] {
        var lines: [String] = []
        if let mostGroups { lines.append(c.text("Most Sets %d", .int(mostGroups))) }
        if let bestTime {
            lines.append(c.text("Best %1$s time %2$s", .string(title), .string(Statistics.clock(bestTime))))
        }
        if let bestScore { lines.append(c.text("Best %1$s score %2$d", .string(title), .int(bestScore))) }
        lines.append(c.text("%1$s games finished %2$d", .string(title), .int(gamesFinished)))
        if let average = averageSecondsPerSet {
            lines.append(c.text("Average %.1f s per Set", .double(Statistics.tenths(average))))
        }
        return lines
    }

    /// Whether every number is one a game can leave.
    var isSane: Bool {
        [gamesStarted, gamesFinished, groupsFound, hintsUsed, finishedGroups, mostGroups ?? 0]
            .allSatisfy(Statistics.countRange.contains)
            && Statistics.secondsRange.contains(finishedSeconds)
            && (bestTime.map(Statistics.secondsRange.contains) ?? true)
            && abs(bestScore ?? 0) <= Statistics.countRange.upperBound
    }
}

// A record is written in one of two shapes, as the two types it replaces wrote them: with pace
// (Junior's `junior` object: `setsFound`, `hintsUsed`, `finishedSeconds`, `finishedSets`) or
// without (each variant's: `groupsFound`, and `mostGroups` when it has one). The reader names
// the shape, as the key holding the record and its mode's tally tell it.

extension ModeRecord {
    private enum CodingKeys: String, CodingKey {
        case gamesStarted, gamesFinished, bestTime, bestScore
        case setsFound, hintsUsed, finishedSeconds, finishedSets
        case groupsFound, mostGroups
    }

    /// Reads a record of the shape `keepsPace` names; the caller checks `isSane`.
    init(from decoder: any Decoder, keepsPace: Bool) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        gamesStarted = try c.decode(Int.self, forKey: .gamesStarted)
        gamesFinished = try c.decode(Int.self, forKey: .gamesFinished)
        bestTime = try c.decodeIfPresent(Double.self, forKey: .bestTime)
        bestScore = try c.decodeIfPresent(Int.self, forKey: .bestScore)
        if keepsPace {
            groupsFound = try c.decode(Int.self, forKey: .setsFound)
            hintsUsed = try c.decode(Int.self, forKey: .hintsUsed)
            finishedSeconds = try c.decode(Double.self, forKey: .finishedSeconds)
            finishedGroups = try c.decode(Int.self, forKey: .finishedSets)
        } else {
            groupsFound = try c.decode(Int.self, forKey: .groupsFound)
            mostGroups = try c.decodeIfPresent(Int.self, forKey: .mostGroups)
        }
    }

    /// Writes the record in the shape `keepsPace` names; absent bests are left out.
    func encode(to encoder: any Encoder, keepsPace: Bool) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(gamesStarted, forKey: .gamesStarted)
        try c.encode(gamesFinished, forKey: .gamesFinished)
        try c.encodeIfPresent(bestTime, forKey: .bestTime)
        try c.encodeIfPresent(bestScore, forKey: .bestScore)
        if keepsPace {
            try c.encode(groupsFound, forKey: .setsFound)
            try c.encode(hintsUsed, forKey: .hintsUsed)
            try c.encode(finishedSeconds, forKey: .finishedSeconds)
            try c.encode(finishedGroups, forKey: .finishedSets)
        } else {
            try c.encode(groupsFound, forKey: .groupsFound)
            try c.encodeIfPresent(mostGroups, forKey: .mostGroups)
        }
    }
}
