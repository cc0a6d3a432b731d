import SetCore
import SetTable

/// Each screen's state, read through the one `screen`: nil (or empty) when that screen is not open.
/// Setting one changes the screen's state only while that screen is open; `open` changes the screen.
extension AppState {
    /// Which overlay is open (`.none` in play).
    public var overlay: OverlayKind { screen.kind }

    /// The tutorial in progress, while its overlay is open.
    public internal(set) var tutorial: Tutorial? {
        get { if case .tutorial(let tutorial) = screen { tutorial } else { nil } }
        set { if let newValue, case .tutorial = screen { screen = .tutorial(newValue) } }
    }

    /// The Play online screen, while it is open.
    public internal(set) var online: OnlineForm? {
        get { if case .online(let form) = screen { form } else { nil } }
        set { if let newValue, case .online = screen { screen = .online(newValue) } }
    }

    /// The recorded game under review, while Review (or Replay, which plays it) is open.
    public internal(set) var review: ReviewState? {
        get {
            switch screen {
            case .review(let review), .replay(let review): review
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch screen {
            case .review: screen = .review(newValue)
            case .replay: screen = .replay(newValue)
            default: break
            }
        }
    }

    /// The practice drills, while Practice is open.
    public internal(set) var practice: PracticeState? {
        get { if case .practice(let practice) = screen { practice } else { nil } }
        set { if let newValue, case .practice = screen { screen = .practice(newValue) } }
    }

    /// The statistics' own state, while they are open.
    var statistics: StatisticsScreen? {
        get { if case .stats(let statistics) = screen { statistics } else { nil } }
        set { if let newValue, case .stats = screen { screen = .stats(newValue) } }
    }

    /// The past games listed, while their list is open.
    var pastGamesListed: PastGamesShown? {
        get { if case .pastGames(let games) = screen { games } else { nil } }
        set { if let newValue, case .pastGames = screen { screen = .pastGames(newValue) } }
    }
}
