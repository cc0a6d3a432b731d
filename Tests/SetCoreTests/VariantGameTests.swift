import Foundation
import Testing

@testable import SetCore

/// The variants played through `Game.apply`, as the window plays them.
@Suite struct VariantGameTests {
    /// The selectable indices of a group's cards in `game`.
    func indices(of cards: [Card], in game: Game) -> [Int] {
        cards.compactMap { card in game.selectableIndices.first { game.card(at: $0) == card } }
    }

    /// Plays `game` to its end, taking the first group the variant offers, dealing when there is none.
    /// Returns the moves made.
    @discardableResult
    func playToTheEnd(_ game: inout Game, secondsPerGroup: Double = 4, cap: Int = 400) -> Int {
        var now = 0.0, moves = 0
        while !game.isGameOver, moves < cap {
            now += secondsPerGroup
            if let group = game.board?.nextGroup {
                for index in indices(of: group.cards, in: game) { game.apply(.cardTapped(index: index), now: now) }
            } else {
                game.apply(.dealTapped(player: nil), now: now)
            }
            game.apply(.tick, now: now)
            moves += 1
        }
        return moves
    }

    @Test(arguments: Game.Mode.allCases.filter { $0.engine == .board })
    func everyVariantPlaysToItsEnd(mode: Game.Mode) throws {
        var game = Game(seed: 42, mode: mode, now: 0)
        #expect(game.table.count >= mode.tableSize || game.deck.isEmpty)
        #expect(game.board?.nextGroup != nil, "\(mode): the opening table holds no group")
        let moves = playToTheEnd(&game)
        #expect(game.isGameOver, "\(mode) did not end in \(moves) moves")
        switch mode.variant.end {
        case .groupsFound(let target): #expect(game.setsFound == target)
        case .timeLimit(let seconds):
            #expect(
                game.endedAt == seconds && game.setsFound == Int(seconds / 4) - 1 || game.setsFound == Int(seconds / 4))
        case .deckExhausted, .tableSolved:
            #expect(game.deck.isEmpty && game.board?.nextGroup == nil)
        }
        // Saved and read back at any point, the game is the same.
        let data = try JSONEncoder().encode(game)
        #expect(try JSONDecoder().decode(Game.self, from: data) == game)
    }

    @Test func anUltraSetNamesItsThirdCardAndAMissSaysWhy() throws {
        var game = Game(seed: 7, mode: .ultra, now: 0)
        let group = try #require(game.board?.nextGroup)
        #expect(game.groupSize == 4)
        for index in indices(of: group.cards, in: game).prefix(3) { game.apply(.cardTapped(index: index), now: 1) }
        #expect(game.selectionState == .partial)
        let last = try #require(indices(of: [group.cards[3]], in: game).first)
        let events = game.apply(.cardTapped(index: last), now: 2)
        #expect(events.contains(.matched(group.cards)))
        let third = try #require(game.lastGroup?.thirdCard)
        #expect(Card.isSet(group.cards[0], group.cards[1], third) && Card.isSet(group.cards[2], group.cards[3], third))
        #expect(game.setsFound == 1 && game.selection.isEmpty)
        // Four cards that are not an UltraSet are explained in its terms.
        var miss = Game(seed: 7, mode: .ultra, now: 0)
        let table = miss.table
        let wrong = try #require(
            (0..<table.count).lazy.map { start in Array((start..<(start + 4)).map { $0 % table.count }) }
                .first { !GroupRule.ultraSet.check($0.map { table[$0] }).isMatch })
        for index in wrong { miss.apply(.cardTapped(index: index), now: 1) }
        #expect(miss.selectionState == .mismatch && miss.groupMismatch != nil && miss.score == -2)
    }

    @Test func aChainSetTakesOneCardOfTheLastSetFromBesideTheTable() throws {
        var game = Game(seed: 3, mode: .chain, now: 0)
        let first = try #require(game.board?.nextGroup)
        for index in indices(of: first.cards, in: game) { game.apply(.cardTapped(index: index), now: 1) }
        #expect(game.previous == first.cards)
        #expect(game.table.count >= 12 && !game.table.contains { first.cards.contains($0) })
        let second = try #require(game.board?.nextGroup)
        #expect(second.cards.filter(first.cards.contains).count == 1)
        let chosen = indices(of: second.cards, in: game)
        #expect(chosen.filter { $0 >= game.table.count }.count == 1, "one card comes from beside the table")
        for index in chosen { game.apply(.cardTapped(index: index), now: 2) }
        #expect(game.setsFound == 2 && game.previous == second.cards)
        // The two new cards left the table; the shared one was beside it already.
        #expect(game.table.count >= 12 && !game.table.contains { second.cards.contains($0) })
    }

    @Test func aChainHintStartingBesideTheTableMarksItSavesAndKeepsASelectionThroughADeal() throws {
        for mode in [Game.Mode.chain, .ultraChain] {
            var game = Game(seed: 3, mode: mode, now: 0)
            let first = try #require(game.board?.nextGroup)
            for index in indices(of: first.cards, in: game) { game.apply(.cardTapped(index: index), now: 1) }
            // The hint's first card is the last group's, beside the table: it is marked, and the game saves.
            game.apply(.hintTapped, now: 2)
            let hinted = try #require(game.hintedCards.first)
            #expect(game.previous.contains(hinted) && game.hintedIndices == indices(of: [hinted], in: game))
            let data = try JSONEncoder().encode(game)
            #expect(try JSONDecoder().decode(Game.self, from: data) == game, "\(mode)")
            // A card of the last group stays selected through Deal 3, though the table grows under it.
            game.apply(.cardTapped(index: game.table.count), now: 3)
            let selected = game.selectedCards
            game.apply(.dealTapped(player: nil), now: 4)
            #expect(game.selectedCards == selected, "\(mode)")
        }
    }

    @Test func theSprintsAndTimedKeepNoUndoAndTheOthersDo() {
        for mode in Game.Mode.allCases {
            let race = [.sprint10, .sprint20, .sprint30, .timed].contains(mode)
            #expect(mode.keepsHistory == (!race && mode != .twoPlayer && mode != .daily), "\(mode)")
        }
    }

    @Test func undoTakesBackAVariantsGroupAndRedoMakesItAgain() throws {
        var game = Game(seed: 9, mode: .chain, now: 0)
        var history = History(startingAt: game)
        let start = game
        let group = try #require(game.board?.nextGroup)
        for (n, index) in indices(of: group.cards, in: game).enumerated() {
            let time = Double(n + 1)
            game.apply(.cardTapped(index: index), now: time)
            history.record(.cardTapped(index: index), at: time)
        }
        let found = game
        #expect(found.setsFound == 1 && found.previous == group.cards)
        // Three undos bring the opening table back; redo makes the group again, the same way.
        for _ in 0..<3 {
            let back = history.undo(now: 5)
            game = try #require(back)
        }
        #expect(game.table == start.table && game.board == start.board && game.setsFound == 0)
        for _ in 0..<3 {
            let again = history.redo(on: game, now: 6)
            game = try #require(again)
        }
        #expect(game.table == found.table && game.board == found.board && game.previous == group.cards)
        // A race keeps no moves to take back.
        #expect(!Game.Mode.sprint10.keepsHistory && !Game.Mode.timed.keepsHistory)
    }

    @Test func timedEndsAtTwoMinutesOnTheClocksTick() {
        var game = Game(seed: 1, mode: .timed, now: 10)
        #expect(game.timeLimitEnd == 130 && game.remaining(at: 70) == 60)
        #expect(game.apply(.tick, now: 129.9).isEmpty)
        #expect(game.apply(.tick, now: 130.2) == [.gameOver])
        #expect(game.endedAt == 130 && game.playTime(at: 200) == 120)
    }

    @Test func memoryDealsTwentyOneAndASprintRefillsItsDeck() {
        #expect(Game(seed: 5, mode: .memory, now: 0).table.count >= 21)
        var sprint = Game(seed: 5, mode: .sprint30, now: 0)
        playToTheEnd(&sprint, cap: 1000)
        #expect(sprint.isGameOver && sprint.setsFound == 30)
        #expect(sprint.remaining(at: sprint.clock) == 0)
    }

    @Test func oldModeNamesStillReadAndTheNewOnesRoundTrip() throws {
        for mode in Game.Mode.allCases {
            let data = try JSONEncoder().encode(mode)
            #expect(try JSONDecoder().decode(Game.Mode.self, from: data) == mode)
            #expect(mode.variant.name == mode.rawValue)
        }
        #expect(
            Game.Mode.allCases.count == 17 && Set(Variant.all.map(\.name)) == Set(Game.Mode.allCases.map(\.rawValue)))
    }
}

extension GroupVerdict {
    var isMatch: Bool { group != nil }
}
