import Testing

@testable import SetCore

/// A table kept elsewhere (a network game's host): its tables shown, this player's picks on them.
@Suite("A host's table and this player's picks")
struct HostTableTests {
    static let table = cards(Tables.oneSet)

    static func picture(mode: Game.Mode = .solo, previous: [Card] = []) -> Game {
        Game(picture: table, selection: [], startedAt: 0, now: 0, mode: mode, previous: previous)
    }

    @Test func aSelectionFollowsItsCardsToTheHostsNextTableAndLetsGoOfTheOneTaken() {
        var game = Self.picture()
        #expect(game.pick(9) == .selected(card("1PSF")))
        #expect(game.pick(2) == .selected(card("3GSO")))
        #expect(game.pick(5) == .selected(card("1GOS")))
        // The host took 3PDS 1GSF 1GOS (places 0, 1 and 5) and closed up: 3GSO is now at 0, 1PSF at 6.
        let next = cards("3GSO 1POO 2GOF 3PDO 3PSS 1RSO 1PSF 2PDO 1GOF")
        game.show(hostTable: next, previous: [], found: [], mode: .solo, startedAt: 0, now: 4)
        #expect(game.selection == [6, 0])
        #expect(game.selectedCards == cards("1PSF 3GSO"))
        #expect(game == Game(picture: next, selection: [6, 0], startedAt: 0, now: 4))
    }

    @Test func aSelectedCardTheHostMovedIntoTheChainsLastGroupStaysSelectedThere() {
        var game = Self.picture(mode: .chain)
        _ = game.pick(4)
        _ = game.pick(7)
        // The host found 3PDS 2GOF 1RSO (0, 4, 8) and dealt 1GDF 1GDS 1GDO in their places;
        // the group found is the chain's last, after the 12 cards: 2GOF at 13.
        let next = cards("1GDF 1GSF 3GSO 1POO 1GDS 1GOS 3PDO 3PSS 1GDO 1PSF 2PDO 1GOF")
        let found = cards("3PDS 2GOF 1RSO")
        game.show(hostTable: next, previous: found, found: [], mode: .chain, startedAt: 0, now: 2)
        #expect(game.selection == [13, 7])
        #expect(game.selectedCards == cards("2GOF 3PSS"))
        #expect(game.previous == found)
    }

    @Test func aPickBeyondTheGroupsSizeIsRefusedAndNothingIsJudged() {
        var game = Self.picture()
        // 3GSO 1POO 2GOF is not a Set: it stays selected, neither judged nor scored.
        for index in [2, 3, 4] { _ = game.pick(index) }
        #expect(game.pick(5) == nil)
        #expect(game.selection == [2, 3, 4])
        #expect(game.score == 0 && game.mismatches == 0 && game.foundSets.isEmpty)
        #expect(game.table == Self.table)
        // Letting one go makes room again.
        #expect(game.pick(3) == .deselected(card("1POO")))
        #expect(game.pick(5) == .selected(card("1GOS")))
        #expect(game.selection == [2, 4, 5])

        var ultra = Self.picture(mode: .ultra)
        for index in 0..<4 { #expect(ultra.pick(index) != nil) }
        #expect(ultra.pick(4) == nil)
        #expect(ultra.selection == [0, 1, 2, 3])
    }

    @Test func aPickOffTheSelectableCardsIsRefused() {
        var game = Self.picture()
        #expect(game.pick(12) == nil)
        #expect(game.pick(-1) == nil)
        #expect(game.selection.isEmpty)
        // A chain's last group follows the table: 12 to 14 here, and nothing after it.
        var chain = Self.picture(mode: .chain, previous: cards("1RDF 2RDF 3RDF"))
        #expect(chain.pick(13) == .selected(card("2RDF")))
        #expect(chain.pick(15) == nil)
        #expect(chain.selection == [13])
    }

    @Test func lettingGoOfTheSelectionLeavesTheTable() {
        var game = Self.picture()
        _ = game.pick(0)
        _ = game.pick(8)
        game.letGoOfSelection()
        #expect(game == Self.picture())
    }

    @Test func aHostsTableIsTheHostsWordOnAllButTheSelection() {
        // A Timed picture that ran out its two minutes by its own clock is over on screen…
        var game = Game(picture: Self.table, selection: [], startedAt: 0, now: 0, mode: .timed)
        _ = game.pick(0)
        _ = game.apply(.tick, now: 121)
        #expect(game.isGameOver)
        // …until the host's next table (Play again): a new game from 130 s, the selection gone with the old one.
        game.show(hostTable: Self.table, previous: [], found: [], mode: .timed, startedAt: 130, now: 130)
        #expect(!game.isGameOver)
        #expect(game.timeLimitEnd == 250)
        #expect(game.clock == 130 && game.startedAt == 130)
        #expect(game == Game(picture: Self.table, selection: [], startedAt: 130, now: 130, mode: .timed))
    }
}
