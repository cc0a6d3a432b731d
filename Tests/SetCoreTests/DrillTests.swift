import Testing

@testable import SetCore

@Suite("Practice drills")
struct DrillTests {
    @Test(arguments: SetKind.allCases)
    func aWeakestKindTableHoldsOnlySetsOfItsKind(_ kind: SetKind) {
        for seed in UInt64(0)..<60 {
            let table = DrillTable.weakest(kind, seed: seed)
            #expect(table.cards.count == 12, "seed \(seed)")
            #expect(Set(table.cards).count == 12)
            let sets = SetFinder.allSets(in: table.cards).map { $0.map { table.cards[$0] } }
            #expect(!sets.isEmpty, "seed \(seed)")
            #expect(sets.allSatisfy { SetKind($0) == kind }, "seed \(seed): \(sets)")
            #expect(Set(table.targets.map(Set.init)) == Set(sets.map(Set.init)))
            #expect(!table.findsAll)
        }
        // The same seed deals the same table.
        #expect(DrillTable.weakest(kind, seed: 7) == DrillTable.weakest(kind, seed: 7))
    }

    @Test(arguments: [3, 4, 5, 6])
    func aFindThemAllTableHoldsExactlyTheSetsItPromises(_ wanted: Int) {
        for seed in UInt64(0)..<20 {
            let table = DrillTable.findAll(seed: seed, sets: wanted)
            #expect(table.findsAll)
            #expect(table.cards.count == 12)
            #expect(SetFinder.allSets(in: table.cards).count == wanted, "seed \(seed)")
            #expect(table.targets.count == wanted)
            #expect(table.targets.allSatisfy(Card.isSet))
        }
    }

    @Test func aTableIsDoneWhenItsTargetsAreFound() throws {
        let table = DrillTable.findAll(seed: 3, sets: 4)
        var found: [[Card]] = []
        for target in table.targets {
            #expect(!table.isDone(found: found))
            #expect(table.answers(target.reversed(), found: found))
            found.append(target)
            #expect(!table.answers(target, found: found))
        }
        #expect(table.isDone(found: found))
        let one = DrillTable(kind: .slow, cards: table.cards, targets: [table.targets[0]])
        #expect(!one.answers(table.targets[1], found: []))
        #expect(one.isDone(found: [table.targets[0]]))
    }

    @Test func aKindIsWeakAfterFiveFindsWhenItsMedianIsAboveTheOverall() {
        let kinds: [SetKind: (finds: Int, median: Double)] = [
            .oneFeature: (12, 4), .twoFeatures: (9, 7), .threeFeatures: (4, 30), .allFeatures: (6, 9),
        ]
        // Three features: slowest, but only 4 finds; every feature: 9 s, above the overall 6 s.
        #expect(DrillTable.weakestKind(kinds, overall: 6) == .allFeatures)
        #expect(DrillTable.weakestKind(kinds, overall: 9) == nil)
        #expect(DrillTable.weakestKind(kinds, overall: nil) == nil)
        #expect(DrillTable.weakestKind([:], overall: 3) == nil)
    }
}
