import SetCore
import SetInput
import SetTable
import Testing

@testable import SetApp

extension [Effect] {
    /// The effects but what they say to record, for tests about the rest.
    var withoutRecords: [Effect] {
        filter { if case .record = $0 { false } else { true } }
    }

    /// What the effects say to record, in order.
    var records: [RecordEntry] {
        compactMap { if case .record(let entry) = $0 { entry } else { nil } }
    }
}

extension RecordEntry {
    /// The kinds of the moves an entry records (none for a start or an end).
    var kinds: [RecordedMove.Kind] {
        if case .moves(let moves, _, _) = self { moves.map(\.kind) } else { [] }
    }
}

/// What `reduce` hands the recorder: every move with the game it was made on, and each game's start and end.
@Suite("Moves to record")
struct RecordEffectsTests {
    static func state(seed: UInt64 = 7, mode: Game.Mode = .solo) -> AppState {
        var s = AppState(game: Game(seed: seed, mode: mode, now: 0), width: 1280, height: 800)
        _ = reduce(&s, .frame, now: 0)
        return s
    }

    @Test func aSetFoundIsThreeSelectionsAndAFindTimedFromTheTablesChange() throws {
        var s = Self.state()
        let set = try #require(SetFinder.firstSet(in: s.game.table))
        var entries: [RecordEntry] = []
        for (n, index) in set.enumerated() {
            entries += reduce(&s, .intent(.cardTapped(index: index)), now: Double(n + 2)).records
        }
        #expect(entries.map(\.kinds) == [[.select], [.select], [.select, .found]])
        guard case .moves(let moves, let on, let clock) = entries[2] else {
            Issue.record("no moves")
            return
        }
        #expect(clock == 4)
        #expect(on.selection.count == 2)
        #expect(moves[1].cards == set.map { on.table[$0] })
        #expect(moves[1].seconds == 4)
    }

    @Test func aDealOverASetSaysSoAndADealWithoutOneDoesNot() {
        var s = Self.state()
        let over = reduce(&s, .intent(.dealTapped()), now: 1).records
        guard case .moves(let moves, _, _) = over.first else {
            Issue.record("no deal recorded")
            return
        }
        #expect(moves.map(\.kind) == [.deal])
        #expect(moves[0].cards.count == 3)
        #expect(moves[0].overGroup == SetFinder.containsSet(Game(seed: 7, now: 0).table))
    }

    @Test func aNewGameEndsTheGameLeftAndBeginsTheNext() {
        var s = Self.state()
        _ = reduce(&s, .intent(.cardTapped(index: 0)), now: 1)
        let entries = reduce(&s, .intent(.newGameTapped), now: 2).records
        #expect(entries == [.ended(.abandoned), .started(s.game, players: [])])
    }

    @Test func aHintAndAnUndoAreMovesButAClockTickIsNot() {
        var s = Self.state()
        #expect(reduce(&s, .intent(.hintTapped), now: 1).records.map(\.kinds) == [[.hint]])
        #expect(reduce(&s, .clock, now: 2).records.isEmpty)
        let undo = reduce(&s, .input(.keyDown(.z, modifiers: .ctrl, isRepeat: false)), now: 3).records
        #expect(undo.map(\.kinds) == [[.undo]])
        let redo = reduce(&s, .input(.keyDown(.y, modifiers: .ctrl, isRepeat: false)), now: 4).records
        #expect(redo.map(\.kinds) == [[.redo]])
    }
}

@Suite("Games kept")
struct GamesKeptTests {
    @Test func settingsOfferHowManyGamesToKeepOnceGamesAreRecorded() throws {
        var s = AppState(game: Game(seed: 7, now: 0), width: 1280, height: 800)
        _ = reduce(&s, .input(.keyDown(.f10, modifiers: [], isRepeat: false)), now: 0)
        _ = reduce(&s, .input(.keyDown(.tab, modifiers: [], isRepeat: false)), now: 0)
        func rows() -> [String] { s.scene(now: 0).panel?.controls.map(\.title) ?? [] }
        s.recordsGames = false
        let settings = try #require(s.scene(now: 0).panel?.controls.first { $0.name == "settings" })
        _ = reduce(&s, .input(.pointerDown(.left, at: settings.frame.center, time: 0)), now: 0)
        _ = reduce(&s, .input(.pointerUp(.left, at: settings.frame.center, time: 0)), now: 0)
        #expect(s.overlay == .settings)
        #expect(!rows().contains { $0.hasPrefix("Games kept") })
        s.recordsGames = true
        #expect(rows().contains("Games kept: all"))
        var seen: [String] = []
        for _ in 0..<4 {
            let row = try #require(s.scene(now: 0).panel?.controls.first { $0.name == "gamesKept" })
            _ = reduce(&s, .input(.pointerDown(.left, at: row.frame.center, time: 0)), now: 0)
            let effects = reduce(&s, .input(.pointerUp(.left, at: row.frame.center, time: 0)), now: 0)
            #expect(effects == [.settingsChanged])
            seen.append(rows().first { $0.hasPrefix("Games kept") } ?? "")
        }
        #expect(seen == ["Games kept: last 1000", "Games kept: last 200", "Games kept: last 50", "Games kept: all"])
        #expect(s.settings.gamesKept == nil)
    }
}

extension RecordEffectsTests {
    @Test func theGameOverPanelsReviewAsksForTheGameJustPlayed() throws {
        var s = Self.state(mode: .junior)
        var t = 1.0
        while !s.game.isGameOver {
            t += 1
            if s.game.selectionState == .match, let index = s.game.selection.first {
                _ = reduce(&s, .intent(.cardTapped(index: index)), now: t)
            } else if let set = SetFinder.firstSet(in: s.game.table) {
                for index in set { _ = reduce(&s, .intent(.cardTapped(index: index)), now: t) }
            } else {
                _ = reduce(&s, .intent(.dealTapped()), now: t)
            }
        }
        #expect(GameOverPanel(scene: s.scene(now: t))?.review == .zero)
        s.recordsGames = true
        let review = try #require(GameOverPanel(scene: s.scene(now: t))?.review)
        _ = reduce(&s, .input(.pointerDown(.left, at: review.center, time: t)), now: t)
        let effects = reduce(&s, .input(.pointerUp(.left, at: review.center, time: t)), now: t)
        #expect(effects == [.openReview(nil)])
    }
}
