import Foundation
import SetApp
import SetStorageTestSupport
import SetTable
import Testing

@testable import SetCore
@testable import SetPlatform
@testable import SetStorage

/// What a launch decides from the command line and the files: the game resumed or
/// dealt, the settings the flags override and remember, the tutorial, the theme.
@Suite("Launch plan")
struct LaunchPlanTests {
    typealias Folder = TemporaryGameFolder

    // MARK: The game

    @Test func aLaunchResumesTheSavedGameOfItsModeUnlessAskedForANewOne() throws {
        let folder = try Folder()
        let storage = folder.storage()
        let solo = StorageTests.playedGame()
        storage.saveGame(solo)

        let resumed = LaunchPlan.make(LaunchSettings(), storage: storage) { 99 }
        #expect(resumed.resumed && resumed.game == solo)
        #expect(resumed.statistics.gamesStarted == 0)

        // The other mode has its own game; the solo one stays.
        let two = LaunchPlan.make(LaunchSettings(play: .init(twoPlayer: true)), storage: storage) { 99 }
        #expect(!two.resumed && two.game == Game(seed: 99, mode: .twoPlayer, now: 0))
        #expect(two.statistics.gamesStarted == 1)

        let fresh = LaunchPlan.make(LaunchSettings(play: .init(newGame: true)), storage: storage) { 5 }
        #expect(!fresh.resumed && fresh.game == Game(seed: 5, now: 0))

        let seeded = LaunchPlan.make(LaunchSettings(play: .init(seed: 12)), storage: storage) { 5 }
        #expect(!seeded.resumed && seeded.game == Game(seed: 12, now: 0))
        #expect(storage.loadGame(mode: .solo) == solo)
    }

    // MARK: Settings

    @Test func flagsOverrideTheRememberedSettingsAndAreRemembered() throws {
        let folder = try Folder()
        let storage = folder.storage()
        storage.saveSettings(RememberedSettings(windowSize: WindowSize(width: 1000, height: 700), colorblind: true))

        let plain = LaunchPlan.make(LaunchSettings(), storage: storage) { 1 }
        #expect(plain.windowSize(usable: nil) == WindowSize(width: 1000, height: 700) && plain.colorblind)
        #expect(!plain.settingsChanged)

        let flagged = LaunchPlan.make(
            LaunchSettings(
                overrides: .init(
                    size: WindowSize(width: 640, height: 480),
                    colorblind: false)), storage: storage
        ) { 1 }
        #expect(flagged.windowSize(usable: nil) == WindowSize(width: 640, height: 480) && !flagged.colorblind)
        #expect(flagged.settingsChanged)

        let none = LaunchPlan.make(LaunchSettings(), storage: try Folder().storage()) { 1 }
        #expect(none.windowSize(usable: nil) == .standard && !none.colorblind)
    }

