/// The daily puzzle: twelve cards holding exactly six Sets, the same for a date everywhere, forever.
///
/// The algorithm is fixed; changing any step changes every past and future
/// puzzle, which the pinned puzzles in `DailyPuzzleTests` exist to catch:
///
/// 1. `key` = year × 10000 + month × 100 + day (2026-11-23 → 20261123).
/// 2. `rng` = `SplitMix64(seed: key)` (its own fixed mixing is the seed's mixing).
/// 3. Repeat: `cards` = `Card.all` (ordinal order, `1RDF` first); shuffle it with
///    `rng.shuffle` (Fisher–Yates from the last place down, indices from Lemire's
///    method, as written in `SplitMix64.swift`); take the first 12 cards, in order.
///    If `SetFinder.allSets` counts exactly 6 Sets among them, they are the puzzle,
///    in that order; otherwise try again with the same `rng`, which goes on.
///
/// About one deal of twelve in 43 holds exactly six Sets (measured over 10,000 dates:
/// 43.3 deals and 0.22 ms a puzzle in a release build), so this ends
/// quickly; `tries` in `generate(for:)` says how many deals a date took.
public enum DailyPuzzle {
    /// How many Sets every daily puzzle holds.
    public static let setCount = 6
    /// How many cards a daily puzzle shows.
    public static let cardCount = 12

    /// The twelve cards of the puzzle for `date`, in table order.
    public static func cards(for date: DailyDate) -> [Card] { generate(for: date).cards }

    /// The puzzle for `date` and how many deals of twelve were tried to find it (at least 1).
    public static func generate(for date: DailyDate) -> (cards: [Card], tries: Int) {
        var rng = SplitMix64(seed: date.key)
        var tries = 0
        while true {
            tries += 1
            var cards = Card.all
            rng.shuffle(&cards)
            let table = Array(cards.prefix(cardCount))
            if SetFinder.allSets(in: table).count == setCount { return (table, tries) }
        }
    }
}
