import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// The rules (F1, the menu) and the tutorial: paged with the mouse or the keys,
/// the tutorial played by clicks and a drag down, and Escape to leave.
@Suite("App core: rules and tutorial")
struct RulesAndTutorialTests {
    func state(width: Int = 1280, height: Int = 800, tutorial: Bool = false) -> AppState {
        AppState(game: Game(seed: 12, now: 0), width: width, height: height, opening: .init(opensTutorial: tutorial))
    }

    func key(_ k: Key, _ modifiers: KeyModifiers = []) -> AppAction {
        .input(.keyDown(k, modifiers: modifiers, isRepeat: false))
    }

    func click(_ s: inout AppState, _ point: Point, now: Double = 1) -> [Effect] {
        reduce(&s, .input(.pointerDown(.left, at: point, time: now)), now: now)
            + reduce(&s, .input(.pointerUp(.left, at: point, time: now)), now: now)
    }

    func panel(_ s: AppState) throws -> OverlayPanel { try #require(s.scene(now: 1).panel) }

    func press(_ s: inout AppState, _ name: String) throws -> [Effect] {
        let control = try #require(try panel(s).controls.first { $0.name == name }, "no \(name)")
        return click(&s, control.frame.center)
    }

    func clickCard(_ s: inout AppState, _ index: Int) throws -> [Effect] {
        click(&s, try panel(s).examples[index].frame.center)
    }

    @Test func f1OpensTheRulesTheirPagesTurnAndEscapeCloses() throws {
        var s = state()
        #expect(reduce(&s, key(.f1), now: 1) == [.overlayChanged(from: .none, to: .rules)])
        #expect(s.isPaused)
        let pages = try panel(s).pageCount
        #expect(pages == 9)
        #expect(try press(&s, "next") == [.overlayChanged(from: .rules, to: .rules)] && s.overlayPage == 1)
        #expect(try panel(s).cells.first?.text == "What a Set is")
        // Tab to Next, then Enter turns page after page, the focus staying on Next.
        _ = try press(&s, "previous")
        _ = reduce(&s, key(.tab), now: 1)
        #expect(s.overlayFocus == 1)
        for _ in 0..<10 { _ = reduce(&s, key(.enter), now: 1) }
        #expect(s.overlayPage == pages - 1 && s.overlayFocus == 1)
        #expect(try panel(s).controls[1].enabled == false)
        #expect(reduce(&s, key(.escape), now: 2) == [.overlayChanged(from: .rules, to: .none)])
        #expect(!s.isPaused && s.game.selection.isEmpty)
        // F1 again closes the rules, and opens them from the menu too.
        _ = reduce(&s, key(.f1), now: 3)
        #expect(reduce(&s, key(.f1), now: 3) == [.overlayChanged(from: .rules, to: .none)])
        _ = reduce(&s, key(.f10), now: 4)
        #expect(try press(&s, "rules") == [.overlayChanged(from: .menu, to: .rules)])
        #expect(s.overlayPage == 0)
    }

    @Test func theTutorialOpensFromTheRulesAndEscapeSkipsIt() throws {
        var s = state()
        _ = reduce(&s, key(.f1), now: 1)
        #expect(try press(&s, "tutorial") == [.overlayChanged(from: .rules, to: .tutorial)])
        #expect(s.tutorial == Tutorial() && !s.tutorialSeen)
        #expect(reduce(&s, key(.escape), now: 2) == [.overlayChanged(from: .tutorial, to: .none), .settingsChanged])
        #expect(s.tutorial == nil && s.tutorialSeen && !s.isPaused)
    }

    @Test func theTutorialIsPlayedThroughWithTheMouse() throws {
        var s = state(tutorial: true)
        #expect(s.overlay == .tutorial && s.isPaused)
        // Step 1: a miss, explained in the game's words, then the Set.
        for index in [0, 1] {
            #expect(try clickCard(&s, index) == [.tutorialMoved("select", sound: .select(count: index + 1))])
        }
        #expect(try clickCard(&s, 2) == [.tutorialMoved("select", sound: .miss)])
        let news = try panel(s).cells.map(\.text).joined(separator: " ")
        #expect(
            news.contains(
                "Not a Set: number (two with two symbols, one with three) and shading (two solid, one striped)"))
        #expect(try panel(s).examples[2].appearance.oddFeatures == [.number])
        #expect(try panel(s).examples[1].appearance.oddFeatures == [.shading])
        #expect(try press(&s, "next").isEmpty)
        for index in [0, 2] { _ = try clickCard(&s, index) }
        #expect(try clickCard(&s, 3) == [.tutorialMoved("select", sound: .setFound)])
        #expect(try panel(s).examples.filter { $0.appearance.highlight == .match }.count == 3)
        #expect(try press(&s, "next") == [.tutorialMoved("next", sound: nil)])
        // Step 2: six cards.
        #expect(s.tutorial?.step == 2)
        #expect(try panel(s).examples.count == 6)
        for index in [1, 3, 5] { _ = try clickCard(&s, index) }
        _ = try press(&s, "next")
        // Step 3: a drag down the window deals three more.
        #expect(s.tutorial?.step == 3 && s.tutorial?.canDeal == true)
        let top = Point(640, 200)
        let distance = GestureThresholds.dealDistance(windowHeight: 800)
        _ = reduce(&s, .input(.pointerDown(.left, at: top, time: 5)), now: 5)
        _ = reduce(&s, .input(.pointerMove(to: Point(640, 200 + distance / 2), time: 5.1)), now: 5.1)
        #expect(s.scene(now: 5.1).dealPull > 0.4)
        let dealt =
            reduce(&s, .input(.pointerMove(to: Point(640, 205 + distance), time: 5.2)), now: 5.2)
            + reduce(&s, .input(.pointerUp(.left, at: Point(640, 205 + distance), time: 5.3)), now: 5.3)
        #expect(dealt == [.tutorialMoved("deal", sound: .deal)])
        #expect(try panel(s).examples.count == 9)
        #expect(try panel(s).controls[1].title == "Play")
        // Play ends it, remembered; the game is as it was.
        #expect(try press(&s, "next") == [.overlayChanged(from: .tutorial, to: .none), .settingsChanged])
        #expect(s.tutorialSeen && s.game.selection.isEmpty && s.game.table.count == 12)
    }

