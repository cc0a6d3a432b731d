import SetCore
import SetStorage
import SetTable

/// What the command line asked for, after parsing: which game, the settings it
/// overrides, and where the trace goes.
package struct LaunchSettings: Equatable, Sendable {
    /// Which game to play.
    package var play: Play
    /// The remembered settings the command line overrides.
    package var overrides: Overrides
    /// `--trace`: the file the trace is appended to.
    package var tracePath: String?
    /// `--review`: a game's record from a file (already checked), opened in Review over the table.
    package var review: ReviewedFile?

    /// A record read from a file, and the file's name for Review's heading.
    package struct ReviewedFile: Equatable, Sendable {
        package var record: GameRecord
        package var name: String

        package init(record: GameRecord, name: String) {
            self.record = record
            self.name = name
        }
    }

    /// A command line's settings; by default those of `set-game` without flags.
    package init(play: Play = Play(), overrides: Overrides = Overrides(), tracePath: String? = nil) {
        self.play = play
        self.overrides = overrides
        self.tracePath = tracePath
    }

    /// The mode the command line asks for (solo unless a mode flag is given).
    package var mode: Game.Mode { play.mode }

    /// Which game the command line asks for: the mode flags, a seed, a fresh start.
    package struct Play: Equatable, Sendable {
        /// `--seed`: a new game dealt from this seed.
        package var seed: UInt64?
        /// `--two-player`: two players at one keyboard and mouse.
        package var twoPlayer: Bool
        /// `--junior`: Set Junior.
        package var junior: Bool
        /// `--daily`: the day of the daily puzzle, nil for the other modes.
        package var daily: DailyDate?
        /// `--mode NAME`: any of the seventeen modes by name.
        package var chosenMode: Game.Mode?
        /// `--new`: do not resume the saved game.
        package var newGame: Bool

        /// The game of these flags; by default the saved solo game.
        package init(
            seed: UInt64? = nil, twoPlayer: Bool = false, junior: Bool = false, daily: DailyDate? = nil,
            mode: Game.Mode? = nil, newGame: Bool = false
        ) {
            self.seed = seed
            self.twoPlayer = twoPlayer
            self.junior = junior
            self.daily = daily
            chosenMode = mode
            self.newGame = newGame
        }

        /// The mode asked for (solo unless a mode flag is given).
        package var mode: Game.Mode {
            if daily != nil { return .daily }
            if let chosenMode { return chosenMode }
            if junior { return .junior }
            return twoPlayer ? .twoPlayer : .solo
        }
    }

    /// The settings given on the command line, each nil when not given (the remembered one
    /// holds); a setting given wins over the remembered one and is remembered in turn.
    package struct Overrides: Equatable, Sendable {
        /// `--size`: the window size asked for.
        package var size: WindowSize?
        /// `--colorblind` (true), `--no-colorblind` (false).
        package var colorblind: Bool?
        /// `--theme`: the theme's style.
        package var theme: ThemeStyle?
        /// `--animation` (true), `--no-animation` (false).
        package var animation: Bool?
        /// `--labels` (true), `--no-labels` (false): the cards always show their key labels, or only after K.
        package var labelsAlwaysShown: Bool?
        /// `--volume`: the sound's volume, 0 ... 100 (it also unmutes).
        package var volume: Int?
        /// `--keep-games`: how many of the latest games the games database keeps, 0 for every one.
        package var keepGames: Int?
        /// `--language`: the language's code (`de`, `pt_BR`, `en`, `en@pseudo`).
        package var language: String?

        /// The settings given; by default none.
        package init(
            size: WindowSize? = nil, colorblind: Bool? = nil, theme: ThemeStyle? = nil, animation: Bool? = nil,
            labelsAlwaysShown: Bool? = nil, volume: Int? = nil, keepGames: Int? = nil, language: String? = nil
        ) {
            self.keepGames = keepGames
            self.language = language
            self.size = size
            self.colorblind = colorblind
            self.theme = theme
            self.animation = animation
            self.labelsAlwaysShown = labelsAlwaysShown
            self.volume = volume
        }
    }
}
