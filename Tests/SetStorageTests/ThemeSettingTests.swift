import Foundation
@testable import SetStorage
import Testing

/// The theme in `settings.json`: remembered by name, optional, and forgiving of names it does not know.
@Suite struct ThemeSettingTests {
    func settings(_ json: String) throws -> RememberedSettings {
        try VersionedFile.decode(RememberedSettings.self, from: Array(json.utf8))
    }

    @Test func themeRoundTripsByName() throws {
        var remembered = RememberedSettings(colorblind: true)
        remembered.theme = .highContrast
        let bytes = try VersionedFile.encode(remembered)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"theme\":\"highContrast\"")
            || String(decoding: bytes, as: UTF8.self).contains("\"theme\" : \"highContrast\""))
        #expect(try VersionedFile.decode(RememberedSettings.self, from: bytes) == remembered)
    }

    /// A file from before themes still loads, as the classic look.
    @Test func fileWithoutThemeLoads() throws {
        let old = try settings(#"{"format": "set-game/settings", "version": 1, "settings": {"colorblind": true}}"#)
        #expect(old.theme == nil && old.colorblind == true)
    }

    /// A theme from a later version (or a typo) is ignored; the rest of the settings stay.
    @Test(arguments: [#""sepia""#, "3", "null", #"["dark"]"#])
    func unknownThemeIsIgnored(value: String) throws {
        let read = try settings(#"{"format": "set-game/settings", "version": 1, "settings": {"animation": false, "theme": "#
                                + value + "}}")
        #expect(read.theme == nil && read.animation == false)
    }

    @Test func launchPlanDrawsTheRememberedStyleWithThePalette() {
        var plan = LaunchPlan(game: .init(seed: 1, now: 0), resumed: false, statistics: .init(),
                              settings: RememberedSettings(colorblind: true), settingsChanged: false)
        #expect(plan.style.rawValue == "classic" && plan.theme == .colorblind)
        plan.settings.theme = .dark
        #expect(plan.theme.style.rawValue == "dark" && plan.theme.palette.rawValue == "colorblind")
    }
}
