import Foundation
@testable import SetCore
@testable import SetGame
import Testing

/// The codec reads back what it and Foundation wrote, and fails as Foundation's decoder failed.
@Suite("JSON decoding")
struct JSONDecodingTests {
    typealias Sample = JSONEncodingTests.Sample

    private func expectRoundTrip<Value: StoredValue & Equatable>(_ value: Value) throws {
        let bytes = try VersionedFile.encode(value)
        #expect(try VersionedFile.decode(Value.self, from: bytes) == value)
        // Foundation's own output, compact, in its own key order and with `\/` for slashes.
        let compact = Array(try JSONEncoder().encode(ReferenceEnvelope(value)))
        #expect(try VersionedFile.decode(Value.self, from: compact) == value)
        #expect(try JSONTreeDecoder.decode(ReferenceEnvelope<Value>.self, from: compact).value == value)
    }

    @Test(arguments: Sample.allCases)
    func everyFileReadsBackAsTheSameValue(sample: Sample) throws {
        try expectRoundTrip(sample.value)
    }

    @Test func edgeValuesReadBackExactly() throws {
        let edges = JSONEncodingTests.Edges()
        let decoded = try JSONTreeDecoder.decode(JSONEncodingTests.Edges.self, from: JSONTreeEncoder.encode(edges))
        #expect(decoded == edges)
        #expect(decoded.doubles[1].sign == .minus && decoded.floats[1].sign == .minus)
        #expect(decoded.uint64 == UInt64.max && decoded.ints[2] == Int.min)
        let compact = Array(try JSONEncoder().encode(edges))
        #expect(try JSONTreeDecoder.decode(JSONEncodingTests.Edges.self, from: compact) == edges)
    }

    // MARK: Errors, through VersionedFile's reasons

    /// A damaged save file and the reason VersionedFile gives for it.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case missingKey, missingFormat, wrongType, wrongTypeInArray, nullInt, nullBool, nullGame, gameIsAnArray
        case badCardCode, impossibleGame, fractionalInt, hugeUInt64, hugeDouble, tinyDouble, leadingZero
        case pointWithoutDigits, loneMinus, trailingGarbage, invalidUTF8, loneSurrogate, deepNesting, deepInsideGame
        case controlCharacter, versionAsString

        var testDescription: String { rawValue }

        /// The reason VersionedFile gives, the same with either decoder.
        var reason: String {
            switch self {
            case .missingKey: "game.score is missing"
            case .missingFormat: "format is missing"
            case .wrongType, .nullInt: "bad value at game.score"
            case .wrongTypeInArray, .badCardCode: "bad value at game.table.3"
            case .nullBool: "bad value at game.hintFoundNoSet"
            case .nullGame, .gameIsAnArray: "bad value at game"
            case .impossibleGame: "card \(StorageTests.playedGame().table[0].code) appears more than once"
            case .versionAsString: "bad value at version"
            case .fractionalInt, .hugeUInt64, .hugeDouble, .tinyDouble, .leadingZero, .pointWithoutDigits, .loneMinus,
                 .trailingGarbage, .invalidUTF8, .loneSurrogate, .deepNesting, .deepInsideGame, .controlCharacter:
                "not valid JSON"
            }
        }

