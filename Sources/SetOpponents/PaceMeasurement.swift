import SetCore

/// A pace measured the way a player meets it: a computer player dropped on many fresh 12-card tables of the
/// classic game, timed to its first claim, with the claim's kind of Set and whether it was right.
public struct PaceMeasurement: Equatable, Sendable {
    /// The median seconds to the first claim, by the claimed Set's differing features (1 to 4), over the
    /// tables whose first claim was a Set of that kind; nil where none was.
    public var firstClaimMedians: [Double?]
    /// The median seconds to the first claim over every table.
    public var firstClaimMedian: Double
    /// The median of every search time drawn, by the group's differing features (1 to 4): the pace's own medians.
    public var searchMedians: [Double?]
    /// The share of claims that were wrong.
    public var missRate: Double
    /// Tables with no Set were dealt again: the tables measured.
    public var tables: Int
    /// Claims made.
    public var claims: Int

    /// Drops a player of `pace` on `tables` fresh tables dealt from `seed` and times its first claim on each;
    /// the player then goes on claiming on the same table (the searches start over) for `claimsPerTable`
    /// claims in all, for the miss rate.
    public static func measure(
        _ pace: FindPace, tables: Int, seed: UInt64, claimsPerTable: Int = 3
    ) -> PaceMeasurement {
        var deck = SplitMix64(seed: seed)
        var firstByKind = [[Double]](repeating: [], count: 4)
        var first: [Double] = []
        var drawnByKind = [[Double]](repeating: [], count: 4)
        var wrong = 0
        var claims = 0
        var measured = 0
        while measured < tables {
            var cards = Card.all
            deck.shuffle(&cards)
            let table = Array(cards.prefix(12))
            let sets = GroupRule.set.allGroups(in: table)
            guard !sets.isEmpty else { continue }
            measured += 1
            var player = ComputerPlayer(pace: pace, rule: .set, seed: deck.next())
            // The pace's own draws, one more per Set on the table, from a generator of their own.
            var draws = SplitMix64(seed: deck.next())
            for set in sets {
                drawnByKind[FindPace.differingFeatures(set.cards) - 1].append(
                    pace.searchTime(for: set.cards, rule: .set, using: &draws))
            }
            player.look(at: TableView(cards: table), now: 0)
            var now = 0.0
            for claim in 0..<claimsPerTable {
                guard let due = player.nextMoveAt, case .claim(let claimed)? = player.move(at: due) else { break }
                now = due
                claims += 1
                let right = Card.isSet(claimed)
                if !right { wrong += 1 }
                if claim == 0 {
                    first.append(now)
                    // A wrong claim is filed under the Set the eye was closing: the one its other cards
                    // share with a Set on the table, by the kind it would have had.
                    let kindOf =
                        right
                        ? claimed : (sets.first { Set($0.cards).intersection(claimed).count == 2 }?.cards ?? claimed)
                    let kind = FindPace.differingFeatures(kindOf)
                    if (1...4).contains(kind) { firstByKind[kind - 1].append(now) }
                }
            }
        }
        return PaceMeasurement(
            firstClaimMedians: firstByKind.map(GameRecord.median),
            firstClaimMedian: GameRecord.median(first) ?? 0,
            searchMedians: drawnByKind.map(GameRecord.median),
            missRate: claims == 0 ? 0 : Double(wrong) / Double(claims), tables: measured, claims: claims)
    }
}
