import Testing

@testable import SetPlatform
@testable import SetStorage

/// The size and state of the window at launch: from `--size`, the remembered
/// settings, or the display.
@Suite("Window plan")
struct WindowPlanTests {
    func plan(remembered: WindowSize? = nil, fullscreen: Bool? = nil, asked: WindowSize? = nil) -> LaunchPlan {
        LaunchPlan(
            game: .init(seed: 1, now: 0), resumed: false, statistics: .init(),
            settings: RememberedSettings(windowSize: remembered, fullscreen: fullscreen),
            settingsChanged: false, sizeAsked: asked)
    }

    func size(_ w: Int, _ h: Int) -> WindowSize { WindowSize(width: w, height: h) }

    @Test func aFirstLaunchTakesThreeQuartersOfTheUsableArea() {
        #expect(plan().windowSize(usable: size(1920, 1080)) == size(1440, 810))
        #expect(plan().windowSize(usable: size(2560, 1400)) == size(1920, 1050))
        // A portrait screen gives a portrait window.
        #expect(plan().windowSize(usable: size(1080, 1880)) == size(810, 1410))
    }

    @Test func aFirstLaunchIsNeverSmallerThanTheMinimum() {
        #expect(plan().windowSize(usable: size(400, 300)) == size(320, 240))
        #expect(plan().windowSize(usable: size(300, 200)) == size(320, 240))
    }

    @Test func aRememberedSizeIsKeptWhenItFitsAndShrunkWhenItDoesNot() {
        #expect(plan(remembered: size(1000, 700)).windowSize(usable: size(1920, 1080)) == size(1000, 700))
        // Left on a 4K screen, opened on a laptop's.
        #expect(plan(remembered: size(3000, 2000)).windowSize(usable: size(1366, 740)) == size(1366, 740))
        #expect(plan(remembered: size(1200, 2000)).windowSize(usable: size(1920, 1050)) == size(1200, 1050))
    }

    @Test func theAskedSizeWinsOverTheDisplayAndTheMemory() {
        let asked = plan(remembered: size(1000, 700), fullscreen: true, asked: size(3000, 2000))
        #expect(asked.windowSize(usable: size(1920, 1080)) == size(3000, 2000))
        #expect(!asked.fullscreen)
    }

    @Test func withoutADisplaySizeTheRememberedOrStandardSizeIsUsed() {
        #expect(plan(remembered: size(900, 600)).windowSize(usable: nil) == size(900, 600))
        #expect(plan().windowSize(usable: nil) == .standard)
        #expect(plan().windowSize(usable: size(0, 0)) == .standard)
    }

    @Test func fullScreenIsRestoredAsItWasLeft() {
        #expect(plan(fullscreen: true).fullscreen)
        #expect(!plan(fullscreen: false).fullscreen)
        #expect(!plan().fullscreen)
    }

    @Test func theSettingsFileKeepsFullScreenAndOlderFilesStillLoad() throws {
        let settings = RememberedSettings(windowSize: size(1000, 700), fullscreen: true, colorblind: false)
        let bytes = try VersionedFile.encode(settings)
        #expect(try VersionedFile.decode(RememberedSettings.self, from: bytes) == settings)
        let older = Array(#"{"format": "set-game/settings", "version": 1, "settings": {"window": [800, 600]}}"#.utf8)
        #expect(
            try VersionedFile.decode(RememberedSettings.self, from: older)
                == RememberedSettings(windowSize: size(800, 600)))
    }

    @Test func aFileFromBeforeSoundPlaysAtTheDefaultVolumeUnmuted() throws {
        let older = Array(
            #"{"format": "set-game/settings", "version": 1, "settings": {"window": [800, 600], "animation": false}}"#
                .utf8)
        let settings = try VersionedFile.decode(RememberedSettings.self, from: older)
        #expect(settings == RememberedSettings(windowSize: size(800, 600), animation: false))
        let launch = LaunchPlan(
            game: .init(seed: 1, now: 0), resumed: false, statistics: .init(), settings: settings,
            settingsChanged: false, sizeAsked: nil)
        #expect(launch.volume == 80)
        #expect(!launch.muted)
    }

    @Test func volumeAndMuteAreKeptAndAVolumeOutOfRangeMakesTheFileUnreadable() throws {
        let settings = RememberedSettings(windowSize: size(1000, 700), volume: 35, muted: true)
        let bytes = try VersionedFile.encode(settings)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""volume":35"#) || text.contains(#""volume" : 35"#), "\(text)")
        #expect(try VersionedFile.decode(RememberedSettings.self, from: bytes) == settings)
        for bad in ["101", "-1", "\"loud\""] {
            let file = Array(#"{"format": "set-game/settings", "version": 1, "settings": {"volume": \#(bad)}}"#.utf8)
            #expect(throws: (any Error).self) { try VersionedFile.decode(RememberedSettings.self, from: file) }
        }
    }
}
