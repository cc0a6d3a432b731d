@testable import SetCore

/// The cards named by space-separated codes; a bad code fails the test run loudly.
func cards(_ codes: String) -> [Card] {
    codes.split(separator: " ").map { code in
        guard let card = Card(code: String(code)) else { fatalError("bad card code \(code) in a test") }
        return card
    }
}

/// The card with this code.
func card(_ code: String) -> Card {
    cards(code)[0]
}

/// Tables with known Sets, found by hand-checked search (see the comments).
enum Tables {
    /// 12 cards holding exactly one Set, at indices 0, 4, 8: 3PDS 2GOF 1RSO.
    static let oneSet = "3PDS 1GSF 3GSO 1POO 2GOF 1GOS 3PDO 3PSS 1RSO 1PSF 2PDO 1GOF"
    /// 12 cards holding no Set.
    static let noSet = "2RDO 3PSO 1RDS 3RSO 3POF 1POO 2RSF 2GDF 1RDF 1PDF 2PSO 3GOO"
    /// 12 cards holding exactly two Sets, with no card in common: (0, 5, 6) and (4, 9, 10).
    static let twoSets = "3RSO 1POS 3GSO 1PSF 3ROF 3GDO 3POO 1GSS 2PSO 2POS 1GOO 2POO"
}

extension Game {
    /// A game with this table; the deck is given, or else every other card in `Card.all` order.
    static func fixture(
        _ tableCodes: String, deck deckCodes: String? = nil,
        mode: Mode = .solo, now: Double = 0
    ) -> Game {
        let table = cards(tableCodes)
        let deck = deckCodes.map(cards) ?? Card.all.filter { !table.contains($0) }
        return Game(table: table, deck: deck, mode: mode, now: now)
    }

    /// Applies each intent at `now` and returns the events of the last one.
    @discardableResult
    mutating func apply(_ intents: [Intent], now: Double) -> [GameEvent] {
        var events: [GameEvent] = []
        for intent in intents { events = apply(intent, now: now) }
        return events
    }

    /// Clicks the cards at these table positions, at `now`.
    @discardableResult
    mutating func tap(_ indices: Int..., now: Double = 0) -> [GameEvent] {
        apply(indices.map { .cardTapped(index: $0) }, now: now)
    }
}
