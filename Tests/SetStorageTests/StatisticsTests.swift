import Testing

@testable import SetCore
@testable import SetStorage

/// The statistics as a pure value: fed the events a real game reports.
@Suite("Statistics")
struct StatisticsTests {
    /// One intent's events with the game after it and the game before it.
    typealias Move = (events: [GameEvent], game: Game, before: Game)

    /// Plays a solo game to its end, always taking the first Set (dealing when there is
    /// none), and returns every intent's events with the games after and before it.
    static func playToTheEnd(seed: UInt64, secondsPerMove: Double) -> [Move] {
        var game = Game(seed: seed, now: 0)
        var log: [Move] = []
        var now = 0.0
        func apply(_ intent: Intent) {
            now += secondsPerMove
            let before = game
            let events = game.apply(intent, now: now)
            log.append((events, game, before))
        }
        while !game.isGameOver {
            if game.selectionState == .match {
                // Clicking a card of a found Set takes it off the table.
                apply(.cardTapped(index: game.selection[0]))
            } else if let set = SetFinder.firstSet(in: game.table) {
                for index in set { apply(.cardTapped(index: index)) }
            } else {
                apply(.dealTapped(player: nil))
            }
        }
        return log
    }

    @Test func aFinishedSoloGameSetsTheBestsAndThePace() throws {
        var stats = Statistics()
        stats.recordStart(Game(seed: 11, now: 0))
        let log = Self.playToTheEnd(seed: 11, secondsPerMove: 2)
        for (events, game, before) in log { stats.record(events, game: game, before: before) }
        let final = try #require(log.last?.game)
        #expect(final.isGameOver)
        #expect(stats.gamesStarted == 1)
        #expect(stats.gamesFinished == 1)
        #expect(stats.setsFound == final.foundSets.count)
        #expect(stats.setsFound >= 20)
        #expect(stats.bestScore == final.score)
        // Every intent took 2 s of game clock.
        #expect(stats.bestTime == Double(log.count) * 2)
        #expect(stats.averageSecondsPerSet == Double(log.count) * 2 / Double(final.foundSets.count))
        #expect(stats.hintsUsed == 0)
    }

    @Test func theBestTimeIsTheShortestAndTheBestScoreTheHighest() {
        var game = Game(seed: 1, now: 0)
        var stats = Statistics()
        game.score = 40
        game.startedAt = 0
        game.clock = 300
        stats.record([.gameOver], game: game, before: game)
        game.score = 55
        game.clock = 420
        stats.record([.gameOver], game: game, before: game)
        game.score = 30
        game.clock = 250
        stats.record([.gameOver], game: game, before: game)
        #expect(stats.gamesFinished == 3)
        #expect(stats.bestTime == 250)
        #expect(stats.bestScore == 55)
        #expect(stats.finishedSoloSeconds == 970)
    }

    @Test func countsSetsHintsAndNewGamesFromEvents() {
        var stats = Statistics()
        let game = Game(seed: 2, now: 0)
        let cards = Array(game.table.prefix(3))
        stats.record(
            [.selected(cards[0]), .matched(cards), .collected(cards), .dealt(cards)], game: game, before: game)
        stats.record([.hinted([cards[0]])], game: game, before: game)
        stats.record([.hinted(Array(cards.prefix(2)))], game: game, before: game)
        stats.record([.newGame(seed: 9)], game: game, before: game)
        stats.record([.mismatched(cards), .noSetOnTable, .shuffled], game: game, before: game)
        #expect(stats.setsFound == 1)
        #expect(stats.hintsUsed == 2)
        #expect(stats.gamesStarted == 1)
        #expect(stats.gamesFinished == 0)
    }

    @Test func aTwoPlayerGameCountsButSetsNoSoloBests() {
        var game = Game(seed: 3, mode: .twoPlayer, now: 0)
        game.clock = 100
        var stats = Statistics()
        stats.record([.gameOver], game: game, before: game)
        #expect(stats.gamesFinished == 1)
        #expect(stats.bestTime == nil)
        #expect(stats.bestScore == nil)
        #expect(stats.averageSecondsPerSet == nil)
    }

    @Test func panelLinesReadLikeTheBrief() {
        var stats = Statistics()
        let game = Game(seed: 1, now: 0)
        #expect(stats.panelLines(for: game) == ["Games finished 0"])
        stats.gamesFinished = 12
        stats.bestTime = 461.9
        stats.bestScore = 95
        stats.finishedSoloSeconds = 365
        stats.finishedSoloSets = 20
        #expect(
            stats.panelLines(for: game)
                == ["Best time 7:41", "Best score 95", "Games finished 12", "Average 18.3 s per Set"])
    }

    @Test func theStatsTableAlignsItsColumns() throws {
        var stats = Statistics()
        stats.gamesStarted = 15
        stats.gamesFinished = 12
        stats.setsFound = 240
        stats.hintsUsed = 7
        stats.bestTime = 3725
        stats.bestScore = 95
        stats.finishedSoloSeconds = 100
        stats.finishedSoloSets = 3
        stats.records["junior"] = ModeRecord(
            gamesStarted: 4, gamesFinished: 1, groupsFound: 9, hintsUsed: 0,
            bestTime: 95, bestScore: 41, finishedSeconds: 95, finishedGroups: 9)
        stats.dailySolved = Set(["2026-11-21", "2026-11-22", "2026-11-23"].compactMap { DailyDate($0) })
        stats.dailyBestTime = 62
        let today = try #require(DailyDate("2026-11-23"))
        // 95 s over 9 Sets is 10.56 s a Set; three days in a row up to today is a streak of 3.
        #expect(
            stats.table(today: today) == """
                                            Set  Junior
                Games started                15       4
                Games finished               12       1
                Sets found                  240       9
                Hints used                    7       0
                Best time (solo)        1:02:05    1:35
                Best score (solo)            95      41
                Seconds per Set (solo)     33.3    10.6

                Daily puzzles solved      3
                Current streak (days)     3
                Longest streak (days)     3
                Best daily time        1:02

                Kinds of Set (solo)   found  median seconds  missed
                differ in 1 feature       0               -       0
                differ in 2 features      0               -       0
                differ in 3 features      0               -       0
                differ in 4 features      0               -       0
                all                       0               -       0

                Variants  none played yet

                """)
    }

    @Test func clockAndDecimalFormatting() {
        #expect(Statistics.clock(0) == "0:00")
        #expect(Statistics.clock(59.99) == "0:59")
        #expect(Statistics.clock(600) == "10:00")
        #expect(Statistics.clock(3600) == "1:00:00")
        #expect(Statistics.clock(.nan) == "0:00")
        #expect(Statistics.oneDecimal(18.25) == "18.3")
        #expect(Statistics.oneDecimal(7) == "7.0")
        #expect(Statistics.oneDecimal(0.04) == "0.0")
    }
}
