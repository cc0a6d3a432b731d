import Catalog
import SetCore
import SetTable

/// What the last three cards picked in a drill came to, said when the panel is drawn.
enum PracticeVerdict: Equatable, Sendable {
    /// The table is done in `seconds`; with the time the player took in their game and their median.
    case done(seconds: Double, table: DrillTable)
    /// A Set to find, and this many more.
    case moreToFind(Int)
    /// The three cards are not a Set.
    case notASet
    /// A Set already found on this table.
    case foundAlready
    /// A Set, but the drill asks for another.
    case notTheOne

    /// The verdict in the language in use: "Done in 4.2 s · in your game: 19.5 s · your median for Sets that
    /// differ in 3 features: 6.0 s".
    func text(in c: Catalog) -> String {
        switch self {
        case .done(let seconds, let table):
            var parts = [c.text("Done in %s", .string(GameRecord.seconds(seconds, in: c)))]
            if let before = table.tookBefore {
                parts.append(c.text("in your game: %s", .string(GameRecord.seconds(before, in: c))))
            }
            if let median = table.median, let of = table.medianOf {
                parts.append(
                    c.text(
                        "your median for %1$s: %2$s", .string(PracticeWords.medianOf(of, in: c)),
                        .string(GameRecord.seconds(median, in: c))))
            }
            return parts.dropFirst().reduce(parts[0]) {
                c.text("%1$s · %2$s", context: "parts", .string($0), .string($1))
            }
        case .moreToFind(let count): return c.plural("A Set! %d more to find", "A Set! %d more to find", count: count)
        case .notASet: return c.text("Not a Set")
        case .foundAlready: return c.text("Found already")
        case .notTheOne: return c.text("A Set, but not the one to find")
        }
    }
}

/// Practice's words for the kinds of Set and the medians they compare with.
enum PracticeWords {
    /// "Sets that differ in 3 features", as the lines of Practice name a kind.
    static func kind(_ kind: SetKind, in c: Catalog) -> String {
        kind == .allFeatures
            ? c.text("Sets that differ in every feature")
            : c.plural("Sets that differ in %d feature", "Sets that differ in %d features", count: kind.rawValue)
    }

    /// What a median is of, inside a sentence: "sets that differ in 3 features", "that many Sets".
    static func medianOf(_ of: DrillMedian, in c: Catalog) -> String {
        switch of {
        case .kind(let kind):
            kind == .allFeatures
                ? c.text("sets that differ in every feature")
                : c.plural("sets that differ in %d feature", "sets that differ in %d features", count: kind.rawValue)
        case .thatManySets: c.text("that many Sets")
        }
    }
}
