import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// Undo and redo through the app core: keys, the button, two players, and the trace's view of them.
@Suite("App core: undo")
struct UndoTests {
    func key(_ key: Key, _ modifiers: KeyModifiers) -> AppAction {
        .input(.keyDown(key, modifiers: modifiers, isRepeat: false))
    }

    @Test func ctrlZTakesBackAFoundSetAndCtrlShiftZMakesItAgain() throws {
        var s = AppState(game: Game(seed: 7, now: 0), width: 1280, height: 800)
        let set = try #require(SetFinder.firstSet(in: s.game.table))
        for (n, index) in set.enumerated() { _ = reduce(&s, .intent(.cardTapped(index: index)), now: Double(n)) }
        let found = s.game
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 5)
        #expect(s.game.foundSets.count == 1)
        #expect(reduce(&s, key(.z, .ctrl), now: 9).withoutRecords == [.undone])
        #expect(s.game.table == found.table && s.game.score == found.score && s.game.selection == set)
        #expect(s.scene(now: 9).canUndo && s.history?.canRedo == true)
        #expect(reduce(&s, key(.z, [.ctrl, .shift]), now: 10).withoutRecords == [.redone])
        #expect(s.game.foundSets.count == 1 && s.game.table.count == 12)
        #expect(reduce(&s, key(.z, .ctrl), now: 11).withoutRecords == [.undone])
        #expect(reduce(&s, key(.y, .ctrl), now: 12).withoutRecords == [.redone])
        #expect(s.history?.undoCount == 2)
    }

    @Test func theUndoButtonIsLiveOnlyWithSomethingToUndo() throws {
        var s = AppState(game: Game(seed: 7, now: 0), width: 1280, height: 800)
        let button = try #require(s.layout.screen.frame(of: .undo))
        #expect(!s.scene(now: 0).isEnabled(.undo))
        _ = reduce(&s, .input(.pointerDown(.left, at: button.center, time: 0)), now: 1)
        #expect(reduce(&s, .input(.pointerUp(.left, at: button.center, time: 0)), now: 1).isEmpty)
        #expect(s.message == "Nothing to undo")
        _ = reduce(&s, .intent(.hintTapped), now: 2)
        #expect(s.scene(now: 2).isEnabled(.undo))
        _ = reduce(&s, .input(.pointerDown(.left, at: button.center, time: 0)), now: 3)
        #expect(reduce(&s, .input(.pointerUp(.left, at: button.center, time: 0)), now: 3).withoutRecords == [.undone])
        #expect(s.game.hintLevel == 0 && s.message == nil)
    }

    @Test func undoingNewGameBringsTheOldGameBack() {
        var s = AppState(game: Game(seed: 7, now: 0), width: 1280, height: 800)
        _ = reduce(&s, .intent(.cardTapped(index: 2)), now: 30)
        let old = s.game
        _ = reduce(&s, .intent(.newGameTapped), now: 60)
        #expect(s.game.seed != old.seed)
        _ = reduce(&s, key(.z, .ctrl), now: 90)
        #expect(s.game.seed == old.seed && s.game.table == old.table && s.game.selection == [2])
        #expect(s.game.playTime(at: 90) == 30)
    }

    @Test func twoPlayersHaveNoUndoAndAreToldSo() {
        var s = AppState(game: Game(seed: 7, mode: .twoPlayer, now: 0), width: 1280, height: 800)
        #expect(s.history == nil && s.layout.screen.frame(of: .undo) == nil)
        _ = reduce(&s, .intent(.claimTapped(player: 0)), now: 1)
        #expect(reduce(&s, key(.z, .ctrl), now: 2).isEmpty)
        #expect(s.message == "Undo is for solo games")
        #expect(reduce(&s, key(.y, .ctrl), now: 3).isEmpty)
        #expect(s.message == "Redo is for solo games")
    }

    @Test func aMoveAfterAnUndoEndsRedo() {
        var s = AppState(game: Game(seed: 7, now: 0), width: 1280, height: 800)
        _ = reduce(&s, .intent(.cardTapped(index: 0)), now: 1)
        _ = reduce(&s, key(.z, .ctrl), now: 2)
        _ = reduce(&s, .intent(.cardTapped(index: 1)), now: 3)
        #expect(reduce(&s, key(.y, .ctrl), now: 4).isEmpty)
        #expect(s.message == "Nothing to redo" && s.game.selection == [1])
    }
}
