import Testing

@testable import SetStorage

/// The tutorial's mark in `settings.json`: only a yes counts (the launch's side is `LaunchPlanTests`).
@Suite struct TutorialSettingTests {
    /// Anything but `true` under "tutorial" leaves the rest of the settings as they are.
    @Test(arguments: ["false", "1", #""yes""#, "null"])
    func otherValuesAreNotASeenTutorial(value: String) throws {
        let json =
            #"{"format": "set-game/settings", "version": 1, "settings": {"animation": false, "tutorial": "#
            + value + "}}"
        let read = try VersionedFile.decode(RememberedSettings.self, from: Array(json.utf8))
        #expect(read.tutorialSeen != true && read.animation == false)
    }
}
