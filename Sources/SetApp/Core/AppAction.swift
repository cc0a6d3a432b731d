import Catalog
import SetCore
import SetInput
import SetProtocol
import SetTable

/// Everything that can change the application's state, from any source.
public enum AppAction: Equatable, Sendable {
    /// The player did something in the window (a platform-neutral input event).
    case input(InputEvent)
    /// A game intent applied directly (the session's closing tick, tests).
    case intent(Intent)
    /// Time passed: the wake-up timer fired.
    case clock
    /// A frame of motion is due: what has landed is let go, and a burst that
    /// has ended says so.
    case frame
    /// A file could not be read or written; the line is shown to the player.
    case storageWarning(String)
    /// The statistics changed; these lines go on the game-over panel.
    case statisticsChanged(panelLines: [String])
    /// The statistics as `--stats` prints them, a line each, for the statistics overlay.
    case statisticsTableChanged([String])
    /// Another mode's game, resumed from storage or newly dealt, takes the place
    /// of the one in play, with its moves for undo (nil: a history from here on)
    /// and its game-over panel's lines.
    case gameLoaded(Game, history: History?, panelLines: [String])
    /// The network game's connection delivered something: a message from the host, a ping's round trip, its end.
    case network(NetClientEvent)
    /// The games heard on this network lately, for the Play online screen's list.
    case lanGames([LanGame])
    /// The games recorded, newest first, for the Past games overlay.
    case pastGamesLoaded(PastGamesShown)
    /// A recorded game read for Review: it opens at its first move.
    case reviewLoaded(ReviewState)
    /// The pace of the latest recorded games (oldest first) for the Statistics overlay's charts, and its
    /// recent-games section, a line each as `--stats` lays out a table.
    case progressLoaded([GameProgress], table: [String], ratings: [RatedGame] = [])
    /// What Practice can offer, read from the player's record: it opens on the drills.
    case practiceLoaded(PracticeOffer)
    /// The wall clock, in seconds, for what keeps its own time under an overlay while the game clock
    /// stands still: Replay's frames, and a practice table's time.
    case wallClock(Double)
    /// The catalog of the language the settings now ask for, read by the platform.
    case catalogLoaded(Catalog)
    /// The games database is open: the game in play is recorded, and the game-over panel offers Review.
    case gamesRecorded
    /// The player's rating in each mode that has a rated game, as the games database keeps them.
    case ratingsLoaded([Game.Mode: ModeRating])
}
