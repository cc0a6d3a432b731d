import SetCore

extension Statistics {
    /// The variants' rows of `set-game --stats`: a header, then each variant ever played,
    /// with its games, groups found and bests (a sprint's best time, Timed's most Sets).
    var variantRows: [[String]] {
        let played = Game.Mode.allCases.filter { $0.variant.tally == .own && record(for: $0).gamesStarted > 0 }
        guard !played.isEmpty else { return [["Variants", "none played yet"]] }
        return [["Variants", "games", "finished", "found", "best time", "best score"]]
            + played.map { mode in
                let kept = record(for: mode)
                let best = kept.mostGroups.map { $0.counted("Set") } ?? kept.bestScore.map(String.init) ?? "-"
                return [
                    mode.title, String(kept.gamesStarted), String(kept.gamesFinished), String(kept.groupsFound),
                    kept.bestTime.map(Self.clock) ?? "-", best,
                ]
            }
    }
}
