import Testing

@testable import SetCore

/// The table and deck as game.js's `processEvent` and `updateBoard` change them.
@Suite("A variant's table in play")
struct VariantBoardTests {
    /// `Tables.noSet`, then 1GOO (completing 2RDO + 3PSO), then the rest of `Card.all` in order.
    static let noSetThenOne: [Card] = {
        let lead = cards(Tables.noSet + " 1GOO")
        return lead + Card.all.filter { !lead.contains($0) }
    }()

    @Test func theOpeningTableHoldsAGroup() {
        let board = VariantBoard(variant: .solo, cards: Self.noSetThenOne)
        #expect(board.shown == 15)
        #expect(board.table == Array(Self.noSetThenOne.prefix(15)))
        #expect(board.deck.count == 66)
        #expect(board.nextGroup == Group(cards: cards("2RDO 3PSO 1GOO")))
    }

    /// `removeCards`: the cutoff is 12. 1GOO (at 12) goes; the holes at 0 and 1 take the
    /// cards then at 12 and 13 (1RDO, 1ROF), so the grown table shrinks back to 12.
    @Test func aGrownTableShrinksBackKeepingItsLayout() {
        var board = VariantBoard(variant: .solo, cards: Self.noSetThenOne)
        #expect(board.collect(cards("3PSO 2RDO 1GOO")).group != nil)
        #expect(board.table == cards("1RDO 1ROF 1RDS 3RSO 3POF 1POO 2RSF 2GDF 1RDF 1PDF 2PSO 3GOO"))
        #expect(board.shown == 12)
        #expect(board.deck.prefix(3) == cards("1ROS 1ROO 1RSF")[...])
        #expect(board.taken == cards("3PSO 2RDO 1GOO"))
        #expect(board.groupsFound == 1)
    }

