import Geometry
import SetApp
import SetCore
import SetInput
import SetTable
import Testing

/// About, alone: the menu opens it with what the session said of the game, Copy copies the folders.
@Suite("About")
struct AboutTests {
    let facts = Installation(
        version: "1.1.0", licence: "Apache-2.0", dataFolder: "/home/ann/.local/share/set-game",
        stateFolder: "/home/ann/.local/state/set-game")

    func press(_ state: inout AppState, _ button: PanelButton) throws -> [Effect] {
        let control = try #require(state.scene(now: 1).panel?.controls.first { $0.button == button })
        return reduce(&state, .input(.pointerDown(.left, at: control.frame.center, time: 1)), now: 1)
            + reduce(&state, .input(.pointerUp(.left, at: control.frame.center, time: 1)), now: 1)
    }

    func state(_ width: Int, _ height: Int, _ installation: Installation) -> AppState {
        var state = AppState(game: Game(seed: 3, now: 0), width: width, height: height)
        state.installation = installation
        return state
    }

    @Test func theMenusAboutOpensWithWhatTheSessionSaidOfTheGame() throws {
        var state = state(1280, 800, facts)
        _ = reduce(&state, .input(.keyDown(.f10, modifiers: [], isRepeat: false)), now: 1)
        #expect(try press(&state, .menu(.open(.about))) == [.overlayChanged(from: .menu, to: .about)])
        #expect(state.screen == .about(facts))
        let panel = try #require(state.scene(now: 1).panel)
        #expect(panel.title == "About Set")
        #expect(
            panel.cells.map(\.text) == [
                "Version 1.1.0 \u{B7} licence Apache-2.0", "Data: /home/ann/.local/share/set-game",
                "State: /home/ann/.local/state/set-game",
            ])
        #expect(panel.controls.map(\.name) == ["copy", "close"])
    }

    @Test func copyPutsBothFoldersOnTheClipboardAndCloseGoesBackToTheTable() throws {
        var state = state(1280, 800, facts)
        _ = state.open(.about)
        #expect(
            try press(&state, .about(.copy)) == [
                .copyToClipboard("Data: /home/ann/.local/share/set-game\nState: /home/ann/.local/state/set-game")
            ])
        #expect(state.overlay == .about)
        #expect(try press(&state, .about(.close)) == [.overlayChanged(from: .about, to: .none)])
        #expect(state.screen == .none)
    }

    @Test func itFitsTheSmallestWindowWithALongFolder() throws {
        var long = facts
        long.dataFolder = "/home/" + String(repeating: "a-very-long-folder-name/", count: 8) + "set-game"
        var state = state(320, 240, long)
        _ = state.open(.about)
        let panel = try #require(state.scene(now: 1).panel)
        func inside(_ inner: Rect, _ outer: Rect) -> Bool {
            inner.minX >= outer.minX && inner.minY >= outer.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
        }
        #expect(inside(panel.frame, Rect(0, 0, 320, 240)))
        for control in panel.controls { #expect(inside(control.frame, panel.frame), "\(control.name)") }
        for cell in panel.cells { #expect(inside(cell.frame, panel.frame), "\(cell.text)") }
    }
}
