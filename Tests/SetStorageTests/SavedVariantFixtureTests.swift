import Foundation
import Testing

@testable import SetCore
@testable import SetStorage

/// The moves the variant fixtures were saved after: three groups found, one card selected
/// after them, and, where the mode keeps a history, the last move undone. The fixtures
/// (`Fixtures/game-<mode>.json`) were written by this script at commit 95e4daf, before MegaSet.
enum VariantFixtureScript {
    /// The modes with a fixture here: every mode but the four `SavedFileFixtureTests` reads already.
    static let modes: [Game.Mode] = [
        .chain, .ultra, .ultra9, .ultraChain, .ghost, .puzzle, .shuffle, .memory, .sprint10, .sprint20,
        .sprint30, .timed,
    ]

    /// The game of `mode` from seed 7 after the script, and its history where the mode keeps one.
    static func played(_ mode: Game.Mode) -> (Game, History?) {
        var game = Game(seed: 7, mode: mode, now: 0)
        var history = mode.keepsHistory ? History(startingAt: game) : nil
        var time = 0.0
        func tap(_ intent: Intent) {
            time += 1.5
            if !game.apply(intent, now: time).isEmpty { history?.record(intent, at: game.clock) }
        }
        for _ in 0..<3 {
            guard let board = game.board, let group = board.nextGroup else { break }
            let table = game.table, previous = board.state.previous
            for card in group.cards {
                if let index = table.firstIndex(of: card) {
                    tap(.cardTapped(index: index))
                } else if let index = previous.firstIndex(of: card) {
                    tap(.cardTapped(index: table.count + index))
                }
            }
        }
        tap(.cardTapped(index: 0))
        if let back = history?.undo(now: time + 1) { game = back }
        return (game, history)
    }
}

/// Every variant's saved game from before MegaSet still loads to the game the same moves make
/// now, with its history, and is written back byte for byte; a MegaSet game saves and loads too.
@Suite("Saved variant games from before MegaSet")
struct SavedVariantFixtureTests {
    @Test(arguments: VariantFixtureScript.modes)
    func loadsToTheSameGameAndWritesBackTheSameBytes(mode: Game.Mode) throws {
        let name = "game-\(mode.rawValue).json"
        let fixtures = SavedFileFixtureTests()
        let storage = try fixtures.storage(with: [name])
        let saved = try #require(storage.loadSavedGame(mode: mode), "\(mode)")
        let (game, history) = VariantFixtureScript.played(mode)
        #expect(saved.game == game)
        #expect(saved.history == history)
        #expect(game.board.map { $0.groupsFound >= 2 } == true, "the script found groups in \(mode)")
        #expect(try VersionedFile.encode(saved) == SavedFileFixtureTests.bytes(name))
    }

    @Test func aMegaSetGameSavesAndLoadsWithItsFiveCharacterCodes() throws {
        let folder = try StorageTests.Folder()
        var game = Game(seed: 7, mode: .megaSet, now: 0)
        let group = try #require(game.board?.nextGroup)
        for (n, card) in group.cards.enumerated() {
            _ = game.apply(.cardTapped(index: try #require(game.table.firstIndex(of: card))), now: Double(n + 1))
        }
        #expect(game.table.count >= 16 && game.board?.groupsFound == 1)
        #expect(folder.storage().saveGame(game, history: History(startingAt: game)))
        let saved = try #require(folder.storage().loadSavedGame(mode: .megaSet))
        #expect(saved.game == game)
        let bytes = try #require(folder.bytes(folder.locations.savedGame(for: .megaSet)))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"\(game.table[0].code)\"") && game.table[0].code.count == 5)
    }
}
