import Testing

@testable import SetStorage

/// The language chosen in `settings.json`: a code as gettext writes one is kept and written back; anything
/// else follows the system, and the rest of the settings are read as they are.
@Suite struct LanguageSettingTests {
    @Test(arguments: ["de", "pt_BR", "en", "en@pseudo", "ces"])
    func aCodeIsReadAndWrittenBack(code: String) throws {
        var settings = RememberedSettings(volume: 40)
        settings.language = code
        let bytes = try VersionedFile.encode(settings)
        let read = try VersionedFile.decode(RememberedSettings.self, from: bytes)
        #expect(read.language == code && read.volume == 40)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""language":"\#(code)""#) || text.contains(#""language" : "\#(code)""#), "\(text)")
    }

    @Test(arguments: [#""""#, #""d""#, #""../../etc""#, #""de de""#, "3", "null", #""abcdefghijklmnopqrstuvwxyz""#])
    func anythingElseFollowsTheSystem(value: String) throws {
        let json =
            #"{"format": "set-game/settings", "version": 1, "settings": {"volume": 30, "language": "#
            + value + "}}"
        let read = try VersionedFile.decode(RememberedSettings.self, from: Array(json.utf8))
        #expect(read.language == nil && read.volume == 30)
    }
}
