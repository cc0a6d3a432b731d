import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// Actions that are not the player's (storage, statistics, the clock) and the
/// view state the core keeps: one action in, the whole expected state out.
@Suite("App core: state")
struct AppStateTests {
    func state(seed: UInt64 = 7, mode: Game.Mode = .solo) -> AppState {
        AppState(game: Game(seed: seed, mode: mode, now: 0), width: 1280, height: 800)
    }

    @Test func aStorageWarningIsShownUntilTheNextMove() {
        var s = state()
        let game = s.game
        #expect(reduce(&s, .storageWarning("Cannot save to ~/x: read-only"), now: 1).isEmpty)
        #expect(s.message == "Cannot save to ~/x: read-only" && s.game == game)
        #expect(s.scene(now: 1).message == "Cannot save to ~/x: read-only")
        _ = reduce(&s, .intent(.cardTapped(index: 0)), now: 2)
        #expect(s.message == nil)
    }

    @Test func statisticsLinesGoOnTheGameOverPanel() {
        var s = state()
        #expect(reduce(&s, .statisticsChanged(panelLines: ["Games: 3", "Best: 41"]), now: 1).isEmpty)
        #expect(s.gameOverLines == ["Games: 3", "Best: 41"])
        #expect(s.scene(now: 1).gameOverLines == ["Games: 3", "Best: 41"])
    }

    @Test func aSoloClockChangesNothingButACountdownRunsOut() throws {
        var solo = state()
        let before = solo.game
        #expect(reduce(&solo, .clock, now: 30).isEmpty)
        #expect(solo.game == before)

        var duo = state(mode: .twoPlayer)
        _ = reduce(&duo, .intent(.claimTapped(player: 0)), now: 1)
        let deadline = try #require(duo.game.turn.deadline)
        let effects = reduce(&duo, .clock, now: deadline + 0.01)
        #expect(effects.withoutRecords.count == 1)
        #expect(effects.records.map(\.kinds) == [[.timeout]])
        #expect(duo.message == "Player 1 ran out of time")
    }

    @Test func theLayoutIsMadeAgainOnlyWhenTheWindowOrTheCardCountChanges() {
        var s = state(seed: 11)
        let opening = s.layout
        _ = reduce(&s, .intent(.cardTapped(index: 2)), now: 1)
        _ = reduce(&s, .intent(.shuffleRequested), now: 2)
        #expect(s.layout == opening)
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 3)
        #expect(s.layout.cardCount == 15 && s.layout.grid.count == 15)
        #expect(s.layout != opening)
        let fifteen = s.layout
        #expect(
            reduce(&s, .input(.resized(width: 700, height: 1100)), now: 4) == [.relaidOut(width: 700, height: 1100)])
        #expect(s.layout.screen.width == 700 && s.layout.screen.orientation == .portrait)
        #expect(s.layout != fifteen)
        // The scene draws and hit-tests on that same layout.
        #expect(s.scene(now: 4).table == s.layout)
    }

    @Test func theViewShowsWhatTheRecognizersHold() {
        var s = state()
        _ = reduce(&s, .input(.keyDown(.k, modifiers: [], isRepeat: false)), now: 1)
        #expect(s.gestures.labelsShown && s.scene(now: 1).labelsShown)
        #expect(s.scene(now: 1).appearance(ofCard: 0).label == "1")
        // A right-button turn of 60° around the board's centre: half the 120° that shuffles.
        let centre = s.layout.screen.board.center
        let at = { (degrees: Double) in
            Point(centre.x + 200 * cosine(degrees * .pi / 180), centre.y + 200 * sine(degrees * .pi / 180))
        }
        _ = reduce(&s, .input(.pointerDown(.right, at: at(0), time: 0)), now: 1)
        for degrees in stride(from: 10.0, through: 60, by: 10) {
            _ = reduce(&s, .input(.pointerMove(to: at(degrees), time: 0)), now: 1)
        }
        #expect(abs(s.scene(now: 1).turnProgress - 0.5) < 1e-9)
        #expect(abs(s.scene(now: 1).turnAngle - .pi / 3) < 1e-9)
        _ = reduce(&s, .input(.focusLost), now: 1)
        #expect(s.scene(now: 1).turnProgress == 0 && s.gestures.turn == .none)
    }

    @Test func aButtonIsDrawnPressedWhileTheButtonIsHeldOnIt() throws {
        var s = state()
        let hint = try #require(s.layout.screen.frame(of: .hint))
        _ = reduce(&s, .input(.pointerDown(.left, at: hint.center, time: 0)), now: 1)
        #expect(s.pressedButton == .hint && s.scene(now: 1).pressedButton == .hint)
        _ = reduce(&s, .input(.pointerUp(.left, at: hint.center, time: 0.1)), now: 1)
        #expect(s.pressedButton == nil)
        #expect(s.game.hintLevel == 1)
    }
}
