import SetCore
import SetOpponents
import SetProtocol
import Testing

@testable import SetApp

/// The window rates its own player when a network game ends: the computers at their levels' ratings,
/// people at theirs, this player at the database's.
@Suite("App core: rating a network game")
struct NetworkRatingTests {
    typealias Fixture = NetworkReduceTests

    /// Three expert computers and this player at seat 3, in Sprint 10, the game just over.
    static func players(yourSets: Int) -> [PlayerSnapshot] {
        let names = ["Ada", "Alan", "Grace"]
        return names.indices.map { seat in
            PlayerSnapshot(
                seat: seat, name: PlayerName(names[seat])!, score: 10 - seat * 2, sets: 10 - seat * 2,
                connected: true, pingMs: nil, computer: .expert)
        } + [
            PlayerSnapshot(
                seat: 3, name: PlayerName("Ann")!, score: yourSets, sets: yourSets, connected: true, pingMs: nil)
        ]
    }

    func finishedSprint(yourSets: Int, ratings: [Game.Mode: ModeRating] = [:]) -> (AppState, [Effect]) {
        var state = AppState(
            network: NetworkTable(role: .host, address: "127.0.0.1", againstComputer: true), width: 1280, height: 800)
        _ = reduce(&state, .ratingsLoaded(ratings), now: 0)
        if let token = Fixture.token {
            _ = reduce(&state, .network(.received(.welcome(seat: 3, token: token))), now: 0)
        }
        var snapshot = Fixture.snapshot(Fixture.table, deck: 30, players: Self.players(yourSets: 0))
        snapshot.mode = .sprint10
        _ = reduce(&state, .network(.received(.table(snapshot))), now: 0)
        snapshot.players = Self.players(yourSets: yourSets)
        snapshot.gameOver = true
        let effects =
            reduce(&state, .network(.received(.event(.gameOver))), now: 60)
            + reduce(&state, .network(.received(.table(snapshot))), now: 60)
        return (state, effects)
    }

    /// Sprint 10's expert rating is 2390: Q = 10^(2390/800) against 10^(1200/800) for a new player. Ann found
    /// 4 of 28 groups (the computers 10, 8 and 6): E = 1 / (1 + 3 · 10^(1190/800)) = 0.010732, S = 4/28 =
    /// 0.142857, K = 243.81: R' = 1200 + 243.81 × 0.132125 = 1232.21, shown as 1232 (+32).
    @Test func againstThreeExpertsInSprint10() throws {
        #expect(ComputerLevel.expert.rating(in: .sprint10) == 2390)
        let (state, effects) = finishedSprint(yourSets: 4)
        let rated = try #require(
            effects.compactMap { if case .rated(let rated) = $0 { rated } else { nil } }.first)
        #expect(rated.mode == .sprint10 && rated.before == 1200 && rated.games == 1)
        #expect(abs(rated.after - 1232.213) < 0.01, "\(rated.after)")
        #expect(state.ratings[.sprint10] == ModeRating(rating: rated.after, games: 1))
        #expect(state.networkResult()?.lines.last == "Rating 1232 (+32)")
    }

    /// A player with 30 rated games at 1500 who finds nothing: n = 31, K = 256 / 2.55 = 100.39, E = 1 / (1 + 3 ·
    /// 10^(890/800)) = 0.025081: R' = 1500 − 2.52 = 1497.48, shown as 1497 (−3).
    @Test func aLossFromAKeptRating() throws {
        let (state, effects) = finishedSprint(
            yourSets: 0,
            ratings: [.sprint10: ModeRating(rating: 1500, games: 30), .solo: ModeRating(rating: 900, games: 2)])
        let rated = try #require(
            effects.compactMap { if case .rated(let rated) = $0 { rated } else { nil } }.first)
        #expect(rated.before == 1500 && rated.games == 31)
        #expect(abs(rated.after - 1497.482) < 0.01, "\(rated.after)")
        #expect(state.networkResult()?.lines.last == "Rating 1497 (\u{2212}3)")
        #expect(state.ratings[.solo] == ModeRating(rating: 900, games: 2))
    }

    /// Alone at the table there is nobody to be rated against: no change, no line.
    @Test func aGameAloneIsNotRated() {
        var state = Fixture().seated(0)
        var snapshot = Fixture.snapshot(
            Fixture.table, deck: 0, players: [Fixture.player(0, "Ann", score: 5, sets: 5)], gameOver: true)
        snapshot.gameOver = true
        let effects =
            reduce(&state, .network(.received(.event(.gameOver))), now: 5)
            + reduce(&state, .network(.received(.table(snapshot))), now: 5)
        #expect(!effects.contains { if case .rated = $0 { true } else { false } })
        #expect(state.network?.rated == nil)
    }
}
