import SetOpponents

/// What the Modes screen keeps while open: how many computer players the next game has, and their level.
public struct ModesChoice: Equatable, Sendable {
    /// Computer players for the next game: 0 (a game alone, the usual) to 3.
    public var opponents: Int
    /// How well they play.
    public var level: ComputerLevel

    /// No computer players, at `casual` once some are asked for.
    public init(opponents: Int = 0, level: ComputerLevel = .casual) {
        self.opponents = min(max(opponents, 0), 3)
        self.level = level
    }
}
