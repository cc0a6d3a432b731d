/// A string that is valid only in some forms (a player's name, a seat token): written as
/// its text, and checked by its own `init?` when read back.
public protocol CheckedText: Codable {
    /// The value of `text`, or nil when `text` breaks the rules.
    init?(_ text: String)
    /// The text as written.
    var text: String { get }
    /// What the value is, for the error when a text breaks the rules ("a player name").
    static var kind: String { get }
}

extension CheckedText {
    /// Reads the text; one that breaks the rules is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let value = Self(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a valid \(Self.kind)")
        }
        self = value
    }

    /// Writes the text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
