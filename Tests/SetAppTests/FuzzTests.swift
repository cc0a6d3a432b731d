import SetCore
import Testing

@testable import SetApp
@testable import SetInput

/// Random input through the whole controller: nothing traps, the 81 cards stay
/// whole, every found Set is a Set, selection and scroll stay in range; and the
/// fuzz provably plays (Sets found, games finished).
@Suite struct FuzzTests {
    /// Runs one fuzzer per seed and adds up what they did; fails on the first broken invariant.
    private func fuzz(mode: Game.Mode, seeds: [UInt64], eventsEach: Int, playPerMille: Int) -> FuzzTally {
        var total = FuzzTally()
        for seed in seeds {
            var fuzzer = InputFuzzer(seed: seed, mode: mode, playPerMille: playPerMille)
            fuzzer.run(events: eventsEach)
            #expect(fuzzer.tally.failure == nil, "\(fuzzer.tally.failure ?? "")")
            total.events += fuzzer.tally.events
            total.setsFound += fuzzer.tally.setsFound
            total.gamesFinished += fuzzer.tally.gamesFinished
            total.dealt += fuzzer.tally.dealt
            total.framesDrawn += fuzzer.tally.framesDrawn
            total.tapsChecked += fuzzer.tally.tapsChecked
        }
        return total
    }

    @Test func soloChaosKeepsTheInvariants() {
        let tally = fuzz(mode: .solo, seeds: Array(1...6), eventsEach: 10_000, playPerMille: 450)
        #expect(tally.events == 60_000)
        #expect(tally.tapsChecked > 5_000)
        #expect(tally.framesDrawn > 50)
        #expect(tally.setsFound > 100)
        #expect(tally.gamesFinished > 0)
    }

    @Test func twoPlayerChaosKeepsTheInvariants() {
        let tally = fuzz(mode: .twoPlayer, seeds: Array(101...105), eventsEach: 9_000, playPerMille: 450)
        #expect(tally.events == 45_000)
        #expect(tally.tapsChecked > 2_000)
        #expect(tally.framesDrawn > 50)
        #expect(tally.setsFound > 100)
        #expect(tally.gamesFinished > 0)
    }

    @Test func mostlyPlayFinishesGames() {
        let solo = fuzz(mode: .solo, seeds: [201, 202], eventsEach: 3_000, playPerMille: 900)
        let pair = fuzz(mode: .twoPlayer, seeds: [301, 302], eventsEach: 3_000, playPerMille: 900)
        #expect(solo.gamesFinished >= 2)
        #expect(pair.gamesFinished >= 2)
    }
}