    @Test func theTutorialIsPlayedWithTheKeysToo() throws {
        var s = state(tutorial: true)
        // The focus ring visits the four cards, then Skip (Next is not live yet).
        _ = reduce(&s, key(.tab), now: 1)
        #expect(s.overlayFocus == 0)
        _ = reduce(&s, key(.enter), now: 1)
        _ = reduce(&s, key(.right), now: 1)
        _ = reduce(&s, key(.right), now: 1)
        _ = reduce(&s, key(.space), now: 1)
        _ = reduce(&s, key(.right), now: 1)
        _ = reduce(&s, key(.enter), now: 1)
        #expect(s.tutorial?.outcome == .found)
        _ = reduce(&s, key(.right), now: 1)
        _ = reduce(&s, key(.right), now: 1)
        #expect(s.overlayFocus == 5)
        #expect(reduce(&s, key(.enter), now: 1) == [.tutorialMoved("next", sound: nil)])
        #expect(s.tutorial?.step == 2 && s.overlayFocus == nil)
        // D deals only in the step that asks for it.
        #expect(reduce(&s, key(.d), now: 2).isEmpty)
        // Q still quits.
        #expect(reduce(&s, key(.q), now: 2) == [.quit])
    }

    @Test func aClickOutsideTheTutorialDoesNotCloseIt() throws {
        var s = state(width: 1920, height: 1080, tutorial: true)
        #expect(click(&s, Point(5, 5)).isEmpty && s.overlay == .tutorial)
        _ = reduce(&s, .input(.focusLost), now: 2)
        #expect(s.overlay == .tutorial)
    }
}
