import SetInput

/// A line of text being typed: the text, the caret, and the keys that edit it.
///
/// The caret is a count of characters (extended grapheme clusters) from the start, so a letter
/// with an accent typed through a dead key is one step of the caret and one Backspace.
public struct TextField: Equatable, Sendable {
    /// The text.
    public private(set) var text: String
    /// The caret: how many characters lie before it.
    public private(set) var caret: Int
    /// The most characters the field takes; what a paste brings beyond it is left out.
    public let limit: Int

    /// A field holding `text`, the caret after it.
    public init(_ text: String = "", limit: Int = 64) {
        self.limit = max(1, limit)
        let kept = String(text.prefix(self.limit))
        self.text = kept
        caret = kept.count
    }

    /// Inserts typed or pasted text at the caret: line breaks and other control characters become
    /// nothing (a pasted code often ends with one), and the text stops at the limit.
    public mutating func insert(_ typed: String) {
        let printable = typed.filter { character in
            !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
        let room = limit - text.count
        guard room > 0, !printable.isEmpty else { return }
        let added = String(printable.prefix(room))
        let at = text.index(text.startIndex, offsetBy: caret)
        text.insert(contentsOf: added, at: at)
        caret += added.count
    }

    /// What a key does to the field; true if the key is the field's (an editing key), whether or
    /// not it changed anything.
    @discardableResult
    public mutating func edit(_ key: Key) -> Bool {
        switch key {
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(text.count, caret + 1)
        case .home: caret = 0
        case .end: caret = text.count
        case .backspace:
            guard caret > 0 else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
            caret -= 1
        case .delete:
            guard caret < text.count else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: caret))
        default:
            return false
        }
        return true
    }

    /// The text with its spaces at either end left out.
    public var trimmed: String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
