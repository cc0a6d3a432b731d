import Testing

@testable import SetCore

/// Whole games played at random from fixed seeds: the invariants hold after every step
/// and every game ends by rule 9.
@Suite("Random play")
struct RandomPlayTests {
    /// Whether the state passes the checks of a loaded save: table, deck and found Sets are
    /// the 81 cards once each, every found triple is a Set, selection, hint, players and
    /// clock fit, and the game is over exactly when rule 9 says.
    ///
    /// Returns a Bool for one `#expect` per game: an expectation per step would be slow.
    /// The independent check is slower, so it runs on every fifth step and at the end.
    private func invariantsHold(_ game: Game, step: Int) -> Bool {
        do { try game.validate() } catch { return false }
        return step % 5 != 0 && !game.isGameOver || holdsEveryCardOnce(game)
    }

    /// The same card check written independently of `validate()`: every ordinal once, and
    /// every found triple a Set by the mod-3 form of the rule (each feature sums to 0 mod 3).
    private func holdsEveryCardOnce(_ game: Game) -> Bool {
        var seen = [Bool](repeating: false, count: 81)
        var count = 0
        for pile in [game.table, game.deck] + game.foundSets {
            for card in pile {
                if seen[card.ordinal] { return false }
                seen[card.ordinal] = true
                count += 1
            }
        }
        guard count == 81 else { return false }
        for set in game.foundSets {
            guard set.count == 3 else { return false }
            let (a, b, c) = (set[0].ordinal, set[1].ordinal, set[2].ordinal)
            for place in [27, 9, 3, 1] where (a / place + b / place + c / place) % 3 != 0 {
                return false
            }
        }
        return true
    }

    /// Rule 9, and the parity argument: the cards left always sum to zero in every feature
    /// mod 3, so exactly three cards left would be a Set.
    private func checkEnding(_ game: Game) {
        #expect(game.isGameOver && game.deck.isEmpty && !SetFinder.containsSet(game.table))
        #expect(game.table.count != 3)
        let sums = game.table.reduce(into: [0, 0, 0, 0]) { sums, card in
            sums[0] += card.number.index
            sums[1] += card.color.index
            sums[2] += card.shape.index
            sums[3] += card.shading.index
        }
        #expect(sums.allSatisfy { $0 % 3 == 0 })
    }

    @Test func soloGamesKeepTheInvariantsAndEndByRule9() {
        var rng = SplitMix64(seed: 2026)
        var tableSizesAtEnd: [Int: Int] = [:]
        var brokenSteps = 0
        var longestGame = 0
        for gameNumber in 0..<1000 {
            var game = Game(seed: UInt64(gameNumber), now: 0)
            var now = 0.0
            var steps = 0
            while !game.isGameOver, steps < 2000 {
                steps += 1
                now += Double(rng.nextIndex(below: 8))
                game.apply(soloMove(game, &rng), now: now)
                if !invariantsHold(game, step: steps) { brokenSteps += 1 }
            }
            longestGame = max(longestGame, steps)
            checkEnding(game)
            tableSizesAtEnd[game.table.count, default: 0] += 1
        }
        #expect(brokenSteps == 0)
        #expect(longestGame < 2000)
        #expect(tableSizesAtEnd[3] == nil)
        #expect(tableSizesAtEnd.keys.allSatisfy { $0 % 3 == 0 && $0 <= 21 })
    }

    @Test func twoPlayerGamesKeepTheInvariantsAndEndByRule9() {
        var rng = SplitMix64(seed: 77)
        var claims = 0, timeouts = 0, deals = 0, wins = 0, ties = 0, brokenSteps = 0
        for gameNumber in 0..<300 {
            var game = Game(seed: 10_000 + UInt64(gameNumber), mode: .twoPlayer, now: 0)
            var now = 0.0
            var steps = 0
            while !game.isGameOver, steps < 2000 {
                steps += 1
                now += Double(rng.nextIndex(below: 30)) / 10
                let events = game.apply(twoPlayerMove(game, &rng), now: now)
                for event in events {
                    switch event {
                    case .claimed: claims += 1
                    case .timedOut: timeouts += 1
                    case .windowOpened: deals += 0
                    case .dealt where game.turn != .open: deals += 1
                    default: break
                    }
                }
                if !invariantsHold(game, step: steps) { brokenSteps += 1 }
            }
            checkEnding(game)
            if game.winner == .tie { ties += 1 } else if game.winner != nil { wins += 1 }
        }
        #expect(brokenSteps == 0)
        #expect(wins + ties == 300)
        #expect(claims > 1000 && timeouts > 50 && deals > 50)
    }

    /// A solo player: finishes a judged selection, mostly finds Sets, sometimes errs, hints or shuffles.
    private func soloMove(_ game: Game, _ rng: inout SplitMix64) -> Intent {
        let roll = rng.nextIndex(below: 100)
        if game.selection.count == 3 { return .cardTapped(index: rng.nextIndex(below: game.table.count)) }
        if roll < 4 { return .hintTapped }
        if roll < 7 { return .shuffleRequested }
        if roll < 12 { return .cardTapped(index: rng.nextIndex(below: game.table.count)) }
        if roll < 14, game.table.count < 18 { return .dealTapped() }
        let sets = SetFinder.allSets(in: game.table)
        guard !sets.isEmpty else { return .dealTapped() }
        // Finish a Set the selection belongs to, or start over.
        let fitting = sets.filter { set in game.selection.allSatisfy(set.contains) }
        guard !fitting.isEmpty else { return .cardTapped(index: game.selection[0]) }
        let target = fitting[rng.nextIndex(below: fitting.count)]
        return .cardTapped(index: target.first { !game.selection.contains($0) } ?? target[0])
    }

    /// Two players: claim, select (sometimes wrongly, sometimes too slowly), deal and wait.
    private func twoPlayerMove(_ game: Game, _ rng: inout SplitMix64) -> Intent {
        let player = rng.nextIndex(below: 2)
        let roll = rng.nextIndex(below: 100)
        guard game.activePlayer != nil else {
            if roll < 10 { return .tick }
            if roll < 25, game.canDeal(player: player) { return .dealTapped(player: player) }
            if !SetFinder.containsSet(game.table), game.canDeal(player: player) { return .dealTapped(player: player) }
            return .claimTapped(player: player)
        }
        if roll < 20 { return .tick }
        if roll < 30 { return .cardTapped(index: rng.nextIndex(below: game.table.count)) }
        if roll < 35 { return .shuffleRequested }
        guard let target = SetFinder.firstSet(in: game.table) else { return .tick }
        if let wrong = game.selection.first(where: { !target.contains($0) }) { return .cardTapped(index: wrong) }
        return .cardTapped(index: target.first { !game.selection.contains($0) } ?? target[0])
    }
}
