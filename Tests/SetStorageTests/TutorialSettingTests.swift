import Foundation
import SetCore
@testable import SetStorage
import SetStorageTestSupport
import Testing

/// The tutorial opens by itself only on the very first launch, and once seen it is remembered.
@Suite struct TutorialSettingTests {
    @Test func onlyAFirstLaunchOpensTheTutorial() throws {
        let folder = try TemporaryGameFolder()
        let storage = folder.storage()
        let first = LaunchPlan.make(LaunchSettings(twoPlayer: false), storage: storage) { 3 }
        #expect(first.opensTutorial && !first.tutorialSeen)

        // Settings on disk (any: a window size) mean the game was played here before.
        #expect(storage.saveSettings(RememberedSettings(windowSize: WindowSize(width: 900, height: 700))))
        #expect(!LaunchPlan.make(LaunchSettings(twoPlayer: false), storage: storage) { 3 }.opensTutorial)

        // So does a saved game, even with no settings.
        let other = try TemporaryGameFolder()
        other.storage().saveGame(SampleGames.played())
        #expect(!LaunchPlan.make(LaunchSettings(twoPlayer: false), storage: other.storage()) { 3 }.opensTutorial)
    }

    @Test func theTutorialSeenIsRememberedAndReadBack() throws {
        let folder = try TemporaryGameFolder()
        let storage = folder.storage()
        let autosave = Autosave(storage: storage, plan: LaunchPlan.make(LaunchSettings(twoPlayer: false),
                                                                         storage: storage) { 3 })
        autosave.remember(theme: .dark, colorblind: false, animation: true, labelsAlwaysShown: false, volume: 80,
                          muted: false, tutorialSeen: true)
        autosave.save(Game(seed: 3, now: 0))
        let text = String(decoding: try #require(folder.bytes(folder.locations.settings)), as: UTF8.self)
        #expect(text.contains(#""tutorial":true"#) || text.contains(#""tutorial" : true"#), "\(text)")
        let plan = LaunchPlan.make(LaunchSettings(twoPlayer: false), storage: storage) { 3 }
        #expect(plan.tutorialSeen && !plan.opensTutorial)
    }

    /// Anything but `true` under "tutorial" leaves the rest of the settings as they are.
    @Test(arguments: ["false", "1", #""yes""#, "null"])
    func otherValuesAreNotASeenTutorial(value: String) throws {
        let json = #"{"format": "set-game/settings", "version": 1, "settings": {"animation": false, "tutorial": "#
            + value + "}}"
        let read = try VersionedFile.decode(RememberedSettings.self, from: Array(json.utf8))
        #expect(read.tutorialSeen != true && read.animation == false)
    }
}
