import Geometry
import SetApp
import SetCore
import SetInput
import SetTable
import Testing

/// A press is looked up in the scene the platform presented, when it hands it to `reduce`: the table the
/// player saw, without a scene built again for it.
@Suite("What a press hits on screen")
struct OnScreenTests {
    func click(_ state: inout AppState, _ point: Point, onScreen: TableScene?) -> [Effect] {
        reduce(&state, .input(.pointerDown(.left, at: point, time: 1)), now: 1, onScreen: onScreen)
            + reduce(&state, .input(.pointerUp(.left, at: point, time: 1)), now: 1, onScreen: onScreen)
    }

    @Test func aClickSelectsTheCardThePresentedSceneShowsThere() throws {
        var state = AppState(
            game: Game(seed: 7, now: 0), width: 1280, height: 800, settings: AppState.Settings(animates: false))
        let shown = state.scene(now: 1)
        // The state is laid out again for a narrow window that was never presented: its cards are elsewhere.
        _ = reduce(&state, .input(.resized(width: 500, height: 900)), now: 1)
        let seen = try #require(shown.grid.frame(of: 11, scrollOffset: 0))
        let laidOut = state.scene(now: 1)
        let underneath = hitTest(seen.center, scene: laidOut)
        #expect(underneath != .card(index: 11))

        var given = state
        _ = click(&given, seen.center, onScreen: shown)
        #expect(given.game.selection == [11])

        var built = state
        _ = click(&built, seen.center, onScreen: nil)
        let selected: [Int] = if case .card(let index)? = underneath { [index] } else { [] }
        #expect(built.game.selection == selected)
    }

    @Test func theMenusButtonsArePressedWhereThePresentedPanelHasThem() throws {
        var state = AppState(
            game: Game(seed: 7, now: 0), width: 1280, height: 800, settings: AppState.Settings(animates: false))
        _ = reduce(&state, .input(.keyDown(.f10, modifiers: [], isRepeat: false)), now: 1)
        let shown = state.scene(now: 1)
        let settings = try #require(shown.panel?.controls.first { $0.button == .menu(.open(.settings)) })
        let effects = click(&state, settings.frame.center, onScreen: shown)
        #expect(effects == [.overlayChanged(from: .menu, to: .settings)])
        #expect(state.overlay == .settings)
    }
}