        /// The played game's file, damaged.
        func bytes() throws -> [UInt8] {
            let game = StorageTests.playedGame()
            let text = String(decoding: try VersionedFile.encode(game), as: UTF8.self)
            func replacing(_ key: String, with raw: String) throws -> String {
                let replaced = text.replacing(try Regex("\"\(key)\" : [^,\\n]+"), with: "\"\(key)\" : \(raw)")
                #expect(replaced != text)
                return replaced
            }
            // The first `old` in the table (the same card may be in the hint, which comes first).
            func inTable(_ old: String, _ new: String) -> String {
                let parts = text.split(separator: "\"table\" : [", maxSplits: 1)
                return parts[0] + "\"table\" : [" + parts[1].replacing(old, with: new, maxReplacements: 1)
            }
            let table3 = "\"\(game.table[3].code)\""
            let damaged: String
            switch self {
            case .missingKey: damaged = text.replacing(try Regex("\"score\" : [^,\\n]+,\\n"), with: "")
            case .missingFormat: damaged = text.replacing("\"format\" : \"set-game/save\",", with: "")
            case .wrongType: damaged = try replacing("score", with: "\"12\"")
            case .wrongTypeInArray: damaged = inTable(table3, "3")
            case .nullInt: damaged = try replacing("score", with: "null")
            case .nullBool: damaged = try replacing("hintFoundNoSet", with: "null")
            case .nullGame: damaged = "{\"format\": \"set-game/save\", \"version\": 1, \"game\": null}"
            case .gameIsAnArray: damaged = "{\"format\": \"set-game/save\", \"version\": 1, \"game\": [1]}"
            case .badCardCode: damaged = inTable(table3, "\"4RDF\"")
            case .impossibleGame:
                damaged = text.replacing("\"\(game.deck[0].code)\"", with: "\"\(game.table[0].code)\"")
            case .fractionalInt: damaged = try replacing("score", with: "1.5")
            case .hugeUInt64: damaged = try replacing("seed", with: "18446744073709551616")
            case .hugeDouble: damaged = try replacing("startedAt", with: "1e400")
            case .tinyDouble: damaged = try replacing("startedAt", with: "1e-400")
            case .leadingZero: damaged = try replacing("score", with: "01")
            case .pointWithoutDigits: damaged = try replacing("clock", with: "8.")
            case .loneMinus: damaged = try replacing("score", with: "-")
            case .trailingGarbage: damaged = text + "}"
            case .invalidUTF8:
                return Array(text.replacing("set-game/save", with: "set-game/@").utf8).map { $0 == UInt8(ascii: "@") ? 0xFF : $0 }
            case .loneSurrogate: damaged = inTable(table3, #""\ud800""#)
            case .deepNesting: damaged = String(repeating: "[", count: 10_000)
            case .deepInsideGame: damaged = try replacing("score", with: String(repeating: "[", count: 10_000))
            case .controlCharacter: damaged = text.replacing("set-game/save", with: "set-game/\tsave")
            case .versionAsString: damaged = text.replacing("\"version\" : 1", with: "\"version\" : \"1\"")
            }
            return Array(damaged.utf8)
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedFileGetsTheReasonFoundationsErrorsGave(damage: Damage) throws {
        let bytes = try damage.bytes()
        #expect(throws: FileFormatError(damage.reason)) { try VersionedFile.decode(Game.self, from: bytes) }
        // The error itself, case, coding path and words, is the one Foundation's decoder throws.
        let ours = FoundationJSON.failure { _ = try JSONTreeDecoder.decode(ReferenceEnvelope<Game>.self, from: bytes) }
        let foundation = FoundationJSON.failure { _ = try FoundationJSON.decode(ReferenceEnvelope<Game>.self, from: bytes) }
        #expect(ours == foundation)
    }

    @Test func theLargestSeedAndTheSmallestIntReadExactly() throws {
        var text = String(decoding: try VersionedFile.encode(Game(seed: 3, now: 0)), as: UTF8.self)
        text = text.replacing("\"seed\" : 3", with: "\"seed\" : 18446744073709551615")
        #expect(try VersionedFile.decode(Game.self, from: Array(text.utf8)).seed == UInt64.max)
        #expect(try JSONTreeDecoder.decode([Int].self, from: Array("[-9223372036854775808]".utf8)) == [Int.min])
        #expect(try JSONTreeDecoder.decode(Int64.self, from: Array("9007199254740993".utf8)) == 9_007_199_254_740_993)
    }

    // MARK: Numbers

    /// Number texts on which the codec and Foundation agree, read as several integer types.
    static let integerTexts = [
        "0", "-0", "1.0", "1e2", "1E2", "1e+2", "100e-2", "0.5e1", "-0.0", "0e5", "1.5", "1e-2", "0.1", "1.5e0",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "18446744073709551616", "9007199254740993", "9007199254740993.0", "123456789012345678e1",
        "1e19", "1e20", "255", "256", "-1", "-128", "-129", "12345678901234567890123", "1e999999999999999999",
    ]

    private func agree<Value: FixedWidthInteger & Decodable>(_ type: Value.Type, _ text: String) {
        let bytes = Array("[\(text)]".utf8)
        let ours = try? JSONTreeDecoder.decode([Value].self, from: bytes)
        let foundation = try? FoundationJSON.decode([Value].self, from: bytes)
        #expect(ours == foundation, "\(text) as \(Value.self)")
    }

    @Test(arguments: integerTexts)
    func integersAreReadAsFoundationReadsThem(text: String) {
        agree(Int.self, text)
        agree(Int64.self, text)
        agree(UInt64.self, text)
        agree(UInt8.self, text)
        agree(Int8.self, text)
        agree(UInt32.self, text)
    }

    @Test func aNumberThatIsNotWholeOrDoesNotFitIsNotValidJSONAsInFoundation() {
        let notValid = "dataCorrupted at []: The given data was not valid JSON."
        func bytes(_ text: String) -> [UInt8] { Array("{\"n\": [\(text)]}".utf8) }
        #expect(FoundationJSON.failure { _ = try JSONTreeDecoder.decode([String: [Int]].self, from: bytes("1.5")) } == notValid)
        #expect(FoundationJSON.failure { _ = try JSONTreeDecoder.decode([String: [UInt8]].self, from: bytes("256")) } == notValid)
        #expect(FoundationJSON.failure { _ = try JSONTreeDecoder.decode([String: [UInt64]].self, from: bytes("-1")) } == notValid)
        #expect(FoundationJSON.failure {
            _ = try JSONTreeDecoder.decode([String: [UInt64]].self, from: bytes("18446744073709551616"))
        } == notValid)
        #expect(FoundationJSON.failure { _ = try JSONTreeDecoder.decode([String: [Double]].self, from: bytes("1e400")) } == notValid)
        #expect(FoundationJSON.failure { _ = try FoundationJSON.decode([String: [Int]].self, from: bytes("1.5")) } == notValid)
    }

