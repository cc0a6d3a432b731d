import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// The menu and the statistics: opened with F10 or the Menu button, worked with
/// the keyboard (Tab, arrows, Enter, Escape) or the mouse, and the game waiting underneath.
@Suite("App core: menu and statistics")
struct OverlayTests {
    func state(width: Int = 1280, height: Int = 800) -> AppState {
        var s = AppState(game: Game(seed: 12, now: 0), width: width, height: height)
        _ = reduce(&s, .statisticsTableChanged(["                Set  Junior", "Games started    3       1"]), now: 0)
        return s
    }

    func key(_ k: Key, _ modifiers: KeyModifiers = []) -> AppAction {
        .input(.keyDown(k, modifiers: modifiers, isRepeat: false))
    }

    func click(_ s: inout AppState, _ point: Point, now: Double = 1) -> [Effect] {
        reduce(&s, .input(.pointerDown(.left, at: point, time: now)), now: now)
            + reduce(&s, .input(.pointerUp(.left, at: point, time: now)), now: now)
    }

    func panel(_ s: AppState) throws -> OverlayPanel { try #require(s.scene(now: 1).panel) }

    @Test func f10OrTheMenuButtonOpensTheMenuAndTheGameWaits() throws {
        var s = state()
        #expect(reduce(&s, key(.f10), now: 1) == [.overlayChanged(from: .none, to: .menu)])
        #expect(s.overlay == .menu && s.isPaused && s.scene(now: 1).isPaused)
        #expect(
            try panel(s).controls.map(\.name) == [
                "rules", "modes", "settings", "stats", "pause", "newGame", "practice", "online", "about", "quit",
            ])
        #expect(reduce(&s, key(.f10), now: 2) == [.overlayChanged(from: .menu, to: .none)])
        let menu = try #require(s.layout.screen.frame(of: .menu))
        #expect(click(&s, menu.center) == [.overlayChanged(from: .none, to: .menu)])
    }

    @Test func tabAndTheArrowsMoveTheFocusAndEnterPresses() throws {
        var s = state()
        _ = reduce(&s, key(.f10), now: 1)
        #expect(s.overlayFocus == nil)
        _ = reduce(&s, key(.tab), now: 1)
        #expect(s.overlayFocus == 0)
        for _ in 0..<9 { _ = reduce(&s, key(.down), now: 1) }
        #expect(s.overlayFocus == 9)
        _ = reduce(&s, key(.tab), now: 1)
        #expect(s.overlayFocus == 0)
        _ = reduce(&s, key(.tab, .shift), now: 1)
        _ = reduce(&s, key(.up), now: 1)
        #expect(s.overlayFocus == 8)
        _ = reduce(&s, key(.up), now: 1)
        _ = reduce(&s, key(.up), now: 1)
        _ = reduce(&s, key(.up), now: 1)
        _ = reduce(&s, key(.up), now: 1)
        _ = reduce(&s, key(.left), now: 1)
        // Enter on Statistics opens them; Escape closes them and play goes on.
        #expect(reduce(&s, key(.enter), now: 1) == [.overlayChanged(from: .menu, to: .stats)])
        #expect(try panel(s).cells.map(\.text).filter { !$0.isEmpty } == ["Set", "Junior", "Games started", "3", "1"])
        #expect(reduce(&s, key(.escape), now: 1) == [.overlayChanged(from: .stats, to: .none)])
        #expect(!s.isPaused)
    }

    @Test func theMenusButtonsDoWhatTheySay() throws {
        var s = state()
        _ = reduce(&s, key(.f10), now: 1)
        let controls = try panel(s).controls
        func at(_ name: String) throws -> Point { try #require(controls.first { $0.name == name }).frame.center }
        #expect(click(&s, try at("pause")) == [.overlayChanged(from: .menu, to: .pause)])
        _ = reduce(&s, key(.space), now: 2)
        #expect(!s.isPaused && s.game.table.count == 12)
        _ = reduce(&s, key(.f10), now: 3)
        #expect(click(&s, try at("quit")) == [.quit])
        let seed = s.game.seed
        let effects = click(&s, try at("newGame"), now: 4)
        #expect(effects.first == .overlayChanged(from: .menu, to: .none) && s.game.seed != seed && !s.isPaused)
    }

    @Test func aClickOutsideThePanelClosesItAndSelectsNothing() throws {
        var s = state()
        _ = reduce(&s, key(.f10), now: 1)
        let card = try #require(s.layout.grid.frame(of: 0))
        let outside = Point(card.minX + 5, card.minY + 5)
        #expect(try !panel(s).frame.contains(outside))
        #expect(click(&s, outside) == [.overlayChanged(from: .menu, to: .none)])
        #expect(s.game.selection.isEmpty && !s.isPaused)
        // A press inside the panel that is released outside it does nothing.
        _ = reduce(&s, key(.f10), now: 2)
        let inside = try panel(s).titleFrame.center
        _ = reduce(&s, .input(.pointerDown(.left, at: inside, time: 2)), now: 2)
        #expect(reduce(&s, .input(.pointerUp(.left, at: outside, time: 2)), now: 2).isEmpty && s.overlay == .menu)
    }

    @Test func inASmallWindowTheModesAreInTheMenu() throws {
        var s = state(width: 320, height: 240)
        #expect(!s.layout.screen.buttonIDs.contains(.mode(.solo)))
        _ = reduce(&s, key(.f10), now: 1)
        let controls = try panel(s).controls
        #expect(
            controls.map(\.name) == [
                "rules", "modes", "settings", "stats", "pause", "newGame", "practice", "online", "about", "quit",
                "modeSolo", "modeTwoPlayer", "modeDaily", "modeJunior",
            ])
        #expect(controls[10].enabled == false)
        let junior = try #require(controls.first { $0.name == "modeJunior" })
        #expect(click(&s, junior.frame.center) == [.overlayChanged(from: .menu, to: .none), .switchMode(.junior)])
    }

