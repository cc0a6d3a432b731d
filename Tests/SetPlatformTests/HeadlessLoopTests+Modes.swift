import CSDL2
import Foundation
import Geometry
import SetTable
import Testing

@testable import SetCore
@testable import SetPlatform
@testable import SetStorage

/// The mode buttons and the daily puzzle's file through the real event loop, headless.
extension HeadlessLoopTests {
    private func buttonCentre(_ h: Harness, _ id: ButtonID) throws -> Point {
        let scene = TableScene(game: h.session.game, now: 0, width: h.window.size.width, height: h.window.size.height)
        return try #require(scene.layout.frame(of: id)).center
    }

    @Test func theModeButtonsSwitchGamesAndEachModeKeepsItsOwn() throws {
        let folder = try StorageTests.Folder()
        let h = try Harness(launch: LaunchSettings(play: .init(seed: 7)), locations: folder.locations)
        h.click(h.cardCentre(0))
        let solo = h.session.game
        #expect(solo.selection == [0])

        // To Junior: a new Junior game, dealt and counted, on disk at once.
        h.click(try buttonCentre(h, .mode(.junior)))
        let junior = h.session.game
        #expect(junior.mode == .junior && junior.table.count == 9 && junior.deck.count == 18)
        let line = try #require(try h.lines().last)
        #expect(line["event"] as? String == "switchMode" && line["mode"] as? String == "junior")
        #expect((line["cards"] as? [[String: Any]])?.count == 9)
        let storage = folder.storage()
        #expect(storage.loadGame(mode: .junior) == junior)
        #expect(storage.loadGame(mode: .solo)?.selection == [0])
        #expect(
            storage.loadStatistics().record(for: .junior).gamesStarted == 1
                && storage.loadStatistics().gamesStarted == 1)

        // A Junior move, then back to solo: the solo game as it was left.
        h.key(Int32(bitPattern: SDLK_d.rawValue))
        #expect(h.session.game.table.count == 12)
        h.click(try buttonCentre(h, .mode(.solo)))
        var back = h.session.game
        #expect(back.clock >= solo.clock)
        back.clock = solo.clock
        #expect(back == solo)
        // Undo reaches into the solo game's own moves.
        h.key(Int32(bitPattern: SDLK_z.rawValue), mod: KMOD_LCTRL)
        #expect(h.session.game.selection.isEmpty)

        // Junior again: resumed with its three dealt cards; clicking the lit mode does nothing.
        h.click(try buttonCentre(h, .mode(.junior)))
        #expect(h.session.game.mode == .junior && h.session.game.table.count == 12)
        let count = try h.lines().count
        h.click(try buttonCentre(h, .mode(.junior)))
        #expect(try h.lines().count == count)
        #expect(folder.storage().loadStatistics().record(for: .junior).gamesStarted == 1)

        // Today's daily puzzle and two players, each new.
        h.click(try buttonCentre(h, .mode(.daily)))
        #expect(h.session.game.dailyDate == DailyDate.localToday)
        h.click(try buttonCentre(h, .mode(.twoPlayer)))
        #expect(h.session.game.mode == .twoPlayer && h.session.game.players.count == 2)
        #expect(try h.lines().compactMap { $0["mode"] as? String }.suffix(2) == ["daily", "twoPlayer"])
    }

    @Test func aDailyPuzzlesProgressIsSavedByItsDateAndResumed() throws {
        let folder = try StorageTests.Folder()
        let date = try #require(DailyDate("2026-11-20"))
        let launch = LaunchSettings(play: .init(daily: date))
        let found: [[Card]]
        do {
            let h = try Harness(launch: launch, locations: folder.locations)
            let sets = SetFinder.allSets(in: h.session.game.table)
            for set in sets.prefix(2) { for index in set { h.click(h.cardCentre(index)) } }
            found = h.session.game.foundSets
            #expect(found.count == 2)
            // Dropped without closing, as a crash would drop it.
        }
        let path = folder.locations.dailyGame(for: date)
        #expect(FileManager.default.fileExists(atPath: path) && path.hasSuffix("/daily-2026-11-20.json"))
        let h = try Harness(launch: launch, locations: folder.locations)
        #expect(h.session.game.foundSets == found && h.session.game.dailyDate == date)
        let start = try #require(try h.lines().first)
        #expect((start["found"] as? [[String]])?.count == 2 && start["date"] as? String == "2026-11-20")
        // Another day's puzzle is a file of its own and starts with nothing found.
        let dayBefore = try #require(DailyDate("2026-11-19"))
        let other = try Harness(launch: LaunchSettings(play: .init(daily: dayBefore)), locations: folder.locations)
        #expect(other.session.game.foundSets.isEmpty)
        #expect(folder.storage().loadDailyGame(date: date)?.game.foundSets == found)
    }

    @Test func aJuniorLaunchResumesJuniorAndKeepsItsStatisticsApart() throws {
        let folder = try StorageTests.Folder()
        do {
            let h = try Harness(
                launch: LaunchSettings(play: .init(seed: 4, junior: true)),
                locations: folder.locations)
            #expect(h.session.game == Game(seed: 4, mode: .junior, now: 0))
            let set = try #require(SetFinder.firstSet(in: h.session.game.table))
            for index in set { h.click(h.cardCentre(index)) }
            #expect(h.session.game.selectionState == .match)
        }
        let h = try Harness(launch: LaunchSettings(play: .init(junior: true)), locations: folder.locations)
        #expect(h.session.game.mode == .junior && h.session.game.seed == 4 && h.session.game.score > 0)
        let stats = folder.storage().loadStatistics()
        #expect(stats.record(for: .junior).gamesStarted == 1 && stats.record(for: .junior).groupsFound == 1)
        #expect(stats.gamesStarted == 0 && stats.setsFound == 0)
        #expect(folder.storage().loadGame(mode: .solo) == nil)
    }
}
