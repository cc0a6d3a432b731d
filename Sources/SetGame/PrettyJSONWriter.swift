/// Writes a `JSONTree` byte for byte as Foundation's `JSONEncoder` does with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, so files written
/// before and after the game stopped using Foundation are the same.
///
/// That form, as Foundation 6 writes it on Linux:
/// - two spaces of indentation per level, `"key" : value` with a space either side of the colon;
/// - an empty array or object still opens a line: `[`, an empty line, then `]` at the indentation;
/// - keys in the order of their UTF-8 bytes (`"10"` before `"9"`, `"B"` before `"a"`);
/// - in strings only `"`, `\` and the control characters are escaped (`\n`, `\t`, `\b`, `\f`,
///   `\r`, else `\u001f` with lower-case hex); `/`, DEL and all non-ASCII text are written as they are.
struct PrettyJSONWriter {
    /// Foundation refuses to write arrays and objects nested this deep; so do we, so every file
    /// written can be read back by `JSONParser`.
    static let maximumDepth = 512

    private var out: [UInt8] = []

    /// The text of `tree`, without a final newline.
    static func write(_ tree: JSONTree) throws(JSONNestingError) -> [UInt8] {
        var writer = PrettyJSONWriter()
        try writer.write(tree, depth: 0)
        return writer.out
    }

    private mutating func write(_ tree: JSONTree, depth: Int) throws(JSONNestingError) {
        switch tree {
        case .null: out += "null".utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .number(let number): out += number.text.utf8
        case .string(let string): writeString(string)
        case .array(let items):
            try open(UInt8(ascii: "["), depth: depth)
            for (n, item) in items.enumerated() {
                if n > 0 { out += ",\n".utf8 }
                indent(depth + 1)
                try write(item, depth: depth + 1)
            }
            close(UInt8(ascii: "]"), depth: depth)
        case .object(let members):
            try open(UInt8(ascii: "{"), depth: depth)
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (n, member) in sorted.enumerated() {
                if n > 0 { out += ",\n".utf8 }
                indent(depth + 1)
                writeString(member.key)
                out += " : ".utf8
                try write(member.value, depth: depth + 1)
            }
            close(UInt8(ascii: "}"), depth: depth)
        }
    }

    /// The opening bracket and its newline.
    private mutating func open(_ bracket: UInt8, depth: Int) throws(JSONNestingError) {
        // Foundation counts the outermost container as 1 and refuses a container at its limit.
        guard depth + 1 < Self.maximumDepth else { throw JSONNestingError() }
        out.append(bracket)
        out.append(0x0A)
    }

    /// The newline and closing bracket; empty containers keep the empty line between, as Foundation's do.
    private mutating func close(_ bracket: UInt8, depth: Int) {
        out.append(0x0A)
        indent(depth)
        out.append(bracket)
    }

    private mutating func indent(_ depth: Int) {
        out += repeatElement(UInt8(ascii: " "), count: 2 * depth)
    }

    private mutating func writeString(_ string: String) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case 0x08: out += #"\b"#.utf8
            case 0x0C: out += #"\f"#.utf8
            case 0x0A: out += #"\n"#.utf8
            case 0x0D: out += #"\r"#.utf8
            case 0x09: out += #"\t"#.utf8
            case 0..<0x20:
                out += #"\u00"#.utf8
                out.append(Self.hexDigit(byte >> 4))
                out.append(Self.hexDigit(byte & 0xF))
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}

/// Arrays and objects nested deeper than `PrettyJSONWriter.maximumDepth`.
struct JSONNestingError: Error, Equatable, Sendable {}
