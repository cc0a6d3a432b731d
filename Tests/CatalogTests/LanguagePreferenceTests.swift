import Testing

@testable import Catalog

/// The language asked for, in gettext's order, and the one served.
@Suite("The language asked for")
struct LanguagePreferenceTests {
    @Test func languageListComesFirstThenTheFirstLocaleSet() {
        #expect(
            LanguagePreference.asked(in: ["LANGUAGE": "uk:ru", "LC_ALL": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"])
                == ["uk", "ru", "de_DE"])
        #expect(LanguagePreference.asked(in: ["LC_MESSAGES": "pt_BR.UTF-8", "LANG": "fr_FR.UTF-8"]) == ["pt_BR"])
        #expect(LanguagePreference.asked(in: ["LC_ALL": "", "LANG": "sv_SE.UTF-8@euro"]) == ["sv_SE"])
        #expect(LanguagePreference.asked(in: ["LANG": "C.UTF-8"]) == ["en"])
        #expect(LanguagePreference.asked(in: ["LANGUAGE": "", "LANG": "POSIX"]) == ["en"])
        #expect(LanguagePreference.asked(in: [:]) == [])
        #expect(LanguagePreference.code("en@pseudo") == "en@pseudo")
    }

    @Test func theFirstLanguageServedWinsByCodeThenByLanguage() {
        let available: Set<String> = ["de", "pt_BR", "ru", "en@pseudo"]
        #expect(LanguagePreference.chosen(["de_AT"], available: available) == "de")
        #expect(LanguagePreference.chosen(["pt_BR"], available: available) == "pt_BR")
        // Portugal's Portuguese is not Brazil's, and `pt` alone is not shipped.
        #expect(LanguagePreference.chosen(["pt_PT", "ru"], available: available) == "ru")
        #expect(LanguagePreference.chosen(["ja", "en_GB", "de"], available: available) == "en")
        #expect(LanguagePreference.chosen(["ja"], available: available) == nil)
        #expect(LanguagePreference.chosen(["en@pseudo"], available: available) == "en@pseudo")
    }
}
