import Testing

@testable import SetCore

/// What the game asks of a mode instead of its name, written out by hand for every mode.
@Suite("Each mode's facts")
struct ModeFactsTests {
    /// engine, takes turns, daily, tally, the HUD's count label, mode button, classic table online,
    /// solo rules, keeps history.
    typealias Row = (Variant.Engine, Bool, Bool, Variant.Tally, String, Bool, Bool, Bool, Bool)

    static let rows: [Game.Mode: Row] = [
        .solo: (.classic, false, false, .classicTimed, "Sets", true, true, true, true),
        .twoPlayer: (.classic, true, false, .classic, "Sets", true, true, false, false),
        .daily: (.dailyPuzzle, false, true, .classic, "Sets", true, false, false, false),
        .junior: (.classic, false, false, .ownWithPace, "Sets", true, false, true, true),
        .chain: (.board, false, false, .own, "Set-Chain", false, false, false, true),
        .ultra: (.board, false, false, .own, "UltraSet", false, false, false, true),
        .ultra9: (.board, false, false, .own, "Ultra9", false, false, false, true),
        .ultraChain: (.board, false, false, .own, "UltraSet-Chain", false, false, false, true),
        .ghost: (.board, false, false, .own, "GhostSet", false, false, false, true),
        .puzzle: (.board, false, false, .own, "Puzzle", false, false, false, true),
        .shuffle: (.board, false, false, .own, "Shuffle", false, false, false, true),
        .memory: (.board, false, false, .own, "Memory", false, false, false, true),
        .megaSet: (.board, false, false, .own, "MegaSet", false, false, false, true),
        .sprint10: (.board, false, false, .own, "Sprint 10", false, false, false, false),
        .sprint20: (.board, false, false, .own, "Sprint 20", false, false, false, false),
        .sprint30: (.board, false, false, .own, "Sprint 30", false, false, false, false),
        .timed: (.board, false, false, .own, "Timed 2:00", false, false, false, false),
    ]

    @Test(arguments: Game.Mode.allCases)
    func theModeHasItsFacts(mode: Game.Mode) throws {
        let row = try #require(Self.rows[mode], "\(mode) has no row")
        #expect(mode.engine == row.0)
        #expect(mode.takesTurns == row.1)
        #expect(mode.isDaily == row.2)
        #expect(mode.variant.tally == row.3)
        #expect(mode.variant.tally.isOwn == (row.3 == .own || row.3 == .ownWithPace))
        #expect(mode.variant.countLabel == row.4)
        #expect(mode.variant.hasModeButton == row.5)
        #expect(mode.hostsClassicTable == row.6)
        #expect(mode.playsSoloRules == row.7)
        #expect(mode.keepsHistory == row.8)
    }

    @Test func theModeButtonsAreSoloTwoPlayersDailyAndJuniorInThatOrder() {
        #expect(Game.Mode.classic == [.solo, .twoPlayer, .daily, .junior])
    }

    /// The engine a mode names is the one its game is dealt on: a board for `.board` only, and
    /// the daily puzzle's twelve cards with no deck for `.dailyPuzzle`.
    @Test(arguments: Game.Mode.allCases)
    func aNewGameIsDealtByItsEngine(mode: Game.Mode) {
        let game = Game(seed: 5, mode: mode, now: 0)
        #expect((game.board != nil) == (mode.engine == .board))
        #expect((game.dailyDate != nil) == (mode.engine == .dailyPuzzle))
        #expect(game.players.count == (mode.takesTurns ? 2 : 0))
        if mode.engine == .dailyPuzzle { #expect(game.table.count == 12 && game.deck.isEmpty) }
    }
}
