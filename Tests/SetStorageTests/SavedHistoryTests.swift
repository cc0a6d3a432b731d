import Foundation
import Testing

@testable import SetCore
@testable import SetStorage

/// The history saved with the game: read back as written, absent from older
/// files, and dropped (not the game) when it does not lead to the game.
@Suite("Saved history")
struct SavedHistoryTests {
    /// A solo game a few moves in, with one move undone, and its history.
    static func played() -> (Game, History) {
        var game = Game(seed: 7, now: 0)
        var history = History(startingAt: game)
        for (intent, time) in [
            (Intent.cardTapped(index: 1), 1.0), (.hintTapped, 2), (.dealTapped(player: nil), 3),
            (.cardTapped(index: 4), 4),
        ] {
            if !game.apply(intent, now: time).isEmpty { history.record(intent, at: game.clock) }
        }
        if let back = history.undo(now: 10) { game = back }
        return (game, history)
    }

    @Test func theHistoryIsReadBackAsWritten() throws {
        let folder = try StorageTests.Folder()
        let (game, history) = Self.played()
        #expect(folder.storage().saveGame(game, history: history))
        let saved = try #require(folder.storage().loadSavedGame(mode: .solo))
        #expect(saved.game == game && saved.history == history)
        #expect(saved.history?.canRedo == true && saved.history?.undoCount == 1)
    }

    @Test func aSaveWithoutAHistoryLoadsWithNone() throws {
        let folder = try StorageTests.Folder()
        let (game, _) = Self.played()
        // As the version before undo wrote it: the game alone.
        try folder.put(try VersionedFile.encode(game), at: folder.locations.savedGame(for: .solo))
        let saved = try #require(folder.storage().loadSavedGame(mode: .solo))
        #expect(saved.game == game && saved.history == nil)
    }

    @Test func aHistoryThatDoesNotLeadToTheGameIsDroppedAndTheGameKept() throws {
        let folder = try StorageTests.Folder()
        let (game, history) = Self.played()
        let other = Game(seed: 8, now: 0)
        #expect(folder.storage().saveGame(game, history: History(startingAt: other)))
        var saved = try #require(folder.storage().loadSavedGame(mode: .solo))
        #expect(saved.game == game && saved.history == nil)
        // A history whose times are impossible is as good as none.
        #expect(folder.storage().saveGame(game, history: history))
        let path = folder.locations.savedGame(for: .solo)
        let bytes = try #require(folder.bytes(path))
        let object = try JSONSerialization.jsonObject(with: Data(bytes))
        var json = try #require(object as? [String: Any])
        var stored = try #require(json["game"] as? [String: Any])
        var kept = try #require(stored["history"] as? [String: Any])
        kept["pendingShift"] = -6
        stored["history"] = kept
        json["game"] = stored
        try folder.put(Array(try JSONSerialization.data(withJSONObject: json)), at: path)
        saved = try #require(folder.storage().loadSavedGame(mode: .solo))
        #expect(saved.game == game && saved.history == nil)
    }

    @Test func aGameWithUndosIsNotABest() throws {
        var finished = Statistics()
        let game = Game(seed: 1, now: 0)
        finished.record([.gameOver], game: game, before: game, countsForBest: false)
        #expect(finished.gamesFinished == 1 && finished.bestScore == nil && finished.bestTime == nil)
        finished.record([.gameOver], game: game, before: game)
        #expect(finished.gamesFinished == 2 && finished.bestScore == 0)
    }
}
