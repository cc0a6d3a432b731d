/// A player's name as shown at the table: 1 to 20 printable characters, no space at either end.
///
/// Characters are counted as a person sees them (grapheme clusters, `String.count`):
/// "Zoë" is three whether its ë is one scalar or e and a combining diaeresis. Any
/// letter is allowed; one the table's font lacks is shown as a box.
///
/// A name comes from another machine, so it is checked before anyone sees it: no
/// control or formatting characters (which could reorder or hide text), no private-use
/// or unassigned code points, and at most 128 bytes of UTF-8 so that a few characters
/// heavy with combining marks cannot grow a frame or a log line without bound.
public struct PlayerName: Hashable, Sendable, CustomStringConvertible {
    /// The most characters a name may have.
    public static let maxCharacters = 20
    /// The most UTF-8 bytes a name may take.
    public static let maxBytes = 128

    /// The name's text.
    public let text: String

    /// The name `text`, or `nil` unless it follows the rules above.
    public init?(_ text: String) {
        guard !text.isEmpty, text.count <= Self.maxCharacters, text.utf8.count <= Self.maxBytes,
            text.first?.isWhitespace == false, text.last?.isWhitespace == false,
            text.unicodeScalars.allSatisfy(Self.isPrintable)
        else { return nil }
        self.text = text
    }

    /// The name's text.
    public var description: String { text }

    /// Whether `scalar` may appear in a name: anything shown as a glyph or a plain space.
    ///
    /// The zero-width joiner is the one formatting character let through: emoji
    /// sequences need it, and it cannot reorder text as the bidirectional controls can.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " || scalar == "\u{200D}" { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator:
            return false
        default:
            return true
        }
    }
}

extension PlayerName: CheckedText {
    /// What a refused text was meant to be.
    public static var kind: String { "player name" }
}
