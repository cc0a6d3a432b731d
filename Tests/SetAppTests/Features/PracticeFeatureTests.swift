import Catalog
import SetCore
import SetTable
import Testing

@testable import SetApp

/// Practice alone: a drill chosen, its table played and judged, timed on the wall clock handed in.
@Suite("Screens alone: practice")
struct PracticeFeatureTests {
    static let table = DrillTable.findAll(seed: 11, sets: 4)
    static let target = table.targets[2]
    static let offer = PracticeOffer(
        slowMoments: [
            DrillTable(
                kind: .slow, cards: table.cards, targets: [target], median: 6,
                medianOf: .kind(.twoFeatures), tookBefore: 19.5)
        ], weakest: nil, weakestMedian: nil, overallMedian: nil, seed: 42)

    static func places(_ cards: [Card]) -> [Int] { cards.compactMap { table.cards.firstIndex(of: $0) } }

    /// Three places of the table that are no Set.
    static var noSet: [Int] {
        let cards = table.cards
        for a in cards.indices {
            for b in cards.indices where b > a {
                for c in cards.indices where c > b && !Card.isSet([cards[a], cards[b], cards[c]]) { return [a, b, c] }
            }
        }
        return []
    }

    @Test func aSlowMomentIsPlayedJudgedAndTimedFromWhenItWasShown() {
        var practice = PracticeState(offer: Self.offer)
        #expect(PracticeFeature.reduce(&practice, .press(.drill(.slow), wall: 10)) == [.unfocus, .shown])
        #expect(practice.table?.cards == Self.table.cards && practice.shownAt == 10)
        // Selecting and letting go.
        #expect(PracticeFeature.reduce(&practice, .toggle(0, wall: 11)) == [.shown])
        #expect(practice.selection == [0])
        _ = PracticeFeature.reduce(&practice, .toggle(0, wall: 11))
        #expect(practice.selection.isEmpty)
        // Three cards that are no Set: a miss.
        for place in Self.noSet { _ = PracticeFeature.reduce(&practice, .toggle(place, wall: 12)) }
        #expect(practice.verdict == .notASet && practice.misses == 1 && practice.selection.isEmpty)
        // Another Set on the table is not the one to find.
        let other = Self.table.targets[0]
        for place in Self.places(other) { _ = PracticeFeature.reduce(&practice, .toggle(place, wall: 13)) }
        #expect(practice.verdict?.text(in: .english) == "A Set, but not the one to find" && practice.misses == 2)
        // The one to find, 4.5 s after the table was shown.
        var last: [ScreenRequest] = []
        for place in Self.places(Self.target) { last = PracticeFeature.reduce(&practice, .toggle(place, wall: 14.5)) }
        #expect(
            last == [
                .shown,
                .effect(
                    .drillPlayed(
                        DrillPlayed(
                            kind: .slow, cards: Self.table.cards, found: [Self.target], misses: 2, seconds: 4.5,
                            median: 6))),
            ])
        #expect(practice.isDone)
        #expect(
            practice.verdict?.text(in: .english)
                == "Done in 4.5 s \u{B7} in your game: 19.5 s \u{B7} your median for sets that differ in 2 features: 6.0 s"
        )
    }

    @Test func theDrillsComeBackAndCloseAsks() {
        var practice = PracticeState(offer: Self.offer)
        // No table yet: no next one.
        #expect(PracticeFeature.reduce(&practice, .press(.nextTable, wall: 0)) == [])
        #expect(PracticeFeature.reduce(&practice, .toggle(0, wall: 0)) == [])
        _ = PracticeFeature.reduce(&practice, .press(.drill(.findAll), wall: 3))
        // Find them all deals from the offer's seed: 42 gives 4 + 42 % 3 = 4 Sets wanted.
        #expect(practice.table == DrillTable.findAll(seed: 42, sets: 4) && practice.dealt == 1)
        _ = PracticeFeature.reduce(&practice, .press(.nextTable, wall: 5))
        #expect(practice.dealt == 2 && practice.shownAt == 5)
        #expect(PracticeFeature.reduce(&practice, .press(.drills, wall: 6)) == [.unfocus, .shown])
        #expect(practice.table == nil)
        #expect(PracticeFeature.reduce(&practice, .press(.close, wall: 7)) == [.open(.none)])
    }
}
