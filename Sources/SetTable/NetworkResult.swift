/// How a network game ended, as the game-over panel shows it to every player.
public struct NetworkResult: Equatable, Sendable {
    /// "Ann wins", "You win" or "A tie".
    public var title: String
    /// A line per player, the winner first: "1. Ann · 5 Sets · 5 pts".
    public var lines: [String]
    /// Whether this window may deal the next game (the host's); every window may leave.
    public var canPlayAgain: Bool

    /// A result with these values.
    public init(title: String, lines: [String], canPlayAgain: Bool) {
        self.title = title
        self.lines = lines
        self.canPlayAgain = canPlayAgain
    }
}
