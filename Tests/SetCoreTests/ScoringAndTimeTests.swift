import Testing

@testable import SetCore

/// Rule 10 and the game clock.
@Suite("Scoring and time")
struct ScoringAndTimeTests {
    @Test(arguments: [(0.0, 6), (4.99, 6), (5.0, 5), (12.0, 4), (29.99, 1), (30.0, 0), (500.0, 0), (-3.0, 6)])
    func speedBonusDropsOnePointEvery5Seconds(seconds: Double, bonus: Int) {
        #expect(Scoring.standard.speedBonus(secondsSinceTableChange: seconds) == bonus)
    }

    @Test func speedBonusSurvivesAbsurdTimes() {
        #expect(Scoring.standard.speedBonus(secondsSinceTableChange: .infinity) == 0)
        #expect(Scoring.standard.speedBonus(secondsSinceTableChange: .nan) == 0)
        #expect(Scoring.standard.speedBonus(secondsSinceTableChange: 1e300) == 0)
    }

    @Test func aSetScoresThreePlusTheBonusSinceTheTableLastChanged() {
        var game = Game.fixture(Tables.oneSet, now: 100)
        game.apply(.dealTapped(), now: 120)  // −3: a Set was on the table; the table changes at 120
        game.tap(0, 4, now: 121)
        game.tap(8, now: 132)  // 12 s after the deal: 3 + 4
        #expect(game.score == -3 + 7)
        #expect(game.setsFound == 1 && game.foundSets.isEmpty)
        game.tap(0, now: 133)
        #expect(game.setsFound == 1 && game.foundSets == [cards("3PDS 2GOF 1RSO")])
    }

    @Test func theScoreMayGoNegative() {
        var game = Game.fixture(Tables.oneSet)
        game.tap(1, 2, 3)
        game.apply([.hintTapped, .hintTapped], now: 0)
        #expect(game.score == -4)
        #expect(game.hintsUsed == 2 && game.mismatches == 1)
    }

    @Test func shuffleDoesNotRestartTheSpeedBonus() {
        var game = Game.fixture(Tables.oneSet)
        game.apply(.shuffleRequested, now: 20)
        #expect(game.tableChangedAt == 0)
        #expect(game.speedBonus(at: 20) == 2)
    }

    @Test func playTimeRunsFromTheStartAndStopsAtGameOver() {
        var game = Game.fixture(Tables.oneSet, deck: "", now: 50)
        #expect(game.playTime(at: 80) == 30)
        game.tap(0, 4, 8, now: 70)
        #expect(game.isGameOver)
        #expect(game.playTime(at: 500) == 20)
        #expect(game.playTime == 20)
    }

    @Test func anOlderNowIsClampedToTheClock() {
        var game = Game.fixture(Tables.oneSet, now: 100)
        game.apply(.tick, now: 130)
        game.tap(0, 4, now: 90)
        game.tap(8, now: 10)
        #expect(game.clock == 130)
        #expect(game.score == 3 + 0)  // judged at 130, 30 s after the deal
        #expect(game.playTime(at: 0) == 30)
    }

    @Test func aNonFiniteNowIsIgnored() {
        var game = Game.fixture(Tables.oneSet, now: 10)
        game.apply(.tick, now: .nan)
        game.apply(.tick, now: .infinity)
        game.apply(.cardTapped(index: 0), now: -.infinity)
        #expect(game.clock == 10)
        #expect(game.selection == [0])
        #expect(game.playTime(at: .nan) == 0)
        #expect(Game(seed: 1, now: .nan).clock == 0)
    }

    @Test func aResumedGameContinuesFromItsClock() {
        var game = Game.fixture(Tables.oneSet, now: 0)
        game.apply(.tick, now: 40)
        let resumed = game
        var later = resumed
        later.apply(.tick, now: resumed.clock + 5)
        #expect(later.playTime == 45)
    }

    @Test func newGameKeepsModeAndClockAndIsSeededFromTheGame() {
        var game = Game(seed: 3, mode: .twoPlayer, now: 0)
        game.apply(.tick, now: 60)
        var rng = game.rng
        let seed = rng.next()
        let events = game.apply(.newGameTapped, now: 70)
        #expect(events == [.newGame(seed: seed)])
        #expect(game == Game(seed: seed, mode: .twoPlayer, now: 70))
        #expect(game.playTime == 0 && game.clock == 70)
    }
}
