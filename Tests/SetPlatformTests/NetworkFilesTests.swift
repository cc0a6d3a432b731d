import Foundation
import SetCore
import SetNet
import SetProtocol
import SetStorage
import Testing

@testable import SetPlatform

/// The host's autosave: written off the network thread, the latest game always last.
@Suite("Network files")
struct NetworkFilesTests {
    /// A fresh game of its own seed, told apart by its table.
    static func game(_ seed: UInt64) -> HostGame {
        HostGame(seed: seed, mode: .solo, now: 0)
    }

    @Test func aBurstOfSavesLeavesTheLastGameOnDisk() throws {
        let folder = try StorageTests.Folder()
        let files = NetworkFiles(locations: folder.locations)
        // Two hundred saves in a burst, as a peer reconnecting and dropped over and over asks for them.
        for seed in 1...200 { files.saveHostGame(Self.game(UInt64(seed))) }
        files.flush()
        let saved = try #require(files.hostGame())
        #expect(saved.snapshot.cards == Self.game(200).snapshot.cards)
        #expect(saved.snapshot.cards != Self.game(199).snapshot.cards)
    }

    @Test func eachSaveThatIsWaitedForIsOnDisk() throws {
        let folder = try StorageTests.Folder()
        let files = NetworkFiles(locations: folder.locations)
        for seed in [7, 3, 11] as [UInt64] {
            files.saveHostGame(Self.game(seed))
            files.flush()
            #expect(files.hostGame()?.snapshot.cards == Self.game(seed).snapshot.cards)
        }
        // Another copy of the same files (the host's closure holds one) folds into the same queue.
        let copy = files
        files.saveHostGame(Self.game(5))
        copy.saveHostGame(Self.game(6))
        files.flush()
        #expect(copy.hostGame()?.snapshot.cards == Self.game(6).snapshot.cards)
    }
}
