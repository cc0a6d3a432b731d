import SetCore
import SetOpponents
import Testing

/// A computer player's search on tables built by hand: when it claims, what, and what it may not see.
@Suite struct ComputerPlayerTests {
    static func cards(_ codes: String) -> [Card] { codes.split(separator: " ").compactMap { Card(code: String($0)) } }

    /// A pace with no spread and no mistakes: every search takes exactly its median.
    static let exact = FindPace(medians: [2, 3, 5, 8], spread: 0, missRate: 0)

    /// One Set (1RDS 2RDS 3RDS, differing in number alone) among cards that complete no other: claimed at
    /// 2 s, the one-feature median, and not before.
    @Test func theOnlySetIsClaimedAtItsMedian() {
        let table = Self.cards("1RDS 2RDS 3RDS 1GOF 2POO")
        #expect(GroupRule.set.allGroups(in: table).count == 1)
        var player = ComputerPlayer(pace: Self.exact, rule: .set, seed: 7)
        player.look(at: TableView(cards: table), now: 10)
        #expect(player.nextMoveAt == 12)
        #expect(player.move(at: 11.9) == nil)
        #expect(player.move(at: 12) == .claim(Self.cards("1RDS 2RDS 3RDS")))
    }

    /// Of two Sets the one differing in fewer features is seen first: 1RDS 2RDS 3RDS (one, 2 s) before
    /// 1GOF 2PSS 3RDO (four, 8 s). An UltraSet takes 1.8 times a Set's time.
    @Test func theEasierSetIsSeenFirstAndLargerGroupsTakeLonger() {
        let table = Self.cards("1GOF 2PSS 3RDO 1RDS 2RDS 3RDS")
        var player = ComputerPlayer(pace: Self.exact, rule: .set, seed: 1)
        player.look(at: TableView(cards: table), now: 0)
        #expect(player.nextMoveAt == 2)
        #expect(player.move(at: 2) == .claim(Self.cards("1RDS 2RDS 3RDS")))
        #expect(Self.exact.median(of: Self.cards("1GOF 2PSS 3RDO"), rule: .set) == 8)
        #expect(Self.exact.median(of: Self.cards("1RDS 2RDS 1RDO 2RDO"), rule: .ultraSet) == 3 * 1.8)
    }

    /// A table that changes starts the search over from the change: the same Set, 5 s later, is claimed
    /// 2 s after that, not at its first time.
    @Test func aChangedTableStartsANewSearch() {
        var player = ComputerPlayer(pace: Self.exact, rule: .set, seed: 3)
        player.look(at: TableView(cards: Self.cards("1RDS 2RDS 3RDS 1GOF")), now: 0)
        player.look(at: TableView(cards: Self.cards("1RDS 2RDS 3RDS 2POO")), now: 5)
        #expect(player.nextMoveAt == 7)
        // The same table seen again changes nothing.
        player.look(at: TableView(cards: Self.cards("1RDS 2RDS 3RDS 2POO")), now: 6)
        #expect(player.nextMoveAt == 7)
    }

    /// Its own claim ends the search: on a table left as it was (a wrong claim), the next claim comes a
    /// whole search later.
    @Test func aClaimStartsTheSearchOver() {
        var player = ComputerPlayer(pace: Self.exact, rule: .set, seed: 3)
        let table = TableView(cards: Self.cards("1RDS 2RDS 3RDS 1GOF"))
        player.look(at: table, now: 0)
        #expect(player.move(at: 2) != nil)
        player.look(at: table, now: 2.5)
        #expect(player.nextMoveAt == 4)
    }

    /// A puzzle's groups found before are not searched for; a chain's groups share its cards with the last.
    @Test func foundGroupsAndChains() {
        let table = Self.cards("1GOF 2PSS 3RDO 1RDS 2RDS 3RDS")
        var puzzle = ComputerPlayer(pace: Self.exact, rule: .set, seed: 1)
        puzzle.look(at: TableView(cards: table, found: [Set(Self.cards("1RDS 2RDS 3RDS"))]), now: 0)
        #expect(puzzle.move(at: 8) == .claim(Self.cards("1GOF 2PSS 3RDO")))
        // Set-Chain after 1RDS 2RDS 3RDS: 1RDS 1GOF 1PSO is a Set sharing one card (differing in three: 5 s).
        var chain = ComputerPlayer(pace: Self.exact, rule: .set, chain: 1, seed: 1)
        let previous = Self.cards("1RDS 2RDS 3RDS")
        chain.look(at: TableView(cards: Self.cards("1GOF 1PSO 2GDO"), previous: previous), now: 0)
        guard case .claim(let claimed)? = chain.move(at: 5) else {
            Issue.record("no claim")
            return
        }
        #expect(Set(claimed) == Set(Self.cards("1RDS 1GOF 1PSO")))
    }

    /// Memory: it turns up only cards it has not seen, claims only among those it has, and a card turned up
    /// keeps the times of the groups it already saw.
    @Test func memoryCardsAreTurnedUpNeverGuessed() {
        let table = Self.cards("1RDS 2RDS 3RDS 1GOF 2POO 3GSS")
        var known = [Card?](repeating: nil, count: table.count)
        var player = ComputerPlayer(pace: Self.exact, rule: .set, seed: 11)
        var now = 0.0
        player.look(at: TableView(cards: known), now: now)
        #expect(player.nextMoveAt == player.revealSeconds)
        var claims: [[Card]] = []
        var turned: [Int] = []
        for _ in 0..<40 {
            guard let due = player.nextMoveAt else { break }
            now = due
            switch player.move(at: now) {
            case .reveal(let index)?:
                #expect(known[index] == nil, "turned up a card it had seen")
                turned.append(index)
                known[index] = table[index]
            case .claim(let cards)?:
                #expect(cards.allSatisfy { known.contains($0) }, "claimed a card it never saw")
                claims.append(cards)
            case nil:
                break
            }
            player.look(at: TableView(cards: known), now: now)
            if !claims.isEmpty { break }
        }
        #expect(claims == [Self.cards("1RDS 2RDS 3RDS")])
        #expect(Set(turned).count == turned.count)
    }

    /// Wrong claims are near misses among the cards on the table: one card of a Set swapped for a card
    /// most like it, never a card it cannot see, never a valid Set.
    @Test func wrongClaimsAreNearMissesOnTheTable() {
        let sloppy = FindPace(medians: [2, 3, 5, 8], spread: 0.5, missRate: 1)
        var deck = SplitMix64(seed: 99)
        for round in 0..<300 {
            var cards = Card.all
            deck.shuffle(&cards)
            var shown: [Card?] = Array(cards.prefix(15))
            // A third of the places lie face down, unseen.
            for index in shown.indices where index % 3 == round % 3 { shown[index] = nil }
            let view = TableView(cards: shown)
            guard !GroupRule.set.allGroups(in: view.visible).isEmpty else { continue }
            var player = ComputerPlayer(pace: sloppy, rule: .set, seed: UInt64(round))
            player.look(at: view, now: 0)
            var claimed: [Card]?
            while claimed == nil, let due = player.nextMoveAt {
                if case .claim(let cards)? = player.move(at: due) { claimed = cards }
            }
            guard let claimed else {
                Issue.record("no claim on a table with a Set")
                continue
            }
            #expect(claimed.allSatisfy { view.visible.contains($0) })
            #expect(!Card.isSet(claimed))
            let groups = GroupRule.set.allGroups(in: view.visible)
            #expect(groups.contains { $0.members.intersection(claimed).count == 2 })
        }
    }
}
