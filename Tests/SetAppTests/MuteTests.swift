import SetInput
import Testing

@testable import SetApp
@testable import SetCore

/// M mutes and unmutes; the volume and the mute start as the settings say.
@Suite("App core: mute")
struct MuteTests {
    func key(_ k: Key) -> AppAction { .input(.keyDown(k, modifiers: [], isRepeat: false)) }

    @Test func mTogglesTheMuteAndChangesNothingElse() {
        var s = AppState(game: Game(seed: 3, now: 0), width: 1280, height: 800)
        let game = s.game
        #expect(!s.isMuted && s.volume == AppState.defaultVolume)
        #expect(reduce(&s, key(.m), now: 1) == [.muteChanged(isMuted: true)])
        #expect(s.isMuted && s.game == game)
        #expect(reduce(&s, key(.m), now: 2) == [.muteChanged(isMuted: false)])
        #expect(!s.isMuted)
    }

    @Test func mWithLabelsShownStillMutesAndSelectsNoCard() {
        var s = AppState(game: Game(seed: 3, now: 0), width: 1280, height: 800)
        _ = reduce(&s, key(.k), now: 1)
        #expect(reduce(&s, key(.m), now: 1) == [.muteChanged(isMuted: true)])
        #expect(s.game.selection.isEmpty)
    }

    @Test func theSettingsGiveTheStartAndAVolumeOutOfRangeIsClamped() {
        let s = AppState(
            game: Game(seed: 3, now: 0), width: 1280, height: 800, settings: .init(volume: 35, muted: true))
        #expect(s.volume == 35 && s.isMuted)
        #expect(AppState(game: Game(seed: 3, now: 0), width: 1, height: 1, settings: .init(volume: 400)).volume == 100)
        #expect(AppState(game: Game(seed: 3, now: 0), width: 1, height: 1, settings: .init(volume: -4)).volume == 0)
    }
}
