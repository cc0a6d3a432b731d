import Foundation
@testable import SetCore
@testable import SetGame
import Testing

/// Foundation's JSONEncoder and JSONDecoder, as the game used them before it had its own
/// codec: the reference every test of the codec compares with.
enum FoundationJSON {
    /// The bytes Foundation writes with the game's options.
    static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// Foundation's reading of `bytes`.
    static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        try JSONDecoder().decode(type, from: Data(bytes))
    }

    /// The case, coding path and description of a Codable error, to compare two decoders' errors.
    static func summary(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            "[" + keys.map { key in key.intValue.map { "#\($0) \(key.stringValue)" } ?? key.stringValue }
                .joined(separator: ", ") + "]"
        }
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "dataCorrupted at \(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            return "keyNotFound \(key.stringValue) at \(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.typeMismatch(let type, let context):
            return "typeMismatch \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.valueNotFound(let type, let context):
            return "valueNotFound \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case EncodingError.invalidValue(let value, let context):
            return "invalidValue \(value) at \(path(context.codingPath)): \(context.debugDescription)"
        default:
            return "\(type(of: error)): \(error)"
        }
    }

    /// The summary of what `body` throws, or "no error".
    static func failure(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return summary(error)
        }
    }
}

/// The envelope `VersionedFile` writes, built here from Codable alone so Foundation can write it too.
struct ReferenceEnvelope<Value: StoredValue>: Codable {
    var format = Value.file.format
    var version = Value.file.version
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: JSONCodingKey.self)
        format = try c.decode(String.self, forKey: JSONCodingKey(stringValue: "format"))
        version = try c.decode(Int.self, forKey: JSONCodingKey(stringValue: "version"))
        value = try c.decode(Value.self, forKey: JSONCodingKey(stringValue: Value.file.key))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: JSONCodingKey.self)
        try c.encode(format, forKey: JSONCodingKey(stringValue: "format"))
        try c.encode(version, forKey: JSONCodingKey(stringValue: "version"))
        try c.encode(value, forKey: JSONCodingKey(stringValue: Value.file.key))
    }
}

/// The codec writes what Foundation's JSONEncoder wrote, byte for byte.
@Suite("JSON encoding")
struct JSONEncodingTests {
    /// Every kind of file the game keeps, in the states that exercise its encoding.
    enum Sample: String, CaseIterable, CustomTestStringConvertible {
        case newGame, playedGame, twoPlayerClaim, dailyGame, juniorGame, savedGameWithHistory
        case emptyStatistics, fullStatistics, settings, emptySettings, installRecord

        var testDescription: String { rawValue }

        var value: any StoredValue & Equatable {
            switch self {
            case .newGame: Game(seed: 1, now: 0)
            case .playedGame: StorageTests.playedGame()
            case .twoPlayerClaim: JSONEncodingTests.twoPlayerClaim()
            case .dailyGame: Game(daily: DailyDate(year: 2024, month: 2, day: 29)!, now: 1_700_000_000.5)
            case .juniorGame: Game(seed: UInt64.max, mode: .junior, now: 0.1)
            case .savedGameWithHistory: JSONEncodingTests.savedGame()
            case .emptyStatistics: Statistics()
            case .fullStatistics: JSONEncodingTests.fullStatistics()
            case .settings: RememberedSettings(windowSize: WindowSize(width: 1920, height: 1080), fullscreen: true,
                                               colorblind: false, animation: true)
            case .emptySettings: RememberedSettings()
            case .installRecord: InstallRecord(files: ["/home/ann/.local/bin/set-game", "/home/ann/a b/é.png"],
                                               folders: [])
            }
        }
    }

    /// A two-player game with a claim running: `turn` is an enum with associated values.
    static func twoPlayerClaim() -> Game {
        var game = Game(seed: 8, mode: .twoPlayer, now: 0)
        game.apply(.claimTapped(player: 1), now: 3.125)
        return game
    }

    /// A solo game with its history of moves, one undone.
    static func savedGame() -> SavedGame {
        let (game, history) = SavedHistoryTests.played()
        return SavedGame(game: game, history: history)
    }

    /// Statistics with every field set, histograms keyed `"4"`, `"11"`, `"3600"` included.
    static func fullStatistics() -> Statistics {
        var stats = Statistics()
        stats.gamesStarted = 12
        stats.gamesFinished = 9
        stats.setsFound = 201
        stats.hintsUsed = 3
        stats.bestTime = 412.5
        stats.bestScore = -4
        stats.finishedSoloSeconds = 4123.0625
        stats.finishedSoloSets = 190
        stats.findTimes[0] = FindTimes(buckets: [4: 2, 11: 1, 3600: 1, 9: 5, 10: 1])
        stats.findTimes[3] = FindTimes(buckets: [0: 1])
        stats.missedSets = [1, 0, 2, 7]
        stats.currentGame = GameFinds(seed: 18_446_744_073_709_551_615, startedAt: 0.1, seconds: [4.5, nil, 12, 1e-7])
        stats.dailySolved = [DailyDate(year: 2024, month: 2, day: 29)!, DailyDate(year: 2025, month: 12, day: 31)!]
        stats.dailyBestTime = 33.3
        stats.junior.gamesStarted = 2
        stats.junior.bestTime = 61
        stats.junior.finishedSeconds = 61
        return stats
    }

