/// Finds the Sets among the cards on a table.
///
/// For each pair of cards the third card of their Set is fixed (`Card.completingSet`),
/// so instead of trying all n³/6 triples the finder looks the third card up among the
/// cards present: O(n²) pairs, O(1) each through a precomputed table of thirds
/// (`Card.completingOrdinal`) and a position table over every ordinal.
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

    /// Calls `body` with the ascending indices i < j < k of each Set until it returns `false`.
    ///
    /// A duplicated card (not possible in a real game) keeps its last position only.
    private static func forEachSet(in cards: [Card], _ body: (Int, Int, Int) -> Bool) {
        guard cards.count >= 3 else { return }
        let ordinals = cards.map(\.ordinal)
        var position = [Int](repeating: -1, count: Card.ordinalCount)
        for (index, ordinal) in ordinals.enumerated() { position[ordinal] = index }
        for i in 0..<(ordinals.count - 2) {
            for j in (i + 1)..<(ordinals.count - 1) {
                let k = position[Card.completingOrdinal(ordinals[i], ordinals[j])]
                if k > j, !body(i, j, k) { return }
            }
        }
    }
}
