import SetCore

/// The table as one player sees it: the cards in table order, with nil for a face-down card the player
/// has not turned up (Memory), the chain's last group, and the groups a puzzle has counted already.
public struct TableView: Equatable, Sendable {
    /// The table in order; nil where a card lies face down and this player has not seen it.
    public var cards: [Card?]
    /// The chain's last group, shown beside the table (empty in other modes and before the first group).
    public var previous: [Card]
    /// The groups found before on a puzzle table, which score no more.
    public var found: Set<Set<Card>>

    /// A view of these cards, with no chain and nothing found unless told.
    public init(cards: [Card?], previous: [Card] = [], found: Set<Set<Card>> = []) {
        self.cards = cards
        self.previous = previous
        self.found = found
    }

    /// The cards this player can see, in table order.
    public var visible: [Card] { cards.compactMap { $0 } }

    /// The places of the face-down cards this player has not seen.
    public var unseen: [Int] { cards.indices.filter { cards[$0] == nil } }
}
