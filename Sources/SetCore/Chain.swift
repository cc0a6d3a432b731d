// The chain rule of Set-Chain and UltraSet-Chain, as Set with Friends' `src/game.js`
// (eltoder/setwithfriends) plays it in `addCard` and `processEvent`: each group after the
// first reuses `count` cards of the last group, which stays on show beside the table.

/// How many cards each group must share with the last group: 0 (no chain), 1 (Set-Chain) or 2 (UltraSet-Chain).
public struct Chain: Hashable, Sendable {
    /// The number of cards shared with the last group; 0 means no chain.
    public let count: Int

    /// A chain reusing `count` cards of the last group (0 for none; a negative count counts as 0).
    public init(count: Int) {
        self.count = max(0, count)
    }

    /// No chain: every group is free.
    public static let none = Chain(count: 0)

    /// Whether groups are chained at all.
    public var isChained: Bool { count > 0 }

    /// Whether `cards` share the required number of cards with `previous`; the first group (no `previous`) is free.
    ///
    /// game.js's `addCard` asks this before the group rule, so a chain error is what a wrong selection shows first.
    public func check(_ cards: [Card], previous: [Card]) -> GroupMismatch? {
        guard isChained, !previous.isEmpty else { return nil }
        let shared = cards.count { previous.contains($0) }
        return shared == count ? nil : .chainShare(required: count, actual: shared)
    }

    /// The cards of a found group that leave the table: all of them for the first group, else those not in `previous`.
    ///
    /// In game.js's `processEvent` the shared cards were taken with the last group already;
    /// the whole group then becomes the new last group (`findState.lastSet = allCards`).
    public func leavingTable(_ group: [Card], previous: [Card]) -> [Card] {
        guard isChained, !previous.isEmpty else { return group }
        return group.filter { !previous.contains($0) }
    }

    /// The selection after clicking `card`, as game.js's `addCard` builds it.
    ///
    /// In a one-card chain, a second card of the last group replaces the first and goes to
    /// the front (the player changed their mind); otherwise the card is appended. Clicking
    /// a card already selected deselects it.
    public func selecting(_ card: Card, after selection: [Card], previous: [Card]) -> [Card] {
        if selection.contains(card) { return selection.filter { $0 != card } }
        guard count == 1, previous.contains(card) else { return selection + [card] }
        return [card] + selection.filter { !previous.contains($0) }
    }
}
