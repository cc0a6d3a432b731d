import SetCore

extension Game {
    /// The benchmarks' table: the solo game of seed 1, dealt three at a time up to `cards` cards (or the deck's end).
    static func dealt(cards: Int) -> Game {
        var game = Game(seed: 1, now: 0)
        while game.table.count < cards && game.canDeal {
            game.apply(.dealTapped(player: nil), now: 0)
        }
        return game
    }
}
