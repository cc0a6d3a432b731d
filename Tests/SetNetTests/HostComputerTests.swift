import Foundation
import SetCore
import SetOpponents
import Testing

@testable import SetNet
@testable import SetProtocol

/// Computer players seated at the host: they play the host's own rules, as any seat's claims are judged.
@Suite("Host: computer players")
struct HostComputerTests {
    let ann = PeerID(1)

    /// A session of `mode` with three computer players of `level`, whose game starts when Ann sits down.
    func session(_ mode: Game.Mode, level: ComputerLevel = .expert, seed: UInt64 = 5) -> (HostSession, SplitMix64) {
        var session = HostSession(
            game: HostGame(seed: seed, mode: mode, now: 0, started: false), idleLimit: 1e9, startsWhenSeated: true)
        var generator = SplitMix64(seed: seed)
        for _ in 0..<3 { _ = session.apply(.computerAdded(level, pace: nil), now: 0, using: &generator) }
        _ = session.apply(.peerConnected(ann), now: 0, using: &generator)
        return (session, generator)
    }

    /// Ann sits down at seat 3, after Ada, Alan and Grace, and the game starts at once.
    @Test func computersSitFirstAndTheGameStartsWhenAPersonSitsDown() {
        var (session, generator) = session(.solo)
        #expect(!session.game.isStarted)
        #expect(session.game.seats.prefix(3).map { $0?.name.text } == ["Ada", "Alan", "Grace"])
        #expect(session.game.seats.prefix(3).allSatisfy { $0?.computer == .expert && $0?.connected == true })
        let outputs = session.apply(
            .messageReceived(.hello(Hello(name: name("Ann"))), from: ann), now: 0.5, using: &generator)
        guard case .send(.welcome(seat: 3, _), to: ann)? = outputs.first else {
            Issue.record("no welcome at seat 3: \(outputs)")
            return
        }
        #expect(session.game.isStarted)
        #expect(outputs.contains(.send(.event(.gameStarted), to: ann)))
        // Everyone sees the computers as computers.
        #expect(session.game.snapshot.players.map(\.computer) == [.expert, .expert, .expert, nil])
        #expect(session.game.nextComputerMove.map { $0 > 0.5 } == true)
    }

    /// Every window sees each computer's rating for the mode, and a person's as their hello said it.
    @Test func theSnapshotCarriesEachPlayersRatingForTheMode() {
        var (session, generator) = session(.sprint10)
        let hello = Hello(name: name("Ann"), ratings: [.sprint10: 1311, .solo: 900])
        _ = session.apply(.messageReceived(.hello(hello), from: ann), now: 0, using: &generator)
        #expect(session.game.snapshot.players.map(\.rating) == [2390, 2390, 2390, 1311])
    }

    /// Timed's end reaches everyone whatever brings the clock past it: here a ping, before the second's tick.
    /// (Its events were once dropped, and the windows never heard the game was over.)
    @Test func timedEndsOnAPingToo() {
        var session = HostSession(game: HostGame(seed: 2, mode: .timed, now: 0), idleLimit: 1e9)
        var generator = SplitMix64(seed: 2)
        _ = session.apply(.peerConnected(ann), now: 0, using: &generator)
        _ = session.apply(.messageReceived(.hello(Hello(name: name("Ann"))), from: ann), now: 0, using: &generator)
        let outputs = session.apply(.messageReceived(.ping(id: 1, rttMs: 3), from: ann), now: 120.2, using: &generator)
        #expect(outputs.first == .send(.pong(id: 1), to: ann))
        #expect(outputs.contains(.send(.event(.gameOver), to: ann)), "\(outputs)")
        #expect(session.game.isGameOver)
    }

    /// Nobody takes a computer's seat by naming its token.
    @Test func aComputersSeatCannotBeTakenWithItsToken() throws {
        var (session, generator) = session(.solo)
        let token = try #require(session.game.seats[0]?.token)
        let outputs = session.apply(
            .messageReceived(.hello(Hello(name: name("Eve"), seatToken: token)), from: ann), now: 0,
            using: &generator)
        guard case .send(.welcome(seat: 3, _), to: ann)? = outputs.first else {
            Issue.record("Eve was not seated at a free seat: \(outputs)")
            return
        }
        #expect(session.game.seats[0]?.name.text == "Ada")
    }

    /// Computer players play only while a person is at the table: Ann gone, they stop.
    @Test func computersWaitWhileNobodyIsThere() {
        var (session, generator) = session(.solo)
        _ = session.apply(.messageReceived(.hello(Hello(name: name("Ann"))), from: ann), now: 0, using: &generator)
        _ = session.apply(.peerClosed(ann), now: 0.1, using: &generator)
        #expect(session.game.nextComputerMove == nil)
        #expect(session.apply(.computersDue, now: 600, using: &generator).isEmpty)
        #expect(session.game.snapshot.players.allSatisfy { $0.sets == 0 })
    }

