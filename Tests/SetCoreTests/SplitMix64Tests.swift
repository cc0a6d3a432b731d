import Testing

@testable import SetCore

@Suite("SplitMix64 and the shuffle")
struct SplitMix64Tests {
    /// Reference outputs of Vigna's splitmix64.c, checked against a separate implementation.
    @Test func matchesTheReferenceOutputs() {
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        #expect(zero.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(zero.next() == 0x06C4_5D18_8009_454F)
        var other = SplitMix64(seed: 1_234_567)
        #expect(other.next() == 6_457_827_717_110_365_317)
        #expect(other.next() == 3_203_168_211_198_807_973)
        #expect(other.next() == 9_817_491_932_198_370_423)
    }

    @Test func nextIndexStaysInRange() {
        var rng = SplitMix64(seed: 5)
        var seen = Set<Int>()
        for _ in 0..<1000 {
            let value = rng.nextIndex(below: 7)
            #expect((0..<7).contains(value))
            seen.insert(value)
        }
        #expect(seen.count == 7)
        #expect(rng.nextIndex(below: 0) == 0)
        #expect(rng.nextIndex(below: -3) == 0)
        #expect(rng.nextIndex(below: 1) == 0)
    }

    /// The deck of a seed must never change with the Swift version: pinned from an independent implementation.
    @Test func aSeedAlwaysDealsTheSameTable() {
        #expect(Game(seed: 42, now: 0).table == cards("2RDF 3GSF 1RSS 2GOO 2PSF 1POO 2PSS 2GDO 1RDS 2GOF 3RDS 3PSS"))
        #expect(Game(seed: 42, now: 0).deck.prefix(3) == cards("1PDF 2RDS 3GSS")[...])
        #expect(Game(seed: 0, now: 0).table == cards("2PDS 3PDF 3RSO 1GDF 2ROF 1ROO 1PDO 2GSO 1GOO 3GDO 2GSS 2RSO"))
    }

    @Test func shuffleKeepsEveryElement() {
        var rng = SplitMix64(seed: 3)
        var items = Array(0..<100)
        rng.shuffle(&items)
        #expect(items != Array(0..<100))
        #expect(items.sorted() == Array(0..<100))
        var empty: [Int] = []
        rng.shuffle(&empty)
        #expect(empty.isEmpty)
    }
}
