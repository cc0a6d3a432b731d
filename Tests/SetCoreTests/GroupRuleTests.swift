import Testing

@testable import SetCore

/// The three group rules on vectors worked out by hand (a card's third card: equal values
/// stay, two different values give the third value).
@Suite("Group rules: Set, UltraSet, GhostSet")
struct GroupRuleTests {
    @Test func sizesAndNames() {
        #expect(GroupRule.allCases.map(\.size) == [3, 4, 6])
        #expect(GroupRule.allCases.map(\.name) == ["Set", "UltraSet", "GhostSet"])
    }

    @Test func aSetIsASetAndKeepsItsOrder() {
        #expect(GroupRule.set.check(cards("3PDS 2GOF 1RSO")) == .match(Group(cards: cards("3PDS 2GOF 1RSO"))))
    }

    @Test func aSetMismatchNamesTheBrokenFeatures() {
        // Colour R R G: two red, the third green.
        let verdict = GroupRule.set.check(cards("1RDF 2RDF 3GDF"))
        #expect(verdict.mismatch == .notASet(FeatureMismatch.explain(cards("1RDF 2RDF 3GDF"))))
        #expect(FeatureMismatch.explain(cards("1RDF 2RDF 3GDF")).map(\.feature) == [.color])
    }

    /// 2RDF + 3RDF: numbers 2, 3 give 1; the rest agree: 1RDF.
    /// 1GOS + 1PSO: number 1; G, P give R; O, S give D; S, O give F: 1RDF again.
    @Test func anUltraSetSelectedPairByPair() {
        let verdict = GroupRule.ultraSet.check(cards("2RDF 3RDF 1GOS 1PSO"))
        #expect(verdict == .match(Group(cards: cards("2RDF 3RDF 1GOS 1PSO"), thirdCard: card("1RDF"))))
    }

    /// The same four, selected 2RDF 1GOS 3RDF 1PSO: the pairs are cards 0–2 and 1–3 (the
    /// second pairing game.js's `checkSetUltra` tries), and the group lists them adjacent.
    @Test func anUltraSetSelectedCrosswiseIsReordered() {
        let verdict = GroupRule.ultraSet.check(cards("2RDF 1GOS 3RDF 1PSO"))
        #expect(verdict == .match(Group(cards: cards("2RDF 3RDF 1GOS 1PSO"), thirdCard: card("1RDF"))))
        // The third pairing, 0–3 and 1–2.
        let third = GroupRule.ultraSet.check(cards("2RDF 1GOS 1PSO 3RDF"))
        #expect(third == .match(Group(cards: cards("2RDF 3RDF 1GOS 1PSO"), thirdCard: card("1RDF"))))
    }

    /// The third card may itself lie on the table: it is just not part of the group.
    @Test func theThirdCardNeedNotBeMissing() {
        #expect(GroupRule.ultraSet.check(cards("1GOS 1PSO 2RDF 3RDF")).group?.thirdCard == card("1RDF"))
        #expect(GroupRule.ultraSet.check(cards("1RDF 3RDF 1GOS 1PSO")).group == nil)
    }

    /// 1ROF + 3ROF complete to 2ROF; 1RDO + 1PDO to 1GDO. The other pairings:
    /// 1ROF + 1RDO → 1RSS and 3ROF + 1PDO → 2GSS; 1ROF + 1PDO → 1GSS and 3ROF + 1RDO → 2RSS.
    @Test func notAnUltraSetNamesTheSelectedPairsThirds() {
        let verdict = GroupRule.ultraSet.check(cards("1ROF 3ROF 1RDO 1PDO"))
        #expect(verdict == .mismatch(.pairsCompleteDifferently(card("2ROF"), card("1GDO"))))
    }

    /// Pairs to 1RDF (2GDF 3PDF), 2RDF (2ROF 2RSF) and 3RDF (3RDS 3RDO), which form a Set.
    /// Sums of places: number 1+2+1+1+2+2 = 9, colour 1+2+0+0+0+0 = 3, shape 0+0+1+2+0+0 = 3,
    /// shading 0+0+0+0+1+2 = 3, all 0 mod 3.
    @Test func aGhostSet() {
        let six = cards("2GDF 3PDF 2ROF 2RSF 3RDS 3RDO")
        #expect(GroupRule.ghostSet.check(six) == .match(Group(cards: six)))
        // Any order: the sums do not depend on it.
        #expect(GroupRule.ghostSet.check(six.reversed()).group != nil)
    }

