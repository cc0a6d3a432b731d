import Foundation
import Testing

@testable import SetCore
@testable import SetStorage

/// Files written by the game before it changed how it reads and writes JSON
/// (`Fixtures/`, saved by `Storage` at commit 8311e84 from games played through
/// `Game.apply`): each must still load to exactly the same game, history,
/// settings and figures, and be written back byte for byte as it was.
@Suite("Saved files from an earlier build")
final class SavedFileFixtureTests {
    /// The folders this test's storage reads, removed when the test is over.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("set-fixtures-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The fixture folder beside this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// A storage whose folders hold the fixture files under their own names.
    func storage(with names: [String]) throws -> Storage {
        let locations = StorageLocations(stateFolder: root.path + "/state", dataFolder: root.path + "/data")
        for folder in [locations.stateFolder, locations.dataFolder] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for name in names {
            let target = name == "stats.json" ? locations.dataFolder : locations.stateFolder
            try FileManager.default.copyItem(
                atPath: Self.folder.appendingPathComponent(name).path, toPath: target + "/" + name)
        }
        return Storage(locations: locations, echoesWarnings: false)
    }

    static func cards(_ codes: [String]) -> [Card] { codes.compactMap(Card.init(code:)) }

    @Test func aSoloGameWithUndoAndRedo() throws {
        let storage = try storage(with: ["game-solo.json"])
        let saved = try #require(storage.loadSavedGame(mode: .solo))
        let game = saved.game
        #expect(game.mode == .solo && game.seed == 7)
        #expect(
            game.table
                == Self.cards([
                    "1PSS", "1GSS", "3POS", "3GSF", "1GSO", "3PSF",
                    "1PDS", "2GSO", "3RDO", "2ROF", "3RDF", "2ROO",
                ]))
        #expect(game.deck.count == 60 && game.deck.prefix(3) == Self.cards(["1POS", "2PSS", "1RSO"])[...])
        #expect(game.selection == [1, 3] && game.selectionState == .partial)
        #expect(
            game.foundSets == [
                Self.cards(["2GSF", "2GOS", "2GDO"]), Self.cards(["3GDS", "2RSF", "1POO"]),
                Self.cards(["2GDS", "1RDF", "3PDO"]),
            ])
        #expect(game.score == 25 && game.hintsUsed == 1 && game.mismatches == 0)
        #expect(game.clock == 44 && game.startedAt == 4 && game.tableChangedAt == 37)
        let history = try #require(saved.history)
        #expect(history.undoCount == 2 && history.canUndo && history.canRedo)
        #expect(history.moves.count == 15 && history.undone.count == 1)
        #expect(history.undone.first?.intent == .cardTapped(index: 7) && history.undone.first?.time == 41)
        #expect(history.moves.last?.intent == .cardTapped(index: 3) && history.moves.last?.shift == 4)
        #expect(history.leads(to: game))
        #expect(try VersionedFile.encode(saved) == Self.bytes("game-solo.json"))
    }

    @Test func aTwoPlayerGame() throws {
        let storage = try storage(with: ["game-two-player.json"])
        let saved = try #require(storage.loadSavedGame(mode: .twoPlayer))
        let game = saved.game
        #expect(game.mode == .twoPlayer && game.seed == 11 && saved.history == nil)
        #expect(
            game.table
                == Self.cards([
                    "3GOS", "3GSF", "1ROS", "2RDO", "2GDF", "2RSS",
                    "3POF", "1GOO", "3GDO", "3ROO", "2GSS", "1RSF",
                ]))
        #expect(game.deck.count == 60 && game.selection.isEmpty && game.clock == 21)
        #expect(game.players.map(\.score) == [2, 1] && game.players.map(\.setsFound) == [2, 1])
        #expect(game.foundSets.count == 3 && game.foundSets[1] == Self.cards(["1GSF", "1ROO", "1PDS"]))
        #expect(try VersionedFile.encode(saved) == Self.bytes("game-two-player.json"))
    }

    @Test func aJuniorGame() throws {
        let storage = try storage(with: ["game-junior.json"])
        let saved = try #require(storage.loadSavedGame(mode: .junior))
        let game = saved.game
        #expect(game.mode == .junior && game.seed == 9)
        #expect(game.table == Self.cards(["1ROF", "3GOF", "3RSF", "2GDF", "3GDF", "1RDF", "1POF", "2POF", "1GSF"]))
        #expect(game.deck.count == 15 && game.selection == [0, 1, 7] && game.selectionState == .match)
        #expect(game.score == 17 && game.hintsUsed == 1 && game.clock == 16)
        #expect(game.foundSets == [Self.cards(["2RSF", "3GSF", "1PSF"])])
        let history = try #require(saved.history)
        #expect(history.moves.count == 8 && history.undoCount == 0 && !history.canRedo)
        #expect(try VersionedFile.encode(saved) == Self.bytes("game-junior.json"))
    }

    @Test func aDailyPuzzle() throws {
        let storage = try storage(with: ["daily-2026-11-23.json"])
        let date = try #require(DailyDate(year: 2026, month: 11, day: 23))
        let saved = try #require(storage.loadDailyGame(date: date))
        let game = saved.game
        #expect(game.mode == .daily && game.dailyDate == date && game.deck.isEmpty)
        #expect(
            game.table
                == Self.cards([
                    "2GSO", "1ROO", "3RDF", "2PDS", "1PSO", "1GDS",
                    "1GOF", "2PDO", "1RSS", "3PSF", "3GOF", "1RDS",
                ]))
        #expect(game.foundSets == [Self.cards(["2GSO", "1GDS", "3GOF"]), Self.cards(["2GSO", "1RSS", "3PSF"])])
        #expect(game.hintSet == Self.cards(["3RDF", "1GDS", "2PDO"]) && game.hintLevel == 1 && game.hintsUsed == 1)
        #expect(game.selection == [0, 8, 9] && game.clock == 30 && !game.isGameOver)
        #expect(try VersionedFile.encode(saved) == Self.bytes("daily-2026-11-23.json"))
    }

    @Test func theSettings() throws {
        let settings = try storage(with: ["settings.json"]).loadSettings()
        #expect(
            settings
                == RememberedSettings(
                    windowSize: WindowSize(width: 1440, height: 900), fullscreen: false,
                    colorblind: true, animation: false))
        #expect(try VersionedFile.encode(settings) == Self.bytes("settings.json"))
    }

    @Test func statisticsWithEverySectionFilled() throws {
        let storage = try storage(with: ["stats.json"])
        let stats = storage.loadStatistics()
        #expect(storage.warnings.isEmpty)
        #expect(stats.gamesStarted == 5 && stats.gamesFinished == 2 && stats.setsFound == 40 && stats.hintsUsed == 2)
        #expect(stats.bestTime == 205 && stats.bestScore == 221)
        #expect(stats.finishedSoloSeconds == 205 && stats.finishedSoloSets == 25)
        #expect(stats.findTimes.map(\.buckets) == [[:], [3: 11, 8: 1, 9: 1], [3: 9, 7: 1], [3: 6]])
        #expect(stats.missedSets == [0, 1, 0, 0])
        #expect(stats.currentGame == GameFinds(seed: 7, startedAt: 0, seconds: [9, 3, 3, 8]))
        #expect(stats.dailySolved == Set([DailyDate(year: 2026, month: 11, day: 20)].compactMap { $0 }))
        #expect(stats.dailyBestTime == 60)
        let junior = stats.record(for: .junior)
        #expect(junior.gamesStarted == 2 && junior.gamesFinished == 1 && junior.groupsFound == 9)
        #expect(junior.hintsUsed == 2 && junior.bestTime == 48 && junior.bestScore == 61)
        #expect(junior.finishedSeconds == 48 && junior.finishedGroups == 7 && junior.mostGroups == nil)
        let today = try #require(DailyDate(year: 2026, month: 11, day: 21))
        #expect(
            stats.table(today: today) == """
                                         Set  Junior
                Games started              5       2
                Games finished             2       1
                Sets found                40       9
                Hints used                 2       2
                Best time (solo)        3:25    0:48
                Best score (solo)        221      61
                Seconds per Set (solo)   8.2     6.9

                Daily puzzles solved      1
                Current streak (days)     1
                Longest streak (days)     1
                Best daily time        1:00

                Kinds of Set (solo)   found  median seconds  missed
                differ in 1 feature       0               -       0
                differ in 2 features     13             3.0       1
                differ in 3 features     10             3.0       0
                differ in 4 features      6             3.0       0
                all                      29             3.0       1

                Variants  none played yet

                """)
        #expect(try VersionedFile.encode(stats) == Self.bytes("stats.json"))
    }

    /// `stats-variants.json`: `stats.json` with five variants' records beside Junior's, as the build
    /// before one record type served every mode wrote it (an unknown variant name, `tripleSet`, is kept).
    @Test func statisticsWithVariantRecords() throws {
        let stats = try VersionedFile.decode(Statistics.self, from: Self.bytes("stats-variants.json"))
        let junior = stats.record(for: .junior)
        #expect(junior.gamesStarted == 2 && junior.gamesFinished == 1 && junior.groupsFound == 9)
        #expect(junior.hintsUsed == 2 && junior.bestTime == 48 && junior.bestScore == 61)
        #expect(junior.finishedSeconds == 48 && junior.finishedGroups == 7 && junior.mostGroups == nil)
        #expect(stats.records.keys.sorted() == ["junior", "memory", "sprint10", "timed", "tripleSet", "ultra"])
        let ultra = try #require(stats.records["ultra"])
        #expect(ultra.gamesStarted == 3 && ultra.gamesFinished == 1 && ultra.groupsFound == 20)
        #expect(ultra.bestTime == 312.5 && ultra.bestScore == 18 && ultra.mostGroups == nil)
        let sprint = try #require(stats.records["sprint10"])
        #expect(sprint.gamesStarted == 2 && sprint.gamesFinished == 2 && sprint.groupsFound == 21)
        #expect(sprint.bestTime == 95.25 && sprint.bestScore == nil && sprint.mostGroups == nil)
        let timed = try #require(stats.records["timed"])
        #expect(timed.gamesStarted == 1 && timed.gamesFinished == 1 && timed.groupsFound == 14)
        #expect(timed.bestTime == nil && timed.bestScore == nil && timed.mostGroups == 14)
        let memory = try #require(stats.records["memory"])
        #expect(memory.gamesStarted == 1 && memory.gamesFinished == 0 && memory.groupsFound == 2)
        #expect(memory.bestTime == nil && memory.bestScore == nil && memory.mostGroups == nil)
        let unknown = try #require(stats.records["tripleSet"])
        #expect(unknown.gamesStarted == 4 && unknown.gamesFinished == 3 && unknown.groupsFound == 30)
        #expect(unknown.bestTime == 100 && unknown.bestScore == 40)
        let today = try #require(DailyDate(year: 2026, month: 11, day: 21))
        #expect(
            stats.table(today: today).hasSuffix(
                """

                Variants    games  finished  found  best time  best score
                UltraSet        3         1     20       5:12          18
                Memory          1         0      2          -           -
                Sprint 10       2         2     21       1:35           -
                Timed 2:00      1         1     14          -     14 Sets

                """))
        let panels = Game.Mode.allCases.map { stats.panelLines(for: Game(seed: 3, mode: $0, now: 0)) }
        #expect(
            panels[Game.Mode.allCases.firstIndex(of: .junior) ?? 0] == [
                "Best Junior time 0:48", "Best Junior score 61", "Junior games finished 1", "Average 6.9 s per Set",
            ])
        #expect(
            panels[Game.Mode.allCases.firstIndex(of: .ultra) ?? 0] == [
                "Best UltraSet time 5:12", "Best UltraSet score 18", "UltraSet games finished 1",
            ])
        #expect(
            panels[Game.Mode.allCases.firstIndex(of: .sprint10) ?? 0] == [
                "Best Sprint 10 time 1:35", "Sprint 10 games finished 2",
            ])
        #expect(
            panels[Game.Mode.allCases.firstIndex(of: .timed) ?? 0] == ["Most Sets 14", "Timed 2:00 games finished 1"])
        #expect(panels[Game.Mode.allCases.firstIndex(of: .chain) ?? 0] == ["Set-Chain games finished 0"])
        #expect(try VersionedFile.encode(stats) == Self.bytes("stats-variants.json"))
    }
}
