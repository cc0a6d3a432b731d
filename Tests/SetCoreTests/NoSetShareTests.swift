import Testing

@testable import SetCore

@Suite("Hands without a Set")
struct NoSetShareTests {
    /// Knuth's exact count: 2,284,535,476,080 of the 70,724,320,184,700 hands of 12 hold no Set
    /// (https://www-cs-faculty.stanford.edu/~knuth/programs/setset-all.w), about 0.0323.
    @Test func aboutThreePercentOf12CardHandsHoldNoSet() {
        let exact = 2_284_535_476_080.0 / 70_724_320_184_700.0
        let hands = 100_000
        var rng = SplitMix64(seed: 12)
        var deck = Card.all
        var withoutSet = 0
        for _ in 0..<hands {
            // A partial Fisher–Yates: only the first 12 places need shuffling.
            for place in 0..<12 {
                deck.swapAt(place, place + rng.nextIndex(below: 81 - place))
            }
            if !SetFinder.containsSet(Array(deck[0..<12])) { withoutSet += 1 }
        }
        let share = Double(withoutSet) / Double(hands)
        let standardError = (exact * (1 - exact) / Double(hands)).squareRoot()
        #expect(abs(exact - 0.0323) < 0.00005)
        #expect(abs(share - exact) < 4 * standardError)
    }
}
