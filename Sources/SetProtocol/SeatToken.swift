/// The secret a player keeps to take their seat back after a dropped connection: 32 hex digits.
///
/// The host makes it from a cryptographic generator (`SystemRandomNumberGenerator`);
/// a token from a seeded generator could be predicted from another player's.
public struct SeatToken: Hashable, Sendable, CustomStringConvertible {
    /// The token's 32 lower-case hex digits.
    public let text: String

    /// The token written as `text`, or `nil` unless it is exactly 32 lower-case hex digits.
    public init?(_ text: String) {
        guard text.utf8.count == 32, text.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { return nil }
        self.text = text
    }

    /// A new token of 128 bits from `generator`.
    public static func random(using generator: inout some RandomNumberGenerator) -> SeatToken {
        let bits = [generator.next(), generator.next()] as [UInt64]
        let hex = bits.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        // Sixteen hex digits per word: always the token's form, so no check is needed.
        return SeatToken(unchecked: hex.joined())
    }

    private init(unchecked text: String) {
        self.text = text
    }

    /// The token's hex digits.
    public var description: String { text }

    /// Whether two tokens are equal, in a time that does not depend on where they differ.
    public func matches(_ other: SeatToken) -> Bool {
        ConstantTime.equal(Array(text.utf8), Array(other.text.utf8))
    }
}

extension SeatToken: CheckedText {
    /// What a refused text was meant to be.
    public static var kind: String { "seat token" }
}
