#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns messages into frame bodies and back, with the same JSON coders as the game's files.
///
/// A frame body is one JSON object (see `NetMessage`). Decoding checks, in order, the
/// size, that the bytes are a JSON object, the version, the type, then the fields; the
/// first failure is the error, so a peer of another version is told so rather than
/// whatever its fields fail on.
public enum NetCodec {
    /// The frame body for `message`: compact JSON with sorted keys.
    ///
    /// - Throws: `NetProtocolError.frameTooLarge` if the body would pass `NetProtocol.maxFrameBytes`.
    public static func encode(_ message: some NetMessage) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = Array(try encoder.encode(message))
        guard bytes.count <= NetProtocol.maxFrameBytes else { throw NetProtocolError.frameTooLarge(bytes: bytes.count) }
        return bytes
    }

    /// The message in a frame body.
    ///
    /// - Throws: the `NetProtocolError` that names the first rule `bytes` break.
    public static func decode<Message: NetMessage>(
        _ type: Message.Type,
        from bytes: [UInt8]
    ) throws(NetProtocolError) -> Message {
        guard bytes.count <= NetProtocol.maxFrameBytes else { throw .frameTooLarge(bytes: bytes.count) }
        let data = Data(bytes)
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch DecodingError.keyNotFound, DecodingError.valueNotFound {
            throw .missingHeader
        } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty {
            throw .missingHeader
        } catch {
            throw .malformedJSON
        }
        guard header.v == NetProtocol.version else { throw .unsupportedVersion(header.v) }
        guard Message.types.contains(header.type) else { throw .unknownType(header.type) }
        do {
            return try JSONDecoder().decode(Message.self, from: data)
        } catch {
            throw .invalidField(field(of: error))
        }
    }

    /// The two fields every frame has.
    private struct Header: Decodable {
        var v: Int
        var type: String
    }

    /// The dotted path of the field a decoding error is about, e.g. `table.players.0.name`.
    private static func field(of error: any Error) -> String {
        let path: [any CodingKey]
        switch error {
        case DecodingError.keyNotFound(let key, let context): path = context.codingPath + [key]
        case DecodingError.dataCorrupted(let context),
            DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            path = context.codingPath
        default: path = []
        }
        let names = path.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return names.isEmpty ? "message" : names.joined(separator: ".")
    }
}
