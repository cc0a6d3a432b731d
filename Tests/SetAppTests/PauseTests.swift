import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// Pause: P, the window losing focus or being hidden stop the game; the next
/// click or key plays on and does nothing else.
@Suite("App core: pause")
struct PauseTests {
    func state(mode: Game.Mode = .solo) -> AppState {
        let day = DailyDate(year: 2026, month: 11, day: 23) ?? DailyDate(dayNumber: 0)
        return AppState(
            game: day.map { Game(new: mode, date: $0, seed: 3, now: 0) } ?? Game(seed: 3, now: 0),
            width: 1280, height: 800, settings: .init(animates: true))
    }

    func key(_ k: Key, repeated: Bool = false) -> AppAction { .input(.keyDown(k, modifiers: [], isRepeat: repeated)) }

    func click(_ s: inout AppState, at point: Point, now: Double) -> [Effect] {
        reduce(&s, .input(.pointerDown(.left, at: point, time: now)), now: now)
            + reduce(&s, .input(.pointerUp(.left, at: point, time: now)), now: now)
    }

    @Test func pPausesAndCoversTheBoard() throws {
        var s = state()
        #expect(reduce(&s, key(.p), now: 1) == [.overlayChanged(from: .none, to: .pause)])
        #expect(s.isPaused && s.scene(now: 1).isPaused)
        let scene = s.scene(now: 1)
        let panel = try #require(scene.pausePanel)
        #expect(panel.title == "Paused" && s.layout.screen.board.contains(panel.frame.center))
    }

    @Test func theClickThatResumesSelectsNothing() throws {
        var s = state()
        _ = reduce(&s, key(.p), now: 1)
        let card = try #require(s.layout.grid.frame(of: 0)).center
        #expect(click(&s, at: card, now: 2) == [.overlayChanged(from: .pause, to: .none)])
        #expect(!s.isPaused && s.game.selection.isEmpty)
        // The next click is a click again.
        _ = click(&s, at: card, now: 3)
        #expect(s.game.selection == [0])
    }

    @Test func aKeyResumesAndDoesNothingElse() {
        var s = state()
        _ = reduce(&s, key(.p), now: 1)
        // Shift alone and a held key's repeats do not wake it.
        #expect(
            reduce(&s, key(.leftShift), now: 1.5).isEmpty && reduce(&s, key(.space, repeated: true), now: 1.6).isEmpty)
        #expect(s.isPaused)
        #expect(reduce(&s, key(.space), now: 2) == [.overlayChanged(from: .pause, to: .none)])
        #expect(!s.isPaused && s.game.table.count == 12)
        // P again pauses again; Q quits from the pause.
        #expect(reduce(&s, key(.p), now: 3) == [.overlayChanged(from: .none, to: .pause)])
        #expect(reduce(&s, key(.q), now: 4) == [.quit] && s.isPaused)
    }

    @Test func aPressThatResumedAndWasNeverReleasedDoesNotEatTheNextClick() throws {
        var s = state()
        _ = reduce(&s, key(.p), now: 1)
        let card = try #require(s.layout.grid.frame(of: 2)).center
        _ = reduce(&s, .input(.pointerDown(.left, at: card, time: 2)), now: 2)
        #expect(!s.isPaused)
        // Its release never came (the pointer left the window); the next click is a whole click.
        _ = click(&s, at: card, now: 3)
        #expect(s.game.selection == [2])
    }

    @Test func losingFocusOrBeingHiddenPausesInEveryMode() {
        for mode in Game.Mode.allCases {
            var s = state(mode: mode)
            #expect(reduce(&s, .input(.focusLost), now: 1) == [.overlayChanged(from: .none, to: .pause)], "\(mode)")
            #expect(reduce(&s, .input(.focusLost), now: 2).isEmpty && reduce(&s, .input(.hidden), now: 2).isEmpty)
            _ = reduce(&s, key(.enter), now: 3)
            #expect(reduce(&s, .input(.hidden), now: 4) == [.overlayChanged(from: .none, to: .pause)], "\(mode)")
        }
    }

    @Test func aFinishedGameIsNeverPaused() {
        var game = Game(seed: 3, now: 0)
        game.endedAt = 5
        var s = AppState(game: game, width: 1280, height: 800, opening: .init(paused: true))
        #expect(!s.isPaused)
        #expect(reduce(&s, key(.p), now: 6).isEmpty && reduce(&s, .input(.focusLost), now: 6).isEmpty && !s.isPaused)
    }

    @Test func aGameClosedWhilePausedOpensPaused() {
        let s = AppState(game: Game(seed: 3, now: 0), width: 1280, height: 800, opening: .init(paused: true))
        #expect(s.isPaused && s.scene(now: 0).isPaused)
    }

    @Test func pausingEndsADragAndTheWindowStillFollowsItsSize() {
        var s = state()
        _ = reduce(&s, .input(.pointerDown(.left, at: Point(300, 200), time: 1)), now: 1)
        _ = reduce(&s, .input(.pointerMove(to: Point(300, 240), time: 1.05)), now: 1.05)
        #expect(s.gestures.pull > 0)
        _ = reduce(&s, .input(.focusLost), now: 1.1)
        #expect(s.isPaused && s.gestures.pull == 0)
        // The release that comes later deals nothing.
        _ = reduce(&s, .input(.pointerUp(.left, at: Point(300, 400), time: 1.2)), now: 1.2)
        #expect(s.game.table.count == 12)
        #expect(
            reduce(&s, .input(.resized(width: 800, height: 1200)), now: 2) == [.relaidOut(width: 800, height: 1200)])
        #expect(s.isPaused && s.layout.screen.width == 800)
    }

    @Test func nothingMovesDifferentlyForAPause() {
        var s = state()
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
        let motion = s.motion
        _ = reduce(&s, key(.p), now: 10.1)
        _ = reduce(&s, key(.p), now: 10.2)
        #expect(s.motion == motion)
    }
}

