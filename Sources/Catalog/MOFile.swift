/// A compiled gettext catalog (`.mo`, as `msgfmt` writes it), read whole: every message's key and its
/// translations.
///
/// The file is a header of 32-bit words in the writer's byte order (the magic number tells which), then two
/// tables of (length, offset) pairs, the original strings' and the translations', in the same order. An
/// original is `msgid`, or `msgctxt` + U+0004 + `msgid`, with `\0` + `msgid_plural` after a plural's; a
/// translation holds a plural's forms separated by `\0`.
public struct MOFile: Equatable, Sendable {
    /// The translations of each key (`context\u{4}msgid`, or `msgid` without a context), a form each.
    public let messages: [String: [String]]

    /// Why a file is not a catalog.
    public enum Problem: Error, Equatable, Sendable {
        /// The first word is not gettext's magic number, either way round.
        case notACatalog
        /// A major revision this reader does not know.
        case revision(UInt32)
        /// A table or a string points outside the file.
        case truncated
        /// A string is not UTF-8.
        case notUTF8
    }

    /// gettext's magic number, as written on a little-endian machine.
    static let magic: UInt32 = 0x9504_12de

    /// Reads a catalog from the bytes of a `.mo` file.
    public init(bytes: [UInt8]) throws(Problem) {
        guard bytes.count >= 28 else { throw .notACatalog }
        let bigEndian: Bool
        switch Self.word(bytes, at: 0, bigEndian: false) {
        case Self.magic: bigEndian = false
        case Self.magic.byteSwapped: bigEndian = true
        default: throw .notACatalog
        }
        func word(_ offset: Int) throws(Problem) -> Int {
            guard offset >= 0, offset + 4 <= bytes.count else { throw .truncated }
            return Int(Self.word(bytes, at: offset, bigEndian: bigEndian))
        }
        let revision = UInt32(try word(4))
        // Major revisions 0 and 1 share this layout (1 adds system-dependent strings, which msgfmt writes
        // only for C format macros).
        guard revision >> 16 <= 1 else { throw .revision(revision) }
        let count = try word(8)
        let originals = try word(12)
        let translations = try word(16)
        guard count <= bytes.count / 8 else { throw .truncated }
        func string(table: Int, index: Int) throws(Problem) -> String {
            let length = try word(table + index * 8)
            let offset = try word(table + index * 8 + 4)
            guard offset + length <= bytes.count else { throw .truncated }
            guard let text = String(validating: bytes[offset..<offset + length], as: UTF8.self) else {
                throw .notUTF8
            }
            return text
        }
        var messages: [String: [String]] = [:]
        messages.reserveCapacity(count)
        for index in 0..<count {
            let original = try string(table: originals, index: index)
            let translated = try string(table: translations, index: index)
            // A plural's key is its singular msgid; the plural msgid after the `\0` is English's, not needed.
            let key = original.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            messages[String(key)] = translated.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        }
        self.messages = messages
    }

    /// The header's fields (the translation of the empty msgid), by name: `Plural-Forms`, `Language`, …
    public var header: [String: String] {
        var fields: [String: String] = [:]
        for line in (messages[""]?.first ?? "").split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            fields[String(line[..<colon])] = String(value)
        }
        return fields
    }

    private static func word(_ bytes: [UInt8], at offset: Int, bigEndian: Bool) -> UInt32 {
        let b = (0..<4).map { UInt32(bytes[offset + $0]) }
        return bigEndian
            ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]
            : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
    }
}
