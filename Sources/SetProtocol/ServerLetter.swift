/// The letter of one server among several: every room code that server makes begins with it, so
/// a code alone says which server holds the room (`K7QM-2XWP` is on server K).
///
/// A letter is one of the room codes' 31 characters, typed in either case; it names the server's
/// host in a servers' domain as `k.sets.example.org`.
public struct ServerLetter: Hashable, Sendable, CustomStringConvertible {
    /// The letter, a capital or a digit of `RoomCode.alphabet`.
    public let character: Character

    /// The letter typed as `typed` (`k` or `K`), or nil unless it is one character of a room code.
    public init?(_ typed: String) {
        let characters = Array(typed.uppercased())
        guard characters.count == 1, RoomCode.alphabet.contains(characters[0]) else { return nil }
        character = characters[0]
    }

    /// The letter of the server that holds `code`'s room.
    public init(of code: RoomCode) {
        character = code.letter
    }

    /// The letter, as typed on the command line and shown: `K`.
    public var description: String { String(character) }

    /// The host name of this letter's server in `domain`: `k.sets.example.org`.
    public func host(in domain: String) -> String {
        description.lowercased() + "." + domain
    }
}
