import SetCore

/// What the command line asked for, after parsing.
package struct LaunchSettings: Equatable, Sendable {
    /// `--seed`: a new game dealt from this seed.
    package var seed: UInt64?
    /// `--size`: the window size asked for.
    package var size: WindowSize?
    /// `--two-player`: two players at one keyboard and mouse.
    package var twoPlayer: Bool
    /// `--junior`: Set Junior.
    package var junior = false
    /// `--daily`: the day of the daily puzzle, nil for the other modes.
    package var daily: DailyDate? = nil
    /// `--colorblind` (true), `--no-colorblind` (false) or neither (the remembered setting).
    package var colorblind: Bool?
    /// `--animation` (true), `--no-animation` (false) or neither (the remembered setting).
    package var animation: Bool? = nil
    /// `--trace`: the file the trace is appended to.
    package var tracePath: String?
    /// `--new`: do not resume the saved game.
    package var newGame = false
    /// `--volume`: the sound's volume, 0 ... 100 (it also unmutes).
    package var volume: Int? = nil
    /// `--mode NAME`: any of the sixteen modes by name.
    package var chosenMode: Game.Mode? = nil

    /// A command line's settings; by default those of `set-game` without flags.
    package init(seed: UInt64? = nil, size: WindowSize? = nil, twoPlayer: Bool = false, junior: Bool = false,
                 daily: DailyDate? = nil, mode: Game.Mode? = nil, colorblind: Bool? = nil, animation: Bool? = nil, tracePath: String? = nil,
                 newGame: Bool = false, volume: Int? = nil) {
        self.seed = seed
        self.size = size
        self.twoPlayer = twoPlayer
        self.junior = junior
        self.daily = daily
        chosenMode = mode
        self.colorblind = colorblind
        self.animation = animation
        self.tracePath = tracePath
        self.newGame = newGame
        self.volume = volume
    }

    /// The mode the command line asks for (solo unless a mode flag is given).
    package var mode: Game.Mode {
        if daily != nil { return .daily }
        if let chosenMode { return chosenMode }
        if junior { return .junior }
        return twoPlayer ? .twoPlayer : .solo
    }
}
