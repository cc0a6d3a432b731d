import Foundation
@testable import SetCore
@testable import SetStorage

/// The game's files in a temporary folder, as the storage tests make them.
enum StorageTests {
    /// A temporary folder with the game's two XDG folders inside, removed at the end.
    final class Folder {
        let url: URL
        let locations: StorageLocations
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("set-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            locations = StorageLocations(stateFolder: url.path + "/state/set-game", dataFolder: url.path + "/data/set-game")
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        func storage() -> Storage { Storage(locations: locations, echoesWarnings: false) }

        func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

        func put(_ bytes: [UInt8], at path: String) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
    }

    /// A game a few moves in: a Set found and taken, a shuffle, one card selected, a hint.
    static func playedGame() -> Game {
        var game = Game(seed: 7, now: 0)
        if let set = SetFinder.firstSet(in: game.table) {
            for (n, index) in set.enumerated() { game.apply(.cardTapped(index: index), now: Double(n + 1)) }
        }
        game.apply(.dealTapped(player: nil), now: 5)
        game.apply(.shuffleRequested, now: 6)
        game.apply(.cardTapped(index: 4), now: 7.25)
        game.apply(.hintTapped, now: 8.5)
        return game
    }
}
