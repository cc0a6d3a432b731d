// Set Junior: the solo game with the 27 solid cards. With one feature fixed, three
// features remain, every pair of cards still has exactly one card completing a Set,
// and 9 cards are as likely to hold a Set as 12 are in the full game (about 97%).

extension Card {
    /// Set Junior's deck: the 27 cards with solid shading, in `Card.all` order.
    public static let junior: [Card] = all.filter { $0.shading == .solid }
}

extension Game.Mode {
    /// The cards a game of this mode is dealt from: Junior's 27, or all 81 (the daily puzzle picks its 12 from them).
    public var deck: [Card] { variant.deck }

    /// The cards on a new table, and the fewest a found group is replaced up to: 9 in Junior and Ultra9,
    /// 10 in GhostSet, 21 in Memory, 12 otherwise.
    public var tableSize: Int { variant.tableMinimum }
}
