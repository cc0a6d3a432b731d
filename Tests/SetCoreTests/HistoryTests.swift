import Testing

@testable import SetCore

/// Undo and redo: every kind of move taken back exactly, redo ended by a new
/// move, the clock as it was, and a replay that always lands on the game shown.
@Suite struct HistoryTests {
    /// A solo game and its history, moved together as the app moves them.
    struct Play {
        var game: Game
        var history: History

        init(seed: UInt64 = 7) {
            game = Game(seed: seed, now: 0)
            history = History(startingAt: game)
        }

        /// Applies an intent and records it when it changed the game.
        @discardableResult
        mutating func apply(_ intent: Intent, now: Double) -> [GameEvent] {
            let events = game.apply(intent, now: now)
            if !events.isEmpty { history.record(intent, at: game.clock) }
            return events
        }

        mutating func undo(now: Double) -> Bool {
            guard let back = history.undo(now: now) else { return false }
            game = back
            return true
        }

        mutating func redo(now: Double) -> Bool {
            guard let again = history.redo(on: game, now: now) else { return false }
            game = again
            return true
        }
    }

    /// A game with the same cards, selection, score and play time as another.
    func sameState(_ a: Game, _ b: Game, file: String = #file) -> Bool {
        a.table == b.table && a.deck == b.deck && a.selection == b.selection && a.score == b.score
            && a.foundSets == b.foundSets && a.hintLevel == b.hintLevel && a.seed == b.seed
            && a.mismatches == b.mismatches && abs(a.playTime - b.playTime) < 1e-9
            && (a.clock - a.tableChangedAt - (b.clock - b.tableChangedAt)).magnitude < 1e-9
    }

    @Test func nothingToUndoOrRedoAtTheStart() {
        var play = Play()
        #expect(!play.history.canUndo && !play.history.canRedo)
        let undid = play.undo(now: 1), redid = play.redo(now: 1)
        #expect(!undid && !redid)
    }

    /// Every kind of move, undone, gives back the game before it; redone, the game after it.
    @Test(arguments: ["select", "set", "mismatch", "deal", "hint", "shuffle", "newGame"])
    func everyKindOfMoveIsUndoneAndRedoneExactly(kind: String) throws {
        var play = Play()
        let set = try #require(SetFinder.firstSet(in: play.game.table))
        let table = play.game.table
        let miss = try #require((2..<table.count).first { !Card.isSet(table[0], table[1], table[$0]) })
        var before = play.game
        switch kind {
        case "select": play.apply(.cardTapped(index: 3), now: 2)
        case "set":
            play.apply(.cardTapped(index: set[0]), now: 1)
            play.apply(.cardTapped(index: set[1]), now: 2)
            before = play.game
            play.apply(.cardTapped(index: set[2]), now: 3)
            #expect(play.game.selectionState == .match && play.game.score == 9)
        case "mismatch":
            play.apply(.cardTapped(index: 0), now: 1)
            play.apply(.cardTapped(index: 1), now: 2)
            before = play.game
            play.apply(.cardTapped(index: miss), now: 3)
            #expect(play.game.selectionState == .mismatch && play.game.score == -2)
        case "deal": play.apply(.dealTapped(player: nil), now: 4)
        case "hint": play.apply(.hintTapped, now: 4)
        case "shuffle": play.apply(.shuffleRequested, now: 4)
        default:
            play.apply(.cardTapped(index: 3), now: 2)
            before = play.game
            play.apply(.newGameTapped, now: 40)
            #expect(play.game.seed != before.seed && play.game.selection.isEmpty)
        }
        let after = play.game
        let done1 = play.undo(now: 50)
        #expect(done1)
        #expect(sameState(play.game, before))
        #expect(play.game.clock == 50)
        #expect(play.history.canRedo)
        let done2 = play.redo(now: 51)
        #expect(done2)
        #expect(play.game.table == after.table && play.game.selection == after.selection)
        #expect(play.game.deck == after.deck && play.game.seed == after.seed)
        #expect(play.history.replayed() == play.game)
    }

    @Test func undoingNewGameBringsBackTheOldGameWithItsClock() throws {
        var play = Play()
        let set = try #require(SetFinder.firstSet(in: play.game.table))
        for (n, index) in set.enumerated() { play.apply(.cardTapped(index: index), now: 10 + Double(n)) }
        play.apply(.dealTapped(player: nil), now: 100)
        let old = play.game
        #expect(old.playTime == 100 && old.score > 0)
        play.apply(.newGameTapped, now: 130)
        play.apply(.cardTapped(index: 0), now: 170)
        let first = play.undo(now: 200), second = play.undo(now: 201)
        #expect(first && second)
        // The old game, exactly: cards, score, and 100 s of play, running on from now.
        #expect(sameState(play.game, old))
        #expect(play.game.playTime(at: 231) == 130)
        #expect(play.history.replayed() == play.game)
    }

    @Test func aNewMoveAfterAnUndoEndsRedo() {
        var play = Play()
        play.apply(.cardTapped(index: 1), now: 1)
        play.apply(.cardTapped(index: 2), now: 2)
        let done3 = play.undo(now: 3)
        #expect(done3)
        #expect(play.history.canRedo)
        play.apply(.hintTapped, now: 4)
        let redid = play.redo(now: 5)
        #expect(!play.history.canRedo && !redid)
        #expect(play.game.selection == [1] && play.game.hintLevel == 1)
        #expect(play.history.moves.map(\.intent) == [.cardTapped(index: 1), .hintTapped])
    }

    @Test func undoAndRedoAreCounted() {
        var play = Play()
        play.apply(.cardTapped(index: 1), now: 1)
        _ = play.undo(now: 2)
        _ = play.redo(now: 3)
        _ = play.undo(now: 4)
        #expect(play.history.undoCount == 2)
    }

    @Test func pastTheLimitTheOldestMovesFoldIntoTheBase() {
        var play = Play()
        for n in 0..<(History.limit + 20) {
            play.apply(.cardTapped(index: n % 2), now: Double(n))
        }
        #expect(play.history.moves.count == History.limit)
        #expect(play.history.replayed() == play.game)
        var undone = 0
        while play.undo(now: 2000 + Double(undone)) { undone += 1 }
        #expect(undone == History.limit)
    }

    /// The replay of the history, with the game shown's clock: a click that
    /// changes nothing is no move, but moves the game's latest time on.
    func replay(_ play: Play) -> Game {
        var game = play.history.replayed()
        #expect(game.clock <= play.game.clock)
        game.clock = play.game.clock
        return game
    }

    /// Hundreds of random moves, undos and redos: the replay is always the game shown.
    @Test(arguments: [UInt64(1), 2, 3])
    func aReplayAlwaysLandsOnTheGameShown(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var play = Play(seed: seed)
        var now = 0.0
        for _ in 0..<400 {
            now += Double(rng.next() % 4000) / 1000
            switch rng.next() % 10 {
            case 0, 1: _ = play.undo(now: now)
            case 2: _ = play.redo(now: now)
            case 3: play.apply(.dealTapped(player: nil), now: now)
            case 4: play.apply(.hintTapped, now: now)
            case 5: play.apply(.shuffleRequested, now: now)
            default: play.apply(.cardTapped(index: Int(rng.next() % UInt64(max(1, play.game.table.count)))), now: now)
            }
            #expect(replay(play) == play.game)
            if replay(play) != play.game { return }
        }
    }
}
