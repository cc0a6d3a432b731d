import Catalog
import SetCore

extension Statistics {
    /// The variants' rows of `set-game --stats`: a header, then each variant ever played,
    /// with its games, groups found and bests (a sprint's best time, Timed's most Sets).
    func variantRows(_ c: Catalog, titles: (Game.Mode) -> String) -> [[String]] {
        let played = Game.Mode.allCases.filter { $0.variant.tally == .own && record(for: $0).gamesStarted > 0 }
        guard !played.isEmpty else { return [[c.text("Variants"), c.text("none played yet")]] }
        return [
            [
                c.text("Variants"), c.text("games", context: "column"), c.text("finished", context: "column"),
                c.text("found", context: "column"), c.text("best time", context: "column"),
                c.text("best score", context: "column"),
            ]
        ]
            + played.map { mode in
                let kept = record(for: mode)
                let best =
                    kept.mostGroups.map { c.plural("%d Set", "%d Sets", count: $0) } ?? kept.bestScore.map(String.init)
                    ?? "-"
                return [
                    titles(mode), String(kept.gamesStarted), String(kept.gamesFinished), String(kept.groupsFound),
                    kept.bestTime.map(Self.clock) ?? "-", best,
                ]
            }
    }
}
