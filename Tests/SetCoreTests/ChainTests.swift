import Testing

@testable import SetCore

/// Set-Chain and UltraSet-Chain, as game.js's `addCard` and `processEvent` play them.
@Suite("Chains")
struct ChainTests {
    /// The last Set: 1RDF 2RDF 3RDF.
    static let lastSet = cards("1RDF 2RDF 3RDF")

    @Test func theFirstGroupIsFree() {
        #expect(Chain(count: 1).check(cards("1GOS 2GOS 3GOS"), previous: []) == nil)
        #expect(Chain(count: 1).leavingTable(cards("1GOS 2GOS 3GOS"), previous: []) == cards("1GOS 2GOS 3GOS"))
    }

    @Test func aSetChainSetSharesExactlyOneCard() {
        let chain = Chain(count: 1)
        // 1RDF 1GOS 1PSO shares 1RDF.
        #expect(chain.check(cards("1RDF 1GOS 1PSO"), previous: Self.lastSet) == nil)
        #expect(chain.check(cards("1GOS 2GOS 3GOS"), previous: Self.lastSet) == .chainShare(required: 1, actual: 0))
        #expect(chain.check(cards("1RDF 2RDF 1GOS"), previous: Self.lastSet) == .chainShare(required: 1, actual: 2))
        // Only the two new cards leave the table; the shared one left with the last Set.
        #expect(chain.leavingTable(cards("1GOS 1RDF 1PSO"), previous: Self.lastSet) == cards("1GOS 1PSO"))
    }

    @Test func anUltraSetChainGroupSharesExactlyTwoCards() {
        let chain = Chain(count: 2)
        let last = cards("2RDF 3RDF 1GOS 1PSO")
        #expect(chain.check(cards("2RDF 3RDF 2GOS 3PSO"), previous: last) == nil)
        #expect(chain.check(cards("2RDF 1GOS 1PSO 3RDF"), previous: last) == .chainShare(required: 2, actual: 4))
        // The chain is checked on its own, before the rule: two old cards pass it here.
        #expect(chain.check(cards("2RDF 1GDF 1GOS 3GDF"), previous: last) == nil)
        #expect(chain.leavingTable(cards("2RDF 3RDF 2GOS 3PSO"), previous: last) == cards("2GOS 3PSO"))
    }

    /// `addCard`: in Set-Chain a second card of the last Set replaces the first and goes to the front.
    @Test func aSecondCardOfTheLastSetSwapsForTheFirst() {
        let chain = Chain(count: 1)
        let selected = chain.selecting(card("1GOS"), after: cards("1RDF"), previous: Self.lastSet)
        #expect(selected == cards("1RDF 1GOS"))
        #expect(chain.selecting(card("2RDF"), after: selected, previous: Self.lastSet) == cards("2RDF 1GOS"))
        // Deselecting.
        #expect(chain.selecting(card("1GOS"), after: selected, previous: Self.lastSet) == cards("1RDF"))
        // UltraSet-Chain takes two old cards: no swap.
        #expect(
            Chain(count: 2).selecting(card("2RDF"), after: cards("1RDF"), previous: Self.lastSet)
                == cards("1RDF 2RDF"))
        #expect(Chain.none.selecting(card("2RDF"), after: cards("1RDF"), previous: Self.lastSet) == cards("1RDF 2RDF"))
    }

    /// `findSetNormal` in Set-Chain: each old card with each table card, completed on the table.
    /// 1RDF + 1GOS → 1PSO (on the table); nothing earlier: 1RDF + 2GDF → 3PDF is missing.
    @Test func theSetChainSearchStartsFromTheLastSet() {
        let table = cards("2GDF 1GOS 3PSO 1PSO")
        let group = GroupRule.set.firstGroup(in: table, previous: Self.lastSet, chain: 1)
        #expect(group == Group(cards: cards("1RDF 1GOS 1PSO")))
        // 2GDF 3PSO: 2, 3 → 1; G, P → R; D, S → O; F, O → S: 1ROS, not an old card.
        #expect(GroupRule.set.firstGroup(in: cards("2GDF 3PSO"), previous: Self.lastSet, chain: 1) == nil)
    }

    /// `findSetUltra` in UltraSet-Chain: two old cards and two table cards, in either pairing.
    @Test func theUltraSetChainSearchUsesTwoOldCards() {
        let last = cards("2RDF 3RDF 1GOS 1PSO")
        // Old pair 2RDF 3RDF → 1RDF; on the table 2GOS + 3PSO: 2, 3 → 1; G, P → R; O, S → D; S, O → F.
        let table = cards("3PSO 1GDF 2GOS")
        let group = GroupRule.ultraSet.firstGroup(in: table, previous: last, chain: 2)
        #expect(group == Group(cards: cards("2RDF 3RDF 3PSO 2GOS"), thirdCard: card("1RDF")))
        // An old and a new card per pair: 1GDF + 2RDF → 3PDF, and 1GOS + x → 3PDF needs
        // x = 2RSO (1, 3 → 2; G, P → R; O, D → S; S, F → O). game.js meets it from the new card.
        let crossed = GroupRule.ultraSet.firstGroup(in: cards("1GDF 2RSO"), previous: last, chain: 2)
        #expect(crossed == Group(cards: cards("1GDF 2RDF 2RSO 1GOS"), thirdCard: card("3PDF")))
    }

    /// Every chained group found agrees with a brute force over the last group and the table.
    @Test(arguments: [GroupRule.set, .ultraSet])
    func chainedSearchesFindExactlyTheSharingGroups(rule: GroupRule) {
        let chain = rule == .set ? 1 : 2
        var rng = SplitMix64(seed: 1928)
        for _ in 0..<30 {
            var deck = Card.all
            rng.shuffle(&deck)
            guard let last = rule.firstGroup(in: Array(deck.prefix(20)))?.cards else { continue }
            let table = Array(deck.dropFirst(20).prefix(9)).filter { !last.contains($0) }
            let found = rule.allGroups(in: table, previous: last, chain: chain)
            let pool = last + table
            let expected = Reference.subsets(of: pool.count, rule.size).count { indices in
                let group = indices.map { pool[$0] }
                let shares = group.count { last.contains($0) } == chain
                return shares && (rule == .set ? Reference.isSet(group) : Reference.isUltraSet(group))
            }
            #expect(found.count == expected)
            #expect(found.allSatisfy { Chain(count: chain).check($0.cards, previous: last) == nil })
        }
    }
}
