import SetCore
import SetTable
import Testing

@testable import SetApp

/// The Settings screen alone: each button moves its setting on, and the platform is asked to follow.
@Suite("Screens alone: settings")
struct SettingsFeatureTests {
    @Test func eachButtonMovesItsSettingOnRoundAgain() {
        var settings = AppState.Settings()
        #expect(SettingsFeature.reduce(&settings, .press(.motion)) == [.effect(.settingsChanged)])
        #expect(settings.animates)
        _ = SettingsFeature.reduce(&settings, .press(.labels))
        #expect(settings.labelsAlwaysShown)
        // Every game, then the latest 1000, 200, 50, and every game again.
        var kept: [Int?] = []
        for _ in 0..<4 {
            _ = SettingsFeature.reduce(&settings, .press(.gamesKept))
            kept.append(settings.gamesKept)
        }
        #expect(kept == [1000, 200, 50, nil])
        let style = settings.theme.style
        for _ in ThemeStyle.allCases { _ = SettingsFeature.reduce(&settings, .press(.theme)) }
        #expect(settings.theme.style == style)
        _ = SettingsFeature.reduce(&settings, .press(.palette))
        #expect(settings.theme.isColorblind)
    }

    @Test func languageStepsFromTheSystemsToEnglishAndEachInstalledRoundAgain() {
        var settings = AppState.Settings()
        var chosen: [String?] = []
        for _ in 0..<4 {
            #expect(
                SettingsFeature.reduce(&settings, .press(.language, languages: ["de", "pt_BR"]))
                    == [.effect(.settingsChanged)])
            chosen.append(settings.language)
        }
        #expect(chosen == ["en", "de", "pt_BR", nil])
        // With no other language installed: the system's, then English.
        _ = SettingsFeature.reduce(&settings, .press(.language))
        #expect(settings.language == "en")
        _ = SettingsFeature.reduce(&settings, .press(.language))
        #expect(settings.language == nil)
    }

    @Test func theVolumeMovesInTensWithinItsRangeAndUnmutes() {
        var settings = AppState.Settings(volume: 55, muted: true)
        _ = SettingsFeature.reduce(&settings, .press(.volumeDown))
        #expect(settings.volume == 40 && !settings.muted)
        _ = SettingsFeature.reduce(&settings, .press(.volumeUp))
        #expect(settings.volume == 50)
        settings.volume = 95
        _ = SettingsFeature.reduce(&settings, .press(.volumeUp))
        #expect(settings.volume == 100)
        _ = SettingsFeature.reduce(&settings, .press(.volumeUp))
        #expect(settings.volume == 100)
        settings.volume = 7
        _ = SettingsFeature.reduce(&settings, .press(.volumeDown))
        #expect(settings.volume == 0)
    }

    @Test func closeChangesNothing() {
        var settings = AppState.Settings(volume: 30)
        #expect(SettingsFeature.reduce(&settings, .press(.close)) == [.open(.none)])
        #expect(settings == AppState.Settings(volume: 30))
    }
}
