import SetCore

/// What a computer player does at the table.
public enum ComputerMove: Equatable, Sendable {
    /// Claims that these cards form a group, in this order (an UltraSet's pairs adjacent).
    case claim([Card])
    /// Turns up the face-down card at this place of the table, for its own eyes (Memory).
    case reveal(index: Int)
}

/// A computer player's search, as one value: it looks at the table, gives every group it can see a time
/// to be seen (`FindPace`), and claims the first one seen when its time comes; now and then its eye closes
/// a group that is not one, and it claims that instead.
///
/// It knows only what its `TableView` shows: no face-down card it has not turned up, never the deck.
/// A table that changes (a group taken, a deal, a shuffle) starts a new search; so does its own claim.
public struct ComputerPlayer: Equatable, Sendable {
    /// How fast it sees groups and how often it is wrong.
    public let pace: FindPace
    /// The kind of group the mode asks for.
    public let rule: GroupRule
    /// How many cards a group shares with the last one (0: no chain).
    public let chain: Int
    /// The seed its times and mistakes are drawn from.
    public let seed: UInt64
    private var generator: SplitMix64
    /// The table it last looked at.
    public private(set) var view: TableView?
    /// When each group it can see will be seen, by the group's cards.
    private var seenAt: [Set<Card>: (at: Double, group: Group)] = [:]
    /// When it turns up its next face-down card (Memory), if any is left unseen.
    private var nextReveal: Double?

    /// A player of this pace for the mode's rule and chain; `seed` makes its times and mistakes repeatable.
    public init(pace: FindPace, rule: GroupRule, chain: Int = 0, seed: UInt64) {
        self.pace = pace
        self.rule = rule
        self.chain = chain
        self.seed = seed
        generator = SplitMix64(seed: seed)
    }

    public static func == (a: ComputerPlayer, b: ComputerPlayer) -> Bool {
        a.pace == b.pace && a.rule == b.rule && a.chain == b.chain && a.generator == b.generator
            && a.view == b.view && a.nextReveal == b.nextReveal
            && a.seenAt.mapValues(\.at) == b.seenAt.mapValues(\.at)
    }

    /// The seconds between two cards turned up, by a player of this pace (Memory): about a second for
    /// anyone, a little more for a slower eye.
    public var revealSeconds: Double { 0.6 + pace.medians[0] * 0.05 }

    /// Looks at the table at `now`. A table unlike the last one starts a new search; a face-down card
    /// just turned up adds the groups it completes, each with a time of its own from now.
    public mutating func look(at view: TableView, now: Double) {
        guard view != self.view else { return }
        defer { self.view = view }
        if let old = self.view, !Self.onlyTurnedUp(from: old, to: view) {
            seenAt = [:]
        }
        let groups = rule.allGroups(in: view.visible, previous: view.previous, chain: chain)
            .filter { !view.found.contains($0.members) }
        let present = Set(groups.map(\.members))
        seenAt = seenAt.filter { present.contains($0.key) }
        for group in groups where seenAt[group.members] == nil {
            seenAt[group.members] = (now + pace.searchTime(for: group.cards, rule: rule, using: &generator), group)
        }
        if view.unseen.isEmpty {
            nextReveal = nil
        } else if nextReveal == nil {
            nextReveal = now + revealSeconds
        }
    }

    /// Starts the search over from `now` on the table it sees (after a claim of its own that changed nothing).
    public mutating func searchAgain(at now: Double) {
        seenAt = [:]
        if let view { look(at: view, now: now) }
    }

    /// When its next move is due, if it has one.
    public var nextMoveAt: Double? {
        [seenAt.values.map(\.at).min(), nextReveal].compactMap { $0 }.min()
    }

    /// The move due at `now`, if any, made once: the first group seen is claimed (or, at the pace's miss
    /// rate, a near miss of it), and the search starts over; else the next face-down card is turned up.
    public mutating func move(at now: Double) -> ComputerMove? {
        guard let view, let due = nextMoveAt, due <= now else { return nil }
        if let first = seenAt.values.min(by: { $0.at < $1.at }), first.at <= now {
            let group = first.group
            seenAt = [:]
            var claimed = group.cards
            if Double(generator.next() >> 11) / Double(1 << 53) < pace.missRate,
                let wrong = nearMiss(of: group.cards, in: view)
            {
                claimed = wrong
            }
            // Its own claim ends this search: the next look (the table changed, or did not) starts another.
            self.view = nil
            look(at: view, now: now)
            return .claim(claimed)
        }
        let unseen = view.unseen
        guard !unseen.isEmpty else {
            nextReveal = nil
            return nil
        }
        nextReveal = now + revealSeconds
        return .reveal(index: unseen[generator.nextIndex(below: unseen.count)])
    }

    /// A group its eye might close by mistake: `group` with one card swapped for the visible card most like
    /// the one taken out, that is not a valid group. Nil when the table offers no such card.
    mutating func nearMiss(of group: [Card], in view: TableView) -> [Card]? {
        let others = view.visible.filter { !group.contains($0) }
        guard !others.isEmpty else { return nil }
        // In a chain the cards shared with the last group stay: the eye keeps those.
        let swappable = group.indices.filter { !view.previous.contains(group[$0]) }
        guard !swappable.isEmpty else { return nil }
        let place = swappable[generator.nextIndex(below: swappable.count)]
        let taken = group[place]
        let likeness = { (card: Card) in FindPace.differingFeatures([card, taken]) }
        for candidate in others.sorted(by: { likeness($0) < likeness($1) }) {
            var cards = group
            cards[place] = candidate
            let valid =
                rule.check(cards).group != nil && Chain(count: chain).check(cards, previous: view.previous) == nil
            if !valid { return cards }
        }
        return nil
    }

    /// Whether `new` is `old` with some face-down cards turned up and nothing else changed.
    static func onlyTurnedUp(from old: TableView, to new: TableView) -> Bool {
        guard old.cards.count == new.cards.count, old.previous == new.previous, old.found == new.found else {
            return false
        }
        return zip(old.cards, new.cards).allSatisfy { $0 == nil || $0 == $1 }
    }
}
