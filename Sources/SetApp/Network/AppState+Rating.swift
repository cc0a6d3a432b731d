import Catalog
import SetCore
import SetOpponents
import SetProtocol

extension AppState {
    /// Rates the network game just ended for this window's player: every player's rating for the mode
    /// (a computer's its level's, a person's as the host passed it on, 1200 when unknown), each one's
    /// groups, and this player's rated games. A game with nobody else, or with no group found, is not rated.
    ///
    /// Returns the effect that keeps the change; the state's rating for the mode moves at once.
    mutating func rateNetworkGame(in network: inout NetworkTable) -> [Effect] {
        guard let you = network.you, let mine = network.players.firstIndex(where: { $0.seat == you }),
            network.players.count >= 2, network.mode.variant.players == 1
        else { return [] }
        let mode = network.mode
        let standing = ratings[mode] ?? ModeRating(rating: Rating.start, games: 0)
        let players = network.players
        let before = players.indices.map { index -> Double in
            if index == mine { return standing.rating }
            // A computer at your own pace is as strong as you are.
            if players[index].computer == .you { return standing.rating }
            if let level = players[index].computer { return Double(level.rating(in: mode)) }
            return players[index].rating.map(Double.init) ?? Rating.start
        }
        let groups = players.map(\.sets)
        guard groups.reduce(0, +) > 0 else { return [] }
        let games = standing.games + 1
        let after = Rating.after(player: mine, ratings: before, groups: groups, games: games)
        // When it was played is the database's to stamp.
        let rated = RatedGame(mode: mode, playedAt: 0, before: standing.rating, after: after, games: games)
        ratings[mode] = ModeRating(rating: after, games: games)
        network.rated = rated
        return [.rated(rated)]
    }

    /// The game-over panel's line for a rated game: "Rating 1243 (+14)".
    static func ratingLine(_ rated: RatedGame, catalog: Catalog) -> String {
        let change = rated.change
        let sign = change > 0 ? "+" : change < 0 ? "\u{2212}" : "\u{B1}"
        return catalog.text(
            "Rating %1$d (%2$s)", .int(Int(rated.after.rounded())), .string(sign + String(abs(change))))
    }
}
