/// One thing that happened while a `Game` applied an intent, in order; an empty list means nothing happened.
public enum GameEvent: Equatable, Sendable {
    /// A card was added to the selection.
    case selected(Card)
    /// A card was taken out of the selection.
    case deselected(Card)
    /// Three selected cards were judged a Set (scored now).
    case matched([Card])
    /// Three selected cards were judged not a Set.
    case mismatched([Card])
    /// Three selected cards form a Set found before (daily puzzle): nothing changes.
    case alreadyFound([Card])
    /// A found Set left the table.
    case collected([Card])
    /// Cards came from the deck onto the table.
    case dealt([Card])
    /// The table's cards changed places.
    case shuffled
    /// The hint now marks these cards.
    case hinted([Card])
    /// The hint found no Set on the table.
    case noSetOnTable
    /// A new game started from this seed.
    case newGame(seed: UInt64)
    /// A player claimed a Set and must select it before the deadline.
    case claimed(player: Int, deadline: Double)
    /// A claiming player ran out of time.
    case timedOut(player: Int)
    /// A player may now select a Set without claiming, until the deadline.
    case windowOpened(player: Int, deadline: Double)
    /// A player's window to select without claiming ended.
    case windowClosed(player: Int)
    /// The deck is empty and no Set is left on the table.
    case gameOver
}

extension GameEvent: CustomStringConvertible {
    /// A short line for a trace, e.g. `matched 1GDO 2GDS 3GDF`.
    public var description: String {
        func codes(_ cards: [Card]) -> String { cards.map(\.code).joined(separator: " ") }
        switch self {
        case .selected(let card): return "selected \(card)"
        case .deselected(let card): return "deselected \(card)"
        case .matched(let cards): return "matched \(codes(cards))"
        case .mismatched(let cards): return "mismatch \(codes(cards))"
        case .alreadyFound(let cards): return "already found \(codes(cards))"
        case .collected(let cards): return "collected \(codes(cards))"
        case .dealt(let cards): return "dealt \(codes(cards))"
        case .shuffled: return "shuffled"
        case .hinted(let cards): return "hint \(codes(cards))"
        case .noSetOnTable: return "no set on table"
        case .newGame(let seed): return "new game \(seed)"
        case .claimed(let player, let deadline): return "player \(player) claims until \(deadline)"
        case .timedOut(let player): return "player \(player) timed out"
        case .windowOpened(let player, let deadline): return "player \(player) may select until \(deadline)"
        case .windowClosed(let player): return "player \(player) window closed"
        case .gameOver: return "game over"
        }
    }
}

extension Array where Element == GameEvent {
    /// The events as one trace line, or `ignored` when nothing happened.
    public var summary: String {
        isEmpty ? "ignored" : map(\.description).joined(separator: "; ")
    }
}