    /// `--theme` and `--labels`/`--no-labels` win over the file, are remembered, and hold at the next launch.
    @Test func theThemeAndLabelsFlagsWinAndAreRemembered() throws {
        let folder = try Folder()
        let storage = folder.storage()
        storage.saveSettings(RememberedSettings(labelsAlwaysShown: false, theme: "dark"))

        let plain = LaunchPlan.make(LaunchSettings(), storage: storage) { 1 }
        #expect(plain.style == .dark && !plain.labelsAlwaysShown && !plain.settingsChanged)

        let flagged = LaunchPlan.make(
            LaunchSettings(overrides: .init(theme: .highContrast, labelsAlwaysShown: true)),
            storage: storage
        ) { 1 }
        #expect(flagged.style == .highContrast && flagged.labelsAlwaysShown && flagged.settingsChanged)
        #expect(flagged.appSettings.theme == Theme(style: .highContrast, palette: .standard))
        #expect(flagged.appSettings.labelsAlwaysShown)
        Autosave(storage: storage, plan: flagged).save(flagged.game)
        let text = String(decoding: try #require(folder.bytes(folder.locations.settings)), as: UTF8.self)
        #expect(text.contains(#""theme" : "highContrast""#) || text.contains(#""theme":"highContrast""#), "\(text)")
        #expect(text.contains(#""labels" : true"#) || text.contains(#""labels":true"#), "\(text)")

        let again = LaunchPlan.make(LaunchSettings(), storage: storage) { 1 }
        #expect(again.style == .highContrast && again.labelsAlwaysShown && !again.settingsChanged)

        let off = LaunchPlan.make(LaunchSettings(overrides: .init(labelsAlwaysShown: false)), storage: storage) { 1 }
        #expect(off.style == .highContrast && !off.labelsAlwaysShown && off.settingsChanged)
    }

    /// `--language` wins over the file, is remembered, and holds at the next launch; without it the settings'
    /// choice (or none: the system's) stands.
    @Test func theLanguageFlagWinsAndIsRemembered() throws {
        let folder = try Folder()
        let storage = folder.storage()
        #expect(LaunchPlan.make(LaunchSettings(), storage: storage) { 1 }.appSettings.language == nil)
        let flagged = LaunchPlan.make(LaunchSettings(overrides: .init(language: "pt_BR")), storage: storage) { 1 }
        #expect(flagged.appSettings.language == "pt_BR" && flagged.settingsChanged)
        Autosave(storage: storage, plan: flagged).save(flagged.game)
        let again = LaunchPlan.make(LaunchSettings(), storage: storage) { 1 }
        #expect(again.appSettings.language == "pt_BR" && !again.settingsChanged)
        let english = LaunchPlan.make(LaunchSettings(overrides: .init(language: "en")), storage: storage) { 1 }
        #expect(english.appSettings.language == "en" && english.settingsChanged)
    }

    /// A headless screenshot draws with the flags too, and writes nothing.
    @Test func aScreenshotDrawsWithTheThemeAndLabelsFlags() throws {
        let folder = try Folder()
        let plan = LaunchPlan.screenshotPlan(
            LaunchSettings(overrides: .init(theme: .dark, labelsAlwaysShown: true)),
            locations: folder.locations)
        #expect(plan.style == .dark && plan.labelsAlwaysShown)
        #expect(folder.bytes(folder.locations.settings) == nil)
        let scene = Screenshot.scene(
            LaunchSettings(overrides: .init(theme: .highContrast, labelsAlwaysShown: true)),
            seed: 3)
        #expect(scene.theme.style == .highContrast && scene.labelsShown)
    }

    // MARK: The theme

    @Test func launchPlanDrawsTheRememberedStyleWithThePalette() {
        var plan = LaunchPlan(
            game: .init(seed: 1, now: 0), resumed: false, statistics: .init(),
            settings: RememberedSettings(colorblind: true), settingsChanged: false)
        #expect(plan.style.rawValue == "classic" && plan.theme == .colorblind)
        plan.settings.theme = "dark"
        #expect(plan.theme.style.rawValue == "dark" && plan.theme.palette.rawValue == "colorblind")
    }

    /// A theme from a later version (or a typo) draws the classic look and is dropped, as if none were
    /// remembered; the rest of the settings stay.
    @Test func anUnknownThemeIsTheClassicLook() throws {
        let folder = try Folder()
        let json = #"{"format": "set-game/settings", "version": 1, "settings": {"animation": false, "theme": "sepia"}}"#
        try folder.put(Array(json.utf8), at: folder.locations.settings)
        let plan = LaunchPlan.make(LaunchSettings(), storage: folder.storage()) { 1 }
        #expect(plan.style == .classic && !plan.animates)
        #expect(plan.settings.theme == nil && !plan.settingsChanged)
        #expect(LaunchPlan.screenshotPlan(LaunchSettings(), locations: folder.locations).style == .classic)
    }

    // MARK: The tutorial

    @Test func onlyAFirstLaunchOpensTheTutorial() throws {
        let folder = try TemporaryGameFolder()
        let storage = folder.storage()
        let first = LaunchPlan.make(LaunchSettings(), storage: storage) { 3 }
        #expect(first.opensTutorial && !first.tutorialSeen)

        // Settings on disk (any: a window size) mean the game was played here before.
        #expect(storage.saveSettings(RememberedSettings(windowSize: WindowSize(width: 900, height: 700))))
        #expect(!LaunchPlan.make(LaunchSettings(), storage: storage) { 3 }.opensTutorial)

        // So does a saved game, even with no settings.
        let other = try TemporaryGameFolder()
        other.storage().saveGame(SampleGames.played())
        #expect(!LaunchPlan.make(LaunchSettings(), storage: other.storage()) { 3 }.opensTutorial)
    }

    @Test func theTutorialSeenIsRememberedAndReadBack() throws {
        let folder = try TemporaryGameFolder()
        let storage = folder.storage()
        let autosave = Autosave(storage: storage, plan: LaunchPlan.make(LaunchSettings(), storage: storage) { 3 })
        autosave.remember(
            ChosenSettings(
                theme: "dark", colorblind: false, animation: true, labelsAlwaysShown: false,
                volume: 80, muted: false, tutorialSeen: true))
        autosave.save(Game(seed: 3, now: 0))
        let text = String(decoding: try #require(folder.bytes(folder.locations.settings)), as: UTF8.self)
        #expect(text.contains(#""tutorial":true"#) || text.contains(#""tutorial" : true"#), "\(text)")
        let plan = LaunchPlan.make(LaunchSettings(), storage: storage) { 3 }
        #expect(plan.tutorialSeen && !plan.opensTutorial)
    }

    // MARK: Statistics across launches

    /// A find's time survives a relaunch with the saved game, and a find made again
    /// after a relaunch that lost the game's last save replaces its time.
    @Test func thisGamesTimesSurviveARelaunchAndAreNotCountedTwice() throws {
        let folder = try StorageTests.Folder()
        func launch() -> (plan: LaunchPlan, autosave: Autosave) {
            let plan = LaunchPlan.make(LaunchSettings(), storage: folder.storage()) { 8 }
            return (plan, Autosave(storage: folder.storage(), plan: plan))
        }
        func play(_ intent: Intent, at now: Double, on game: inout Game, _ autosave: Autosave) {
            let events = game.apply(intent, now: now)
            autosave.record([.applied(intent, events: events)], game: game)
            autosave.save(game)
        }
        /// Takes a found Set still selected away at `takeAt`, then finds the first Set at `findAt`.
        func findFirstSet(takeAt: Double? = nil, findAt now: Double, on game: inout Game, _ autosave: Autosave) throws {
            if let takeAt, game.selectionState == .match {
                play(.cardTapped(index: game.selection[0]), at: takeAt, on: &game, autosave)
            }
            let set = try #require(SetFinder.firstSet(in: game.table))
            for index in set { play(.cardTapped(index: index), at: now, on: &game, autosave) }
        }

        let first = launch()
        #expect(!first.plan.resumed)
        var game = first.plan.game
        try findFirstSet(findAt: 8, on: &game, first.autosave)
        #expect(first.autosave.statistics.currentGame?.seconds == [8])

        // Relaunched: the same game and its time so far.
        let second = launch()
        #expect(second.plan.resumed && second.plan.game == game)
        #expect(second.plan.statistics.currentGame?.seconds == [8])
        let beforeSecondFind = game
        try findFirstSet(takeAt: 10, findAt: 17, on: &game, second.autosave)
        #expect(second.autosave.statistics.currentGame?.seconds == [8, 7])
        // The game's last write is lost; the statistics' is not.
        folder.storage().saveGame(beforeSecondFind)

        let third = launch()
        game = third.plan.game
        #expect(game == beforeSecondFind)
        try findFirstSet(takeAt: 20, findAt: 40, on: &game, third.autosave)
        let record = try #require(third.autosave.statistics.currentGame)
        #expect(record.seconds == [8, 20])
        let line = third.autosave.statistics.panelLines(for: game).first
        #expect(line?.hasPrefix("Your slowest: Sets that differ in ") == true)
    }
}
