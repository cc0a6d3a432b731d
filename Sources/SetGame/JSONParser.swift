/// A strict RFC 8259 reader from UTF-8 bytes to a `JSONTree`.
///
/// Strict because a file that is not JSON should be kept aside rather than half
/// understood: no trailing commas, comments, leading zeros, `NaN`, unescaped
/// control characters, invalid UTF-8 or lone surrogates. A leading UTF-8 byte
/// order mark is skipped (RFC 8259 §8.1 allows it; editors write one).
/// Nesting deeper than `maximumDepth` is an error, so a hostile file cannot
/// exhaust the stack.
struct JSONParser {
    /// Arrays and objects nested deeper than this are refused (Foundation's limit too).
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one JSON value `bytes` hold, with nothing but whitespace around it.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTree {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    // MARK: Values

    private mutating func value() throws(JSONSyntaxError) -> JSONTree {
        skipWhitespace()
        guard let byte = peek() else { throw error("unexpected end of the text") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONTree {
        try enter()
        index += 1
        var members: [JSONTree.Member] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after a key")
            members.append(JSONTree.Member(key, try value()))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "expected ',' or '}' in an object")
            depth -= 1
            return .object(members)
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONTree {
        try enter()
        index += 1
        var items: [JSONTree] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "expected ',' or ']' in an array")
            depth -= 1
            return .array(items)
        }
    }

    /// Counts one more level of nesting, refusing one too many.
    private mutating func enter() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else { throw error("arrays and objects nested more than \(Self.maximumDepth) deep") }
        depth += 1
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        guard bytes[index...].starts(with: word.utf8) else { throw error("unexpected character") }
        index += word.utf8.count
    }

    // MARK: Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as text.
    private mutating func number() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
            // "01" would be read as 0 and 1 by some readers and as octal by others.
            if let next = peek(), Self.isDigit(next) { throw error("a number with a leading zero") }
        } else {
            try digits("expected a digit")
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            try digits("expected a digit after the decimal point")
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            try digits("expected a digit in the exponent")
        }
        return JSONNumber(text: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// One or more digits.
    private mutating func digits(_ problem: String) throws(JSONSyntaxError) {
        guard let first = peek(), Self.isDigit(first) else { throw error(problem) }
        while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Strings

    /// A string from its opening quote through its closing one, escapes resolved.
    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []
        var plainFrom = index
        while true {
            guard let byte = peek() else { throw error("a string without its closing quote") }
            switch byte {
            case UInt8(ascii: "\""):
                utf8 += bytes[plainFrom..<index]
                index += 1
                // Every escape yields a whole character, so checking the bytes at the end
                // finds exactly the invalid UTF-8 that stood in the text.
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw JSONSyntaxError(offset: start, reason: "a string that is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                utf8 += bytes[plainFrom..<index]
                try escape(into: &utf8)
                plainFrom = index
            case 0..<0x20:
                throw error("a control character in a string (it must be escaped)")
            default:
                index += 1
            }
        }
    }

    /// One escape after a backslash, as UTF-8.
    private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        index += 1
        guard let byte = peek() else { throw error("a string without its closing quote") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            utf8 += try escapedScalar().utf8
        default:
            index -= 1
            throw error("an unknown escape")
        }
    }

    /// The character of a `\uXXXX` escape, or of a `\uD83D\uDE00` pair of UTF-16 surrogates.
    private mutating func escapedScalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try hexQuad()
        switch first {
        case 0xD800...0xDBFF:
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw error("a lone UTF-16 surrogate")
            }
            index += 2
            let second = try hexQuad()
            guard (0xDC00...0xDFFF).contains(second) else { throw error("a lone UTF-16 surrogate") }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return Unicode.Scalar(value)!
        case 0xDC00...0xDFFF:
            throw error("a lone UTF-16 surrogate")
        default:
            return Unicode.Scalar(first)!
        }
    }

    /// Four hexadecimal digits.
    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else { throw error("expected four hexadecimal digits") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Bytes

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ problem: String) throws(JSONSyntaxError) {
        guard peek() == byte else { throw error(problem) }
        index += 1
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, reason: reason)
    }
}

/// Why some bytes are not JSON, and where.
struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The byte offset of the problem.
    var offset: Int
    /// A few words, e.g. "a number with a leading zero".
    var reason: String

    var description: String { "\(reason) at byte \(offset)" }
}
