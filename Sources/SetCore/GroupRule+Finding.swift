// Finding groups on a table in the order Set with Friends' `src/game.js` (eltoder/setwithfriends,
// the version with `findSetNormal`, `findSetUltra`, `findSetGhost` as generators) finds them,
// so a hint or a table size here is the one game.js would give for the same cards.

extension GroupRule {
    /// The first group on `table` in game.js's search order, skipping groups already `found`, or `nil`.
    ///
    /// - Parameters:
    ///   - table: the cards on the table, in table order.
    ///   - previous: the chain's last group, shown beside the table (empty before the first group).
    ///   - chain: how many cards a group must share with `previous` (0: no chain; the first group is free).
    ///   - found: groups that no longer count (a puzzle's found groups), compared regardless of order.
    /// - Complexity: O(n²) for Sets, O(n³) for UltraSets, O(n⁵) for GhostSets, for n cards on the table.
    public func firstGroup(
        in table: [Card], previous: [Card] = [], chain: Int = 0,
        excluding found: Set<Set<Card>> = []
    ) -> Group? {
        var first: Group?
        forEachGroup(in: table, previous: previous, chain: chain) { group in
            if found.contains(group.members) { return true }
            first = group
            return false
        }
        return first
    }

    /// Every distinct group on `table`, in the order game.js's search first meets each.
    ///
    /// - Parameters:
    ///   - table: the cards on the table, in table order.
    ///   - previous: the chain's last group (empty before the first group).
    ///   - chain: how many cards a group must share with `previous` (0: no chain).
    public func allGroups(in table: [Card], previous: [Card] = [], chain: Int = 0) -> [Group] {
        var groups: [Group] = []
        var seen = Set<Set<Card>>()
        forEachGroup(in: table, previous: previous, chain: chain) { group in
            if seen.insert(group.members).inserted { groups.append(group) }
            return true
        }
        return groups
    }

    /// How many distinct groups `table` holds (a puzzle's goal).
    public func groupCount(in table: [Card], previous: [Card] = [], chain: Int = 0) -> Int {
        allGroups(in: table, previous: previous, chain: chain).count
    }

    /// Calls `body` with each group game.js's `findFn` yields, until `body` returns `false`; a group may come twice.
    ///
    /// A chain applies once there is a last group. Set-Chain (one card) and UltraSet-Chain
    /// (two) search as game.js does; any other chain filters the groups among the last
    /// group and the table by how many cards they share.
    func forEachGroup(in table: [Card], previous: [Card], chain: Int, _ body: (Group) -> Bool) {
        let chained = chain > 0 && !previous.isEmpty
        switch (self, chained ? chain : 0) {
        case (.set, 0): TableSearch(table).forEachSet(body)
        case (.set, 1): TableSearch(table).forEachSet(sharingOneOf: previous, body)
        case (.ultraSet, 0): TableSearch(table).forEachUltraSet(body)
        case (.ultraSet, 2): TableSearch(table).forEachUltraSet(sharingTwoOf: previous, body)
        case (.ghostSet, 0): TableSearch(table).forEachGhostSet(body)
        default: forEachGroup(in: table, sharing: chain, of: previous, body)
        }
    }

    /// The chains game.js does not define: every group among `previous` and the table
    /// that shares exactly `chain` cards with `previous`.
    private func forEachGroup(in table: [Card], sharing chain: Int, of previous: [Card], _ body: (Group) -> Bool) {
        let last = Set(previous)
        let onTable = table.filter { !last.contains($0) }
        forEachGroup(in: previous + onTable, previous: [], chain: 0) { group in
            group.cards.count { last.contains($0) } == chain ? body(group) : true
        }
    }
}

/// The cards of a table with O(1) lookups: each card's place, and each pair's completing card.
private struct TableSearch {
    let cards: [Card]
    /// The place of each ordinal on the table, or -1.
    private var position = [Int](repeating: -1, count: Card.ordinalCount)

    init(_ cards: [Card]) {
        self.cards = cards
        for (index, card) in cards.enumerated() { position[card.ordinal] = index }
    }

    func contains(_ card: Card) -> Bool { position[card.ordinal] >= 0 }

