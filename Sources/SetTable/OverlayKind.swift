/// The panel over the table, if any. While one is open the game waits: its
/// clock stops and the cards are hidden.
public enum OverlayKind: String, CaseIterable, Sendable {
    /// Nothing: the table is in play.
    case none
    /// The menu: statistics, pause, new game, quit (and the modes when the HUD has no room for them).
    case menu
    /// The rules of the game.
    case rules
    /// The first-game tutorial.
    case tutorial
    /// The settings.
    case settings
    /// The modes, each with its rule in one line, to choose the next game's.
    case modes
    /// The statistics, as `--stats` prints them.
    case stats
    /// The pause cover: any click or key plays on.
    case pause
    /// Play online: host here, make a room on a server, join one by its code, or a game on this network.
    case online
    /// The games recorded, newest first, each opening its review.
    case pastGames
    /// One recorded game, a move at a time: the table as it was, and the groups on it.
    case review
    /// A recorded game played again as it happened, at 1, 2 or 4 times its pace.
    case replay
    /// Drills built from the player's own record: slow moments, the weakest kind, find them all.
    case practice
    /// The game's version, its licence and the folders it keeps its files in.
    case about
}
