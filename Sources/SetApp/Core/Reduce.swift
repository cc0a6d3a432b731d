import Geometry
import SetCore
import SetInput
import SetTable

/// Applies one action to the application's state at game time `now` and
/// returns the work left for the platform.
///
/// The one entry point for every change: input from the window, the clock,
/// storage notices and statistics all come through here, so a test sends an
/// action and compares the whole state that results.
///
/// - Parameter onScreen: the scene the platform last presented, when nothing has changed since: what a
///   press hits is looked up in it instead of a scene built again (nil builds one).
public func reduce(
    _ state: inout AppState, _ action: AppAction, now given: Double, onScreen: TableScene? = nil
) -> [Effect] {
    state.onScreen = onScreen
    defer { state.onScreen = nil }
    // Time never runs back, and a time that is not a time is the last one seen (as in
    // `Game.apply`): what is on screen, and so what a click hits, is where it was.
    if case .gameLoaded(let game, _, _) = action {
        // Another mode's game comes with its own clock, which may be behind this one's.
        state.latestTime = given.isFinite ? given : game.clock
    } else if given.isFinite, given > state.latestTime {
        state.latestTime = given
    }
    let now = state.latestTime
    if case .frame = action {
        state.motion.prune(at: now)
        guard let burst = state.motion.burst, !state.motion.isActive(at: now) else { return [] }
        state.motion.burst = nil
        return [.animationEnded(burst)]
    }
    let before = state.animates ? state.motionSnapshot(at: now) : nil
    let effects = state.handle(action, now: now)
    if let before, !effects.isEmpty { state.planMotion(after: before, effects: effects, now: now) }
    return effects
}

extension AppState {
    /// Applies an action to the game and the view, before any motion is planned.
    fileprivate mutating func handle(_ action: AppAction, now: Double) -> [Effect] {
        switch action {
        case .input(let event):
            // One way in for every game: a network game differs only in who plays its moves (`apply`).
            if overlay == .pause { return whilePaused(event, now: now) }
            if overlay == .tutorial { return inTutorial(event, now: now) }
            if overlay == .online { return inOnline(event, now: now) }
            if overlay == .review { return inReview(event, now: now) }
            if overlay == .replay { return inReplay(event, now: now) }
            if overlay == .practice { return inPractice(event, now: now) }
            if overlay != .none { return inOverlay(event, now: now) }
            if resumingPress {
                // The rest of the press that resumed the game: its release selects nothing.
                switch event {
                case .pointerUp(.left, _, _): resumingPress = false; return []
                case .pointerMove: return []
                case .pointerDown: resumingPress = false
                default: break
                }
            }
            // A network game's HUD has no buttons to draw pressed.
            if network == nil { trackPressedButton(event, now: now) }
            var effects: [Effect] = []
            for action in gestures.handle(event, in: gestureContext) {
                effects += perform(action, now: now)
            }
            switch event {
            case .focusLost, .hidden: return effects + pause()
            default: return effects
            }
        case .intent(let intent):
            // The host plays a network game's moves; the picture on screen takes none.
            return network == nil ? apply(intent, now: now) : []
        case .network(let update):
            return receive(update, now: now)
        case .pastGamesLoaded(let games):
            return send(.loaded(games), to: PastGamesFeature.self, at: \.pastGamesListed, now: now)
        case .reviewLoaded(let review):
            return startReview(review)
        case .progressLoaded(let games, let table, let ratings):
            return send(
                .loaded(games, table: table, ratings: ratings), to: StatisticsFeature.self, at: \.statistics, now: now)
        case .practiceLoaded(let offer):
            return startPractice(offer)
        case .catalogLoaded(let catalog):
            self.catalog = catalog
            return []
        case .wallClock(let wall):
            if wall.isFinite { wallTime = max(wallTime, wall) }
            return wallClock(at: wall)
        case .lanGames(let games):
            return send(.heard(games), to: OnlineFeature.self, at: \.online, now: now)
        case .clock:
            // A solo clock needs only a redraw; a two-player countdown can run out.
            guard game.turn.deadline != nil || game.timeLimitEnd != nil else { return [] }
            return apply(.tick, now: now)
        case .storageWarning(let line):
            message = line
            return []
        case .statisticsChanged(let lines):
            gameOverLines = lines
            return []
        case .statisticsTableChanged(let lines):
            statisticsTable = lines
            return []
        case .gameLoaded(let loaded, let history, let lines):
            replaceGame(with: loaded, history: history, panelLines: lines)
            return [.gameReplaced]
        case .gamesRecorded:
            recordsGames = true
            return []
        case .ratingsLoaded(let ratings):
            self.ratings = ratings
            return []
        case .frame:
            return []
        }
    }
}

