import SetCore
import SetTable

/// What is over the table: nothing (the game in play), or one screen, carrying its own state.
///
/// `AppState` holds one of these instead of a field a screen: the Play online form exists only while the
/// Play online screen is open, a review only while Review or Replay is, so no two screens' states can be
/// had at once.
///
/// This file is the one list of the screens: a screen is a case here, with a line in each switch below
/// (its name, how it opens, its panel, where its buttons go); the rest of it is in its own folder.
public enum Screen: Equatable, Sendable {
    /// Nothing: the table is in play.
    case none
    /// The pause cover.
    case pause
    case menu
    case settings
    case rules
    /// The modes, with the computer players chosen for the next game.
    case modes(ModesChoice)
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
    case about(Installation)

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

    /// Every overlay a player can open, as `--screenshot --overlay` names them.
    public static let kinds: [OverlayKind] = [
        .menu, .rules, .tutorial, .modes, .settings, .stats, .pause, .online, .pastGames, .review, .replay,
        .practice, .about,
    ]

    /// The screen `kind` opens as, fresh: the tutorial at its first step, Play online with the remembered
    /// server and name, the statistics' charts and the past games empty until the records answer; Review
    /// and Replay carry on the review open in `state`, and Practice the drills it has (nil without).
    static func opening(_ kind: OverlayKind, in state: AppState) -> Screen? {
        switch kind {
        case .none: Screen.none
        case .pause: .pause
        case .menu: .menu
        case .settings: .settings
        case .rules: .rules
        case .modes: .modes(state.modesChoice)
        case .stats: .stats(StatisticsScreen())
        case .pastGames: .pastGames(PastGamesShown(rows: []))
        case .tutorial: .tutorial(Tutorial())
        case .online: .online(OnlineForm(server: state.onlineDefaults.server, name: state.onlineDefaults.name))
        case .review: state.review.map(Screen.review)
        case .replay: state.review.map(Screen.replay)
        case .practice: state.practice.map(Screen.practice)
        case .about: .about(state.installation)
        default: nil
        }
    }

    /// The panel of the overlay `scene` shows, laid out in `space`, or nil for none (and for the pause cover,
    /// which is `PausePanel`): the scene gives what is drawn, and `screen`, the one open, what a panel shows
    /// of a screen's own state (About's installation).
    static func panel(over scene: TableScene, screen: Screen?, in space: PanelRoom) -> OverlayPanel? {
        switch scene.overlay {
        case .menu: OverlayPanel(menu: scene, in: space)
        case .stats: OverlayPanel(statistics: scene, in: space)
        case .settings: OverlayPanel(settings: scene, in: space)
        case .rules: OverlayPanel(rules: scene, in: space)
        case .modes:
            if case .modes(let choice) = screen {
                OverlayPanel(modes: scene, choice: choice, in: space)
            } else {
                OverlayPanel(modes: scene, choice: ModesChoice(), in: space)
            }
        case .tutorial: scene.tutorial.map { OverlayPanel(tutorial: $0, scene: scene, in: space) }
        case .online: scene.online.map { OverlayPanel(online: $0, scene: scene, in: space) }
        case .pastGames:
            OverlayPanel(pastGames: scene.pastGames ?? PastGamesShown(rows: []), scene: scene, in: space)
        case .review: scene.review.map { OverlayPanel(review: $0, scene: scene, in: space) }
        case .replay: scene.replay.map { OverlayPanel(replay: $0, scene: scene, in: space) }
        case .practice: scene.practice.map { OverlayPanel(practice: $0, scene: scene, in: space) }
        case .about:
            if case .about(let installation) = screen {
                OverlayPanel(about: installation, scene: scene, in: space)
            } else {
                nil
            }
        default: nil
        }
    }
}

extension AppState {
    /// A press on the open screen's `button`, handed to that screen's feature as its own button.
    mutating func pressOnScreen(_ button: PanelButton, now: Double) -> [Effect] {
        switch screen {
        case .menu:
            if let button = button.as(MenuButton.self) { return carryOut(MenuFeature.reduce(.press(button)), now: now) }
        case .settings:
            if let button = button.as(SettingsButton.self) { return press(button, now: now) }
        case .stats:
            if let button = button.as(StatisticsButton.self) {
                return send(.press(button), to: StatisticsFeature.self, at: \.statistics, now: now)
            }
        case .rules:
            if let button = button.as(RulesButton.self) {
                return carryOut(RulesFeature.reduce(.press(button)), now: now)
            }
        case .modes(let choice):
            if let button = button.as(ModesButton.self) {
                modesChoice = choice
                let effects = send(.press(button), to: ModesFeature.self, on: choice, as: Screen.modes, now: now)
                // The choice stays for the next time the screen opens in this session.
                if case .modes(let kept) = screen { modesChoice = kept }
                return effects
            }
        case .pastGames:
            if let button = button.as(PastGamesButton.self) {
                return send(.press(button), to: PastGamesFeature.self, at: \.pastGamesListed, now: now)
            }
        case .review:
            if let button = button.as(ReviewButton.self) {
                return send(.press(button), to: ReviewFeature.self, at: \.review, now: now)
            }
        case .replay:
            if let button = button.as(ReplayButton.self) {
                return send(.press(button), to: ReplayFeature.self, at: \.review, now: now)
            }
        case .practice:
            if let button = button.as(PracticeButton.self) {
                return send(.press(button, wall: wallTime), to: PracticeFeature.self, at: \.practice, now: now)
            }
        case .about(let installation):
            if let button = button.as(AboutButton.self) {
                return send(.press(button), to: AboutFeature.self, on: installation, as: Screen.about, now: now)
            }
        case .none, .pause, .online, .tutorial:
            // Play online and the tutorial take their own input (`inOnline`, `inTutorial`).
            break
        }
        return []
    }
}
