import Catalog
import Testing

@testable import SetCore
@testable import SetStorage

/// The kinds of Set found and missed: the times, their medians, the `--stats`
/// rows, the game-over panel's line and the file.
@Suite("Statistics by kind of Set")
struct StatisticsKindsTests {
    /// A game and the statistics it feeds, intent by intent, as `Autosave` feeds them.
    struct Play {
        var game: Game
        var stats = Statistics()

        mutating func apply(_ intent: Intent, at now: Double) {
            let before = game
            let events = game.apply(intent, now: now)
            stats.record(events, game: game, before: before)
        }

        mutating func tap(_ indices: Int..., at now: Double) {
            for index in indices { apply(.cardTapped(index: index), at: now) }
        }
    }

    /// The cards named by space-separated codes.
    static func cards(_ codes: String) -> [Card] {
        codes.split(separator: " ").compactMap { Card(code: String($0)) }
    }

    /// 12 cards holding one Set, `3PDS 2GOF 1RSO` at 0, 4 and 8, which differs in all four
    /// features; the deck is every other card in `Card.all` order, so `1RDF 1RDS 1RDO`
    /// (a Set that differs in shading only) comes next.
    static func oneSetGame() -> Game {
        let table = cards("3PDS 1GSF 3GSO 1POO 2GOF 1GOS 3PDO 3PSS 1RSO 1PSF 2PDO 1GOF")
        return Game(table: table, deck: Card.all.filter { !table.contains($0) }, now: 0)
    }

    static func times(_ seconds: Double...) -> FindTimes {
        var times = FindTimes()
        for s in seconds { times.add(s) }
        return times
    }

    // MARK: Recording

    @Test func aMissedSetAndTwoFindsFromARealGame() throws {
        var play = Play(game: Self.oneSetGame())
        // Deal 3 over the Set: a miss, and the table changes at 5 s.
        play.apply(.dealTapped(player: nil), at: 5)
        #expect(play.game.score == -3)
        #expect(play.game.table.suffix(3).map(\.code) == ["1RDF", "1RDS", "1RDO"])
        // The Set judged at 26 s, 21 s after the deal.
        play.tap(0, 4, at: 12)
        play.tap(8, at: 26)
        // Taking it away (by selecting 1RDF, at 12 then 9) changes the table at 30 s;
        // the Set of ones is judged 4 s later.
        play.tap(12, at: 30)
        play.tap(10, 11, at: 34)
        #expect(play.game.selectedCards.map(\.code) == ["1RDF", "1RDS", "1RDO"])
        #expect(play.game.selectionState == .match)

        let stats = play.stats
        #expect(stats.setsFound == 2)
        #expect(stats.findTimes(.allFeatures) == Self.times(21))
        #expect(stats.findTimes(.oneFeature) == Self.times(4))
        #expect(stats.findTimes(.twoFeatures).count == 0)
        #expect(stats.missedSets == [0, 0, 0, 1])
        #expect(stats.currentGame == GameFinds(seed: 0, startedAt: 0, seconds: [21, 4]))
    }

    @Test func aDealWithNoSetOnTheTableOrOneThatTakesAFoundSetIsNoMiss() {
        var play = Play(game: Self.oneSetGame())
        play.tap(0, 4, 8, at: 3)
        // Deal 3 with the found Set still selected takes it away and refills its places.
        play.apply(.dealTapped(player: nil), at: 4)
        #expect(play.game.foundSets.count == 1)
        #expect(play.stats.missedSets == [0, 0, 0, 0])
        #expect(play.stats.findTimes(.allFeatures) == Self.times(3))
    }