extension AppState {
    /// Applies a game intent; the message follows what it did, and a mismatch's
    /// explanation stays for as long as its three cards stay selected.
    mutating func apply(_ intent: Intent, now: Double) -> [Effect] {
        // A network game's moves are the host's: a card selected here is claimed there. Its clock still
        // runs here: the picture's own Timed limit ends it on screen as the host's does.
        if network != nil, intent != .tick { return askHost(intent, now: now) }
        let before = game
        let events = game.apply(intent, now: now)
        if intent != .tick, !events.isEmpty { history?.record(intent, at: game.clock) }
        if intent != .tick || !events.isEmpty {
            message = news(for: events, theme: theme) ?? mismatchLine ?? (intent == .tick ? message : nil)
        }
        relayout()
        let entries =
            events.isEmpty ? [] : RecordEntry.entries(for: intent, events: events, before: before, after: game)
        return [.applied(intent, events: events)] + entries.map(Effect.record)
    }

    /// Carries out one of the player's actions.
    mutating func perform(_ action: InputAction, now: Double) -> [Effect] {
        switch action {
        case .click(let point):
            return click(at: point, now: now)
        case .deal:
            // In two-player mode each player deals with their own button; a network game's host starts it.
            return game.mode.dealsAlone || network != nil ? apply(.dealTapped(player: nil), now: now) : []
        case .shuffle:
            return apply(.shuffleRequested, now: now)
        case .newGame:
            return apply(.newGameTapped, now: now)
        case .hint:
            return apply(.hintTapped, now: now)
        case .undo:
            return takeBack(now: now)
        case .redo:
            return makeAgain(now: now)
        case .toggleFullScreen:
            return [.toggleFullScreen]
        case .quit:
            return [.quit]
        case .pause:
            return network == nil ? pause() : hostKeepsTheGame()
        case .openMenu:
            return open(.menu)
        case .openRules:
            return open(.rules)
        case .toggleMute:
            isMuted.toggle()
            return [.muteChanged(isMuted: isMuted)]
        case .cancel:
            guard network == nil else { return clearNetworkSelection(now: now) }
            message = mismatchLine
            return []
        case .selectCard(let index):
            return apply(.cardTapped(index: index), now: now)
        case .claim(let seat):
            return apply(.claimTapped(player: seat == .first ? 0 : 1), now: now)
        case .scroll(let dy):
            scrollOffset = layout.grid.clampedScrollOffset(scrollOffset + dy)
            return []
        case .resized(let w, let h):
            width = max(0, w)
            height = max(0, h)
            relayout()
            return [.relaidOut(width: width, height: height)]
        case .showLabels, .dragProgress, .dragEnded, .turnProgress, .turnEnded:
            // The recognizers keep this state; the view reads it from them.
            return []
        }
    }

    private mutating func click(at point: Point, now: Double) -> [Effect] {
        let target = hitTest(point, scene: sceneOnScreen(now: now))
        if network != nil, case .button(let id)? = target { return pressInNetworkGame(id) }
        // While the game-over panel is up, only its buttons are hit: they are its to carry out.
        if game.isGameOver, case .button(let id)? = target, let action = GameOverFeature.Action(id) {
            return carryOut(GameOverFeature.reduce(action, inPlay: game.mode), now: now)
        }
        switch target {
        case .card(let index)?:
            return apply(.cardTapped(index: index), now: now)
        case .button(.menu)?:
            return open(.menu)
        case .button(.review)?:
            return [.openReview(nil)]
        case .button(.mode(let mode))?:
            // The mode in play is lit, not a switch; the other modes' games are the app's to load.
            return mode == game.mode ? [] : [.switchMode(mode)]
        case .button(let id)?:
            guard let intent = Self.intent(for: id) else { return takeBack(now: now) }
            return apply(intent, now: now)
        case nil:
            return []
        }
    }

