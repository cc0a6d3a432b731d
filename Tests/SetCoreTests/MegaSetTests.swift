import Testing

@testable import SetCore

/// MegaSet: 243 cards with a fifth feature, the background, and a table of 16 that grows as
/// Set with Friends' `findBoardSize` grows it.
@Suite("MegaSet")
struct MegaSetTests {
    /// The Set rule read off two codes' characters, as a person checks it: each of the five
    /// characters all the same or all different. It shares no code with `Card.isSet`.
    static func referenceIsSet(_ a: String, _ b: String, _ c: String) -> Bool {
        guard a != b, a.count == b.count, b.count == c.count else { return false }
        return zip(zip(Array(a), Array(b)), Array(c)).allSatisfy { pair, z in
            let (x, y) = pair
            return (x == y && y == z) || (x != y && y != z && x != z)
        }
    }

    /// Set with Friends' `findBoardSize`, with a reference search for a Set over the codes.
    static func referenceBoardSize(_ cards: [Card], minimum: Int) -> Int {
        func hasSet(_ cards: [Card]) -> Bool {
            let codes = cards.map(\.code)
            for i in codes.indices {
                for j in codes.indices where j > i {
                    for k in codes.indices where k > j && referenceIsSet(codes[i], codes[j], codes[k]) {
                        return true
                    }
                }
            }
            return false
        }
        var size = min(cards.count, minimum)
        while size < cards.count, !hasSet(Array(cards.prefix(size))) { size += 3 - size % 3 }
        return size
    }

    @Test func thereAre243CardsWithFiveCharacterCodes() {
        #expect(Card.mega.count == 243)
        #expect(Set(Card.mega).count == 243)
        #expect(Set(Card.mega.map(\.code)).count == 243)
        #expect(Card.mega.allSatisfy { $0.code.count == 5 && Card(code: $0.code) == $0 })
        #expect(Card.all.allSatisfy { $0.code.count == 4 && $0.background == nil })
        // The classic cards are ordinals 0..<81, and only they.
        #expect(Card.all.allSatisfy { $0.isClassic && $0.ordinal < 81 })
        #expect(Card.mega.allSatisfy { !$0.isClassic && $0.ordinal >= 81 })
        #expect(Card.mega.first?.code == "1RDFR" && Card.mega.last?.code == "3PSOP")
        #expect(Card.mega.allSatisfy { (81..<324).contains($0.ordinal) })
        #expect(Card(ordinal: 323)?.code == "3PSOP" && Card(ordinal: 324) == nil)
    }

