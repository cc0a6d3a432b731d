import Foundation
import SetCore
import SetStorage

/// A temporary folder with the game's two XDG folders inside, removed at the end:
/// what every test target that touches the game's files starts from.
package final class TemporaryGameFolder {
    package let url: URL
    package let locations: StorageLocations

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("set-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        locations = StorageLocations(stateFolder: url.path + "/state/set-game", dataFolder: url.path + "/data/set-game")
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The game's storage in this folder, with its warnings kept for the window rather than printed.
    package func storage() -> Storage { Storage(locations: locations, echoesWarnings: false) }

    /// A file's bytes, nil if it is not there.
    package func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

    /// Writes `bytes` at `path`, making its folders.
    package func put(_ bytes: [UInt8], at path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

/// Games the storage tests save and load.
package enum SampleGames {
    /// A game a few moves in: a Set found and taken, a shuffle, one card selected, a hint.
    package static func played() -> Game {
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
