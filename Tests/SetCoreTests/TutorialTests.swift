import Testing

@testable import SetCore

/// The tutorial's three steps on their fixed tables.
@Suite struct TutorialTests {
    func codes(_ cards: [Card]) -> [String] { cards.map(\.code) }

    /// Every group of three on a table that is a Set, as table indices.
    func sets(in table: [Card]) -> [[Int]] {
        var found: [[Int]] = []
        for a in table.indices {
            for b in (a + 1)..<table.count {
                for c in (b + 1)..<table.count where Card.isSet(table[a], table[b], table[c]) {
                    found.append([a, b, c])
                }
            }
        }
        return found
    }

    @Test func theTablesHoldOneSetOneSetThenNoneUntilTheDeal() {
        #expect(codes(Tutorial.table(forStep: 1)) == ["2GOF", "2ROS", "3POF", "1ROF"])
        #expect(sets(in: Tutorial.table(forStep: 1)) == [[0, 2, 3]])
        #expect(sets(in: Tutorial.table(forStep: 2)) == [[1, 3, 5]])
        #expect(Tutorial.table(forStep: 2).count == 6)
        #expect(sets(in: Tutorial.table(forStep: 3)).isEmpty)
        #expect(sets(in: Tutorial.table(forStep: 3) + Tutorial.dealtCards) == [[0, 6, 7]])
        // Real cards, none twice.
        let all = (1...3).flatMap(Tutorial.table(forStep:)) + Tutorial.dealtCards
        #expect(all.count == 19)
        #expect(Set(Tutorial.table(forStep: 3) + Tutorial.dealtCards).count == 9)
    }

    @Test func aMissIsExplainedAndTheNextClickStartsAgain() {
        var t = Tutorial()
        t.select(0)
        t.select(1)
        #expect(t.selection == [0, 1] && t.outcome == .none)
        t.select(1)
        #expect(t.selection == [0])
        t.select(1)
        t.select(2)
        // 2GOF 2ROS 3POF: two cards with two symbols, and two solid ones.
        #expect(t.outcome == .miss(FeatureMismatch.explain(Array(t.table[0...2]))))
        #expect(FeatureMismatch.explain(Array(t.table[0...2])).map(\.feature) == [.number, .shading])
        #expect(!t.isStepDone)
        t.select(3)
        #expect(t.selection == [3] && t.outcome == .none)
        t.select(0)
        t.select(2)
        #expect(t.outcome == .found && t.isStepDone)
        // A found Set takes no more clicks.
        t.select(1)
        #expect(t.selection == [3, 0, 2])
    }

    @Test func theStepsGoOnOnlyWhenDoneAndTheLastDealsThenFinishes() {
        var t = Tutorial()
        t.advance()
        #expect(t.step == 1)
        t.deal()
        #expect(t.table.count == 4 && !t.canDeal)
        for index in [0, 2, 3] { t.select(index) }
        t.advance()
        #expect(t.step == 2 && t.selection.isEmpty && t.outcome == .none && !t.isStepDone)
        for index in [1, 3, 5] { t.select(index) }
        t.advance()
        #expect(t.step == 3 && t.isLastStep && t.canDeal && t.table.count == 6)
        t.advance()
        #expect(t.step == 3 && !t.isFinished)
        t.select(0)
        t.deal()
        #expect(t.table.count == 9 && t.outcome == .dealt && t.isStepDone && !t.canDeal)
        #expect(t.selection == [0])
        t.deal()
        #expect(t.table.count == 9)
        // The Set the deal brought can still be found.
        t.select(6)
        t.select(7)
        #expect(t.outcome == .found)
        t.advance()
        #expect(t.isFinished && t.step == 3)
    }

    @Test func anIndexOffTheTableDoesNothing() {
        var t = Tutorial()
        t.select(4)
        t.select(-1)
        #expect(t == Tutorial())
    }
}