    /// Draws a button pressed while the left button is held on it.
    mutating func trackPressedButton(_ event: InputEvent, now: Double) {
        switch event {
        case .pointerDown(.left, let at, _):
            if case .button(let id)? = hitTest(at, scene: sceneOnScreen(now: now)) { pressedButton = id }
        case .pointerUp(.left, _, _), .focusLost:
            pressedButton = nil
        default:
            break
        }
    }

    /// Undo: the game as it was before the last move, its clock running on from now.
    private mutating func takeBack(now: Double) -> [Effect] {
        if network != nil { return hostKeepsTheGame() }
        guard history != nil else {
            message = catalog.text("Undo is for solo games")
            return []
        }
        // `reduce` hands over a finite time that never runs back; an undo also never turns the game's clock back.
        guard let back = history?.undo(now: max(now, game.clock)) else {
            message = catalog.text("Nothing to undo")
            return []
        }
        let before = game
        game = back
        message = nil
        relayout()
        return [.undone, .record(.moves([RecordedMove(time: 0, kind: .undo)], on: before, clock: game.clock))]
    }

    /// Redo: the last move taken back, made again now.
    private mutating func makeAgain(now: Double) -> [Effect] {
        if network != nil { return hostKeepsTheGame() }
        guard history != nil else {
            message = catalog.text("Redo is for solo games")
            return []
        }
        guard let again = history?.redo(on: game, now: now) else {
            message = catalog.text("Nothing to redo")
            return []
        }
        let before = game
        game = again
        message = nil
        relayout()
        let ended: [Effect] = !before.isGameOver && game.isGameOver ? [.record(.ended(.finished))] : []
        return [.redone, .record(.moves([RecordedMove(time: 0, kind: .redo)], on: before, clock: game.clock))] + ended
    }

    /// Puts another game in play: nothing of the last one's selection, gestures,
    /// scroll, message or motion carries over.
    private mutating func replaceGame(with loaded: Game, history: History?, panelLines: [String]) {
        game = loaded
        self.history = loaded.mode.keepsHistory ? (history ?? History(startingAt: loaded)) : nil
        gestures = GestureRecognizer()
        scrollOffset = 0
        pressedButton = nil
        motion = Motion()
        gameOverLines = panelLines
        relayout()
        message = mismatchLine
    }

    /// The game intent a HUD button stands for; nil for Undo, which is the history's,
    /// and for the modes, which are the app's.
    static func intent(for button: ButtonID) -> Intent? {
        switch button {
        case .undo, .mode, .menu, .playAgain, .leave, .copyCode, .review: nil
        case .newGame: .newGameTapped
        case .deal: .dealTapped(player: nil)
        case .hint: .hintTapped
        case .claim(let player): .claimTapped(player: player)
        case .dealFor(let player): .dealTapped(player: player)
        }
    }

    /// What to tell the player about a move, if anything (colours in the theme's words).
    func news(for events: [GameEvent], theme: Theme) -> String? {
        for event in events {
            switch event {
            case .noSetOnTable: return catalog.text("No Set on the table: deal 3 more")
            case .alreadyFound: return catalog.text("Already found: look for another Set")
            case .timedOut(let player): return catalog.text("Player %d ran out of time", .int(player + 1))
            case .mismatched(let cards):
                if let line = variantMismatchLine { return line }
                return MismatchWording.message(FeatureMismatch.explain(cards), theme: theme, catalog: catalog)
            case .matched:
                // An UltraSet's pairs complete to one card, which need not be on the table: name it.
                if let third = game.lastGroup?.thirdCard {
                    return catalog.text(
                        "Both pairs complete to %s", .string(FeatureWords.card(third, theme: theme, in: catalog)))
                }
            default: continue
            }
        }
        return nil
    }
}
