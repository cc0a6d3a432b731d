import CSDL2
import Foundation
import SetCore
import Testing

@testable import SetPlatform
@testable import SetStorage

/// Saving and resuming through the real event loop, headless. An extension of
/// the headless suite so that it shares its one-session-at-a-time SDL.
extension HeadlessLoopTests {
    @Test func aNewSessionResumesTheSavedGameExactly() throws {
        let folder = try StorageTests.Folder()
        let played: Game
        do {
            let h = try Harness(launch: LaunchSettings(play: .init(seed: 7)), locations: folder.locations)
            let set = try #require(SetFinder.firstSet(in: h.session.game.table))
            for index in set { h.click(h.cardCentre(index)) }
            h.key(Int32(bitPattern: SDLK_d.rawValue))
            h.key(Int32(bitPattern: SDLK_r.rawValue), mod: KMOD_LCTRL)
            h.click(h.cardCentre(5))
            played = h.session.game
            #expect(played.foundSets.count == 1 && played.selection == [5] && played.score > 0)
            // Dropped without closing, as a crash would drop it.
        }
        let h = try Harness(launch: LaunchSettings(), locations: folder.locations)
        #expect(h.session.game == played)
        let start = try #require(try h.lines().first)
        let ids = (start["cards"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == played.table.map(\.code))
        #expect(start["selection"] as? String == "partial")
        #expect(start["score"] as? Int == played.score)
        #expect(start["matched"] as? Int == 1)
        let stats = folder.storage().loadStatistics()
        #expect(stats.gamesStarted == 1 && stats.setsFound == 1)
    }

    @Test func eachModeKeepsItsOwnGame() throws {
        let folder = try StorageTests.Folder()
        let solo = StorageTests.playedGame()
        folder.storage().saveGame(solo)
        do {
            let h = try Harness(
                launch: LaunchSettings(play: .init(seed: 8, twoPlayer: true)), locations: folder.locations)
            h.key(Int32(bitPattern: SDLK_r.rawValue), mod: KMOD_LCTRL)
            #expect(h.session.game.mode == .twoPlayer)
        }
        let storage = folder.storage()
        #expect(storage.loadGame(mode: .solo) == solo)
        let two = try #require(storage.loadGame(mode: .twoPlayer))
        #expect(two.seed == 8 && two.table != Game(seed: 8, mode: .twoPlayer, now: 0).table)
        let h = try Harness(launch: LaunchSettings(), locations: folder.locations)
        #expect(h.session.game == solo)
    }

    @Test func closingKeepsTheTimePlayedSinceTheLastMove() throws {
        let folder = try StorageTests.Folder()
        let h = try Harness(launch: LaunchSettings(play: .init(seed: 3)), locations: folder.locations)
        h.click(h.cardCentre(0))
        let clicked = h.session.game.clock
        usleep(120_000)
        h.session.close()
        let saved = try #require(folder.storage().loadGame(mode: .solo))
        #expect(saved.clock >= clicked + 0.1)
        #expect(saved.selection == [0])
    }

    @Test func newAndSeedStartAFreshGameAndReplaceTheSave() throws {
        let folder = try StorageTests.Folder()
        folder.storage().saveGame(StorageTests.playedGame())
        let h = try Harness(launch: LaunchSettings(play: .init(newGame: true)), locations: folder.locations)
        #expect(h.session.game == Game(seed: 42, now: 0))
        // On disk from the first frame, so --new holds even if nothing is played.
        #expect(folder.storage().loadGame(mode: .solo) == Game(seed: 42, now: 0))
    }

    @Test func anUnreadableSaveShowsItsWarningInTheWindow() throws {
        let folder = try StorageTests.Folder()
        let path = folder.locations.savedGame(for: .solo)
        try folder.put(Array("{\"format\": \"set-game/save\", \"version\": 7}".utf8), at: path)
        let h = try Harness(launch: LaunchSettings(), locations: folder.locations)
        #expect(
            h.session.message == "the saved game was unreadable (version 7 is newer than this set-game reads (1)); "
                + "kept it as \(path).corrupt and started a new game")
        #expect(try h.lines().first?["message"] as? String == h.session.message)
        #expect(h.session.game == Game(seed: 42, now: 0))
    }

    @Test func aFolderThatCannotBeWrittenWarnsOnceAndTheGamePlaysOn() throws {
        let folder = try StorageTests.Folder()
        let blocker = folder.url.path + "/blocker"
        try folder.put([0], at: blocker)
        let locations = StorageLocations(stateFolder: blocker + "/set-game", dataFolder: folder.url.path + "/data")
        let h = try Harness(launch: LaunchSettings(play: .init(seed: 7)), locations: locations)
        #expect(h.session.message?.hasPrefix("cannot save in \(blocker)/set-game (\(blocker): not a folder)") == true)
        let set = try #require(SetFinder.firstSet(in: h.session.game.table))
        for index in set { h.click(h.cardCentre(index)) }
        #expect(h.session.game.selectionState == .match)
        // One warning per folder, however many moves.
        #expect(try h.lines().compactMap { $0["message"] as? String }.count == 1)
    }