    @Test func theFifthCharacterIsTheBackground() throws {
        let card = try #require(Card(code: "2GSFP"))
        #expect(card.number == .two && card.color == .green && card.shape == .squiggle && card.shading == .solid)
        #expect(card.background == .purple)
        #expect(card == Card(number: .two, color: .green, shape: .squiggle, shading: .solid, background: .purple))
        #expect(Card(code: "2GSF")?.background == nil)
        for bad in ["2GSFX", "2GSFPP", "2GSFp", "2GSF ", "2GSFF"] { #expect(Card(code: bad) == nil, "\(bad)") }
    }

    /// Every Set among 200,000 random triples of MegaSet cards (and as many mixing the two decks),
    /// against the rule read off the codes.
    @Test func randomTriplesAgreeWithTheReference() {
        var rng = SplitMix64(seed: 38)
        var sets = 0
        for _ in 0..<200_000 {
            let a = Card.mega[Int(rng.next() % 243)], b = Card.mega[Int(rng.next() % 243)]
            let c = Card.mega[Int(rng.next() % 243)]
            let isSet = Card.isSet(a, b, c)
            #expect(isSet == Self.referenceIsSet(a.code, b.code, c.code), "\(a) \(b) \(c)")
            if isSet { sets += 1 }
            let classic = Card.all[Int(rng.next() % 81)]
            #expect(!Card.isSet(a, b, classic) && !Card.isSet(classic, a, b))
        }
        // A third card makes a Set with a random pair one time in 243 (a little less: a == b).
        #expect((600...1_050).contains(sets), "\(sets) Sets")
    }

    /// Each pair of the 243 cards has one completing card, so the deck holds 243 · 242 / 6 = 9,801 Sets.
    @Test func theDeckHolds9801SetsAndEveryPairIsCompletedOnce() {
        #expect(SetFinder.allSets(in: Card.mega).count == 9_801)
        #expect(SetFinder.allSets(in: Card.all).count == 1_080)
        for (i, a) in Card.mega.enumerated() where i % 7 == 0 {
            for b in Card.mega where b != a {
                let third = Card.completingSet(a, b)
                #expect(third.background != nil && Self.referenceIsSet(a.code, b.code, third.code))
            }
        }
        #expect(Card.completingSet(Card.mega[0], Card.all[5]) == Card.mega[0])
    }

    @Test func theMismatchNamesTheBackground() throws {
        let cards = try ["1RDFR", "2GOSR", "3PSOG"].map { try #require(Card(code: $0)) }
        let explanation = FeatureMismatch.explain(cards)
        #expect(explanation.map(\.feature) == [.background])
        #expect(explanation.first?.values == [.background(.red), .background(.red), .background(.green)])
        #expect(explanation.first?.oddOneOut == 2)
        let verdict = try #require(Variant.megaSet.judge(cards).mismatch)
        #expect(Variant.megaSet.explanation(of: verdict) == "Not a Set: background (two red-tinted, one green-tinted)")
        let classic = try ["1RDF", "2ROS", "3GSO"].map { try #require(Card(code: $0)) }
        #expect(FeatureMismatch.explain(classic).map(\.feature) == [.color])
    }

    @Test func theModeIsAVariantOf243CardsAnd16OnTheTable() {
        let variant = Game.Mode.megaSet.variant
        #expect(variant.title == "MegaSet" && variant.family == .variants && variant.tableMinimum == 16)
        #expect(variant.deck == Card.mega && variant.featureCount == 5 && variant.groupSize == 3)
        #expect(Variant.listed(under: .variants).map(\.name).last == "megaSet")
        #expect(variant.deals(Card.mega[9]) && !variant.deals(Card.all[9]))
        #expect(!Variant.solo.deals(Card.mega[9]) && Variant.solo.deals(Card.all[9]))
    }

    /// A deck whose first 20 cards hold no Set and whose 21st completes one with the first two:
    /// game.js shows 16, finds no Set, grows to 18, still none, then to 21.
    @Test func aTableWithoutASetGrowsToTheNextMultipleOfThreeThenByThree() throws {
        var cap: [Card] = []
        for card in Card.mega where cap.count < 20 {
            if !cap.indices.contains(where: { i in
                cap.indices.contains { j in j > i && Card.isSet(cap[i], cap[j], card) }
            }) {
                cap.append(card)
            }
        }
        try #require(cap.count == 20 && !SetFinder.containsSet(cap))
        let completing = Card.completingSet(cap[0], cap[1])
        let deck = cap + [completing] + Card.mega.filter { !cap.contains($0) && $0 != completing }
        let board = VariantBoard(variant: .megaSet, cards: deck)
        #expect(board.shown == 21 && Self.referenceBoardSize(deck, minimum: 16) == 21)
        #expect(board.nextGroup.map { Set($0.cards) } == Set([cap[0], cap[1], completing]))
    }

    /// Whole games on 30 seeded decks: after the deal and after every Set taken, the table is
    /// as large as game.js's `updateBoard` makes it, every card is kept, and the game ends
    /// when the deck is out and no Set is left.
    @Test func seededGamesFollowFindBoardSizeToTheirEnd() {
        for seed in UInt64(1)...30 {
            var board = VariantBoard(variant: .megaSet, seed: seed)
            #expect(board.shown == Self.referenceBoardSize(board.cards, minimum: 16), "seed \(seed)")
            var moves = 0
            while let group = board.nextGroup, moves < 100 {
                let before = board.shown
                board.collect(group.cards)
                moves += 1
                let expected = Self.referenceBoardSize(board.cards, minimum: max(before - 3, 16))
                #expect(board.shown == expected, "seed \(seed), move \(moves)")
                #expect(board.cards.count + board.groupsFound * 3 == 243)
            }
            #expect(board.isOver(afterPlaying: 0) && board.deck.isEmpty && !SetFinder.containsSet(board.table))
            #expect(board.groupsFound == moves && (70...81).contains(moves), "seed \(seed): \(moves) Sets")
        }
    }
}
