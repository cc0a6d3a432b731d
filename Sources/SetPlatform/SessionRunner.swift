import SetApp
import SetAudio
import SetCore
import SetStorage
import SetTable

/// Runs the app's state: the one place `reduce` is called, with each effect performed by a client.
///
/// An action goes in; `reduce` returns its effects; each is performed in order; what a client hands
/// back (another mode's game, a record read, the clipboard's text, a warning) waits in the queue as
/// the next action. Nothing calls `reduce` from inside an effect. The window (`GameSession`) draws
/// once the queue is empty, so one input is one frame however many actions it took.
final class SessionRunner {
    /// The application's state.
    private(set) var state: AppState
    /// The game clock of the game in play (each mode's game keeps its own).
    private(set) var clock: PlayClock
    /// What the effects are performed with.
    private(set) var clients: SessionClients
    /// Whether the player has not asked to quit.
    private(set) var isRunning = true
    /// What the Play online screen asked for, once it has: the app plays it in this window next.
    private(set) var onlineRequest: OnlineRequest?
    /// The statistics lines on show, brought up to date after a change.
    private var statisticsLines = StatisticsLines()
    /// The scene the window presented last, while the state is still the one it shows: the next input's
    /// press is looked up in it rather than in a scene built again.
    private var onScreen: TableScene?

    /// What one input came to: every effect of every action it took, in order, and whether the game changed.
    struct Outcome {
        /// The effects, in the order `reduce` returned them.
        var effects: [Effect] = []
        /// Whether the game changed (a move, an undo, another game), so it is saved.
        var changed = false
        /// Whether a setting changed, so the settings are saved even when the game did not.
        var settingsChanged: Bool {
            effects.contains {
                switch $0 {
                case .muteChanged, .settingsChanged: true
                default: false
                }
            }
        }
        /// The burst of motion whose last frame this input drew, if any.
        var endedBurst: Motion.Burst? {
            effects.lazy.compactMap { effect -> Motion.Burst? in
                if case .animationEnded(let burst) = effect { return burst }
                return nil
            }.first
        }
    }

    /// A step of the queue: an action for `reduce`, or work for a client between two actions.
    private enum Step {
        case action(AppAction)
        /// Leaves the game in play (ticked and saved by now) for `mode`'s saved game.
        case openGame(Game.Mode)
    }

    /// A runner for `state`, its game's clock standing still while an overlay is open.
    init(state: AppState, clients: SessionClients) {
        self.state = state
        self.state.installation = clients.installation
        self.clients = clients
        clients.records.catalog = state.catalog
        clock = PlayClock(startingAt: state.game.clock, stopped: state.isPaused, source: clients.clock)
        if let statistics = clients.storage?.statistics {
            for action in statisticsLines.update(statistics, game: state.game, catalog: state.catalog) {
                _ = reduce(&self.state, action, now: clock.now)
            }
        }
    }

    /// The game time now.
    var now: Double { clock.now }

    /// Applies `actions` and everything they lead to, adding to `outcome`.
    func send(_ actions: [AppAction], into outcome: inout Outcome) {
        var queue = actions.map(Step.action)
        var next = 0
        while next < queue.count {
            let step = queue[next]
            next += 1
            switch step {
            case .action(let action):
                let shown = onScreen
                // The wall clock moves only Replay's and a practice table's time, not what a press hits.
                if case .wallClock = action {} else { onScreen = nil }
                let effects = reduce(&state, action, now: clock.now, onScreen: shown)
                // Counted before the effects run: a mode switch's game leaves with its own moves counted.
                if let storage = clients.storage,
                    storage.record(effects, game: state.game, undoCount: state.history?.undoCount ?? 0)
                {
                    outcome.changed = true
                }
                outcome.effects += effects
                for effect in effects { queue += perform(effect) }
            case .openGame(let mode):
                queue += openGame(of: mode).map(Step.action)
            }
            if next == queue.count, outcome.changed, let storage = clients.storage {
                // The statistics a move changed, before the frame shows them.
                queue += statisticsLines.update(storage.statistics, game: state.game, catalog: state.catalog)
                    .map(Step.action)
            }
        }
    }

    /// The window presented `scene`, drawn from the state as it stands.
    func presented(_ scene: TableScene) {
        onScreen = scene
    }

    /// Applies `actions` and everything they lead to.
    @discardableResult
    func send(_ actions: AppAction...) -> Outcome {
        var outcome = Outcome()
        send(actions, into: &outcome)
        return outcome
    }

    /// The window was closed: the session ends after this input.
    func stop() {
        isRunning = false
    }

    /// Writes the game in play and whatever else changed (the statistics, the settings); a warning (a
    /// folder that cannot be written) comes back as an action to show. `gameAlone` writes only the game.
    func saveGame(gameAlone: Bool = false) -> [AppAction] {
        guard let storage = clients.storage else { return [] }
        if gameAlone {
            storage.saveGame(state.game, history: state.history)
        } else {
            storage.save(state.game, history: state.history)
        }
        return storage.storage.takeWarningForWindow(in: state.catalog).map { [.storageWarning($0)] } ?? []
    }

