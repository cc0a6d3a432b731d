/// The name of a room on a Set server: 8 characters, shown `ABCD-EFGH`.
///
/// The characters are the 31 digits and capital letters with no look-alikes (no 0 or O,
/// no 1, I or L), so a code read out or copied by hand is typed back right: 31⁸ codes,
/// about 40 bits. A code is typed with or without its dash, in either case.
public struct RoomCode: Hashable, Sendable, CustomStringConvertible {
    /// The characters a code is made of, in order.
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ")
    /// The characters in a code.
    public static let length = 8

    /// The code's 8 characters, without the dash, in capitals.
    public let text: String

    /// The code typed as `typed` (`abcd-efgh`, `ABCDEFGH`, with spaces around), or nil unless it is
    /// 8 of the code's characters, with at most one dash and that in the middle.
    public init?(_ typed: String) {
        var characters = Array(typed.trimmingSpaces().uppercased())
        if characters.count == Self.length + 1, characters[Self.length / 2] == "-" {
            characters.remove(at: Self.length / 2)
        }
        guard characters.count == Self.length, characters.allSatisfy(Self.alphabet.contains) else { return nil }
        text = String(characters)
    }

    /// A new code from `generator`: each character drawn uniformly from the alphabet.
    public static func random(using generator: inout some RandomNumberGenerator) -> RoomCode {
        let characters = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        return RoomCode(unchecked: String(characters))
    }

    /// A new code from `generator` that begins with `letter` (a server's own letter), or any code when nil.
    public static func random(letter: Character?, using generator: inout some RandomNumberGenerator) -> RoomCode {
        let code = random(using: &generator)
        guard let letter, alphabet.contains(letter) else { return code }
        return RoomCode(unchecked: String(letter) + code.text.dropFirst())
    }

    /// The code's first character: the letter of the server that holds the room, when servers have letters.
    public var letter: Character { text.first ?? Self.alphabet[0] }

    /// Which of `count` parts of a server (its event loops) holds the room, from the characters after the
    /// letter read as a number in base 31: the same on every start, and even over the parts.
    public func shard(among count: Int) -> Int {
        guard count > 1 else { return 0 }
        let value = text.dropFirst().reduce(0) { value, character in
            value * Self.alphabet.count + (Self.alphabet.firstIndex(of: character) ?? 0)
        }
        return value % count
    }

    private init(unchecked text: String) {
        self.text = text
    }

    /// The code as shown: `ABCD-EFGH`.
    public var description: String {
        String(text.prefix(Self.length / 2)) + "-" + String(text.suffix(Self.length / 2))
    }
}

extension RoomCode: CheckedText {
    /// What a refused text was meant to be.
    public static var kind: String { "room code" }
}

extension String {
    /// The string without spaces, tabs or line breaks at either end.
    fileprivate func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