    /// `findSetNormal` without a chain: for each pair i < j, the card completing it, if on the table.
    func forEachSet(_ body: (Group) -> Bool) {
        for i in cards.indices {
            for j in cards.indices.dropFirst(i + 1) {
                let third = Third.of(cards[i], cards[j])
                if contains(third), !body(Group(cards: [cards[i], cards[j], third])) { return }
            }
        }
    }

    /// `findSetNormal` in Set-Chain: a card of the last Set, then a table card, then the table card completing them.
    func forEachSet(sharingOneOf previous: [Card], _ body: (Group) -> Bool) {
        for old in previous {
            for card in cards {
                let third = Third.of(old, card)
                if contains(third), !body(Group(cards: [old, card, third])) { return }
            }
        }
    }

    /// `findSetUltra` without a chain: pairs i < j, then k > j, and the card completing k
    /// to the pair's third card, if on the table and none of the three.
    func forEachUltraSet(_ body: (Group) -> Bool) {
        for i in cards.indices {
            for j in cards.indices.dropFirst(i + 1) {
                let shared = Third.of(cards[i], cards[j])
                for k in cards.indices.dropFirst(j + 1) {
                    let last = Third.of(shared, cards[k])
                    guard contains(last), last != cards[i], last != cards[j], last != cards[k] else { continue }
                    if !body(Group(cards: [cards[i], cards[j], cards[k], last], thirdCard: shared)) { return }
                }
            }
        }
    }

    /// `findSetUltra` in UltraSet-Chain: game.js walks `previous + table` against `previous`;
    /// a pair of two old cards is matched by two table cards, and an (old, new) pair by a
    /// (new, old) pair.
    func forEachUltraSet(sharingTwoOf previous: [Card], _ body: (Group) -> Bool) {
        let old = TableSearch(previous)
        let first = previous + cards
        for i in first.indices {
            let isOld = i < previous.count
            let lookup = isOld ? self : old
            for j in previous.indices.dropFirst(isOld ? i + 1 : 0) {
                let shared = Third.of(first[i], previous[j])
                for card in cards {
                    let last = Third.of(shared, card)
                    guard lookup.contains(last), last != first[i], last != previous[j], last != card else { continue }
                    if !body(Group(cards: [first[i], previous[j], card, last], thirdCard: shared)) { return }
                }
            }
        }
    }

    /// `findSetGhost`: six places in increasing order, the first six whose values add up to 0 mod 3.
    ///
    /// game.js tries every sixth card; five cards fix the sixth (the values that bring each
    /// feature's sum to 0 mod 3), so looking it up after the fifth gives the same groups in
    /// the same order, in O(n⁵) instead of O(n⁶).
    func forEachGhostSet(_ body: (Group) -> Bool) {
        let sums = cards.map(Third.packedValues)
        let n = cards.count
        guard n >= 6 else { return }
        for i in 0..<(n - 5) {
            for j in (i + 1)..<(n - 4) {
                for k in (j + 1)..<(n - 3) {
                    let three = sums[i] + sums[j] + sums[k]
                    for l in (k + 1)..<(n - 2) {
                        for m in (l + 1)..<(n - 1) {
                            let sixth = position[Third.balancing(three + sums[l] + sums[m])]
                            guard sixth > m else { continue }
                            let six = [i, j, k, l, m, sixth].map { cards[$0] }
                            if !body(Group(cards: six)) { return }
                        }
                    }
                }
            }
        }
    }
}

/// Card arithmetic on ordinals for the searches.
private enum Third {
    /// The card that makes a Set with `a` and `b` (`conjugateCard` in game.js).
    static func of(_ a: Card, _ b: Card) -> Card {
        Card(ordinal: Card.completingOrdinal(a.ordinal, b.ordinal)) ?? a
    }

    /// The card's four feature places in four 4-bit fields, so that adding cards adds
    /// each feature separately: six places of at most 2 stay below 16.
    /// GhostSet is played with the classic cards only.
    static func packedValues(_ card: Card) -> Int {
        let o = card.classicOrdinal
        return o / 27 | (o / 9 % 3) << 4 | (o / 3 % 3) << 8 | (o % 3) << 12
    }

    /// The ordinal of the card whose places bring each feature of `sum` (packed) to 0 mod 3.
    static func balancing(_ sum: Int) -> Int {
        func missing(_ shift: Int) -> Int { (3 - (sum >> shift & 0xF) % 3) % 3 }
        return missing(0) * 27 + missing(4) * 9 + missing(8) * 3 + missing(12)
    }
}
