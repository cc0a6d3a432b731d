// Practice drills built from the player's own record, as lichess builds "learn from your
// mistakes" from a player's games: tables where they were slow, tables of the kind of Set
// they see slowest, and tables whose every Set is to be found.

/// One kind of practice drill.
public enum DrillKind: String, CaseIterable, Equatable, Sendable, Codable {
    /// A table from the player's games where a find was slowest: find that group.
    case slow
    /// A table whose Sets are all of the kind the player is slowest at: find one.
    case weakest
    /// A table with a known number of Sets: find them all.
    case findAll
}

/// What a drill's median is of: the player's finds of one kind of Set, or as many Sets as the table holds.
public enum DrillMedian: Equatable, Sendable {
    /// The finds of Sets of this kind.
    case kind(SetKind)
    /// Finding as many Sets as the table holds, at the player's median pace.
    case thatManySets
}

/// A table to practise on: its cards, the groups that answer it, and what to compare the time with.
public struct DrillTable: Equatable, Sendable {
    /// The drill.
    public var kind: DrillKind
    /// The cards, in table order.
    public var cards: [Card]
    /// The groups that answer it: the one group to find, any one of several, or all of them.
    public var targets: [[Card]]
    /// Whether every group in `targets` is to be found (else any one will do).
    public var findsAll: Bool
    /// The player's median seconds to compare with, when there is one.
    public var median: Double?
    /// What the median is of, for the line that compares: a kind of Set, or that many Sets.
    public var medianOf: DrillMedian?
    /// Seconds the player took at the table in their game (a slow moment), nil otherwise.
    public var tookBefore: Double?

    /// A drill table with these values.
    public init(
        kind: DrillKind, cards: [Card], targets: [[Card]], findsAll: Bool = false, median: Double? = nil,
        medianOf: DrillMedian? = nil, tookBefore: Double? = nil
    ) {
        self.kind = kind
        self.cards = cards
        self.targets = targets
        self.findsAll = findsAll
        self.median = median
        self.medianOf = medianOf
        self.tookBefore = tookBefore
    }

    /// Whether `cards` answer the table: a target group not found yet.
    public func answers(_ cards: [Card], found: [[Card]]) -> Bool {
        let picked = Set(cards)
        return targets.contains { Set($0) == picked } && !found.contains { Set($0) == picked }
    }

    /// Whether the table is done once `found` are found.
    public func isDone(found: [[Card]]) -> Bool {
        findsAll ? targets.allSatisfy { target in found.contains { Set($0) == Set(target) } } : !found.isEmpty
    }
}

extension DrillTable {
    /// A table of `size` cards dealt from `seed` whose every Set is of `kind` (at least one).
    ///
    /// Dealt card by card from a shuffled deck: a card joins the table only if each Set it
    /// would complete is of `kind`; the first Set is laid first, so there is always one.
    public static func weakest(
        _ kind: SetKind, seed: UInt64, size: Int = 12, median: Double? = nil
    ) -> DrillTable {
        var rng = SplitMix64(seed: seed)
        var deck = Card.all
        rng.shuffle(&deck)
        var table: [Card] = []
        // The first Set: the first two cards of the deck whose third makes a Set of the kind.
        outer: for (i, a) in deck.enumerated() {
            for b in deck[(i + 1)...] where Card.differingFeatures(a, b, Card.completingSet(a, b)) == kind.rawValue {
                table = [a, b, Card.completingSet(a, b)]
                break outer
            }
        }
        for card in deck where table.count < size && !table.contains(card) {
            let fits = table.indices.allSatisfy { i in
                table.indices.allSatisfy { j in
                    j <= i || Card.completingSet(table[i], table[j]) != card
                        || Card.differingFeatures(table[i], table[j], card) == kind.rawValue
                }
            }
            if fits { table.append(card) }
        }
        rng.shuffle(&table)
        let sets = SetFinder.allSets(in: table).map { $0.map { table[$0] } }
        return DrillTable(
            kind: .weakest, cards: table, targets: sets, median: median, medianOf: .kind(kind))
    }

    /// A table of `size` cards dealt from `seed` holding exactly `sets` Sets, all to be found.
    ///
    /// Tables are dealt from the seed's generator until one holds the number asked for
    /// (a 12-card table holds 4 to 6 Sets about one time in four; at most 10,000 tries,
    /// after which the last table dealt with any Sets is used).
    public static func findAll(seed: UInt64, sets wanted: Int = 4, size: Int = 12) -> DrillTable {
        var rng = SplitMix64(seed: seed)
        var fallback: [Card] = []
        for _ in 0..<10_000 {
            var deck = Card.all
            rng.shuffle(&deck)
            let table = Array(deck.prefix(size))
            let count = SetFinder.allSets(in: table).count
            if count == wanted { return findAll(table) }
            if count > 0 { fallback = table }
        }
        return findAll(fallback)
    }

    private static func findAll(_ table: [Card]) -> DrillTable {
        DrillTable(
            kind: .findAll, cards: table, targets: SetFinder.allSets(in: table).map { $0.map { table[$0] } },
            findsAll: true)
    }

    /// The kind of Set the player is weakest at: of the kinds with at least 5 finds, the one
    /// with the highest median, when that is above the median over every find; nil otherwise.
    ///
    /// - Parameters:
    ///   - kinds: each kind's finds and median seconds.
    ///   - overall: the median seconds over every find.
    public static func weakestKind(_ kinds: [SetKind: (finds: Int, median: Double)], overall: Double?) -> SetKind? {
        guard let overall else { return nil }
        let weak = kinds.filter { $0.value.finds >= 5 && $0.value.median > overall }
        return weak.max { ($0.value.median, $0.key) < ($1.value.median, $1.key) }?.key
    }
}

extension SetKind {
    /// "Sets that differ in 3 features".
    public var phrase: String {
        rawValue == 4
            ? "Sets that differ in every feature"
            : rawValue == 1
                ? "Sets that differ in 1 feature" : "Sets that differ in \(rawValue) features"
    }
}

/// A drill table played: what the database keeps of it.
public struct DrillPlayed: Equatable, Sendable {
    /// The drill.
    public var kind: DrillKind
    /// The table's cards.
    public var cards: [Card]
    /// The groups found, in order.
    public var found: [[Card]]
    /// Selections that were no answer.
    public var misses: Int
    /// Seconds from the table's showing to its last find.
    public var seconds: Double
    /// The median compared with, if any.
    public var median: Double?

    /// A played drill with these values.
    public init(kind: DrillKind, cards: [Card], found: [[Card]], misses: Int, seconds: Double, median: Double?) {
        self.kind = kind
        self.cards = cards
        self.found = found
        self.misses = misses
        self.seconds = seconds
        self.median = median
    }
}