    @Test func integersAreExactWhereFoundationGoesThroughADouble() {
        // Foundation reads a number with a fraction or exponent through a Double, then a Decimal
        // truncated toward zero: it accepts 1.0000000000000001 (as 1) and 9007199254740993.5, and
        // refuses -9223372036854775808.0 and 18446744073709551615.0. The codec reads the decimal
        // value itself: whole numbers that fit, nothing else.
        #expect(JSONNumber(text: "1.0000000000000001").integer(as: Int.self) == nil)
        #expect(JSONNumber(text: "9007199254740993.5").integer(as: Int.self) == nil)
        #expect(JSONNumber(text: "-9223372036854775808.0").integer(as: Int64.self) == Int64.min)
        #expect(JSONNumber(text: "18446744073709551615.0").integer(as: UInt64.self) == UInt64.max)
        #expect(JSONNumber(text: "1.8446744073709551615e19").integer(as: UInt64.self) == UInt64.max)
        #expect(JSONNumber(text: "170141183460469231731687303715884105727").integer(as: Int128.self) == Int128.max)
        #expect(JSONNumber(text: "-170141183460469231731687303715884105728").integer(as: Int128.self) == Int128.min)
        #expect(JSONNumber(text: "340282366920938463463374607431768211456").integer(as: UInt128.self) == nil)
    }

    /// Number texts read as Double and Float, the same by both decoders.
    static let floatingTexts = [
        "0", "-0", "0.1", "1e400", "-1e400", "1e-400", "0e-999", "2.5e-324", "4.9e-324", "18446744073709551615",
        "1.7976931348623157e308", "1.7976931348623159e308", "123456789.125", "1E5", "1e+5", "-0.0", "3.4028235e38",
        "3.4028236e38", "1e-50", "1e39", "0.30000000000000004", "1e-07",
    ]

    @Test(arguments: floatingTexts)
    func floatingPointNumbersAreReadAsFoundationReadsThem(text: String) {
        let bytes = Array("[\(text)]".utf8)
        let ours = try? JSONTreeDecoder.decode([Double].self, from: bytes)
        let foundation = try? FoundationJSON.decode([Double].self, from: bytes)
        #expect(ours.map { $0.map(\.bitPattern) } == foundation.map { $0.map(\.bitPattern) })
        let oursFloat = try? JSONTreeDecoder.decode([Float].self, from: bytes)
        let foundationFloat = try? FoundationJSON.decode([Float].self, from: bytes)
        #expect(oursFloat.map { $0.map(\.bitPattern) } == foundationFloat.map { $0.map(\.bitPattern) })
    }