    /// Opens the games database after the first frame, and says so to the state.
    func openRecords() -> [AppAction] {
        clients.records.open(resuming: state.network == nil ? state.game : nil)
            + (clients.records.isOpen ? [.gamesRecorded, .ratingsLoaded(clients.records.ratings())] : [])
    }

    /// Ends the session's state: the clock brought up to now, so time played since the last move counts when
    /// the game resumes, and everything written.
    func close(windowSize: WindowSize, fullscreen: Bool) {
        send(.intent(.tick))
        clients.storage?.remember(windowSize: windowSize, fullscreen: fullscreen)
        clients.storage?.remember(paused: state.isPaused, game: state.game)
        _ = saveGame()
        _ = clients.records.flush()
        clients.sound = .noop
    }

    /// Hands the sound to the audio device once it is open.
    func useSound(_ sound: SoundClient) {
        clients.sound = sound
        sound.setVolume(state.volume)
        sound.setMuted(state.isMuted)
    }

    /// Performs one effect; returns what comes back of it, to be queued.
    private func perform(_ effect: Effect) -> [Step] {
        switch effect {
        case .quit:
            isRunning = false
        case .toggleFullScreen:
            clients.window.toggleFullScreen()
        case .copyToClipboard(let text):
            clients.clipboard.write(text)
        case .textInput(let on):
            clients.window.setTextInput(on)
        case .pasteRequested:
            if let text = clients.clipboard.read() { return [.action(.input(.textEntered(text)))] }
        case .playOnline(let request):
            onlineRequest = request
            isRunning = false
        case .switchMode(let mode):
            // The game left has its time brought up to now and is written first, so switching back resumes it.
            return [.action(.intent(.tick)), .openGame(mode)]
        case .gameReplaced:
            // The game left is written; the one taken up continues its own record.
            return clients.records.resume(state.game).map(Step.action)
        case .overlayChanged(let from, let to):
            clock.setStopped(to != .none)
            if to == .online { clients.lan.start() }
            if from == .online { clients.lan.stop() }
            if to == .stats, from != .stats { return clients.records.progress(catalog: state.catalog).map(Step.action) }
        case .muteChanged(let muted):
            clients.sound.setMuted(muted)
            clients.storage?.remember(muted: muted)
        case .settingsChanged:
            clients.sound.setVolume(state.volume)
            clients.sound.setMuted(state.isMuted)
            clients.storage?.remember(state.settings)
            return (languageChange() + clients.records.keepLatest(state.gamesKept)).map(Step.action)
        case .send(let message): clients.network?.send(message)
        case .startNetworkGame: clients.network?.startGame()
        case .playNetworkGameAgain: clients.network?.playAgain()
        case .leaveNetworkGame: clients.network?.leave()
        case .chooseNetworkMode(let mode): clients.network?.chooseMode(mode)
        case .addComputers(let levels): clients.network?.addComputers(levels)
        case .keepSeatToken(let token): clients.network?.keepSeatToken(token, state.network?.room)
        case .record(let entry): clients.records.take(entry)
        case .rated(let rated): clients.records.keep(rated)
        case .drillPlayed(let drill): clients.records.keep(drill)
        case .showPastGames:
            return clients.records.pastGames().map(Step.action)
        case .openReview(let id):
            return clients.records.review(
                id, medians: RecordsClient.medians(clients.storage?.statistics), catalog: state.catalog
            )
            .map(Step.action)
        case .openPractice:
            let seed = UInt64.random(in: 0...UInt64.max)
            return clients.records.practice(statistics: clients.storage?.statistics, seed: seed).map(Step.action)
        case .applied, .tutorialMoved, .relaidOut, .animationEnded, .undone, .redone, .network, .replayed,
            .fieldEdited:
            break
        }
        return []
    }

    /// The language the settings ask for, when it is not the one in use: its catalog, the window's title
    /// and the statistics' lines in it.
    private func languageChange() -> [AppAction] {
        let (catalog, _) = clients.catalogs.launching(chosen: state.settings.language)
        guard catalog.language != state.catalog.language else { return [] }
        var actions: [AppAction] = [.catalogLoaded(catalog)]
        clients.records.catalog = catalog
        clients.window.setTitle(App.windowTitle(for: state.game, catalog: catalog))
        if let statistics = clients.storage?.statistics {
            actions += statisticsLines.update(statistics, game: state.game, catalog: catalog)
        }
        return actions
    }

    /// Takes up the saved game of `mode` (a new one if it has none) in place of the game in play, which
    /// the tick before this step brought up to now.
    private func openGame(of mode: Game.Mode) -> [AppAction] {
        let warnings = saveGame()
        let seed = UInt64.random(in: 0...UInt64.max)
        let today = DailyDate.localToday
        let opened =
            clients.storage?.open(mode, today: today, seed: seed)
            ?? SavedGame(game: Game(new: mode, date: today, seed: seed, now: 0), history: nil)
        clock = PlayClock(startingAt: opened.game.clock, source: clients.clock)
        clients.window.setTitle(App.windowTitle(for: opened.game, catalog: state.catalog))
        let lines =
            clients.storage?.statistics.panelLines(
                for: opened.game, modeTitle: opened.game.mode.title(in: state.catalog), catalog: state.catalog) ?? []
        return warnings + [.gameLoaded(opened.game, history: opened.history, panelLines: lines)]
    }
}
