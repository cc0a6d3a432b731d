import SetCore
import SetOpponents
import SetTable

/// What a screen's reducer asks of the rest of the app.
///
/// A screen's reducer changes its own state and nothing else; opening another screen, playing on the
/// game, telling the player something and the platform's work come back as these, in order, for
/// `AppState` to carry out. A test of a screen compares its state and these alone.
public enum ScreenRequest: Equatable, Sendable {
    /// Opens another screen over the table; `.none` closes this one, back to the table.
    case open(OverlayKind)
    /// The screen's state changed where the trace names it (a step, a page, a verdict): it is shown again.
    case shown
    /// A game intent for the game in play.
    case play(Intent)
    /// Another mode's game: the app's to load, or the host's choice in a network game's lobby.
    case choose(Game.Mode)
    /// Gives up this player's seat in the network game.
    case leaveNetworkGame
    /// Asks the network game's host for a new game of the same seats (its own window, or a room's owner).
    case playNetworkGameAgain
    /// The line shown to the player (nil clears it).
    case say(String?)
    /// What the Play online form lacks, said in the message line.
    case problem(OnlineForm.Problem)
    /// The keyboard's focus ring comes off: the panel's buttons are others now.
    case unfocus
    /// The tutorial is finished or skipped, and never opens by itself again.
    case tutorialSeen
    /// A game of `mode` against these computer players, on a table of this machine's alone.
    case playAgainstComputer([ComputerLevel], mode: Game.Mode)
    /// The platform's work, as it is.
    case effect(Effect)
}

/// One screen as a feature: its own state and actions, and a reducer that changes that state alone and
/// says what else must happen as `ScreenRequest`s.
///
/// A screen's folder under `Screens/` holds the feature, the glue that turns the window's input on its
/// panel into its actions (`AppState+…`), and its panel.
public protocol ScreenFeature {
    /// What the screen keeps while it is open.
    associatedtype State: Equatable & Sendable
    /// Everything the screen can be asked to do.
    associatedtype Action: Equatable & Sendable
    /// Applies `action` to the screen's state and returns what the rest of the app must do, in order.
    static func reduce(_ state: inout State, _ action: Action) -> [ScreenRequest]
}
