/// Why a frame was refused: each case names one way a peer broke the protocol.
public enum NetProtocolError: Error, Equatable, Sendable {
    /// The frame's length prefix announces more than `NetProtocol.maxFrameBytes`.
    case frameTooLarge(bytes: Int)
    /// The connection ended partway through a frame: `received` bytes of it came, of `announced`
    /// (nil when even the 4-byte length was cut short).
    case truncatedFrame(received: Int, announced: Int?)
    /// The frame is not a JSON object (or not UTF-8).
    case malformedJSON
    /// The frame is JSON without a `v` and a `type`.
    case missingHeader
    /// The frame speaks another protocol version.
    case unsupportedVersion(Int)
    /// The frame's `type` is not a message this end accepts.
    case unknownType(String)
    /// A field is missing or its value breaks the protocol's rules (a name too long, a card code that is no card).
    case invalidField(String)
}

extension NetProtocolError: CustomStringConvertible {
    /// A short reason, fit for a log line and for the `refused` message sent back.
    public var description: String {
        switch self {
        case .frameTooLarge(let bytes): "a frame of \(bytes) bytes is over the \(NetProtocol.maxFrameBytes)-byte limit"
        case .truncatedFrame(let received, let announced?):
            "the connection ended \(received.counted("byte")) into a frame of \(announced.counted("byte"))"
        case .truncatedFrame(let received, nil):
            "the connection ended \(received.counted("byte")) into a frame's length"
        case .malformedJSON: "a frame is not valid JSON"
        case .missingHeader: "a frame has no protocol version or type"
        case .unsupportedVersion(let version):
            "protocol version \(version) is not spoken here (version \(NetProtocol.version) is)"
        case .unknownType(let type): "unknown message type \"\(Self.printable(type))\""
        case .invalidField(let field): "bad or missing \(field)"
        }
    }

    /// A received string as it may appear in a log: its first 32 code points, anything unprintable as `?`.
    private static func printable(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(32) {
            shown.unicodeScalars.append(PlayerName.isPrintable(scalar) ? scalar : "?")
        }
        return shown
    }
}
