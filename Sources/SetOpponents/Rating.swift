import RealModule

// The rating as Set with Forks computes it, for any number of players: each player's strength is
// Q = 10^(R/800), a player's expected share of the groups is Q / ΣQ over the table, and after a
// rated game R moves by K times the share achieved less the share expected. K starts at 256 and
// falls with the games played in the mode, to 64 from the 60th game on.

/// A player's rating in one mode, and how a game moves it.
public enum Rating {
    /// Every player's rating in a mode before their first rated game.
    public static let start = 1200.0

    /// A rating's strength: 10^(R/800).
    public static func strength(_ rating: Double) -> Double {
        Double.pow(10, rating / 800)
    }

    /// Each player's expected share of the groups found: their strength over the table's.
    public static func expectedShares(_ ratings: [Double]) -> [Double] {
        let strengths = ratings.map(strength)
        let total = strengths.reduce(0, +)
        return strengths.map { $0 / total }
    }

    /// How far one game moves the rating of a player with `games` rated games in the mode, this one
    /// included: max(256 / (1 + n/20), 64).
    public static func factor(games: Int) -> Double {
        max(256 / (1 + Double(max(games, 0)) / 20), 64)
    }

    /// Player `index`'s rating after a game in which the players, rated `ratings` before it, found `groups`
    /// (each player's count); `games` is the player's rated games in the mode, this one included.
    ///
    /// A game in which nobody found a group leaves every rating as it was.
    public static func after(
        player index: Int, ratings: [Double], groups: [Int], games: Int
    ) -> Double {
        let total = groups.reduce(0, +)
        guard ratings.indices.contains(index), ratings.count == groups.count, total > 0 else {
            return ratings.indices.contains(index) ? ratings[index] : start
        }
        let achieved = Double(groups[index]) / Double(total)
        let expected = expectedShares(ratings)[index]
        return ratings[index] + factor(games: games) * (achieved - expected)
    }
}
