import FoundationEssentials
import SetCore

/// A value kept in a file of its own, in a `VersionedFile` envelope.
package protocol StoredValue: Codable {
    /// The envelope's format, key and version.
    static var file: VersionedFile { get }
}

/// The envelope every file of the game is written in:
/// `{"format": "set-game/save", "version": 1, "game": {…}}`.
///
/// The format names what the file is, so a stray file is not mistaken for ours;
/// the version lets a later release change the contents. A file of a newer
/// version than this program knows is unreadable to it (and so kept aside, never
/// overwritten by an older program that would lose what it cannot read).
package struct VersionedFile: Equatable, Sendable {
    /// The `format` string, e.g. `set-game/save`.
    var format: String
    /// The key holding the contents, e.g. `game`.
    var key: String
    /// The newest version this program reads and the one it writes.
    var version = 1

    /// The envelope of a `format`, holding its contents under `key`.
    package init(format: String, key: String, version: Int = 1) {
        self.format = format
        self.key = key
        self.version = version
    }

    /// The file's bytes for `value`: pretty-printed JSON with sorted keys and unescaped
    /// slashes, ending in a newline.
    package static func encode<Value: StoredValue>(_ value: Value) throws -> [UInt8] {
        let envelope = Envelope(format: Value.file.format, version: Value.file.version, value: value)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(envelope)) + [10]
    }

    /// Reads the contents of a file written by `encode`.
    ///
    /// - Throws: `FileFormatError` with a short reason for anything else.
    package static func decode<Value: StoredValue>(
        _ type: Value.Type, from bytes: [UInt8]
    ) throws(FileFormatError) -> Value {
        let (format, version) = (Value.file.format, Value.file.version)
        guard bytes.contains(where: { !Self.isWhitespace($0) }) else { throw FileFormatError("the file is empty") }
        let data = Data(bytes)
        // The header first, so a file of another format or a newer version is
        // named as such rather than as whatever its contents fail on.
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw FileFormatError(Self.reason(for: error))
        }
        guard header.format == format else { throw FileFormatError("it is not a \(format) file") }
        guard header.version <= version else {
            throw FileFormatError("version \(header.version) is newer than this set-game reads (\(version))")
        }
        guard header.version >= 1 else { throw FileFormatError("version \(header.version) does not exist") }
        do {
            return try JSONDecoder().decode(Envelope<Value>.self, from: data).value
        } catch {
            throw FileFormatError(Self.reason(for: error))
        }
    }

    /// A short reason for a decoding failure: the game's own sentence for an
    /// impossible state, a few words for broken JSON.
    private static func reason(for error: Error) -> String {
        switch error {
        case let error as GameStateError: return error.description
        case let error as FileFormatError: return error.reason
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "bad value at \(path(context.codingPath))"
        case DecodingError.keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "bad value at \(path(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// The envelope around a value, its contents under the value's own key.
    private struct Envelope<Value: StoredValue>: Codable {
        var format: String
        var version: Int
        var value: Value

        init(format: String, version: Int, value: Value) {
            self.format = format
            self.version = version
            self.value = value
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            format = try c.decode(String.self, forKey: AnyKey("format"))
            version = try c.decode(Int.self, forKey: AnyKey("version"))
            value = try c.decode(Value.self, forKey: AnyKey(Value.file.key))
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: AnyKey.self)
            try c.encode(format, forKey: AnyKey("format"))
            try c.encode(version, forKey: AnyKey("version"))
            try c.encode(value, forKey: AnyKey(Value.file.key))
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Why a file of ours could not be read.
package struct FileFormatError: Error, Equatable, CustomStringConvertible {
    /// A few words, e.g. "the file is empty".
    package var reason: String
    init(_ reason: String) { self.reason = reason }
    package var description: String { reason }
}

extension Game: StoredValue {
    /// `{"format": "set-game/save", "version": 1, "game": {…}}`.
    package static var file: VersionedFile { VersionedFile(format: "set-game/save", key: "game") }
}
