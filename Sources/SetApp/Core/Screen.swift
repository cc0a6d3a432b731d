import SetCore
import SetTable

/// What is over the table: nothing (the game in play), or one screen, carrying its own state.
///
/// `AppState` holds one of these instead of a field a screen: the Play online form exists only while the
/// Play online screen is open, a review only while Review or Replay is, so no two screens' states can be
/// had at once.
public enum Screen: Equatable, Sendable {
    /// Nothing: the table is in play.
    case none
    /// The pause cover.
    case pause
    case menu
    case settings
    case rules
    case modes
    /// The statistics, with the recent games' pace the records gave (empty until they do).
    case stats(StatisticsScreen)
    /// The games recorded, as listed (empty until the records give them).
    case pastGames(PastGamesShown)
    /// The first-game tutorial, in progress.
    case tutorial(Tutorial)
    /// Play online, its fields as typed.
    case online(OnlineForm)
    /// Review of a recorded game.
    case review(ReviewState)
    /// Replay of the game under review (`ReviewState.replay` holds where it is).
    case replay(ReviewState)
    /// Practice, its drills and the table in play.
    case practice(PracticeState)
    /// About: the version, the licence and the game's folders.
    case about(AboutShown)

    /// Which overlay this is, as the scene and the trace name it.
    public var kind: OverlayKind {
        switch self {
        case .none: .none
        case .pause: .pause
        case .menu: .menu
        case .settings: .settings
        case .rules: .rules
        case .modes: .modes
        case .stats: .stats
        case .pastGames: .pastGames
        case .tutorial: .tutorial
        case .online: .online
        case .review: .review
        case .replay: .replay
        case .practice: .practice
        case .about: .about
        }
    }
}
