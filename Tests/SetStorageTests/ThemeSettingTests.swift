import Foundation
import Testing

@testable import SetStorage

/// The theme in `settings.json`: remembered by name, optional, and forgiving of values that are not names.
/// Which names are themes the layer that draws them knows (`LaunchPlanTests.anUnknownThemeIsTheClassicLook`).
@Suite struct ThemeSettingTests {
    func settings(_ json: String) throws -> RememberedSettings {
        try VersionedFile.decode(RememberedSettings.self, from: Array(json.utf8))
    }

    @Test func themeRoundTripsByName() throws {
        var remembered = RememberedSettings(colorblind: true)
        remembered.theme = "highContrast"
        let bytes = try VersionedFile.encode(remembered)
        #expect(
            String(decoding: bytes, as: UTF8.self).contains("\"theme\":\"highContrast\"")
                || String(decoding: bytes, as: UTF8.self).contains("\"theme\" : \"highContrast\""))
        #expect(try VersionedFile.decode(RememberedSettings.self, from: bytes) == remembered)
    }

    /// A file from before themes still loads, as the classic look.
    @Test func fileWithoutThemeLoads() throws {
        let old = try settings(#"{"format": "set-game/settings", "version": 1, "settings": {"colorblind": true}}"#)
        #expect(old.theme == nil && old.colorblind == true)
    }

    /// A theme that is not a name is ignored; the rest of the settings stay.
    @Test(arguments: ["3", "null", #"["dark"]"#])
    func aThemeThatIsNotANameIsIgnored(value: String) throws {
        let read = try settings(
            #"{"format": "set-game/settings", "version": 1, "settings": {"animation": false, "theme": "#
                + value + "}}")
        #expect(read.theme == nil && read.animation == false)
    }

    /// A name from a later version (or a typo) is read as it is: storage does not know the themes.
    @Test func aThemeNameIsReadAsItIs() throws {
        let read = try settings(
            #"{"format": "set-game/settings", "version": 1, "settings": {"animation": false, "theme": "sepia"}}"#)
        #expect(read.theme == "sepia" && read.animation == false)
    }
}
