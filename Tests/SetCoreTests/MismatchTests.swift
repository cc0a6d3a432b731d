import Testing

@testable import SetCore

@Suite("Why three cards are not a Set")
struct MismatchTests {
    /// One hand-made triple per non-empty set of failing features, and what it must explain:
    /// each failing feature as `name values odd` (values as code letters, in the given order).
    static let cases: [(cards: String, expected: [String])] = [
        ("1RDF 1GOS 2PSO", ["number 112 2"]),
        ("1RDF 2GDF 3RDF", ["colour RGR 1"]),
        ("2POS 2GOF 2RDO", ["shape OOD 2"]),
        ("3GSF 2GOS 1GDS", ["shading FSS 0"]),
        ("1RDF 2RDS 2GDO", ["number 122 0", "colour RRG 2"]),
        ("3PDO 3GOO 1RDO", ["number 331 2", "shape DOD 1"]),
        ("2GSF 1GOF 2GDS", ["number 212 1", "shading FFS 2"]),
        ("1RDS 2ROS 3PDS", ["colour RRP 2", "shape DOD 1"]),
        ("3GOO 3PSF 3PDO", ["colour GPP 0", "shading OFO 1"]),
        ("1PSS 2GSO 3RDS", ["shape SSD 2", "shading SOS 1"]),
        ("1GOF 1PSF 3PSF", ["number 113 2", "colour GPP 0", "shape OSS 0"]),
        ("2RDS 3RDO 2PDO", ["number 232 1", "colour RRP 2", "shading SOO 0"]),
        ("1POF 1GSS 3RSF", ["number 113 2", "shape OSS 0", "shading FSF 1"]),
        ("3RDF 2GDO 1GOF", ["colour RGG 0", "shape DDO 2", "shading FOF 1"]),
        ("2PSO 3PDO 2GDS", ["number 232 1", "colour PPG 2", "shape SDD 0", "shading OOS 2"]),
    ]

    /// A mismatch written as the cases write it.
    static func written(_ m: FeatureMismatch) -> String {
        "\(m.feature.rawValue) \(String(m.values.map(\.code))) \(m.oddOneOut)"
    }

    @Test(arguments: cases)
    func explainsEveryFailingFeatureAndNoOther(cards codes: String, expected: [String]) {
        let triple = cards(codes)
        #expect(!Card.isSet(triple))
        #expect(FeatureMismatch.explain(triple).map(Self.written) == expected)
    }

    @Test func theCasesCoverAllFifteenCombinations() {
        let combinations = Set(
            Self.cases.map { c in
                Set(c.expected.map { $0.split(separator: " ")[0] })
            })
        #expect(combinations.count == 15)
    }

    @Test func valuesFollowTheOrderTheCardsAreGiven() {
        let (a, b, c) = (card("1RDF"), card("2RDS"), card("2GDO"))
        #expect(FeatureMismatch.explain(c, a, b).map(Self.written) == ["number 212 1", "colour GRR 0"])
        #expect(FeatureMismatch.explain(b, c, a).map(Self.written) == ["number 221 2", "colour RGR 1"])
    }

    @Test func oddAndSharedValuesAreTyped() throws {
        let m = try #require(FeatureMismatch.explain(cards("3GSF 2GOS 1GDS")).first)
        #expect(m.feature == .shading)
        #expect(m.values == [.shading(.solid), .shading(.striped), .shading(.striped)])
        #expect(m.oddValue == .shading(.solid))
        #expect(m.sharedValue == .shading(.striped))
    }

    @Test func aSetOrAWrongCountExplainsNothing() {
        #expect(FeatureMismatch.explain(cards("1RDF 2GOS 3PSO")).isEmpty)
        #expect(FeatureMismatch.explain(cards("1RDF 2RDS")).isEmpty)
        #expect(FeatureMismatch.explain([]).isEmpty)
    }

    /// Over every unordered triple of the deck: empty exactly for the 1080 Sets, and
    /// every entry is a feature in which exactly the odd card differs.
    @Test func everyTripleIsExplainedExactlyWhenItIsNoSet() {
        var sets = 0, wrong = 0
        let all = Card.all
        for i in 0..<81 {
            for j in (i + 1)..<81 {
                for k in (j + 1)..<81 {
                    let triple = [all[i], all[j], all[k]]
                    let explanation = FeatureMismatch.explain(triple)
                    if explanation.isEmpty { sets += 1 }
                    if explanation.isEmpty != Card.isSet(triple) { wrong += 1 }
                    for m in explanation {
                        let others = (0..<3).filter { $0 != m.oddOneOut }.map { m.values[$0] }
                        if others[0] != others[1] || others[0] == m.oddValue { wrong += 1 }
                    }
                }
            }
        }
        #expect(sets == 1080)
        #expect(wrong == 0)
    }

    @Test func theGameExplainsItsMismatchInSelectionOrder() {
        var game = Game.fixture(Tables.noSet)
        game.tap(2, 0)
        #expect(game.mismatchExplanation.isEmpty)
        game.tap(1)
        #expect(game.selectionState == .mismatch)
        // 1RDS, 2RDO, 3PSO: the numbers are all different; the rest fail.
        #expect(game.mismatchExplanation.map(Self.written) == ["colour RRP 2", "shape DDS 2", "shading SOO 0"])
        game.tap(5)
        #expect(game.mismatchExplanation.isEmpty)
    }
}
