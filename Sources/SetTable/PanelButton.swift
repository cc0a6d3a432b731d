import SetCore

/// What a panel's button does: a case for each screen, whose buttons are an enum of their own.
///
/// The trace names each button as it always has (`stats`, `drillSlow`, `game12`, `lan0`, …): `traceName`.
public enum PanelButton: Hashable, Sendable {
    case menu(MenuButton)
    case settings(SettingsButton)
    case statistics(StatisticsButton)
    case rules(RulesButton)
    case modes(ModesButton)
    case pastGames(PastGamesButton)
    case review(ReviewButton)
    case replay(ReplayButton)
    case practice(PracticeButton)
    case online(OnlineButton)
    case tutorial(TutorialButton)
    case about(AboutButton)

    /// The button's name in the trace's `overlayButtons`.
    public var traceName: String {
        switch self {
        case .menu(let button): button.traceName
        case .settings(let button): button.rawValue
        case .statistics(let button): button.rawValue
        case .rules(let button): button.rawValue
        case .modes(let button): button.traceName
        case .pastGames(let button): button.traceName
        case .review(let button): button.rawValue
        case .replay(let button): button.traceName
        case .practice(let button): button.traceName
        case .online(let button): button.traceName
        case .tutorial(let button): button.rawValue
        case .about(let button): button.rawValue
        }
    }

    /// The pages a button turns: -1 for Previous, 1 for Next, nil for a button that turns none.
    public var pageStep: Int? {
        switch self {
        case .statistics(.previous), .rules(.previous), .modes(.previous), .pastGames(.previous): -1
        case .statistics(.next), .rules(.next), .modes(.next), .pastGames(.next): 1
        default: nil
        }
    }
}

/// The menu's buttons.
public enum MenuButton: Hashable, Sendable {
    case rules, modes, settings, stats, pause, newGame, practice, online, about, quit
    /// A network game's: give up the seat.
    case leave
    /// A mode, when the HUD has no room for the mode buttons.
    case mode(Game.Mode)

    /// The trace's name.
    public var traceName: String {
        switch self {
        case .rules: "rules"
        case .modes: "modes"
        case .settings: "settings"
        case .stats: "stats"
        case .pause: "pause"
        case .newGame: "newGame"
        case .practice: "practice"
        case .online: "online"
        case .about: "about"
        case .quit: "quit"
        case .leave: "leave"
        case .mode(let mode): ButtonID.mode(mode).traceName
        }
    }
}

/// The Settings overlay's buttons: each moves its setting on.
public enum SettingsButton: String, Hashable, Sendable {
    case theme, palette, motion, labels, volumeDown, volumeUp, gamesKept, close
}

/// The Statistics overlay's buttons (its figures' pages and its charts' page).
public enum StatisticsButton: String, Hashable, Sendable {
    case previous, next, pastGames, close
}

/// The rules' buttons.
public enum RulesButton: String, Hashable, Sendable {
    case previous, next, tutorial, close
}

/// The Modes overlay's buttons: a mode a button, on pages.
public enum ModesButton: Hashable, Sendable {
    case mode(Game.Mode)
    case previous, next, close

    /// The trace's name.
    public var traceName: String {
        switch self {
        case .mode(let mode): ButtonID.mode(mode).traceName
        case .previous: "previous"
        case .next: "next"
        case .close: "close"
        }
    }
}

/// The Past games overlay's buttons: a game a row (opened in Review), and the pages.
public enum PastGamesButton: Hashable, Sendable {
    /// The recorded game with this id.
    case game(Int64)
    /// The line that says no game is recorded yet (never enabled).
    case none
    case previous, next, close

    /// The trace's name: `game<ID>` for a game's row.
    public var traceName: String {
        switch self {
        case .game(let id): "game\(id)"
        case .none: "none"
        case .previous: "previous"
        case .next: "next"
        case .close: "close"
        }
    }
}

/// Review's buttons.
public enum ReviewButton: String, Hashable, Sendable {
    case previousStep, nextStep, replay, close
}

/// Replay's buttons.
public enum ReplayButton: Hashable, Sendable {
    case play, pause
    /// Plays at this many times the game's pace: 1, 2 or 4.
    case speed(Int)
    case close

    /// The trace's name: `speed2` for twice the pace.
    public var traceName: String {
        switch self {
        case .play: "play"
        case .pause: "pause"
        case .speed(let times): "speed\(times)"
        case .close: "close"
        }
    }
}

/// Practice's buttons.
public enum PracticeButton: Hashable, Sendable {
    /// A drill, on the drills' page.
    case drill(DrillKind)
    /// The drill's next table.
    case nextTable
    /// Back to the drills.
    case drills
    case close

    /// The trace's name: `drillSlow`, `drillWeakest`, `drillFindAll`, `drillNext`, `drills`, `close`.
    public var traceName: String {
        switch self {
        case .drill(let kind): PracticeShown.buttonName(of: kind)
        case .nextTable: "drillNext"
        case .drills: "drills"
        case .close: "close"
        }
    }
}

/// The Play online screen's buttons.
public enum OnlineButton: Hashable, Sendable {
    case host, create, join
    /// A game heard on this network, by its place in the list.
    case lan(Int)
    /// The line that says how many more games are on this network (never enabled).
    case lanMore
    case close

    /// The trace's name: `lan0` for the first game on this network.
    public var traceName: String {
        switch self {
        case .host: "host"
        case .create: "create"
        case .join: "join"
        case .lan(let index): "lan\(index)"
        case .lanMore: "lanMore"
        case .close: "close"
        }
    }
}

/// The tutorial's buttons.
public enum TutorialButton: String, Hashable, Sendable {
    case skip, next
}

/// The About screen's buttons.
public enum AboutButton: String, Hashable, Sendable {
    /// Puts the folders' paths on the clipboard.
    case copy
    case close
}