    @Test func losingFocusInTheMenuKeepsTheMenu() {
        var s = state()
        _ = reduce(&s, key(.f10), now: 1)
        #expect(reduce(&s, .input(.focusLost), now: 2).isEmpty && s.overlay == .menu)
    }

    @Test func theSettingsChangeAtOnce() throws {
        var s = state()
        _ = reduce(&s, key(.f10), now: 1)
        for _ in 0..<3 { _ = reduce(&s, key(.tab), now: 1) }
        #expect(reduce(&s, key(.enter), now: 1) == [.overlayChanged(from: .menu, to: .settings)])
        func press(_ name: String) throws -> [Effect] {
            let control = try #require(try panel(s).controls.first { $0.name == name })
            return click(&s, control.frame.center)
        }
        #expect(
            try panel(s).controls.map(\.title) == [
                "Theme: classic", "Colours: standard", "Motion: off",
                "Key labels: with K", "Softer", "Louder", "Language: system (English)", "Close",
            ])
        #expect(try press("theme") == [.settingsChanged] && s.theme.style == .dark)
        _ = try press("theme")
        #expect(s.theme.style == .highContrast && s.theme == Theme(style: .highContrast, palette: .standard))
        _ = try press("theme")
        #expect(s.theme == .standard)
        #expect(try panel(s).cells.map(\.text) == ["Volume 80"])
        #expect(try press("palette") == [.settingsChanged] && s.theme.isColorblind)
        #expect(try press("motion") == [.settingsChanged] && s.animates)
        #expect(try press("labels") == [.settingsChanged] && s.labelsAlwaysShown && s.scene(now: 1).labelsShown)
        _ = try press("volumeDown")
        _ = try press("volumeDown")
        #expect(s.volume == 60)
        for _ in 0..<6 { _ = try press("volumeUp") }
        let louder = try #require(try panel(s).controls.first { $0.name == "volumeUp" })
        #expect(s.volume == 100 && !louder.enabled)
        #expect(
            try panel(s).controls.map(\.title).prefix(4) == [
                "Theme: classic", "Colours: colour-blind", "Motion: on",
                "Key labels: always",
            ])
        _ = try press("close")
        // With the labels always shown, a label key selects without K first.
        _ = reduce(&s, key(.digit3), now: 2)
        #expect(s.game.selection == [2])
    }

    @Test func theModesOverlaySwitchesToAnyMode() throws {
        var s = state()
        _ = reduce(&s, key(.f10), now: 1)
        let modes = try #require(try panel(s).controls.first { $0.name == "modes" })
        #expect(click(&s, modes.frame.center) == [.overlayChanged(from: .menu, to: .modes)])
        // Page on to the one with UltraSet, and press it.
        for _ in 0..<5 {
            if try panel(s).controls.contains(where: { $0.name == "modeUltra" }) { break }
            let next = try #require(try panel(s).controls.first { $0.name == "next" })
            _ = click(&s, next.frame.center)
        }
        let ultra = try #require(try panel(s).controls.first { $0.name == "modeUltra" })
        #expect(
            click(&s, ultra.frame.center, now: 2) == [.overlayChanged(from: .modes, to: .none), .switchMode(.ultra)])
    }

    @Test func enterOnNextKeepsTheFocusOnNextThroughTheModesPages() throws {
        var s = state()
        _ = reduce(&s, key(.f10), now: 1)
        let modes = try #require(try panel(s).controls.first { $0.name == "modes" })
        _ = click(&s, modes.frame.center)
        s.overlayFocus = try panel(s).controls.firstIndex { $0.name == "next" }
        var pages = 1
        while try panel(s).controls.first(where: { $0.name == "next" })?.enabled == true {
            #expect(reduce(&s, key(.enter), now: 2) == [.overlayChanged(from: .modes, to: .modes)])
            pages += 1
            let focused = try #require(s.overlayFocus)
            #expect(try panel(s).controls[focused].name == "next", "page \(pages)")
        }
        // At the last page Enter does nothing more: no mode is chosen, the overlay stays.
        #expect(reduce(&s, key(.enter), now: 3).isEmpty && s.overlay == .modes && s.game.mode == .solo)
        #expect(pages == (try panel(s).pageCount))
    }

    @Test func previousAfterAResizeToFewerPagesTurnsBackAtOnce() throws {
        var s = state(width: 360, height: 260)
        _ = reduce(&s, key(.f1), now: 1)
        let many = try panel(s).pageCount
        for _ in 1..<many {
            _ = click(&s, try #require(try panel(s).controls.first { $0.name == "next" }).frame.center)
        }
        #expect(s.overlayPage == many - 1)
        _ = reduce(&s, .input(.resized(width: 1920, height: 1200)), now: 2)
        let fewer = try panel(s).pageCount
        #expect(fewer < many)
        _ = click(&s, try #require(try panel(s).controls.first { $0.name == "previous" }).frame.center)
        #expect(try panel(s).page == fewer - 2)
    }
}