    @Test func aMismatchChangesNothing() {
        var board = VariantBoard(variant: .solo, cards: Self.noSetThenOne)
        let before = board
        #expect(
            board.collect(cards("2RDO 3PSO 1RDS")).mismatch
                == .notASet(FeatureMismatch.explain(cards("2RDO 3PSO 1RDS"))))
        #expect(board.collect(cards("2RDO 3PSO 1RSF")).mismatch == .notOnTable(cards("1RSF")))
        #expect(board == before)
    }

    /// Set-Chain: the first Set leaves whole and its holes (0, 4, 8) take the next three
    /// cards; the second Set reuses 3PDS, so only 1RDF and 2GDO leave (holes 0 and 4).
    @Test func aChainKeepsTheLastSetBesideTheTable() {
        let lead = cards(Tables.oneSet + " 1RDF 2GDO 2RDF")
        var board = VariantBoard(variant: .chain, cards: lead + Card.all.filter { !lead.contains($0) })
        #expect(board.collect(cards("3PDS 2GOF 1RSO")).group != nil)
        #expect(board.table == cards("1RDF 1GSF 3GSO 1POO 2GDO 1GOS 3PDO 3PSS 2RDF 1PSF 2PDO 1GOF"))
        #expect(board.state.previous == cards("3PDS 2GOF 1RSO"))
        // 3PDS + 1RDF → 2GDO.
        #expect(board.nextGroup == Group(cards: cards("3PDS 1RDF 2GDO")))
        #expect(board.collect(cards("1GSF 3GSO 1POO")).mismatch == .chainShare(required: 1, actual: 0))
        #expect(board.collect(cards("3PDS 1RDF 2GDO")).group != nil)
        #expect(board.table == cards("1RDS 1GSF 3GSO 1POO 1RDO 1GOS 3PDO 3PSS 2RDF 1PSF 2PDO 1GOF"))
        #expect(board.shown == 12)
        #expect(board.state.previous == cards("3PDS 1RDF 2GDO"))
        #expect(board.taken == cards("3PDS 2GOF 1RSO 1RDF 2GDO"))
        // 3PDS + 1RDS → 2GDO is gone; 1RDF + 1RDS → 1RDO is on the table.
        #expect(board.nextGroup == Group(cards: cards("1RDF 1RDS 1RDO")))
    }

    /// Puzzle: found Sets stay; the table goes when both of its two Sets are found.
    @Test func aPuzzleTableStaysUntilSolved() {
        let two = cards(Tables.twoSets)
        let rest = Card.all.filter { !two.contains($0) }
        var board = VariantBoard(variant: .puzzle, cards: two + rest)
        #expect(board.collect(cards("3GDO 3RSO 3POO")).group != nil)
        #expect(board.table == two)
        #expect(board.state.found == [Set(cards("3RSO 3GDO 3POO"))])
        #expect(board.collect(cards("3RSO 3GDO 3POO")).mismatch == .alreadyFound)
        #expect(board.nextGroup == Group(cards: cards("3ROF 2POS 1GOO")))
        #expect(board.collect(cards("3ROF 2POS 1GOO")).group != nil)
        #expect(board.table == Array(rest.prefix(12)))
        #expect(board.state.found.isEmpty)
        #expect(board.taken == two)
        #expect(board.groupsFound == 2)
    }

    /// The daily puzzle keeps its table: once every Set is found, the game is over.
    @Test func theDailyTableIsSolvedOnce() {
        var board = VariantBoard(variant: .daily, cards: cards(Tables.twoSets))
        board.collect(cards("3RSO 3GDO 3POO"))
        #expect(!board.isOver(afterPlaying: 0))
        board.collect(cards("3ROF 2POS 1GOO"))
        #expect(board.table == cards(Tables.twoSets))
        #expect(board.isOver(afterPlaying: 0))
    }

    /// Shuffle: the table is shuffled, then the Set's places take the next cards; the same seed gives the same table.
    @Test func shuffleReordersTheTable() {
        var shuffled = VariantBoard(variant: .shuffle, cards: Self.noSetThenOne, seed: 5)
        var plain = VariantBoard(variant: .solo, cards: Self.noSetThenOne, seed: 5)
        shuffled.collect(cards("2RDO 3PSO 1GOO"))
        plain.collect(cards("2RDO 3PSO 1GOO"))
        #expect(Set(shuffled.table) == Set(plain.table))
        #expect(shuffled.table != plain.table)
        var again = VariantBoard(variant: .shuffle, cards: Self.noSetThenOne, seed: 5)
        again.collect(cards("2RDO 3PSO 1GOO"))
        #expect(again == shuffled)
    }

    @Test func dealThreeShowsThreeMore() {
        var board = VariantBoard(variant: .solo, cards: cards(Tables.oneSet + " 1RDF 2GDO 2RDF 1ROO"))
        let first = board.dealThree()
        #expect(first && board.shown == 15)
        // One card left: not enough for three.
        let second = board.dealThree()
        #expect(!second && board.shown == 15)
    }

    /// A sprint's deck never runs out: 30 Sets need 90 cards, more than the 81 there are.
    @Test func aSprintReachesThirtySets() {
        var board = VariantBoard(variant: .sprint30, seed: 30)
        var steps = 0
        while !board.isOver(afterPlaying: 0), let group = board.nextGroup, steps < 100 {
            #expect(board.collect(group.cards).group == group)
            steps += 1
        }
        #expect(board.groupsFound == 30)
        #expect(steps == 30)
        #expect(board.isOver(afterPlaying: 0))
        #expect(board.shown >= 12)
        Self.expectEveryCardOnce(board)
    }

    @Test func timedEndsAtTwoMinutes() {
        let board = VariantBoard(variant: .timed, seed: 1)
        #expect(!board.isOver(afterPlaying: 119.9))
        #expect(board.isOver(afterPlaying: 120))
    }

    @Test func openingTables() {
        #expect(VariantBoard(variant: .memory, seed: 1).shown >= 21)
        #expect(VariantBoard(variant: .junior, seed: 1).cards.count == 27)
        #expect(VariantBoard(variant: .junior, seed: 1).shown >= 9)
        let ghost = VariantBoard(variant: .ghost, seed: 1)
        #expect(ghost.shown == 10 || ghost.shown == 12)
    }

    /// Every variant played to its end by always taking the hinted group: each group obeys
    /// the rule and the chain, no card is lost or doubled, and the game ends as its variant says.
    @Test(arguments: Variant.all)
    func playsToItsEnd(variant: Variant) {
        for seed in UInt64(1)...3 {
            let daily = DailyDate(year: 2026, month: 5, day: 4).map(DailyPuzzle.cards) ?? []
            let start =
                variant.deal == .dailyTable
                ? VariantBoard(variant: variant, cards: daily)
                : VariantBoard(variant: variant, seed: seed)
            var board = start
            var steps = 0
            while !board.isOver(afterPlaying: 0), let group = board.nextGroup, steps < 200 {
                let previous = board.state.previous
                #expect(variant.rule.check(group.cards).group != nil)
                #expect(variant.chain.check(group.cards, previous: previous) == nil)
                #expect(board.collect(group.cards).group != nil)
                #expect(board.shown >= min(variant.tableMinimum, board.cards.count))
                steps += 1
                if variant.deal == .shuffledDeck { Self.expectEveryCardOnce(board) }
            }
            switch variant.end {
            case .deckExhausted: #expect(board.deck.isEmpty && board.nextGroup == nil)
            case .tableSolved: #expect(board.groupsFound == DailyPuzzle.setCount)
            case .groupsFound(let target): #expect(board.groupsFound == target)
            case .timeLimit: #expect(steps == 200 && !board.isOver(afterPlaying: 0) && board.nextGroup != nil)
            }
        }
    }

    /// The table, the deck and the taken cards hold each card of the variant's deck exactly once.
    static func expectEveryCardOnce(_ board: VariantBoard, sourceLocation: SourceLocation = #_sourceLocation) {
        let all = board.cards + board.taken
        #expect(all.count == board.variant.deck.count, sourceLocation: sourceLocation)
        #expect(Set(all) == Set(board.variant.deck), sourceLocation: sourceLocation)
    }
}