    /// A whole seeded game in which the player also deals over a Set now and then:
    /// every find is counted under its kind with the time since the table changed,
    /// and every deal the game charged for is a miss.
    @Test(arguments: [UInt64(3), 21, 40])
    func aWholeGameWithNeedlessDeals(seed: UInt64) throws {
        var play = Play(game: Game(seed: seed, now: 0))
        var now = 0.0
        var moves = 0
        var expectedTimes = [FindTimes](repeating: FindTimes(), count: 4)
        var charged = 0
        while !play.game.isGameOver, moves < 1000 {
            moves += 1
            now += Double(moves % 7) + 0.5
            let game = play.game
            if game.selectionState == .match {
                play.apply(.cardTapped(index: game.selection[0]), at: now)
            } else if let set = SetFinder.firstSet(in: game.table), moves % 5 != 0 || game.deck.isEmpty {
                let kind = try #require(SetKind(set.map { game.table[$0] }))
                expectedTimes[kind.rawValue - 1].add(now - game.tableChangedAt)
                play.tap(set[0], set[1], set[2], at: now)
            } else {
                if game.tableHasSet, game.canDeal { charged += 1 }
                play.apply(.dealTapped(player: nil), at: now)
            }
        }
        #expect(play.game.isGameOver)
        #expect(charged > 0)
        #expect(play.stats.missedSets.reduce(0, +) == charged)
        #expect(play.stats.findTimes == expectedTimes)
        #expect(play.stats.findTimes.map(\.count).reduce(0, +) == play.game.foundSets.count)
        #expect(play.stats.currentGame?.seconds.count == play.game.foundSets.count)
        #expect(play.stats.currentGame?.seconds.contains(nil) == false)
    }

    @Test func aTwoPlayerGameKeepsNoKinds() throws {
        var play = Play(game: Game(seed: 5, mode: .twoPlayer, now: 0))
        play.apply(.claimTapped(player: 0), at: 1)
        let set = try #require(SetFinder.firstSet(in: play.game.table))
        play.tap(set[0], set[1], set[2], at: 2)
        #expect(play.stats.setsFound == 1)
        #expect(play.stats.findTimes.allSatisfy { $0.count == 0 })
        #expect(play.stats.currentGame == nil)
    }

    @Test func aNewSoloGameStartsANewRecordAndATwoPlayerOneLeavesIt() {
        var stats = Statistics()
        let first = Game(seed: 1, now: 0)
        stats.recordStart(first)
        stats.currentGame?.record(place: 0, seconds: 9)
        stats.recordStart(Game(seed: 2, mode: .twoPlayer, now: 0))
        #expect(stats.currentGame == GameFinds(seed: 1, startedAt: 0, seconds: [9]))
        var next = first
        next.apply(.newGameTapped, now: 40)
        stats.record([.newGame(seed: next.seed)], game: next, before: first)
        #expect(stats.currentGame == GameFinds(seed: next.seed, startedAt: 40, seconds: []))
    }

    @Test func aFindRecordedAgainAtItsPlaceReplacesTheTimeAndUnknownPlacesStayEmpty() {
        var record = GameFinds(seed: 4, startedAt: 0, seconds: [])
        record.record(place: 0, seconds: 8)
        record.record(place: 1, seconds: 7)
        record.record(place: 1, seconds: 20)
        #expect(record.seconds == [8, 20])
        record.record(place: 0, seconds: 5)
        #expect(record.seconds == [5])
        record.record(place: 3, seconds: 6)
        #expect(record.seconds == [5, nil, nil, 6])
        record.record(place: -1, seconds: 6)
        #expect(record.seconds == [5, nil, nil, 6])
    }

    // MARK: Medians

    @Test func theMedianOfAnOddCountIsTheMiddleRoundedTime() {
        #expect(FindTimes().median == nil)
        #expect(Self.times(7.4).median == FindTimes.Median(seconds: 7, isLowerBound: false))
        // Rounded: 3, 8, 5; the middle one is 5.
        #expect(Self.times(3.2, 7.6, 5).median == FindTimes.Median(seconds: 5, isLowerBound: false))
        // 2.5 rounds away from zero, to 3: 1, 3, 3, 9, 12.
        #expect(Self.times(12, 2.5, 1, 9, 3).median?.seconds == 3)
    }

    @Test func theMedianOfAnEvenCountIsTheMeanOfTheTwoMiddleTimes() {
        // Rounded: 4, 10, 6, 9; sorted 4 6 9 10.
        #expect(Self.times(4, 10, 6.4, 9).median == FindTimes.Median(seconds: 7.5, isLowerBound: false))
        #expect(Self.times(5, 5, 5, 9).median?.seconds == 5)
        #expect(Self.times(0.2, 1.6).median?.seconds == 1)
    }

