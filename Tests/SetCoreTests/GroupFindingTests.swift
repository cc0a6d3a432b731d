import Testing

@testable import SetCore

@Suite("Finding groups on a table")
struct GroupFindingTests {
    /// Five cards: 1RDF 2RDF 3RDF and 1RDF 1GOS 1PSO are Sets. Of the ten pairs only
    /// 2RDF–3RDF and 1GOS–1PSO complete to the same card (1RDF), so one UltraSet, and
    /// the card it shares is on the table but not in it.
    @Test func countsOnAFiveCardTable() {
        let table = cards("1RDF 2RDF 3RDF 1GOS 1PSO")
        #expect(GroupRule.set.groupCount(in: table) == 2)
        #expect(
            GroupRule.ultraSet.allGroups(in: table)
                == [Group(cards: cards("2RDF 3RDF 1GOS 1PSO"), thirdCard: card("1RDF"))])
        #expect(GroupRule.ghostSet.groupCount(in: table) == 0)
    }

    @Test func theGhostSetIsTheOnlyOneOfItsSixCards() {
        let six = cards("2GDF 3PDF 2ROF 2RSF 3RDS 3RDO")
        #expect(GroupRule.ghostSet.allGroups(in: six) == [Group(cards: six)])
        #expect(GroupRule.ghostSet.groupCount(in: cards("2GDF 3PDF 2ROF 2RSF 3RDS 3GDO")) == 0)
    }

    /// Counted with the brute force in `Reference` (every 3-, 4- and 6-card subset).
    @Test func countsOnTheFixtureTables() {
        #expect(
            [Tables.oneSet, Tables.noSet, Tables.twoSets].map { code in
                GroupRule.allCases.map { $0.groupCount(in: cards(code)) }
            } == [[1, 19, 13], [0, 25, 16], [2, 16, 11]])
    }

    /// Each of the 81 cards is the third card of 40 pairs (the 40 Sets through it), and two of
    /// those pairs make an UltraSet: 81 × C(40, 2) = 63,180. Sets: 81 × 80 / 6 = 1,080.
    @Test func countsInTheWholeDeck() {
        #expect(GroupRule.set.groupCount(in: Card.all) == 1080)
        #expect(GroupRule.ultraSet.groupCount(in: Card.all) == 63180)
    }

    /// game.js's `findSetNormal` meets the pair (0, 4) first, completed by the card at 8.
    @Test func theFirstSetIsGameJsFirst() {
        #expect(GroupRule.set.firstGroup(in: cards(Tables.oneSet)) == Group(cards: cards("3PDS 2GOF 1RSO")))
        #expect(GroupRule.set.firstGroup(in: cards(Tables.noSet)) == nil)
    }

    /// `findSetUltra` walks pairs i < j, then k > j, and looks the fourth card up anywhere on
    /// the table. On 1PSO 1RDF 2RDF 3RDF 1GOS the pair (1PSO, 1GOS) has no k after it, so
    /// the first hit is (2RDF, 3RDF) → 1RDF with k = 1GOS, whose partner 1PSO sits before it.
    @Test func theFirstUltraSetIsGameJsFirst() {
        let first = GroupRule.ultraSet.firstGroup(in: cards("1PSO 1RDF 2RDF 3RDF 1GOS"))
        #expect(first == Group(cards: cards("2RDF 3RDF 1GOS 1PSO"), thirdCard: card("1RDF")))
    }

    @Test func foundGroupsAreSkipped() {
        let table = cards(Tables.twoSets)
        let first = GroupRule.set.firstGroup(in: table)
        #expect(first == Group(cards: cards("3RSO 3GDO 3POO")))
        let second = GroupRule.set.firstGroup(in: table, excluding: [Set(cards("3POO 3RSO 3GDO"))])
        #expect(second == Group(cards: cards("3ROF 2POS 1GOO")))
        #expect(
            GroupRule.set.firstGroup(
                in: table,
                excluding: [
                    Set(cards("3RSO 3GDO 3POO")),
                    Set(cards("3ROF 2POS 1GOO")),
                ]) == nil)
    }

    @Test(arguments: [3, 5, 7, 9, 12])
    func countsAgreeWithTheBruteForce(size: Int) {
        var rng = SplitMix64(seed: UInt64(size))
        for _ in 0..<20 {
            var deck = Card.all
            rng.shuffle(&deck)
            let table = Array(deck.prefix(size))
            for rule in GroupRule.allCases {
                let groups = rule.allGroups(in: table)
                #expect(groups.count == Reference.count(rule, in: table))
                #expect(groups.allSatisfy { rule.check($0.cards).group == $0 })
                #expect(rule.firstGroup(in: table) == groups.first)
            }
        }
    }
}
