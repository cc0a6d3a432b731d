import SetCore

/// One variant's record, kept apart from the classic game's: games, groups found and its bests.
///
/// A race keeps its own kind of best: the sprints their fastest time to the target,
/// Timed the most Sets in its two minutes; the others their best time and score.
package struct VariantRecord: Equatable, Sendable, Codable {
    /// Games dealt.
    var gamesStarted = 0
    /// Games played to the end.
    var gamesFinished = 0
    /// Groups found (Sets, UltraSets, GhostSets).
    var groupsFound = 0
    /// The shortest time of a finished game without undo, in seconds (Timed has none).
    var bestTime: Double?
    /// The highest score of a finished game without undo (not in a race).
    var bestScore: Int?
    /// Timed: the most Sets found in two minutes.
    var mostGroups: Int?

    /// Counts what one applied intent of a game of this variant brought about.
    mutating func record(_ events: [GameEvent], game: Game, countsForBest: Bool) {
        for event in events {
            switch event {
            case .newGame: gamesStarted += 1
            case .matched: groupsFound += 1
            case .gameOver:
                gamesFinished += 1
                guard countsForBest else { continue }
                switch game.mode.variant.end {
                case .timeLimit:
                    mostGroups = max(mostGroups ?? 0, game.setsFound)
                case .groupsFound:
                    bestTime = min(bestTime ?? game.playTime, game.playTime)
                case .deckExhausted, .tableSolved:
                    bestTime = min(bestTime ?? game.playTime, game.playTime)
                    bestScore = max(bestScore ?? game.score, game.score)
                }
            default: break
            }
        }
    }

    /// Whether every number is one a game can leave.
    var isSane: Bool {
        [gamesStarted, gamesFinished, groupsFound, mostGroups ?? 0].allSatisfy(Statistics.countRange.contains)
            && (bestTime.map(Statistics.secondsRange.contains) ?? true)
            && abs(bestScore ?? 0) <= Statistics.countRange.upperBound
    }

    /// Lines for a variant game's panel: its bests and the games finished.
    func panelLines(for mode: Game.Mode) -> [String] {
        var lines: [String] = []
        if let mostGroups { lines.append("Most Sets \(mostGroups)") }
        if let bestTime { lines.append("Best \(mode.title) time \(Statistics.clock(bestTime))") }
        if let bestScore { lines.append("Best \(mode.title) score \(bestScore)") }
        lines.append("\(mode.title) games finished \(gamesFinished)")
        return lines
    }
}

extension Statistics {
    /// The variants' rows of `set-game --stats`: a header, then each variant ever played,
    /// with its games, groups found and bests (a sprint's best time, Timed's most Sets).
    var variantRows: [[String]] {
        let played = Game.Mode.allCases.filter { $0.engine == .board && (variants[$0.rawValue]?.gamesStarted ?? 0) > 0 }
        guard !played.isEmpty else { return [["Variants", "none played yet"]] }
        return [["Variants", "games", "finished", "found", "best time", "best score"]]
            + played.map { mode in
                let record = variants[mode.rawValue] ?? VariantRecord()
                let best = record.mostGroups.map { $0.counted("Set") } ?? record.bestScore.map(String.init) ?? "-"
                return [
                    mode.title, String(record.gamesStarted), String(record.gamesFinished), String(record.groupsFound),
                    record.bestTime.map(Self.clock) ?? "-", best,
                ]
            }
    }
}