    @Test func aMedianThatReachesTheOverflowBucketIsALowerBound() {
        #expect(FindTimes.bucket(for: 3599.4) == 3599)
        #expect(FindTimes.bucket(for: 7200) == 3600)
        #expect(FindTimes.bucket(for: -3) == 0)
        #expect(FindTimes.bucket(for: .nan) == 0)
        #expect(Self.times(10, 5000, 7000).median == FindTimes.Median(seconds: 3600, isLowerBound: true))
        #expect(Self.times(10, 20, 4000, 5000).median == FindTimes.Median(seconds: 1810, isLowerBound: true))
        #expect(Self.times(10, 20, 30, 5000).median == FindTimes.Median(seconds: 25, isLowerBound: false))
    }

    @Test func mergedHistogramsCountEveryTime() {
        let all = Self.times(2, 4, 5).merged(with: Self.times(6, 9, 7.4, 12))
        #expect(all.count == 7)
        #expect(all.median?.seconds == 6)
        #expect(all == Self.times(2, 4, 5, 6, 7, 9, 12))
    }

    // MARK: What the player reads

    @Test func theStatsTableHasARowPerKindAndOneForAll() {
        var stats = Statistics()
        stats.findTimes = [Self.times(2.2, 3.8, 5), Self.times(6, 9, 7.4, 12), Self.times(15), Self.times(21, 4000)]
        stats.missedSets = [0, 2, 1, 3]
        #expect(
            Statistics.columns(stats.kindRows(.english)) == """
                Kinds of Set (solo)   found  median seconds  missed
                differ in 1 feature       3             4.0       0
                differ in 2 features      4             8.0       2
                differ in 3 features      1            15.0       1
                differ in 4 features      2         1810.5+       3
                all                      10             8.0       6

                """)
    }

    @Test func thePanelNamesTheKindThisGameWasSlowestToFind() throws {
        var game = Game(seed: 6, now: 0)
        // Differs in all four, in one, in all four.
        game.foundSets = [Self.cards("3PDS 2GOF 1RSO"), Self.cards("2RDF 2RDS 2RDO"), Self.cards("1RDF 2GOS 3PSO")]
        var stats = Statistics()
        stats.gamesFinished = 2
        stats.currentGame = GameFinds(seed: 6, startedAt: 0, seconds: [19, 12, 23])
        #expect(
            stats.panelLines(for: game) == [
                "Your slowest: Sets that differ in all four features, 21 s on average", "Games finished 2",
            ])
        // A find whose time is not known does not count; equal averages go to the harder kind.
        stats.currentGame = GameFinds(seed: 6, startedAt: 0, seconds: [12, 12, nil])
        #expect(
            stats.panelLines(for: game).first
                == "Your slowest: Sets that differ in all four features, 12 s on average")
        // No line for another game, a game without finds, or two players.
        stats.currentGame = GameFinds(seed: 7, startedAt: 0, seconds: [19, 12, 23])
        #expect(stats.panelLines(for: game) == ["Games finished 2"])
        stats.currentGame = GameFinds(seed: 6, startedAt: 0, seconds: [])
        #expect(stats.panelLines(for: game) == ["Games finished 2"])
        stats.currentGame = GameFinds(seed: 6, startedAt: 0, seconds: [19, 12, 23])
        game.mode = .twoPlayer
        #expect(stats.panelLines(for: game) == ["Games finished 2"])
    }

    @Test func theKindsInWords() {
        #expect(
            SetKind.allCases.map(Statistics.phrase) == [
                "differ in one feature", "differ in two features", "differ in three features",
                "differ in all four features",
            ])
        #expect(
            Statistics.slowestLine(.twoFeatures, seconds: 7.5)
                == "Your slowest: Sets that differ in two features, 8 s on average")
    }

    // MARK: The file

    /// `stats.json` as the version before the kinds of Set wrote it.
    static let fileBeforeKinds = """
        {
          "format" : "set-game/stats",
          "stats" : {
            "bestScore" : 95,
            "bestTime" : 461.5,
            "finishedSoloSeconds" : 900,
            "finishedSoloSets" : 48,
            "gamesFinished" : 2,
            "gamesStarted" : 3,
            "hintsUsed" : 4,
            "setsFound" : 49
          },
          "version" : 1
        }
        """

    @Test func aFileWrittenBeforeTheKindsLoadsWithThemEmpty() throws {
        let folder = try StorageTests.Folder()
        try folder.put(Array(Self.fileBeforeKinds.utf8), at: folder.locations.statistics)
        let storage = folder.storage()
        let stats = storage.loadStatistics()
        #expect(storage.warnings.isEmpty)
        var expected = Statistics()
        (expected.gamesStarted, expected.gamesFinished, expected.setsFound, expected.hintsUsed) = (3, 2, 49, 4)
        (expected.bestTime, expected.bestScore) = (461.5, 95)
        (expected.finishedSoloSeconds, expected.finishedSoloSets) = (900, 48)
        #expect(stats == expected)
        #expect(stats.findTimes.allSatisfy { $0.count == 0 })
        #expect(stats.missedSets == [0, 0, 0, 0])
        #expect(stats.currentGame == nil)
    }

    @Test func theKindsComeBackExactlyAndReadPlainlyInTheFile() throws {
        let folder = try StorageTests.Folder()
        var stats = Statistics()
        stats.findTimes = [Self.times(4, 4, 11), FindTimes(), Self.times(3600.4), FindTimes()]
        stats.missedSets = [0, 1, 0, 2]
        stats.currentGame = GameFinds(seed: 18_446_744_073_709_551_615, startedAt: 12.5, seconds: [4.25, nil, 11])
        #expect(folder.storage().saveStatistics(stats))
        #expect(folder.storage().loadStatistics() == stats)
        let text = String(decoding: folder.bytes(folder.locations.statistics) ?? [], as: UTF8.self)
        #expect(text.contains("\"4\" : 2"))
        #expect(text.contains("\"3600\" : 1"))
        #expect(text.contains("\"seed\" : 18446744073709551615"))
        #expect(text.contains("null"))
    }

    @Test(arguments: [
        ("\"missedSets\" : [0, 0, 0, 0]", "\"missedSets\" : [0, -1, 0, 0]"),
        ("\"missedSets\" : [0, 0, 0, 0]", "\"missedSets\" : [0, 0, 0]"),
        ("\"findSeconds\" : [{}, {}, {}, {}]", "\"findSeconds\" : [{\"3601\": 1}, {}, {}, {}]"),
        ("\"findSeconds\" : [{}, {}, {}, {}]", "\"findSeconds\" : [{\"soon\": 1}, {}, {}, {}]"),
        ("\"findSeconds\" : [{}, {}, {}, {}]", "\"findSeconds\" : [{\"3\": -2}, {}, {}, {}]"),
        ("\"findSeconds\" : [{}, {}, {}, {}]", "\"findSeconds\" : [{}, {}, {}]"),
        ("\"currentGame\" : null", "\"currentGame\" : {\"seed\": 1, \"startedAt\": 0, \"seconds\": [-4]}"),
    ])
    func outOfRangeKindsAreRefused(good: String, bad: String) throws {
        let base = """
            {"format": "set-game/stats", "version": 1, "stats": {"gamesStarted": 1, "gamesFinished": 0,
             "setsFound": 0, "hintsUsed": 0, "finishedSoloSeconds": 0, "finishedSoloSets": 0,
             "missedSets" : [0, 0, 0, 0], "findSeconds" : [{}, {}, {}, {}], "currentGame" : null}}
            """
        #expect(base.contains(good))
        let folder = try StorageTests.Folder()
        try folder.put(Array(base.utf8), at: folder.locations.statistics)
        #expect(folder.storage().loadStatistics().gamesStarted == 1)
        try folder.put(Array(base.replacingOccurrences(of: good, with: bad).utf8), at: folder.locations.statistics)
        let storage = folder.storage()
        #expect(storage.loadStatistics() == Statistics())
        #expect(storage.warnings.count == 1)
    }

    @Test func aCurrentGameOfMoreThan27FindsIsRefused() throws {
        let seconds = Array(repeating: "1", count: 28).joined(separator: ", ")
        let text = """
            {"format": "set-game/stats", "version": 1, "stats": {"gamesStarted": 1, "gamesFinished": 0,
             "setsFound": 0, "hintsUsed": 0, "finishedSoloSeconds": 0, "finishedSoloSets": 0,
             "currentGame": {"seed": 1, "startedAt": 0, "seconds": [\(seconds)]}}}
            """
        let folder = try StorageTests.Folder()
        try folder.put(Array(text.utf8), at: folder.locations.statistics)
        let storage = folder.storage()
        #expect(storage.loadStatistics() == Statistics())
        #expect(storage.warnings.first?.contains("(the current game's times are out of range)") == true)
    }
}
