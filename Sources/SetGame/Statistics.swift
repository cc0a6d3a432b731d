import SetCore

/// The player's record over all games: a pure value updated from what the game reports.
///
/// Counts cover both modes. Best time, best score and the pace (seconds per
/// Set) come from finished solo games only: a two-player game's time is shared
/// by two people and its scores are per player.
struct Statistics: Equatable, Sendable {
    /// Games dealt: fresh starts, New game presses and `--new`/`--seed` launches.
    var gamesStarted = 0
    /// Games played to the end (deck empty, no Set left).
    var gamesFinished = 0
    /// Sets found, in every game.
    var setsFound = 0
    /// Hint steps taken.
    var hintsUsed = 0
    /// The shortest time of play of a finished solo game, in seconds.
    var bestTime: Double?
    /// The highest score of a finished solo game.
    var bestScore: Int?
    /// Seconds of play of all finished solo games together.
    var finishedSoloSeconds = 0.0
    /// Sets found in all finished solo games together.
    var finishedSoloSets = 0

    init() {}

    /// Seconds per Set over the finished solo games, or nil before the first.
    var averageSecondsPerSet: Double? {
        finishedSoloSets > 0 ? finishedSoloSeconds / Double(finishedSoloSets) : nil
    }

    /// Counts a game dealt at launch (the New game button reports its own).
    mutating func recordStart() {
        gamesStarted += 1
    }

    /// Counts what one applied intent brought about.
    ///
    /// - Parameters:
    ///   - events: what the game reported for the intent.
    ///   - game: the game after the intent (its time and score at game over).
    ///   - countsForBest: false for a game in which undo was used: it is counted,
    ///     but not for the best time or the best score.
    mutating func record(_ events: [GameEvent], game: Game, countsForBest: Bool = true) {
        for event in events {
            switch event {
            case .newGame:
                gamesStarted += 1
            case .matched:
                setsFound += 1
            case .hinted:
                hintsUsed += 1
            case .gameOver:
                finish(game, countsForBest: countsForBest)
            default:
                break
            }
        }
    }

    private mutating func finish(_ game: Game, countsForBest: Bool) {
        gamesFinished += 1
        guard game.mode == .solo else { return }
        let time = game.playTime
        if countsForBest {
            bestTime = min(bestTime ?? time, time)
            bestScore = max(bestScore ?? game.score, game.score)
        }
        finishedSoloSeconds += time
        finishedSoloSets += game.foundSets.count
    }
}

extension Statistics {
    /// Lines for the game-over panel, e.g. `Best time 7:41`, `Games finished 12`.
    var panelLines: [String] {
        var lines: [String] = []
        if let bestTime { lines.append("Best time \(Self.clock(bestTime))") }
        if let bestScore { lines.append("Best score \(bestScore)") }
        lines.append("Games finished \(gamesFinished)")
        if let average = averageSecondsPerSet { lines.append("Average \(Self.oneDecimal(average)) s per Set") }
        return lines
    }

    /// The rows of `set-game --stats`: a label and a value each.
    var rows: [(String, String)] {
        [
            ("Games started", String(gamesStarted)),
            ("Games finished", String(gamesFinished)),
            ("Sets found", String(setsFound)),
            ("Hints used", String(hintsUsed)),
            ("Best time (solo)", bestTime.map(Self.clock) ?? "-"),
            ("Best score (solo)", bestScore.map(String.init) ?? "-"),
            ("Seconds per Set (solo)", averageSecondsPerSet.map(Self.oneDecimal) ?? "-"),
        ]
    }

    /// `rows` as a small table, one row a line, values right-aligned in a column.
    var table: String {
        let rows = self.rows
        let labelWidth = rows.map(\.0.count).max() ?? 0
        let valueWidth = rows.map(\.1.count).max() ?? 0
        return rows.map { label, value in
            label + String(repeating: " ", count: labelWidth - label.count + 2)
                + String(repeating: " ", count: valueWidth - value.count) + value
        }.joined(separator: "\n") + "\n"
    }

    /// `m:ss`, or `h:mm:ss` from an hour on.
    static func clock(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int(max(0, seconds).rounded(.down)) : 0
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let mmss = (m < 10 && h > 0 ? "0" : "") + "\(m):" + (s < 10 ? "0" : "") + "\(s)"
        return h > 0 ? "\(h):" + mmss : mmss
    }

    /// One decimal, rounded half away from zero: `18.25` → `18.3`.
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
