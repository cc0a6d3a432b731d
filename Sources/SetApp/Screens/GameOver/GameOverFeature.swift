import SetCore
import SetTable

/// The game-over panel over a finished game: the result, New Game (Play again on a network game's host),
/// Review when the game was recorded, the modes, and Leave in a network game. Its lines are the game's
/// and the statistics'; it keeps nothing of its own.
public enum GameOverFeature {
    /// What the game-over panel can be asked.
    public enum Action: Equatable, Sendable {
        /// New Game: another game of the mode in play.
        case newGame
        /// Review the game just finished.
        case review
        /// Another mode's game (the one in play is lit, not a switch).
        case mode(Game.Mode)
        /// A network game's Play again: the host deals a new game of the same seats.
        case playAgain
        /// A network game's Leave: this player's seat is given up.
        case leave

        /// The panel's action behind a button it shows, nil for a button it does not.
        public init?(_ button: ButtonID) {
            switch button {
            case .newGame: self = .newGame
            case .review: self = .review
            case .mode(let mode): self = .mode(mode)
            case .playAgain: self = .playAgain
            case .leave: self = .leave
            case .undo, .deal, .hint, .menu, .claim, .dealFor, .copyCode: return nil
            }
        }
    }

    /// What a press asks of the app; `inPlay` is the mode of the game that ended.
    public static func reduce(_ action: Action, inPlay: Game.Mode) -> [ScreenRequest] {
        switch action {
        case .newGame: [.play(.newGameTapped)]
        case .review: [.effect(.openReview(nil))]
        case .mode(let mode): mode == inPlay ? [] : [.effect(.switchMode(mode))]
        case .playAgain: [.playNetworkGameAgain]
        case .leave: [.leaveNetworkGame]
        }
    }
}