/// Undo at a time that is not a time (NaN, infinite) keeps the game clock where
/// it was, as every other move does. Found by the fuzz once the menu changed the
/// order of its events: the undone game's older clock came back.
@Suite("App core: undo at a nonsense time")
struct UndoAtANonsenseTimeTests {
    @Test func undoNeverTurnsTheClockBack() throws {
        var s = AppState(game: Game(seed: 8, now: 0), width: 1280, height: 800)
        _ = reduce(&s, .intent(.cardTapped(index: 0)), now: 10)
        _ = reduce(&s, .intent(.cardTapped(index: 1)), now: 20)
        for nonsense in [Double.nan, .infinity, -.infinity, -1e300] {
            let clock = s.game.clock
            _ = reduce(&s, .input(.keyDown(.z, modifiers: .ctrl, isRepeat: false)), now: nonsense)
            #expect(s.game.clock >= clock, "\(nonsense): \(clock) → \(s.game.clock)")
            _ = reduce(&s, .input(.keyDown(.y, modifiers: .ctrl, isRepeat: false)), now: nonsense)
            #expect(s.game.clock >= clock)
        }
        #expect(s.game.clock == 20)
    }
}

/// A time that is not a time (NaN, infinite, far in the past) counts as the last
/// one seen: a click lands on the card drawn under it. Found by the fuzz: a
/// release handed −1e300 hit-tested the cards where they stood long before.
@Suite("App core: the time reduce is given")
struct NonsenseTimeTests {
    @Test func aClickAtANonsenseTimeLandsWhereTheCardsAreShown() throws {
        for nonsense in [Double.nan, .infinity, -.infinity, -1e300, 5] {
            var s = AppState(game: Game(seed: 5, now: 0), width: 1280, height: 800, settings: .init(animates: true))
            _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 10)
            // Mid-flight at 10.2, card 12 is where it is shown then.
            let shown = try #require(s.scene(now: 10.2).shownFrames[12])
            _ = reduce(&s, .input(.pointerDown(.left, at: shown.center, time: 10.2)), now: 10.2)
            _ = reduce(&s, .input(.pointerUp(.left, at: shown.center, time: 10.2)), now: nonsense)
            #expect(s.game.selection == [12], "\(nonsense)")
        }
    }

    @Test func anotherModesGameBringsItsOwnClock() {
        var s = AppState(game: Game(seed: 5, now: 0), width: 1280, height: 800)
        _ = reduce(&s, .intent(.tick), now: 500)
        _ = reduce(&s, .gameLoaded(Game(seed: 6, mode: .junior, now: 20), history: nil, panelLines: []), now: 20)
        _ = reduce(&s, .intent(.hintTapped), now: 21)
        #expect(s.game.clock == 21)
    }
}
