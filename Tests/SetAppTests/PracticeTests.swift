import SetCore
import SetInput
import SetTable
import Testing

@testable import SetApp

/// Practice driven through `reduce` as the window drives it: each drill played, and timed by the wall clock.
@Suite("Practice")
struct PracticeTests {
    static let slowTable = DrillTable.findAll(seed: 11, sets: 4)
    static var offer: PracticeOffer {
        PracticeOffer(
            slowMoments: [
                DrillTable(
                    kind: .slow, cards: slowTable.cards, targets: [slowTable.targets[2]], median: 6,
                    medianOf: SetKind(slowTable.targets[2]).map(DrillMedian.kind), tookBefore: 19.5)
            ], weakest: .threeFeatures, weakestMedian: 12.5, overallMedian: 8, seed: 42)
    }

    static func practising() -> AppState {
        var s = AppState(game: Game(seed: 5, now: 0), width: 1280, height: 800)
        _ = reduce(&s, .practiceLoaded(offer), now: 0)
        return s
    }

    static func press(_ name: String, in s: inout AppState) throws -> [Effect] {
        let control = try #require(s.scene(now: 0).panel?.controls.first { $0.name == name }, "\(name)")
        _ = reduce(&s, .input(.pointerDown(.left, at: control.frame.center, time: 0)), now: 0)
        return reduce(&s, .input(.pointerUp(.left, at: control.frame.center, time: 0)), now: 0)
    }

    /// Clicks the cards of `group` on the drill's table at wall-clock `wall`; returns the effects of the last click.
    static func find(_ group: [Card], in s: inout AppState, at wall: Double) throws -> [Effect] {
        _ = reduce(&s, .wallClock(wall), now: 0)
        var effects: [Effect] = []
        for card in group {
            let panel = try #require(s.scene(now: 0).panel)
            let example = try #require(panel.examples.first { $0.card == card })
            _ = reduce(&s, .input(.pointerDown(.left, at: example.frame.center, time: 0)), now: 0)
            effects = reduce(&s, .input(.pointerUp(.left, at: example.frame.center, time: 0)), now: 0)
        }
        return effects
    }

    @Test func theMenuOpensPracticeOnTheThreeDrills() throws {
        var s = AppState(game: Game(seed: 5, now: 0), width: 1280, height: 800)
        _ = reduce(&s, .input(.keyDown(.f10, modifiers: [], isRepeat: false)), now: 0)
        #expect(try Self.press("practice", in: &s) == [.openPractice])
        _ = reduce(&s, .practiceLoaded(Self.offer), now: 0)
        #expect(s.overlay == .practice)
        let panel = try #require(s.scene(now: 0).panel)
        #expect(panel.controls.map(\.name) == ["drillSlow", "drillWeakest", "drillFindAll", "close"])
        #expect(panel.controls.allSatisfy { $0.enabled })
        // With nothing recorded yet, only Find them all can be played.
        _ = reduce(
            &s,
            .practiceLoaded(
                PracticeOffer(slowMoments: [], weakest: nil, weakestMedian: nil, overallMedian: nil, seed: 1)),
            now: 0)
        let empty = try #require(s.scene(now: 0).panel)
        #expect(empty.controls.map(\.enabled) == [false, false, true, true])
    }

    @Test func aSlowMomentIsItsTableAndOnlyItsGroupAnswersIt() throws {
        var s = Self.practising()
        _ = reduce(&s, .wallClock(100), now: 0)
        _ = try Self.press("drillSlow", in: &s)
        let table = try #require(s.practice?.table)
        #expect(table.cards == Self.slowTable.cards && table.targets == [Self.slowTable.targets[2]])
        // Another Set on the table is not the one.
        _ = try Self.find(Self.slowTable.targets[0], in: &s, at: 102)
        #expect(s.scene(now: 0).practice?.verdict == "A Set, but not the one to find")
        let effects = try Self.find(Self.slowTable.targets[2], in: &s, at: 104.25)
        let played = try #require(
            effects.compactMap { if case .drillPlayed(let drill) = $0 { drill } else { nil } }.first)
        #expect(played.kind == .slow && played.misses == 1 && played.seconds == 4.25)
        #expect(played.found == [Self.slowTable.targets[2]])
        let verdict = try #require(s.scene(now: 0).practice?.verdict)
        #expect(
            verdict.hasPrefix("Done in 4.3 s \u{B7} in your game: 19.5 s \u{B7} your median for sets that differ in"))
        #expect(s.scene(now: 0).panel?.controls.first?.enabled == true)
    }

    @Test func theWeakestKindDealsTablesOfThatKindOnly() throws {
        var s = Self.practising()
        _ = try Self.press("drillWeakest", in: &s)
        for round in 0..<3 {
            let table = try #require(s.practice?.table)
            #expect(table.kind == .weakest)
            #expect(!table.targets.isEmpty && table.targets.allSatisfy { SetKind($0) == .threeFeatures }, "\(round)")
            #expect(table.median == 12.5)
            _ = try Self.find(table.targets[0], in: &s, at: Double(round))
            #expect(s.practice?.found.count == 1)
            _ = try Self.press("drillNext", in: &s)
            #expect(s.practice?.table != table)
        }
    }

    @Test func findThemAllIsDoneOnlyWithEverySet() throws {
        var s = Self.practising()
        _ = try Self.press("drillFindAll", in: &s)
        let table = try #require(s.practice?.table)
        #expect(table.findsAll && (4...6).contains(table.targets.count))
        #expect(SetFinder.allSets(in: table.cards).count == table.targets.count)
        var played: [DrillPlayed] = []
        for (n, target) in table.targets.enumerated() {
            let effects = try Self.find(target, in: &s, at: Double(n * 3))
            played += effects.compactMap { if case .drillPlayed(let drill) = $0 { drill } else { nil } }
            #expect(played.count == (n == table.targets.count - 1 ? 1 : 0))
        }
        #expect(played.first?.found.count == table.targets.count)
        // Back to the drills.
        _ = try Self.press("drills", in: &s)
        #expect(s.practice?.table == nil)
    }
}
