import Testing

@testable import SetCore

@Suite("Kinds of Set")
struct SetKindTests {
    @Test func aSetThatDiffersInOneFeature() {
        // Two red diamonds: only the shading changes.
        #expect(SetKind(card("2RDF"), card("2RDS"), card("2RDO")) == .oneFeature)
        // Only the number changes.
        #expect(SetKind(cards("1PSO 2PSO 3PSO")) == .oneFeature)
        #expect(Card.differingFeatures(card("2RDF"), card("2RDS"), card("2RDO")) == 1)
    }

    @Test func aSetThatDiffersInTwoFeatures() {
        // Green diamonds: number and shading change.
        #expect(SetKind(card("1GDO"), card("2GDS"), card("3GDF")) == .twoFeatures)
        // Two of each: colour and shape change.
        #expect(SetKind(cards("2RDS 2GOS 2PSS")) == .twoFeatures)
    }

    @Test func aSetThatDiffersInThreeFeatures() {
        // Only the shading is shared (open).
        #expect(SetKind(card("1RDO"), card("2GOO"), card("3PSO")) == .threeFeatures)
        // Only the number is shared (three).
        #expect(SetKind(cards("3RSF 3GDS 3POO")) == .threeFeatures)
    }

    @Test func aSetThatDiffersInAllFourFeatures() {
        #expect(SetKind(card("1RDF"), card("2GOS"), card("3PSO")) == .allFeatures)
        #expect(SetKind(cards("3GDS 1POF 2RSO")) == .allFeatures)
        #expect(SetKind.allFeatures.differingFeatures == 4)
    }

    @Test func threeCardsThatAreNotASetHaveNoKind() {
        #expect(SetKind(card("1GDO"), card("2GDS"), card("3GDS")) == nil)
        #expect(SetKind(card("1RDF"), card("1RDF"), card("1RDF")) == nil)
        #expect(SetKind(cards("1GDO 2GDS")) == nil)
        // The count still says where the cards are not all alike: number and shading.
        #expect(Card.differingFeatures(card("1GDO"), card("2GDS"), card("3GDS")) == 2)
        #expect(Card.differingFeatures(card("1RDF"), card("1RDF"), card("1RDF")) == 0)
    }

    @Test func theOrderOfTheCardsDoesNotMatter() {
        let set = cards("1RDO 2GOO 3PSO")
        for (a, b, c) in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)] {
            #expect(SetKind(set[a], set[b], set[c]) == .threeFeatures)
        }
    }

    /// Choose the k features that differ (4 choose k), a shared value for each other
    /// feature (3 each), and an order of the three values in each differing one (6
    /// each) up to the order of the cards (÷ 6): 108 + 324 + 432 + 216 = 1080.
    @Test func theDeckHolds108_324_432And216SetsOfEachKind() {
        var counts: [SetKind: Int] = [:]
        for set in SetFinder.allSets(in: Card.all) {
            if let kind = SetKind(set.map { Card.all[$0] }) { counts[kind, default: 0] += 1 }
        }
        #expect(counts == [.oneFeature: 108, .twoFeatures: 324, .threeFeatures: 432, .allFeatures: 216])
    }
}