    @Test func aZeroWrittenWithAnExponentIsZero() {
        // Foundation refuses "0.000e5" as a Double (its underflow check reads the exponent's
        // digits as the number's); it is zero.
        #expect(JSONNumber(text: "0.000e5").floatingPoint(as: Double.self) == 0)
        #expect(JSONNumber(text: "0.0001e-400").floatingPoint(as: Double.self) == nil)
    }

    // MARK: The whole Decoder

    /// Goes through every part of the Decoder API and writes down what happened.
    struct Transcript: Decodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        var lines: [String]

        // Every step is recorded, errors included, so the transcript is the whole behaviour.
        init(from decoder: any Decoder) throws {
            var lines: [String] = []
            func note(_ label: String, _ body: () throws -> Any) {
                do { lines.append("\(label): \(try body())") } catch { lines.append("\(label): \(FoundationJSON.summary(error))") }
            }
            let c = try decoder.container(keyedBy: Key.self)
            note("allKeys") { c.allKeys.map(\.stringValue).sorted() }
            note("contains x") { c.contains(Key("x")) }
            note("contains missing") { c.contains(Key("missing")) }
            note("first of a duplicate") { try c.decode(Int.self, forKey: Key("x")) }
            note("decodeNil missing") { try c.decodeNil(forKey: Key("missing")) }
            note("decodeNil n") { try c.decodeNil(forKey: Key("n")) }
            note("decodeNil s") { try c.decodeNil(forKey: Key("s")) }
            note("ifPresent n") { try c.decodeIfPresent(Int.self, forKey: Key("n")) as Any }
            note("ifPresent missing") { try c.decodeIfPresent(Int.self, forKey: Key("missing")) as Any }
            note("ifPresent s") { try c.decodeIfPresent(Int.self, forKey: Key("s")) as Any }
            note("int missing") { try c.decode(Int.self, forKey: Key("missing")) }
            note("bool null") { try c.decode(Bool.self, forKey: Key("n")) }
            note("string null") { try c.decode(String.self, forKey: Key("n")) }
            note("double string") { try c.decode(Double.self, forKey: Key("s")) }
            note("string number") { try c.decode(String.self, forKey: Key("x")) }
            note("[Int] object") { try c.decode([Int].self, forKey: Key("o")) }
            note("nested missing") { try c.nestedContainer(keyedBy: Key.self, forKey: Key("missing")) }
            note("nested array") { try c.nestedContainer(keyedBy: Key.self, forKey: Key("arr")) }
            note("nested unkeyed null") { try c.nestedUnkeyedContainer(forKey: Key("n")) }
            note("nested unkeyed object") { try c.nestedUnkeyedContainer(forKey: Key("o")) }
            note("nested in o") {
                let o = try c.nestedContainer(keyedBy: Key.self, forKey: Key("o"))
                return [try o.decode(UInt8.self, forKey: Key("u")).description, o.codingPath.map(\.stringValue).joined()]
            }
            note("nested o missing") {
                try c.nestedContainer(keyedBy: Key.self, forKey: Key("o")).decode(Int.self, forKey: Key("missing"))
            }
            note("super") {
                let sup = try c.superDecoder()
                return "\(sup.codingPath.map(\.stringValue)) nil=\(try sup.singleValueContainer().decodeNil())"
            }
            note("super for missing") { try c.superDecoder(forKey: Key("missing")).singleValueContainer().decodeNil() }
            note("super for o") { try c.superDecoder(forKey: Key("o")).container(keyedBy: Key.self).allKeys.count }
            note("userInfo") { decoder.userInfo.count }
            note("codingPath") { decoder.codingPath.count }

            let sup = try c.superDecoder(forKey: Key("arr"))
            var u = try sup.unkeyedContainer()
            note("count") { "\(String(describing: u.count)) atEnd=\(u.isAtEnd) index=\(u.currentIndex)" }
            note("decodeNil on 1") { "\(try u.decodeNil()) index=\(u.currentIndex)" }
            note("int") { "\(try u.decode(Int.self)) index=\(u.currentIndex)" }
            note("decodeNil on null") { "\(try u.decodeNil()) index=\(u.currentIndex)" }
            note("string on 2") { try u.decode(String.self) }
            note("index after a failure") { u.currentIndex }
            note("ifPresent on 2") { "\(try u.decodeIfPresent(Int.self) as Any) index=\(u.currentIndex)" }
            note("nested keyed") { try u.nestedContainer(keyedBy: Key.self).allKeys.map(\.stringValue) }
            note("nested unkeyed") {
                var inner = try u.nestedUnkeyedContainer()
                return "\(try inner.decode([Double?].self)) \(inner.codingPath.map(\.stringValue)) \(inner.isAtEnd)"
            }
            note("superDecoder") { try u.superDecoder().singleValueContainer().decode(String.self) }
            note("at end") { "\(u.isAtEnd) index=\(u.currentIndex)" }
            note("decodeNil at end") { try u.decodeNil() }
            note("decode at end") { try u.decode(Int.self) }
            note("generic at end") { try u.decode([Int].self) }
            note("nested unkeyed at end") { try u.nestedUnkeyedContainer() }
            note("nested keyed at end") { try u.nestedContainer(keyedBy: Key.self) }
            note("superDecoder at end") { try u.superDecoder() }

            let single = try decoder.singleValueContainer()
            note("single nil") { single.decodeNil() }
            note("single int on object") { try single.decode(Int.self) }
            note("single string on object") { try single.decode(String.self) }
            note("single bool on object") { try single.decode(Bool.self) }
            note("unkeyed on object") { try decoder.unkeyedContainer() }
            let null = try c.superDecoder(forKey: Key("n"))
            note("keyed on null") { try null.container(keyedBy: Key.self) }
            note("unkeyed on null") { try null.unkeyedContainer() }
            note("single double on null") { try null.singleValueContainer().decode(Double.self) }
            note("single bool on null") { try null.singleValueContainer().decode(Bool.self) }
            note("single [Int] on null") { try null.singleValueContainer().decode([Int].self) }
            note("optional on null") { try null.singleValueContainer().decode(Int?.self) as Any }
            self.lines = lines
        }
    }

    @Test func everyPartOfTheDecoderBehavesAsFoundationsDoes() throws {
        let json = #"{"x": 1, "n": null, "s": "str", "o": {"u": 255}, "arr": [1, null, 2, {"k": 0}, [[1, null]], "sup"], "x": 3}"#
        let ours = try JSONTreeDecoder.decode(Transcript.self, from: Array(json.utf8)).lines
        let foundation = try FoundationJSON.decode(Transcript.self, from: Array(json.utf8)).lines
        #expect(ours.count == foundation.count)
        for (mine, theirs) in zip(ours, foundation) {
            #expect(mine == theirs)
        }
        #expect(ours.contains("first of a duplicate: 1"))
        #expect(ours.contains("decode at end: valueNotFound Int at [arr, #6 Index 6]: Unkeyed container is at end."))
    }

    @Test func decodeIfPresentAtTheEndOfAnArrayIsNilAndStaysAtTheEnd() throws {
        // Foundation moves its index past the end here; the standard library's default (kept) does not.
        struct AtEnd: Decodable {
            var index: Int
            init(from decoder: any Decoder) throws {
                var u = try decoder.unkeyedContainer()
                _ = try u.decode(Int.self)
                guard try u.decodeIfPresent(Int.self) == nil else { throw CancellationError() }
                index = u.currentIndex
            }
        }
        #expect(try JSONTreeDecoder.decode(AtEnd.self, from: Array("[1]".utf8)).index == 1)
    }

    @Test func enumsWithAssociatedValuesFailAsInFoundation() {
        for json in ["{}", #"{"open": {}, "claim": {}}"#, #"{"zzz": {}}"#, #"{"claim": {"player": 1}}"#, #"{"open": []}"#,
                     #"[{"open": {}}, {"claim": {"player": 1, "deadline": "x"}}]"#] {
            let bytes = Array(json.utf8)
            let ours = FoundationJSON.failure {
                if json.hasPrefix("[") { _ = try JSONTreeDecoder.decode([Turn].self, from: bytes) }
                else { _ = try JSONTreeDecoder.decode(Turn.self, from: bytes) }
            }
            let foundation = FoundationJSON.failure {
                if json.hasPrefix("[") { _ = try FoundationJSON.decode([Turn].self, from: bytes) }
                else { _ = try FoundationJSON.decode(Turn.self, from: bytes) }
            }
            #expect(ours == foundation, "\(json)")
            #expect(ours != "no error")
        }
    }
}
