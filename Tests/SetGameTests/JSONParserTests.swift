import Foundation
@testable import SetGame
import Testing

/// The parser takes RFC 8259 JSON and nothing else, and never crashes on what it refuses.
@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONTree {
        try JSONParser.parse(Array(text.utf8))
    }

    /// Any JSON value, read all the way down (Foundation reads a string's escapes only when asked to).
    struct AnyJSON: Decodable {
        init(from decoder: any Decoder) throws {
            if var list = try? decoder.unkeyedContainer() {
                while !list.isAtEnd { _ = try list.decode(AnyJSON.self) }
            } else if let object = try? decoder.container(keyedBy: JSONCodingKey.self) {
                for key in object.allKeys { _ = try object.decode(AnyJSON.self, forKey: key) }
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() || (try? single.decode(Bool.self)) != nil || (try? single.decode(String.self)) != nil {
                    return
                }
                _ = try single.decode(Double.self)
            }
        }
    }

    /// Whether Foundation's decoder takes `bytes` as JSON.
    private func foundationAccepts(_ bytes: [UInt8]) -> Bool {
        (try? FoundationJSON.decode(AnyJSON.self, from: bytes)) != nil
    }

    @Test func valuesAreReadWithTheirNumbersAsWritten() throws {
        #expect(try parse(" \t\r\n{\"a\" : [true, false, null, -0, 1.50, 2E+3, \"x\"], \"b\": {}}\n") == .object([
            JSONTree.Member("a", .array([.bool(true), .bool(false), .null, .number(JSONNumber(text: "-0")),
                                         .number(JSONNumber(text: "1.50")), .number(JSONNumber(text: "2E+3")),
                                         .string("x")])),
            JSONTree.Member("b", .object([])),
        ]))
        #expect(try parse("[]") == .array([]))
        #expect(try parse("\"\"") == .string(""))
        #expect(try parse("18446744073709551616") == .number(JSONNumber(text: "18446744073709551616")))
        // A key written twice is kept twice; the decoder reads the first.
        #expect(try parse(#"{"a":1,"a":2}"#) == .object([JSONTree.Member("a", .number(JSONNumber(text: "1"))),
                                                       JSONTree.Member("a", .number(JSONNumber(text: "2")))]))
    }

    @Test func everyEscapeIsResolved() throws {
        let text = #""\"\\\/\b\f\n\r\t\u0000\u001F\u00e9\u00E9\u2028\ud83d\ude00\uD83D\uDE00 é😀""#
        #expect(try parse(text) == .string("\"\\/\u{8}\u{C}\n\r\t\u{0}\u{1F}éé\u{2028}😀😀 é😀"))
        #expect(try FoundationJSON.decode(String.self, from: Array(text.utf8)) == "\"\\/\u{8}\u{C}\n\r\t\u{0}\u{1F}éé\u{2028}😀😀 é😀")
    }

    @Test func aByteOrderMarkBeforeTheValueIsSkipped() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number(JSONNumber(text: "1"))]))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[1]".utf8) + [0xEF, 0xBB, 0xBF]) }
    }

    /// Texts that are not JSON, all refused by Foundation as well.
    static let invalid: [String] = [
        "", " ", "[", "]", "{", "[1 2]", "[1] x", "[1]]", "{\"a\" 1}", "{a:1}", "{\"a\":}", "{,}", "[,1]", "{\"a\":1 \"b\":2}",
        "01", "-01", "1.", ".5", "+1", "-", "1e", "1e+", "1E-", "0x10", "1.e5", "Infinity", "-Infinity", "NaN", "nul",
        "tru", "True", "falsey", "'a'", "\"a", "\"\\x\"", "\"\\u12\"", "\"\\u00G0\"", "\"\\ud800\"", "\"\\udc00\"",
        "\"\\ud800\\u0041\"", "\"\\ud800x\"", "\"\\ude00\\ud83d\"", "\"a\u{1}b\"", "\"a\tb\"", "\"a\nb\"", "\u{C}1",
        "\u{A0}1", "// c\n1", "/* c */ 1", "[1,,2]", "\"\\\"",
    ]

    @Test(arguments: invalid)
    func textThatIsNotJSONIsRefused(text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
        #expect(!foundationAccepts(Array(text.utf8)))
    }

    /// Byte sequences that are not UTF-8, inside a string.
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xC0, 0x80], [0xC1, 0xBF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80],
        [0xF0, 0x9F, 0x98], [0xE0, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ]

    @Test(arguments: invalidUTF8)
    func aStringThatIsNotUTF8IsRefused(bytes: [UInt8]) {
        let text = Array("[\"a".utf8) + bytes + Array("b\"]".utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        #expect(!foundationAccepts(text))
        // Outside a string, any such byte is simply an unexpected character.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array("[1".utf8) + bytes + Array("]".utf8)) }
    }

    @Test func trailingCommasAreRefusedThoughFoundationTakesThem() {
        // RFC 8259 has no trailing comma; Foundation's scanner lets one through before `]` and `}`.
        for text in ["[1,]", "{\"a\":1,}"] {
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
            #expect(foundationAccepts(Array(text.utf8)))
        }
    }

    @Test func anErrorSaysWhereAndWhat() {
        #expect(throws: JSONSyntaxError(offset: 3, reason: "unexpected character")) { try parse("[1,]") }
        #expect(throws: JSONSyntaxError(offset: 1, reason: "a number with a leading zero")) { try parse("01") }
        #expect(throws: JSONSyntaxError(offset: 4, reason: "unexpected text after the value")) { try parse("[1] x") }
        #expect(throws: JSONSyntaxError(offset: 7, reason: "a lone UTF-16 surrogate")) { try parse(#""\ud800""#) }
        #expect(throws: JSONSyntaxError(offset: 1, reason: "a string that is not valid UTF-8")) {
            try JSONParser.parse([UInt8(ascii: "["), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")])
        }
    }

    @Test func nestingIsLimitedTo512LevelsAsInFoundation() throws {
        func nested(_ depth: Int, _ open: String, _ close: String, inner: String = "") -> [UInt8] {
            Array((String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)).utf8)
        }
        #expect(throws: Never.self) { try JSONParser.parse(nested(512, "[", "]")) }
        #expect(throws: Never.self) { try JSONParser.parse(nested(511, "{\"a\":", "}", inner: "[]")) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(nested(513, "[", "]")) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(nested(512, "{\"a\":", "}", inner: "[]")) }
        #expect(foundationAccepts(nested(512, "[", "]")))
        #expect(!foundationAccepts(nested(513, "[", "]")))
        // Far too deep, and unclosed: an error, not a stack overflow.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(nested(10_000, "[", "")) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(nested(1_000_000, "{\"a\":[", "")) }
    }

    @Test func whatTheWriterWritesTheParserReadsBack() throws {
        let edges = try JSONTreeEncoder.tree(JSONEncodingTests.Edges())
        let reread = try JSONParser.parse(PrettyJSONWriter.write(edges))
        // The writer sorts keys; written again, the reread tree gives the same bytes.
        #expect(try PrettyJSONWriter.write(reread) == PrettyJSONWriter.write(edges))
    }
}
