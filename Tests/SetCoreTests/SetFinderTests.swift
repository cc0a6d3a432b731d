import Testing

@testable import SetCore

@Suite("Finding Sets on a table")
struct SetFinderTests {
    @Test func findsTheOneSet() {
        let table = cards(Tables.oneSet)
        #expect(SetFinder.allSets(in: table) == [[0, 4, 8]])
        #expect(SetFinder.firstSet(in: table) == [0, 4, 8])
        #expect(SetFinder.containsSet(table))
    }

    @Test func findsNothingOnATableWithoutASet() {
        let table = cards(Tables.noSet)
        #expect(SetFinder.allSets(in: table).isEmpty)
        #expect(SetFinder.firstSet(in: table) == nil)
        #expect(!SetFinder.containsSet(table))
    }

    @Test func findsBothSetsInOrder() {
        #expect(SetFinder.allSets(in: cards(Tables.twoSets)) == [[0, 5, 6], [4, 9, 10]])
    }

    @Test func smallTablesHaveNoSet() {
        #expect(SetFinder.allSets(in: []).isEmpty)
        #expect(!SetFinder.containsSet(cards("1RDF 2RDF")))
        #expect(SetFinder.firstSet(in: cards("1RDF 2RDF 3RDF")) == [0, 1, 2])
    }

    @Test func agreesWithTryingEveryTriple() {
        var rng = SplitMix64(seed: 99)
        for size in [3, 6, 12, 15, 18, 21] {
            for _ in 0..<40 {
                var deck = Card.all
                rng.shuffle(&deck)
                let table = Array(deck.prefix(size))
                var expected: [[Int]] = []
                for i in 0..<size {
                    for j in (i + 1)..<size {
                        for k in (j + 1)..<size where Card.isSet(table[i], table[j], table[k]) {
                            expected.append([i, j, k])
                        }
                    }
                }
                #expect(SetFinder.allSets(in: table) == expected)
                #expect(SetFinder.firstSet(in: table) == expected.first)
            }
        }
    }

    @Test func cardMaskHoldsEachCardOnce() {
        var mask = CardMask()
        let first = mask.insert(card("3PSO"))
        let again = mask.insert(card("3PSO"))
        let other = mask.insert(card("1RDF"))
        #expect(first && !again && other)
        #expect(mask.contains(card("3PSO")) && !mask.contains(card("2PSO")))
        #expect(mask.count == 2)
        #expect(CardMask(Card.all).count == 81)
    }
}
