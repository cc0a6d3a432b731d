/// One rated game in a mode: the player's rating before and after it, and how many rated games the
/// player has in the mode with it.
public struct RatedGame: Equatable, Sendable {
    /// The mode the rating is kept for.
    public var mode: Game.Mode
    /// When the game ended, in seconds since 1970 (UTC).
    public var playedAt: Double
    /// The rating before the game.
    public var before: Double
    /// The rating after it.
    public var after: Double
    /// The player's rated games in the mode, this one included.
    public var games: Int

    /// A rated game with these values.
    public init(mode: Game.Mode, playedAt: Double, before: Double, after: Double, games: Int) {
        self.mode = mode
        self.playedAt = playedAt
        self.before = before
        self.after = after
        self.games = games
    }

    /// The change the game made, rounded as the panel shows it: +14, −3.
    public var change: Int { Int(after.rounded()) - Int(before.rounded()) }
}

/// A player's standing in one mode: the rating now and the rated games behind it.
public struct ModeRating: Equatable, Sendable {
    /// The rating now.
    public var rating: Double
    /// Rated games played in the mode.
    public var games: Int

    /// A standing with these values.
    public init(rating: Double, games: Int) {
        self.rating = rating
        self.games = games
    }
}
