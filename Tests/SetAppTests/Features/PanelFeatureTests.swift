import SetCore
import SetOpponents
import SetTable
import Testing

@testable import SetApp

/// The screens that keep nothing of their own, alone: each button in, exactly what it asks out.
@Suite("Screens alone: menu, modes, rules, pause")
struct PanelFeatureTests {
    @Test func eachMenuButtonAsksForItsScreenOrItsWork() {
        let asked: [(MenuButton, [ScreenRequest])] = [
            (.open(.rules), [.open(.rules)]), (.open(.modes), [.open(.modes)]),
            (.open(.settings), [.open(.settings)]), (.open(.stats), [.open(.stats)]), (.open(.pause), [.open(.pause)]),
            (.newGame, [.open(.none), .play(.newGameTapped)]), (.practice, [.effect(.openPractice)]),
            (.open(.online), [.open(.online)]), (.open(.about), [.open(.about)]), (.quit, [.effect(.quit)]),
            (.leave, [.open(.none), .leaveNetworkGame]), (.mode(.junior), [.choose(.junior)]),
        ]
        for (button, requests) in asked {
            #expect(MenuFeature.reduce(.press(button)) == requests, "\(button)")
        }
    }

    @Test func modesChooseAModeOrClose() {
        var alone = ModesChoice()
        #expect(ModesFeature.reduce(&alone, .press(.mode(.ultra))) == [.choose(.ultra)])
        #expect(ModesFeature.reduce(&alone, .press(.close)) == [.open(.none)])
        // Pages are turned by the panel, alike for every screen.
        #expect(ModesFeature.reduce(&alone, .press(.next)) == [])
        #expect(ModesFeature.reduce(&alone, .press(.previous)) == [])
        #expect(alone == ModesChoice())
    }

    /// Two expert computer players, then a mode: a game against them; Two players is no game against the
    /// computer, and None goes back to a game alone.
    @Test func modesWithComputerPlayers() {
        var choice = ModesChoice()
        #expect(ModesFeature.reduce(&choice, .press(.opponents(2))) == [.shown])
        #expect(ModesFeature.reduce(&choice, .press(.level(.expert))) == [.shown])
        #expect(choice == ModesChoice(opponents: 2, level: .expert))
        #expect(
            ModesFeature.reduce(&choice, .press(.mode(.memory)))
                == [.playAgainstComputer([.expert, .expert], mode: .memory)])
        #expect(ModesFeature.reduce(&choice, .press(.mode(.twoPlayer))) == [])
        #expect(ModesFeature.reduce(&choice, .press(.opponents(7))) == [.shown])
        #expect(choice.opponents == 3)
        #expect(ModesFeature.reduce(&choice, .press(.opponents(0))) == [.shown])
        #expect(ModesFeature.reduce(&choice, .press(.mode(.memory))) == [.choose(.memory)])
        #expect(
            [ModesButton.opponents(0), .opponents(3), .level(.you), .level(.beginner)].map(\.traceName)
                == ["opponents0", "opponents3", "levelYou", "levelBeginner"])
    }

    @Test func theRulesOpenTheTutorialOrClose() {
        #expect(RulesFeature.reduce(.press(.tutorial)) == [.open(.tutorial)])
        #expect(RulesFeature.reduce(.press(.close)) == [.open(.none)])
        #expect(RulesFeature.reduce(.press(.next)) == [])
    }

    @Test func thePauseCoverPlaysOnOrQuits() {
        #expect(PauseFeature.reduce(.resume) == [.open(.none)])
        #expect(PauseFeature.reduce(.quit) == [.effect(.quit)])
    }

    @Test func theStatisticsTakeTheRecordsAnswerAndLeadToThePastGames() {
        var statistics = StatisticsScreen()
        let progress = [GameProgress(finds: 9, seconds: 180, kindSeconds: [[20], [], [], []])]
        let rated = [RatedGame(mode: .solo, playedAt: 1, before: 1200, after: 1214, games: 1)]
        #expect(
            StatisticsFeature.reduce(&statistics, .loaded(progress, table: ["Recent", "a"], ratings: rated)) == [.shown]
        )
        #expect(statistics == StatisticsScreen(progress: progress, recentTable: ["Recent", "a"], ratingHistory: rated))
        #expect(StatisticsFeature.reduce(&statistics, .press(.pastGames)) == [.open(.pastGames)])
        #expect(StatisticsFeature.reduce(&statistics, .press(.close)) == [.open(.none)])
        #expect(statistics.progress == progress)
    }

    @Test func thePastGamesListTheRecordsAndOpenTheOnePressed() {
        var games = PastGamesShown(rows: [])
        let listed = PastGamesShown(rows: [
            PastGamesShown.Row(id: 7, when: "2026-11-28 09:14", mode: .solo, seconds: 245, finds: 27, result: .finished)
        ])
        #expect(PastGamesFeature.reduce(&games, .loaded(listed)) == [.shown])
        #expect(games == listed)
        #expect(PastGamesFeature.reduce(&games, .press(.game(7))) == [.effect(.openReview(7))])
        #expect(PastGamesFeature.reduce(&games, .press(.none)) == [])
        #expect(PastGamesFeature.reduce(&games, .press(.close)) == [.open(.none)])
    }

    @Test func aboutCopiesItsFoldersOrCloses() {
        var about = Installation(version: "1.2.0", licence: "MIT", dataFolder: "/d", stateFolder: "/s")
        #expect(AboutFeature.reduce(&about, .press(.copy)) == [.effect(.copyToClipboard(about.folders))])
        #expect(AboutFeature.reduce(&about, .press(.close)) == [.open(.none)])
    }
}

/// The game-over panel alone: its buttons, and which of the window's buttons are its.
@Suite("Screens alone: game over")
struct GameOverFeatureTests {
    @Test func itsButtonsAskForAnotherGameAReviewOrAnotherMode() {
        #expect(GameOverFeature.reduce(.newGame, inPlay: .solo) == [.play(.newGameTapped)])
        #expect(GameOverFeature.reduce(.review, inPlay: .solo) == [.effect(.openReview(nil))])
        #expect(GameOverFeature.reduce(.mode(.junior), inPlay: .solo) == [.effect(.switchMode(.junior))])
        // The mode in play is lit, not a switch.
        #expect(GameOverFeature.reduce(.mode(.solo), inPlay: .solo) == [])
        #expect(GameOverFeature.reduce(.playAgain, inPlay: .solo) == [.playNetworkGameAgain])
        #expect(GameOverFeature.reduce(.leave, inPlay: .solo) == [.leaveNetworkGame])
    }

    @Test func onlyThePanelsButtonsAreItsActions() {
        #expect(GameOverFeature.Action(.newGame) == .newGame)
        #expect(GameOverFeature.Action(.mode(.ultra)) == .mode(.ultra))
        #expect(GameOverFeature.Action(.playAgain) == .playAgain)
        for button in [ButtonID.undo, .deal, .hint, .menu, .claim(player: 0), .dealFor(player: 1), .copyCode] {
            #expect(GameOverFeature.Action(button) == nil, "\(button)")
        }
    }
}
