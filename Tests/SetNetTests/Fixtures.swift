import SetCore

@testable import SetNet
@testable import SetProtocol

/// The cards named by space-separated codes; a bad code fails the test run loudly.
func cards(_ codes: String) -> [Card] {
    codes.split(separator: " ").map { code in
        guard let card = Card(code: String(code)) else { fatalError("bad card code \(code) in a test") }
        return card
    }
}

/// A valid player name; a bad one fails the test run loudly.
func name(_ text: String) -> PlayerName {
    guard let name = PlayerName(text) else { fatalError("bad name \(text) in a test") }
    return name
}

/// The token of 32 copies of `digit`.
func token(_ digit: Character) -> SeatToken {
    guard let token = SeatToken(String(repeating: digit, count: 32)) else { fatalError("bad token digit \(digit)") }
    return token
}

/// The bytes of a frame body written as text.
func bytes(_ text: String) -> [UInt8] {
    Array(text.utf8)
}

/// Tables with known Sets, the same as SetCoreTests' hand-checked fixtures.
enum Tables {
    /// 12 cards holding exactly one Set, at indices 0, 4, 8: 3PDS 2GOF 1RSO.
    static let oneSet = "3PDS 1GSF 3GSO 1POO 2GOF 1GOS 3PDO 3PSS 1RSO 1PSF 2PDO 1GOF"
    /// 12 cards holding no Set.
    static let noSet = "2RDO 3PSO 1RDS 3RSO 3POF 1POO 2RSF 2GDF 1RDF 1PDF 2PSO 3GOO"
}

extension HostGame {
    /// A game with this table and deck, players `names` seated in order at time 0 with tokens "1…", "2…", ….
    static func fixture(
        _ tableCodes: String, deck deckCodes: String, players names: [String] = ["Ann", "Bob"],
        password: String? = nil
    ) -> HostGame {
        let (table, deck) = (cards(tableCodes), cards(deckCodes))
        guard Set(table + deck).count == table.count + deck.count else { fatalError("a card is twice in a fixture") }
        var game = HostGame(table: table, deck: deck, password: password, now: 0)
        for (index, player) in names.enumerated() {
            let digit = Character(String(index + 1))
            game.apply(.helloReceived(Hello(name: name(player), password: password), newToken: token(digit)), now: 0)
        }
        return game
    }
}
