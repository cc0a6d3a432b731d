import Foundation
import Testing

@testable import SetCore

@Suite("Cards and codes")
struct CardTests {
    @Test func thereAre81DistinctCards() {
        #expect(Card.all.count == 81)
        #expect(Set(Card.all).count == 81)
        #expect(Set(Card.all.map(\.code)).count == 81)
    }

    @Test func allIsInOrdinalOrder() {
        #expect(Card.all.first?.code == "1RDF")
        #expect(Card.all.last?.code == "3PSO")
        #expect(Card.all[1].code == "1RDS")
        #expect(Card.all[3].code == "1ROF")
        #expect(Card.all[9].code == "1GDF")
        #expect(Card.all[27].code == "2RDF")
        #expect(Card.all.enumerated().allSatisfy { $0.offset == $0.element.ordinal })
        #expect(Card(ordinal: 81)?.code == "1RDFR" && Card(ordinal: 324) == nil)
        #expect(Card(ordinal: -1) == nil)
    }

    @Test func codeReadsNumberColourShapeShading() {
        let card = Card(number: .two, color: .green, shape: .squiggle, shading: .solid)
        #expect(card.code == "2GSF")
        #expect(card.description == "2GSF")
        #expect(Card(code: "3POS") == Card(number: .three, color: .purple, shape: .oval, shading: .striped))
        #expect(Card(code: "1RDO") == Card(number: .one, color: .red, shape: .diamond, shading: .open))
    }

    @Test func codeRoundTripsForAll81() {
        for card in Card.all {
            #expect(Card(code: card.code) == card)
        }
    }

    @Test(arguments: [
        "", "4RDF", "1RDFX", "1rdf", "2gsf", "1XDF", "1RXF", "1RDX", "1RD", " 1RDF", "1RDF ", "１RDF", "1R\u{301}DF",
    ])
    func badCodesAreRejected(code: String) {
        #expect(Card(code: code) == nil)
    }

    @Test func featureIndicesAndCodesAreDistinct() {
        #expect(Number.allCases.map(\.index) == [0, 1, 2])
        #expect(CardColor.allCases.map(\.code) == ["R", "G", "P"])
        #expect(Shape.allCases.map(\.code) == ["D", "O", "S"])
        #expect(Shading.allCases.map(\.code) == ["F", "S", "O"])
        #expect(Number.three.count == 3)
        #expect(Shape(index: 3) == nil)
    }

    @Test func cardEncodesAsItsCode() throws {
        let data = try JSONEncoder().encode([card("2GSF"), card("1RDO")])
        #expect(String(decoding: data, as: UTF8.self) == #"["2GSF","1RDO"]"#)
        #expect(try JSONDecoder().decode([Card].self, from: data) == [card("2GSF"), card("1RDO")])
    }

    @Test func decodingABadCodeThrows() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Card].self, from: Data(#"["4RDF"]"#.utf8))
        }
    }
}
