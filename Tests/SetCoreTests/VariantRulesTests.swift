import Testing

@testable import SetCore

@Suite("A variant's judgement, search and table size")
struct VariantRulesTests {
    // MARK: Judging, in addCard's order

    @Test func theChainIsJudgedBeforeTheRule() {
        let last = FindState(previous: cards("1RDF 2RDF 3RDF"))
        // 1GOS 2GOS 3GOS is a Set, but shares nothing with the last one.
        #expect(
            Variant.chain.judge(cards("1GOS 2GOS 3GOS"), state: last).mismatch
                == .chainShare(required: 1, actual: 0))
        // 1RDF 1GOS 2PSO shares one card but is no Set.
        #expect(
            Variant.chain.judge(cards("1RDF 1GOS 2PSO"), state: last).mismatch
                == .notASet(FeatureMismatch.explain(cards("1RDF 1GOS 2PSO"))))
        #expect(Variant.chain.judge(cards("1RDF 1GOS 1PSO"), state: last).group != nil)
        // Without a chain the last group does not matter.
        #expect(Variant.solo.judge(cards("1GOS 2GOS 3GOS"), state: last).group != nil)
    }

    @Test func aPuzzleGroupCountsOnce() {
        let found = FindState(found: [Set(cards("3RSO 3GDO 3POO"))])
        #expect(Variant.puzzle.judge(cards("3POO 3GDO 3RSO"), state: found).mismatch == .alreadyFound)
        #expect(Variant.puzzle.judge(cards("3ROF 2POS 1GOO"), state: found).group != nil)
        // Outside puzzles found groups are not looked at.
        #expect(Variant.solo.judge(cards("3POO 3GDO 3RSO"), state: found).group != nil)
        // A wrong group is wrong before it is old news.
        #expect(Variant.puzzle.judge(cards("3POO 3GDO 3RSS"), state: found).mismatch != .alreadyFound)
    }

    @Test func theSelectionSizeIsTheGroupSize() {
        #expect(Variant.ghost.judge(cards("1RDF 2RDF 3RDF")).mismatch == .wrongCount(expected: 6, actual: 3))
        #expect(Variant.ultra.judge(cards("2RDF 3RDF 1GOS 1PSO")).group?.thirdCard == card("1RDF"))
    }

    // MARK: findBoardSize

    /// `Tables.noSet` holds no Set; 1GOO completes 2RDO + 3PSO (2, 3 → 1; R, P → G; D, S → O; O).
    static let noSetThenOne = cards(Tables.noSet + " 1GOO 1RDO 1ROF 1ROS 1ROO")

    @Test func theTableGrowsByThreeUntilItHoldsASet() {
        #expect(Variant.solo.boardSize(of: Self.noSetThenOne, minimum: 12) == 15)
        // From 10 the table grows to the next multiple of 3, then by 3: 10, 12, 15.
        #expect(Variant.solo.boardSize(of: Self.noSetThenOne, minimum: 10) == 15)
        #expect(Variant.solo.boardSize(of: cards(Tables.oneSet + " 1GOO 1RDO 1ROF"), minimum: 12) == 12)
        // The Set is at 0, 4, 8: nine cards are enough, six are not.
        #expect(Variant.solo.boardSize(of: cards(Tables.oneSet), minimum: 6) == 9)
    }

    @Test func withoutAnyGroupEveryCardIsShown() {
        #expect(Variant.solo.boardSize(of: cards(Tables.noSet), minimum: 9) == 12)
        #expect(Variant.solo.boardSize(of: cards("1RDF 2GOS"), minimum: 12) == 2)
        #expect(Variant.solo.boardSize(of: [], minimum: 12) == 0)
        #expect(Variant.solo.boardSize(of: cards(Tables.oneSet), minimum: -3) == 9)
    }

    /// Ten cards without a GhostSet (checked with the brute force in `Reference`): the table
    /// grows from 10 to 12, which holds one with the two cards after them.
    @Test func aGhostTableGrowsFromTenToTwelve() {
        let ten = cards("2RSO 3RSO 2RSF 2GDS 2GSS 1POS 3PDO 1RDS 3RSF 3GSS")
        #expect(Reference.count(.ghostSet, in: ten) == 0)
        let more = ten + cards("1RDF 2GOS 3PSO")
        #expect(Reference.count(.ghostSet, in: Array(more.prefix(12))) > 0)
        #expect(Variant.ghost.boardSize(of: more, minimum: 10) == 12)
        #expect(Variant.ghost.boardSize(of: cards(Tables.noSet), minimum: 10) == 10)
    }

    @Test func aChainSizesTheTableForTheNextLink() {
        // 1RDF (last Set) + 1GOS → 1PSO; the table needs 1PSO, the 13th card.
        let state = FindState(previous: cards("1RDF 2RDF 3RDF"))
        let table = cards("2GDF 1GOS 1RDS 1ROF 1ROS 1ROO 1GDF 1GDS 1GDO 1GOF 1GOO 1GSF 1PSO 3RDO 2PDS")
        #expect(Variant.chain.firstGroup(in: Array(table.prefix(12)), state: state) == nil)
        #expect(Variant.chain.boardSize(of: table, minimum: 12, state: state) == 15)
        #expect(Variant.chain.firstGroup(in: table, state: state) == Group(cards: cards("1RDF 1GOS 1PSO")))
    }

    // MARK: Explanations

    @Test func explanationsInTheVariantsTerms() {
        #expect(
            Variant.ultra.explanation(of: .pairsCompleteDifferently(card("2ROF"), card("1GDO")))
                == "These pairs complete to different cards: 2 red solid ovals and 1 green open diamond")
        #expect(
            Variant.chain.explanation(of: .chainShare(required: 1, actual: 0))
                == "A Set-Chain Set must share exactly one card with the last Set")
        #expect(
            Variant.ultraChain.explanation(of: .chainShare(required: 2, actual: 3))
                == "An UltraSet-Chain UltraSet must share exactly two cards with the last UltraSet")
        #expect(Variant.puzzle.explanation(of: .alreadyFound) == "Already found")
        #expect(
            Variant.ghost.explanation(of: .pairsCompleteToNoSet(cards("1RDF 2RDF 3PDF")))
                == "These pairs complete to 1 red solid diamond, 2 red solid diamonds and 3 purple solid diamonds, "
                + "which are not a Set")
        #expect(Variant.ghost.explanation(of: .wrongCount(expected: 6, actual: 3)) == "A GhostSet has 6 cards, not 3")
        #expect(Variant.ultra9.explanation(of: .wrongCount(expected: 4, actual: 5)) == "An UltraSet has 4 cards, not 5")
        #expect(
            Variant.solo.explanation(of: .repeatedCard(card("3PSS")))
                == "3 purple striped squiggles is selected twice")
        #expect(
            Variant.chain.explanation(of: .notOnTable(cards("1RDF 2GOS")))
                == "Not on the table: 1 red solid diamond and 2 green striped ovals")
    }

    @Test func aSetMismatchNamesEachBrokenFeature() {
        let reason = GroupMismatch.notASet(FeatureMismatch.explain(cards("1RDF 1GOS 2PSO")))
        #expect(Variant.solo.explanation(of: reason) == "Not a Set: number (two with 1 symbol, one with 2)")
        let two = GroupMismatch.notASet(FeatureMismatch.explain(cards("2RDS 3RDO 2PDO")))
        #expect(
            Variant.solo.explanation(of: two)
                == "Not a Set: number (two with 2 symbols, one with 3), colour (two red, one purple) "
                + "and shading (two open, one striped)")
        #expect(Variant.solo.explanation(of: .notASet([])) == "Not a Set")
    }

    @Test func cardsInWords() {
        #expect(card("2ROF").spelledOut == "2 red solid ovals")
        #expect(card("1GDO").spelledOut == "1 green open diamond")
        #expect(card("3PSS").spelledOut == "3 purple striped squiggles")
    }
}