    @Test func theGameOverPanelShowsTheStatistics() throws {
        let folder = try StorageTests.Folder()
        var stats = Statistics()
        stats.gamesFinished = 4
        stats.bestTime = 461
        folder.storage().saveStatistics(stats)
        // A game one Set from its end: play the rest of a seeded game but the last Set.
        var game = Game(seed: 11, now: 0)
        var now = 0.0
        while !game.isGameOver {
            now += 1
            if game.selectionState == .match {
                game.apply(.cardTapped(index: game.selection[0]), now: now)
            } else if let set = SetFinder.firstSet(in: game.table) {
                var after = game
                for index in set { after.apply(.cardTapped(index: index), now: now) }
                if after.isGameOver { break }
                game = after
            } else {
                game.apply(.dealTapped(player: nil), now: now)
            }
        }
        folder.storage().saveGame(game)
        let h = try Harness(launch: LaunchSettings(), locations: folder.locations)
        #expect(h.session.game == game)
        let set = try #require(SetFinder.firstSet(in: h.session.game.table))
        let kind = try #require(SetKind(set.map { game.table[$0] }))
        for index in set { h.click(h.cardCentre(index)) }
        #expect(h.session.game.isGameOver)
        let recorded = try #require(h.session.statistics)
        #expect(recorded.gamesFinished == 5)
        let lines = recorded.panelLines(for: h.session.game)
        #expect(lines.contains("Games finished 5"))
        // Only the last find was timed (the statistics on disk had no record of this game).
        #expect(lines.first?.hasPrefix("Your slowest: Sets that \(Statistics.phrase(kind)), ") == true, "\(lines)")
        #expect(recorded.currentGame?.seconds.compactMap { $0 }.count == 1)
        #expect(folder.storage().loadStatistics() == recorded)
    }

    /// Windows from the minimum to 8K, resized in bursts as a window manager would:
    /// no crash, and resident memory does not keep growing once warmed up.
    @Test func rapidResizesAcrossTheWholeRangeNeitherCrashNorGrow() throws {
        let h = try Harness(seed: 4, size: .minimum)
        let sizes: [(Int32, Int32)] = (0..<300).map { n in
            // A walk that visits both ends of the range and much in between.
            let t = Double((n * 37) % 300) / 299
            return (Int32(320 + t * (7680 - 320)), Int32(240 + (1 - t) * (4320 - 240)))
        }
        func burst(_ slice: ArraySlice<(Int32, Int32)>) {
            for (w, h2) in slice { SDL_SetWindowSize(h.window.handle, w, h2) }
            SDL_PumpEvents()
            h.session.drainQueue()
        }
        func residentPages() -> Int {
            let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
            return statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        }
        var peaks: [Int] = []
        for start in stride(from: 0, to: 300, by: 20) {
            burst(sizes[start..<start + 20])
            // The largest frame after every burst, so each peak is measured at the same size.
            SDL_SetWindowSize(h.window.handle, 7680, 4320)
            SDL_PumpEvents()
            h.session.drainQueue()
            peaks.append(residentPages())
        }
        #expect(h.session.isRunning)
        #expect(h.window.size == WindowSize(width: 7680, height: 4320))
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        // The first bursts warm the allocator up to its working set; after that it must stay put.
        let growth = (peaks.last ?? 0) - peaks[3]
        // Each 8K frame is 133 MB; growth per frame would show at once (11 bursts: 1.4 GB and more).
        // The slack is 128 MB because the whole test process is measured, and the suites that run
        // beside this one (network hosts, windows under Xvfb) allocate tens of megabytes meanwhile.
        #expect(growth * page < 128 << 20, "resident memory grew by \((growth * page) >> 20) MB: \(peaks)")
        let lines = try h.lines()
        #expect(lines.last?["window"] as? [Int] == [7680, 4320])
    }
}

extension HeadlessLoopTests {
    @Test func fullScreenAndTheWindowItLeftAreRememberedAtClose() throws {
        let folder = try StorageTests.Folder()
        do {
            let h = try Harness(
                launch: LaunchSettings(overrides: .init(size: WindowSize(width: 900, height: 640))),
                locations: folder.locations)
            h.key(Int32(bitPattern: SDLK_F11.rawValue))
            #expect(h.window.isFullscreen)
            h.session.close()
        }
        let settings = folder.storage().loadSettings()
        #expect(settings.fullscreen == true)
        #expect(settings.windowSize == WindowSize(width: 900, height: 640))

        let h = try Harness(launch: LaunchSettings(), locations: folder.locations)
        #expect(h.window.isFullscreen)
        h.key(Int32(bitPattern: SDLK_F11.rawValue))
        #expect(!h.window.isFullscreen && h.window.size == WindowSize(width: 900, height: 640))
        h.session.close()
        #expect(folder.storage().loadSettings().fullscreen == false)
    }
}
