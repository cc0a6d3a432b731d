import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// The variants' input in the window: the chain's strip by key, the tutorial's ring through a deal.
@Suite("App core: variants' input")
struct VariantInputTests {
    func key(_ k: Key) -> AppAction { .input(.keyDown(k, modifiers: [], isRepeat: false)) }

    @Test func theChainsLastGroupHasKeyLabelsAfterTheTables() throws {
        var s = AppState(game: Game(seed: 3, mode: .chain, now: 0), width: 1280, height: 800)
        let first = try #require(s.game.board?.nextGroup)
        for card in first.cards {
            let index = try #require(s.game.table.firstIndex(of: card))
            _ = reduce(&s, .intent(.cardTapped(index: index)), now: 1)
        }
        #expect(s.game.previous == first.cards)
        _ = reduce(&s, key(.k), now: 2)
        let scene = s.scene(now: 2)
        let stripIndex = s.game.table.count
        let label = try #require(KeyBindings.label(forCard: stripIndex))
        #expect(scene.appearance(ofCard: stripIndex).label == label.rawValue.uppercased())
        // The strip's first card's key selects it.
        _ = reduce(&s, key(label), now: 3)
        #expect(s.game.selection == [stripIndex] && s.game.selectedCards == [first.cards[0]])
    }

    @Test func theTutorialsRingStaysOnItsButtonWhenThreeCardsAreDealt() throws {
        var s = AppState(game: Game(seed: 1, now: 0), width: 1280, height: 800, opening: .init(opensTutorial: true))
        // Through steps 1 and 2 by their Sets and Next.
        for set in [[0, 2, 3], [1, 3, 5]] {
            for index in set {
                let panel = try #require(s.scene(now: 1).panel)
                let centre = panel.examples[index].frame.center
                _ = reduce(&s, .input(.pointerDown(.left, at: centre, time: 1)), now: 1)
                _ = reduce(&s, .input(.pointerUp(.left, at: centre, time: 1)), now: 1)
            }
            let next = try #require(s.scene(now: 1).panel?.controls.first { $0.name == "next" })
            _ = reduce(&s, .input(.pointerDown(.left, at: next.frame.center, time: 1)), now: 1)
            _ = reduce(&s, .input(.pointerUp(.left, at: next.frame.center, time: 1)), now: 1)
        }
        #expect(s.tutorial?.step == 3)
        // Tab round to Skip (after the six cards; Next is not live yet), then deal with D.
        for _ in 0..<7 { _ = reduce(&s, key(.tab), now: 2) }
        #expect(s.overlayFocus == 6)
        _ = reduce(&s, key(.d), now: 2)
        let panel = try #require(s.scene(now: 2).panel)
        let focus = try #require(s.overlayFocus)
        #expect(panel.examples.count == 9 && focus == 9)
        // Enter there skips, as it would have before the deal.
        #expect(reduce(&s, key(.enter), now: 3) == [.overlayChanged(from: .tutorial, to: .none), .settingsChanged])
    }
}
