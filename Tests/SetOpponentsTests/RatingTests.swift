import SetOpponents
import Testing

/// The rating formula on cases worked out by hand.
@Suite struct RatingTests {
    /// Two players at 1200 and 1400: Q = 10^1.5 = 31.623 and 10^1.75 = 56.234, so E = 0.3600 and 0.6400.
    /// The first found 6 of 10 groups: S = 0.6; in its 1st game K = 256 / 1.05 = 243.81, so R' = 1200 +
    /// 243.81 × 0.240065 = 1258.53.
    @Test func twoPlayers() {
        let shares = Rating.expectedShares([1200, 1400])
        #expect(abs(shares[0] - 0.359935) < 1e-6)
        #expect(abs(shares[1] - 0.640065) < 1e-6)
        let after = Rating.after(player: 0, ratings: [1200, 1400], groups: [6, 4], games: 1)
        #expect(abs(after - 1258.5301) < 1e-3)
        // The other, in its 40th game: K = 256 / 3 = 85.33; S = 0.4, E = 0.640065: R' = 1400 − 20.4856.
        let other = Rating.after(player: 1, ratings: [1200, 1400], groups: [6, 4], games: 40)
        #expect(abs(other - 1379.5143) < 1e-3)
    }

    /// Four players, two of them tied on groups: 1200, 1200, 1000 and 1600. Q = 31.623, 31.623, 17.783,
    /// 100; ΣQ = 181.028; E = 0.174684, 0.174684, 0.098232, 0.552400. Groups 5, 5, 2, 8 of 20.
    @Test func fourPlayersWithATie() {
        let ratings = [1200.0, 1200, 1000, 1600]
        let groups = [5, 5, 2, 8]
        let shares = Rating.expectedShares(ratings)
        let expected = [0.174684, 0.174684, 0.098232, 0.552400]
        for (share, wanted) in zip(shares, expected) { #expect(abs(share - wanted) < 1e-6) }
        // K = 64 at n = 400. The tied players move alike: 1200 + 64 × (0.25 − 0.174684) = 1204.8202.
        let first = Rating.after(player: 0, ratings: ratings, groups: groups, games: 400)
        let second = Rating.after(player: 1, ratings: ratings, groups: groups, games: 400)
        #expect(abs(first - 1204.8202) < 1e-3)
        #expect(first == second)
        // 1000 + 64 × (0.1 − 0.098232) = 1000.1131; 1600 + 64 × (0.4 − 0.552400) = 1590.2465.
        #expect(abs(Rating.after(player: 2, ratings: ratings, groups: groups, games: 400) - 1000.1131) < 1e-3)
        #expect(abs(Rating.after(player: 3, ratings: ratings, groups: groups, games: 400) - 1590.2465) < 1e-3)
    }

    /// K = max(256 / (1 + n/20), 64): 243.81 at n = 1, 128 at n = 20, 64 at n = 400 (and from n = 60 on; 64.81 at 59).
    @Test func theFactorFallsWithGamesPlayed() {
        #expect(abs(Rating.factor(games: 1) - 243.8095) < 1e-3)
        #expect(Rating.factor(games: 20) == 128)
        #expect(Rating.factor(games: 60) == 64)
        #expect(Rating.factor(games: 400) == 64)
        #expect(abs(Rating.factor(games: 59) - 64.8101) < 1e-3)
    }

    /// Equal ratings expect equal shares; a game where nobody found a group moves nobody.
    @Test func equalRatingsAndAnEmptyGame() {
        #expect(Rating.expectedShares([1200, 1200, 1200]).allSatisfy { abs($0 - 1.0 / 3) < 1e-12 })
        #expect(Rating.after(player: 0, ratings: [1200, 1300], groups: [0, 0], games: 1) == 1200)
        #expect(Rating.after(player: 5, ratings: [1200, 1300], groups: [1, 0], games: 1) == Rating.start)
    }
}
