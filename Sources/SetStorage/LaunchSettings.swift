import SetCore

/// What the command line asked for, after parsing.
package struct LaunchSettings: Equatable, Sendable {
    package var seed: UInt64?
    package var size: WindowSize?
    package var twoPlayer: Bool
    /// `--junior`: Set Junior.
    package var junior = false
    /// `--daily`: the day of the daily puzzle, nil for the other modes.
    package var daily: DailyDate? = nil
    /// `--colorblind` (true), `--no-colorblind` (false) or neither (the remembered setting).
    package var colorblind: Bool?
    /// `--animation` (true), `--no-animation` (false) or neither (the remembered setting).
    package var animation: Bool? = nil
    package var tracePath: String?
    /// `--new`: do not resume the saved game.
    package var newGame = false

    package init(seed: UInt64? = nil, size: WindowSize? = nil, twoPlayer: Bool = false, junior: Bool = false,
                 daily: DailyDate? = nil, colorblind: Bool? = nil, animation: Bool? = nil, tracePath: String? = nil,
                 newGame: Bool = false) {
        self.seed = seed
        self.size = size
        self.twoPlayer = twoPlayer
        self.junior = junior
        self.daily = daily
        self.colorblind = colorblind
        self.animation = animation
        self.tracePath = tracePath
        self.newGame = newGame
    }

    /// The mode the command line asks for (solo unless a mode flag is given).
    package var mode: Game.Mode {
        if daily != nil { return .daily }
        if junior { return .junior }
        return twoPlayer ? .twoPlayer : .solo
    }
}
