import SetCore
import SetStorageTestSupport

/// The game's files in a temporary folder, as the storage tests make them.
enum StorageTests {
    typealias Folder = TemporaryGameFolder

    /// A game a few moves in: a Set found and taken, a shuffle, one card selected, a hint.
    static func playedGame() -> Game { SampleGames.played() }
}