    private func expectSameFile<Value: StoredValue>(_ value: Value) throws {
        let ours = try VersionedFile.encode(value)
        let foundation = try FoundationJSON.encode(ReferenceEnvelope(value)) + [10]
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
        // Byte for byte: String equality would let a different normalisation of the same text pass.
        #expect(ours.elementsEqual(foundation))
    }

    @Test(arguments: Sample.allCases)
    func aFileIsWrittenByteForByteAsFoundationWroteIt(sample: Sample) throws {
        try expectSameFile(sample.value)
    }

    @Test func theFormatIsFoundationsPrettyPrintedFormWithItsEmptyLines() throws {
        let text = String(decoding: try VersionedFile.encode(Statistics()), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"format\" : \"set-game/stats\",\n  \"stats\" : {\n    \"dailySolved\" : [\n\n    ],\n"))
        #expect(text.contains("\"findSeconds\" : [\n      {\n\n      },\n      {\n\n      },"))
        #expect(text.contains("\"missedSets\" : [\n      0,\n      0,\n      0,\n      0\n    ],\n"))
        #expect(text.hasSuffix("  },\n  \"version\" : 1\n}\n"))
    }

    // MARK: Edge values

    /// Values at the edges of what the encoder writes, in one Codable value.
    struct Edges: Codable, Equatable {
        var doubles: [Double] = [0, -0.0, 0.1, 1e-7, 1e-5, 1e-4, 0.001, 1e21, 1e16, 1e15, 123456789.125, 2, -1.5,
                                 .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1.0 / 3,
                                 Double(Int64.max), 0.1 + 0.2, 1e100, 2.5e-308]
        var floats: [Float] = [0, -0.0, 0.1, 1e20, 2, 3.25, .greatestFiniteMagnitude, .leastNonzeroMagnitude, Float(Int32.max)]
        var ints: [Int] = [0, -1, .min, .max]
        var int8 = Int8.min
        var int16 = Int16.max
        var int32 = Int32.min
        var int64 = Int64.min
        var uint = UInt.max
        var uint8 = UInt8.max
        var uint16 = UInt16.max
        var uint32 = UInt32.max
        var uint64 = UInt64.max
        var strings = ["", "null", "\"quoted\"", #"back\slash"#, "a/b//c", "\n\r\t\u{8}\u{C}", "\u{0}\u{1}\u{1F}\u{7F}",
                       "é ü 漢字", "😀 👨‍👩‍👧 🇫🇷", "\u{2028}\u{2029}\u{FEFF}\u{FFFF}", "tab\there", "</script>"]
        var keyed = ["10": 1, "9": 2, "B": 3, "a": 4, "é": 5, "z": 6, "aa": 7, "a b": 8, "A": 9, "_": 10,
                     "": 11, "😀": 12, "\u{FFFF}": 13, "a/b": 14, "\"": 15, "\n": 16, "e\u{301}x": 17, "f": 18]
        var intKeyed = [1: "one", 10: "ten", 2: "two", -3: "minus three"]
        var emptyArray: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nestedEmpty: [[[Int]]] = [[], [[]], [[1]]]
        var absent: Int? = nil
        var present: Int? = 0
        var optionals: [Double?] = [1, nil, 2.5]
        var turns: [Turn] = [.open, .claim(player: 1, deadline: 9.5), .rebound(player: 0, deadline: 1e-7)]
        var intents: [Intent] = [.dealTapped(player: nil), .dealTapped(player: 1), .cardTapped(index: 3), .tick]
        var flags = [true, false]
        var set: Set<String> = ["x", "y", "z", "w"]
        var deep = [["a": [["b": [1, 2]]]]]
    }

    @Test func edgeValuesAreWrittenAsFoundationWritesThem() throws {
        // One value for both: two equal sets need not list their elements in the same order.
        let edges = Edges()
        let ours = try JSONTreeEncoder.encode(edges)
        let foundation = try FoundationJSON.encode(edges)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
        #expect(ours.elementsEqual(foundation))
    }

    @Test func numbersAreSwiftsShortestTextWithoutATrailingPointZero() throws {
        let doubles: [Double] = [0, -0.0, 0.1, 1e-7, 1e21, 123456789.125, 2, 1e16, 1e15, .leastNonzeroMagnitude]
        let text = String(decoding: try JSONTreeEncoder.encode(doubles), as: UTF8.self)
        #expect(text == "[\n  0,\n  -0,\n  0.1,\n  1e-07,\n  1e+21,\n  123456789.125,\n  2,\n  1e+16,\n  1000000000000000,\n  5e-324\n]")
        let ints = String(decoding: try JSONTreeEncoder.encode([Int.min, Int.max]), as: UTF8.self)
        #expect(ints == "[\n  -9223372036854775808,\n  9223372036854775807\n]")
        #expect(try JSONTreeEncoder.encode(UInt64.max) == Array("18446744073709551615".utf8))
        #expect(try JSONTreeEncoder.encode(Int128.min) == Array("-170141183460469231731687303715884105728".utf8))
    }

    @Test func keysAreSortedByTheirUTF8Bytes() throws {
        // "e\u{301}" (e and a combining accent) sorts by its bytes, before "f", not as the "é" it is equal to.
        let keys = ["9", "10", "a", "B", "é", "z", "😀", "\u{FFFF}", "aa", "a b", "_", "A", "f", "e\u{301}x"]
        let object = Dictionary(uniqueKeysWithValues: keys.map { ($0, 0) })
        let text = String(decoding: try JSONTreeEncoder.encode(object), as: UTF8.self)
        let written = text.split(separator: "\n").dropFirst().dropLast().map { $0.split(separator: "\"")[1] }
        #expect(written.map { Array($0.utf8) } == ["10", "9", "A", "B", "_", "a", "a b", "aa", "e\u{301}x", "f", "z", "é",
                                                    "\u{FFFF}", "😀"].map { Array($0.utf8) })
    }

    @Test func stringsEscapeOnlyQuotesBackslashesAndControlCharacters() throws {
        let text = String(decoding: try JSONTreeEncoder.encode("\"\\/\n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F} é😀\u{2028}"), as: UTF8.self)
        #expect(text == #""\"\\/\n\r\t\b\f\u0000\u001f"# + "\u{7F} é😀\u{2028}\"")
    }

    // MARK: Containers and errors

    /// Uses every container an encoder can give, including the rarely used ones.
    struct EveryContainer: Encodable {
        enum Key: String, CodingKey { case a, b, c, d, e }

        func encode(to encoder: any Encoder) throws {
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encodeNil(forKey: .a)
            _ = keyed.superEncoder()
            var superB = keyed.superEncoder(forKey: .b).singleValueContainer()
            try superB.encode("late")
            var nested = keyed.nestedContainer(keyedBy: Key.self, forKey: .c)
            try nested.encode(Int8(-3), forKey: .a)
            try nested.encode(Float(0.5), forKey: .b)
            var list = keyed.nestedUnkeyedContainer(forKey: .d)
            _ = list.superEncoder()
            try list.encodeNil()
            _ = list.nestedContainer(keyedBy: Key.self)
            var inner = list.nestedUnkeyedContainer()
            try inner.encode(true)
            try inner.encode(UInt16(7))
            var superList = list.superEncoder().unkeyedContainer()
            try superList.encode("x")
            // The same keyed container asked for again fills the same object; a key written twice keeps the second value.
            var again = encoder.container(keyedBy: Key.self)
            try again.encode(1, forKey: .e)
            try again.encode(2, forKey: .e)
        }
    }

    /// Encodes nothing at all.
    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func everyKindOfContainerWritesWhatFoundationWrites() throws {
        #expect(try JSONTreeEncoder.encode(EveryContainer()) == FoundationJSON.encode(EveryContainer()))
        #expect(try JSONTreeEncoder.encode([Nothing()]) == FoundationJSON.encode([Nothing()]))
        let text = String(decoding: try JSONTreeEncoder.encode(EveryContainer()), as: UTF8.self)
        #expect(text.contains("\"super\" : {\n\n  }"))
        #expect(text.contains("\"e\" : 2"))
    }

    /// A value holding one number that JSON cannot hold.
    struct NonFinite: Encodable {
        var keyed: Double = 1
        var listed: [Float] = [1]

        enum CodingKeys: CodingKey { case keyed, listed }
    }

    @Test func nonFiniteNumbersAndEmptyValuesAreTheSameErrorsAsFoundations() {
        let values: [any Encodable] = [NonFinite(keyed: .nan), NonFinite(keyed: -.infinity), NonFinite(listed: [1, .infinity]),
                                       Double.nan, Nothing()]
        for value in values {
            let ours = FoundationJSON.failure { _ = try JSONTreeEncoder.encode(value) }
            let foundation = FoundationJSON.failure { _ = try FoundationJSON.encode(value) }
            #expect(ours == foundation)
            #expect(ours.hasPrefix("invalidValue"))
        }
        #expect(FoundationJSON.failure { _ = try JSONTreeEncoder.encode(NonFinite(listed: [1, .infinity])) }
                == "invalidValue inf at [listed, #1 Index 1]: Unable to encode Float.inf directly in JSON.")
    }

    /// Arrays nested `depth` deep.
    struct Nest: Encodable {
        var depth: Int

        func encode(to encoder: any Encoder) throws {
            var c = encoder.unkeyedContainer()
            if depth > 1 { try c.encode(Nest(depth: depth - 1)) }
        }
    }

    @Test func nestingBeyondFoundationsLimitIsRefusedAsFoundationRefusesIt() throws {
        #expect(try JSONTreeEncoder.encode(Nest(depth: 511)) == FoundationJSON.encode(Nest(depth: 511)))
        #expect(throws: EncodingError.self) { try FoundationJSON.encode(Nest(depth: 512)) }
        #expect(throws: EncodingError.self) { try JSONTreeEncoder.encode(Nest(depth: 512)) }
    }
}