    /// Whole games played by the computers alone, Ann watching, in every mode the network plays: each
    /// claim is judged by the host's rules (found or missed, never too late), each group found was a valid
    /// group of the table it was claimed on, and the game ends as the mode says.
    @Test(arguments: [Game.Mode.solo, .ultra, .chain, .memory, .sprint10, .timed, .puzzle, .ghost, .megaSet])
    func computersPlayAWholeGame(mode: Game.Mode) {
        var (session, generator) = session(mode)
        _ = session.apply(.messageReceived(.hello(Hello(name: name("Ann"))), from: ann), now: 0, using: &generator)
        var now = 0.0
        var found = 0
        var missed = 0
        while !session.game.isGameOver, now < 3_600 {
            now += 0.05
            let table = session.game.table
            let previous = session.game.previous
            let outputs =
                session.apply(.computersDue, now: now, using: &generator)
                + (now.truncatingRemainder(dividingBy: 1) < 0.05
                    ? session.apply(.clockTicked, now: now, using: &generator) : [])
            for case .send(.event(let event), to: ann) in outputs {
                switch event {
                case .setFound(let seat, let cards):
                    found += 1
                    #expect(seat < 3)
                    #expect(cards.allSatisfy { table.contains($0) || previous.contains($0) }, "\(mode): off the table")
                    #expect(mode.variant.rule.check(cards).group != nil, "\(mode): not a group")
                case .miss(let seat):
                    missed += 1
                    #expect(seat < 3)
                case .tooLate:
                    Issue.record("\(mode): a computer's claim was too late")
                default:
                    break
                }
            }
        }
        #expect(session.game.isGameOver, "\(mode) did not end in an hour")
        #expect(found > 0)
        let players = session.game.snapshot.players
        #expect(players.reduce(0) { $0 + $1.sets } == found)
        #expect(players.reduce(0) { $0 + $1.sets - $1.score } == missed)
        if case .groupsFound(let target) = mode.variant.end {
            #expect(players.map(\.sets).max() == target)
        }
        if case .timeLimit(let seconds) = mode.variant.end {
            #expect(now >= seconds && now < seconds + 1)
        }
    }

    /// Memory: a computer player turns cards up for its own eyes only; Ann hears nothing of it.
    @Test func memorysCardsAreTurnedUpUnheard() {
        var (session, generator) = session(.memory, level: .beginner)
        _ = session.apply(.messageReceived(.hello(Hello(name: name("Ann"))), from: ann), now: 0, using: &generator)
        // A beginner turns a card up every 1.7 s.
        let outputs = session.apply(.computersDue, now: 2, using: &generator)
        #expect(outputs.isEmpty, "\(outputs)")
        #expect(session.game.computers.values.contains { !$0.memory.isEmpty })
        #expect(session.game.snapshot.hidden == 21)
    }

    /// A game kept with computer players comes back with them playing.
    @Test func aKeptGameKeepsItsComputers() throws {
        var (session, generator) = session(.solo)
        _ = session.apply(.messageReceived(.hello(Hello(name: name("Ann"))), from: ann), now: 0, using: &generator)
        let data = try JSONEncoder().encode(session.game)
        let back = try JSONDecoder().decode(HostGame.self, from: data).resuming(password: nil)
        #expect(back.seats.prefix(3).allSatisfy { $0?.computer == .expert && $0?.connected == true })
        #expect(back.seats[3]?.connected == false)
        #expect(back.computers.count == 3)
    }
}

/// The levels' ratings written down are what the measurement gives: the classic game's, measured again.
@Suite("Computer levels' ratings")
struct LevelRatingTests {
    @Test func theClassicGamesRatingsAreTheMeasuredOnes() {
        let ratings = LevelRatingMeasurement.ratings(in: .solo, games: 100, seed: 1)
        for level in [ComputerLevel.beginner, .casual, .skilled, .expert] {
            #expect(Int((ratings[level] ?? 0).rounded()) == level.rating(in: .solo), "\(level)")
        }
        // The levels stand in order in every mode, casual at a new player's 1200.
        for mode in HostGame.modes {
            let row = [ComputerLevel.beginner, .casual, .skilled, .expert].map { $0.rating(in: mode) }
            #expect(row == row.sorted() && row[1] == 1200, "\(mode): \(row)")
        }
    }

    /// A share of the groups stands for a rating difference: 800 · log10(S / (1 − S)).
    @Test func aShareStandsForADifference() {
        #expect(LevelRatingMeasurement.difference(0.5) == 0)
        #expect(abs(LevelRatingMeasurement.difference(0.75) - 381.70) < 0.01)
        #expect(abs(LevelRatingMeasurement.difference(0.25) + 381.70) < 0.01)
        #expect(LevelRatingMeasurement.difference(1) == LevelRatingMeasurement.difference(0.99))
    }
}
