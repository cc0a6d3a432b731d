/// Finds the Sets among the cards on a table.
///
/// For each pair of cards the third card of their Set is fixed (`Card.completingSet`),
/// so instead of trying all n³/6 triples the finder looks the third card up among the
/// cards present: O(n²) pairs, O(1) each through a precomputed 81×81 table of thirds
/// and an 81-entry position table.
public enum SetFinder {
    /// Every Set on the table, as ascending table indices, ordered by their first, then second index.
    ///
    /// - Complexity: O(n²) for n cards.
    public static func allSets(in cards: [Card]) -> [[Int]] {
        var sets: [[Int]] = []
        forEachSet(in: cards) { i, j, k in
            sets.append([i, j, k])
            return true
        }
        return sets
    }

    /// The first Set on the table in the order of `allSets(in:)`, as ascending table indices, or `nil`.
    ///
    /// - Complexity: O(n²) for n cards.
    public static func firstSet(in cards: [Card]) -> [Int]? {
        var found: [Int]?
        forEachSet(in: cards) { i, j, k in
            found = [i, j, k]
            return false
        }
        return found
    }

    /// Whether the table holds at least one Set.
    ///
    /// - Complexity: O(n²) for n cards.
    public static func containsSet(_ cards: [Card]) -> Bool {
        firstSet(in: cards) != nil
    }

    /// The ordinal of the card completing each pair of ordinals, at `a * 81 + b`.
    private static let thirdOrdinal: [Int] = {
        var table = [Int](repeating: 0, count: 81 * 81)
        for a in Card.all {
            for b in Card.all {
                table[a.ordinal * 81 + b.ordinal] = Card.completingSet(a, b).ordinal
            }
        }
        return table
    }()

    /// Calls `body` with the ascending indices i < j < k of each Set until it returns `false`.
    ///
    /// A duplicated card (not possible in a real game) keeps its last position only.
    private static func forEachSet(in cards: [Card], _ body: (Int, Int, Int) -> Bool) {
        guard cards.count >= 3 else { return }
        let ordinals = cards.map(\.ordinal)
        var position = [Int](repeating: -1, count: 81)
        for (index, ordinal) in ordinals.enumerated() { position[ordinal] = index }
        let thirds = thirdOrdinal
        for i in 0..<(ordinals.count - 2) {
            let row = ordinals[i] * 81
            for j in (i + 1)..<(ordinals.count - 1) {
                let k = position[thirds[row + ordinals[j]]]
                if k > j, !body(i, j, k) { return }
            }
        }
    }
}
