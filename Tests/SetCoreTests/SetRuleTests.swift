import Testing

@testable import SetCore

@Suite("The Set rule")
struct SetRuleTests {
    @Test func allSameOrAllDifferentInEachFeature() {
        #expect(Card.isSet(card("1GDO"), card("2GDS"), card("3GDF")))
        #expect(Card.isSet(card("1RDF"), card("2GOS"), card("3PSO")))
        #expect(Card.isSet(card("2RDF"), card("2RDS"), card("2RDO")))
        #expect(!Card.isSet(card("1GDO"), card("2GDS"), card("3GDS")))
        #expect(!Card.isSet(card("1RDF"), card("1RDF"), card("1RDF")))
        #expect(!Card.isSet(card("1RDF"), card("2RDF"), card("2GDF")))
        #expect(!Card.isSet(cards("1GDO 2GDS")))
    }

    @Test func completingSetGivesTheThirdCard() {
        #expect(Card.completingSet(card("1GDO"), card("2GDS")) == card("3GDF"))
        #expect(Card.completingSet(card("1RDF"), card("3PSO")) == card("2GOS"))
        #expect(Card.completingSet(card("2PSS"), card("2PSF")) == card("2PSO"))
    }

    @Test func thereAre1080SetsAmongThe81Cards() {
        let all = Card.all
        var count = 0
        for i in 0..<81 {
            for j in (i + 1)..<81 {
                for k in (j + 1)..<81 where Card.isSet(all[i], all[j], all[k]) {
                    count += 1
                }
            }
        }
        #expect(count == 1080)
        #expect(SetFinder.allSets(in: all).count == 1080)
    }

    @Test func everyPairIsCompletedByExactlyOneThirdCard() {
        for a in Card.all {
            for b in Card.all where a != b {
                let thirds = Card.all.filter { $0 != a && $0 != b && Card.isSet(a, b, $0) }
                #expect(thirds == [Card.completingSet(a, b)])
            }
        }
    }
}