    /// 3RDO → 3GDO makes the colour sum 4: the last pair now completes to 3PDF, and
    /// 1RDF 2RDF 3PDF (colours R R P) is no Set.
    @Test func notAGhostSetNamesThePairsThirds() {
        let verdict = GroupRule.ghostSet.check(cards("2GDF 3PDF 2ROF 2RSF 3RDS 3GDO"))
        #expect(verdict == .mismatch(.pairsCompleteToNoSet(cards("1RDF 2RDF 3PDF"))))
    }

    @Test func wrongCountsAndRepeatsAreMismatches() {
        #expect(GroupRule.ultraSet.check(cards("1RDF 2RDF 3RDF")).mismatch == .wrongCount(expected: 4, actual: 3))
        #expect(GroupRule.ghostSet.check([]).mismatch == .wrongCount(expected: 6, actual: 0))
        #expect(GroupRule.set.check(cards("1RDF 1RDF 1RDF")).mismatch == .repeatedCard(card("1RDF")))
        #expect(GroupRule.ultraSet.check(cards("2RDF 3RDF 2RDF 3RDF")).mismatch == .repeatedCard(card("2RDF")))
    }

    /// game.js's rules as sums mod 3, checked against every 4-card and many 6-card selections.
    @Test func agreesWithTheSumsModThree() {
        var rng = SplitMix64(seed: 28)
        for _ in 0..<3000 {
            var deck = Card.all
            rng.shuffle(&deck)
            let four = Array(deck.prefix(4))
            let ultra = [[0, 1, 2, 3], [0, 2, 1, 3], [0, 3, 1, 2]].contains { p in
                Reference.third(four[p[0]], four[p[1]]) == Reference.third(four[p[2]], four[p[3]])
            }
            #expect((GroupRule.ultraSet.check(four).group != nil) == ultra)
            let six = Array(deck.prefix(6))
            #expect((GroupRule.ghostSet.check(six).group != nil) == Reference.sumsToZero(six))
        }
    }
}

/// Set arithmetic written independently of SetCore: a card is four places 0…2, and a group
/// rule is a statement about their sums mod 3.
enum Reference {
    static func places(_ card: Card) -> [Int] {
        [card.number.index, card.color.index, card.shape.index, card.shading.index]
    }

    static func sumsToZero(_ cards: [Card]) -> Bool {
        (0..<4).allSatisfy { f in cards.reduce(0) { $0 + places($1)[f] } % 3 == 0 }
    }

    /// The card c with a + b + c ≡ 0 in every feature.
    static func third(_ a: Card, _ b: Card) -> Card {
        let p = zip(places(a), places(b)).map { (6 - $0 - $1) % 3 }
        return Card(ordinal: p[0] * 27 + p[1] * 9 + p[2] * 3 + p[3]) ?? a
    }

    static func isSet(_ cards: [Card]) -> Bool { Set(cards).count == 3 && sumsToZero(cards) }

    static func isUltraSet(_ c: [Card]) -> Bool {
        Set(c).count == 4
            && (third(c[0], c[1]) == third(c[2], c[3]) || third(c[0], c[2]) == third(c[1], c[3])
                || third(c[0], c[3]) == third(c[1], c[2]))
    }

    static func isGhostSet(_ cards: [Card]) -> Bool { Set(cards).count == 6 && sumsToZero(cards) }

    /// Every k-element subset of `cards`, as index lists in increasing order.
    static func subsets(of count: Int, _ k: Int) -> [[Int]] {
        guard k > 0 else { return [[]] }
        guard count >= k else { return [] }
        return subsets(of: count - 1, k) + subsets(of: count - 1, k - 1).map { $0 + [count - 1] }
    }

    /// How many groups of `rule` the brute force finds among `cards`.
    static func count(_ rule: GroupRule, in cards: [Card]) -> Int {
        subsets(of: cards.count, rule.size).count { indices in
            let group = indices.map { cards[$0] }
            switch rule {
            case .set: return isSet(group)
            case .ultraSet: return isUltraSet(group)
            case .ghostSet: return isGhostSet(group)
            }
        }
    }
}
