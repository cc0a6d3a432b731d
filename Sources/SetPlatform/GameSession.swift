import CMalloc
import CSDL2
import Geometry
import Raster
import SetApp
import SetAudio
import SetCore
import SetInput
import SetNet
import SetProtocol
import SetRecords
import SetStorage
import SetTable

/// One run of the game in a window: SDL events in, `reduce` on the app's
/// state, its effects carried out (full screen, quit, saving, the trace), and
/// the frame presented.
///
/// The loop sleeps in `SDL_WaitEventTimeout` and wakes only for input or for
/// what the screen shows changing on its own (the clock's next second, a
/// two-player countdown); each frame redraws only what changed and presents
/// only those rectangles. After each frame that shows a change the game is
/// saved (`Autosave`), and only then traced: a trace line means the move is on disk.
final class GameSession {
    private let window: SDLWindow
    private var state: AppState
    private let renderer = TableRenderer()
    private var target: RenderTarget?
    private let trace: TraceWriter?
    /// The game clock of the game in play (each mode's game keeps its own).
    private var clock: PlayClock
    private var running = true
    private let launched: ContinuousClock.Instant
    private let autosave: Autosave?
    /// Seconds between frames while anything moves: the display's refresh period.
    private let frameInterval: Double
    /// When the next frame of motion is due: one refresh period after the
    /// last one was due, so a frame's own cost does not stretch the cadence.
    private var frameDue = ContinuousClock.now
    /// Where the last presented frame drew the cards that were away from their places.
    private var presentedShownFrames: [Int: Rect] = [:]
    /// The frames presented in the current burst of motion, and the slowest.
    private var burstFrames = (id: 0, count: 0, worstMs: 0.0)
    /// Where the sounds go: the audio device's mixer, or nowhere.
    private var sound: SoundClient
    /// Opens the audio device once the first frame is on screen, so starting the
    /// sound (a second or more when a sound server is slow or missing) never holds the window back.
    private let openSound: (() -> (device: AudioDevice?, sound: SoundClient))?
    /// The device playing the mixer, kept open until the session closes.
    private var audioDevice: AudioDevice?
    /// A two-player countdown's seconds left at the last frame, for its ticks.
    private var countdownLeft: Double?
    /// A network game's connection (nil in a local game), and where its seat tokens are kept.
    private let link: NetworkLink?
    private let networkFiles: NetworkFiles?
    /// When the heap's freed pages are handed back to the system: a while after motion ends.
    private var heapTrimDue: ContinuousClock.Instant?
    private static let heapTrimDelay = Duration.seconds(1)
    /// What the statistics lines on show were last made from (see `showStatistics`).
    private var shownPanelLines: PanelLinesSource?
    private var shownTableLines: TableLinesSource?
    /// A record from a file to open in Review after the first frame (`--review`).
    private let reviewed: LaunchSettings.ReviewedFile?
    /// Where the games database is, until it is opened after the first frame.
    private let games: SessionLaunch.Games?
    /// Keeps the game in play's record in the games database; nil when there is none.
    private var recorder: GameRecorder?

    /// A session in `window` for what `launch` describes.
    init(window: SDLWindow, launch: SessionLaunch) {
        self.window = window
        let size = window.size
        let autosave = launch.files.autosave
        if let network = launch.network {
            // A network game shows the host's table: no saved game, no tutorial, no pause.
            self.state = AppState(
                network: network.table, width: size.width, height: size.height,
                settings: launch.settings)
        } else {
            var opening = launch.opening
            opening.gameOverLines = autosave?.statistics.panelLines(for: launch.game) ?? []
            self.state = AppState(
                game: launch.game, width: size.width, height: size.height, settings: launch.settings,
                opening: opening)
        }
        link = launch.network?.link
        networkFiles = launch.network?.files
        let login = getenv("USER").map { String(String(cString: $0).prefix(PlayerName.maxCharacters)) }
        state.onlineDefaults = (
            server: NetworkFiles(locations: .current).rememberedServer() ?? "",
            name: login.flatMap(PlayerName.init)?.text ?? ""
        )
        self.sound = launch.sound.client
        self.openSound = launch.sound.open
        self.frameInterval = 1 / Double(window.refreshRate)
        self.trace = launch.files.trace
        self.games = launch.files.games
        self.reviewed = launch.review
        self.clock = PlayClock(startingAt: launch.game.clock, stopped: state.isPaused)
        self.launched = launch.launched
        self.autosave = autosave
        if let statistics = autosave?.statistics { showStatistics(statistics) }
    }

    /// Draws the first frame and runs until the player quits.
    func run() {
        // SDL starts with text input on; only the Play online screen's fields take it.
        SDL_StopTextInput()
        drawFirstFrame()
        if let openSound {
            (audioDevice, sound) = openSound()
            sound.setVolume(state.volume)
            sound.setMuted(state.isMuted)
        }
        var event = SDL_Event()
        while running {
            let timeout = wakeupTimeout()
            let got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout)
            let taken = ContinuousClock.now
            if got == 0 {
                timerFired(at: taken)
            } else {
                handle(event, takenAt: taken)
            }
        }
    }

    /// Handles every event already queued, without waiting (for tests that push events).
    func drainQueue() {
        var event = SDL_Event()
        while running, SDL_PollEvent(&event) != 0 {
            handle(event, takenAt: ContinuousClock.now)
        }
    }

    /// Whether the player has asked to quit.
    var isRunning: Bool { running }

    /// The model as it stands.
    var game: Game { state.game }

    /// The line the window shows for the player, if any.
    var message: String? { state.message }

    /// The statistics as they stand, when saving.
    var statistics: Statistics? { autosave?.statistics }

    func drawFirstFrame() {
        present(full: true)
        let startupMs = milliseconds(since: launched)
        // A new game is on disk from the start, so --new holds even if nothing is played.
        save()
        openRecorder()
        write("start", frameMs: startupMs)
        if let reviewed {
            let review = ReviewState(
                record: reviewed.record, id: nil, title: "\(reviewed.record.mode.title) \u{B7} \(reviewed.name)",
                medians: medians())
            finish(reduce(&state, .reviewLoaded(review), now: clock.now), takenAt: ContinuousClock.now)
        }
    }

    /// Ends the session: the clock is brought up to now, so time played since the
    /// last move counts when the game resumes, and everything is written.
    func close() {
        let effects = reduce(&state, .intent(.tick), now: clock.now)
        autosave?.record(effects, game: state.game, undoCount: state.history?.undoCount ?? 0)
        autosave?.remember(windowSize: window.windowedSize, fullscreen: window.isFullscreen)
        autosave?.remember(paused: state.isPaused, game: state.game)
        save()
        record()
        // The device stops before SDL quits.
        audioDevice = nil
        sound = .noop
    }

    private func handle(_ event: SDL_Event, takenAt taken: ContinuousClock.Instant) {
        if let link, event.type == link.wakeType {
            var effects: [Effect] = []
            for update in link.take() { effects += reduce(&state, .network(update), now: clock.now) }
            finish(effects, takenAt: taken)
            return
        }
        guard let platformEvent = SDLEventTranslator.translate(event, windowSize: window.size) else { return }
        switch platformEvent {
        case .quit:
            running = false
        case .exposed:
            repaint()
        case .input(let input):
            // Replay and a practice table keep the wall clock's time: the game clock stands still under them.
            var effects =
                state.overlay == .replay || state.overlay == .practice
                ? reduce(&state, .wallClock(seconds(since: launched)), now: clock.now) : []
            effects += reduce(&state, .input(input), now: clock.now)
            // While the pointer moves, draw only the latest position; while the window
            // is dragged to a new size, only the latest size.
            if effects.isEmpty, case .pointerMove = input, Self.motionPending() { return }
            if case .resized = input, Self.resizePending() { return }
            finish(effects, takenAt: taken)
        }
    }

    /// What the Play online screen asked for, once it has: the app plays it in this window next.
    private(set) var onlineRequest: OnlineRequest?
    /// The games on this network, heard while the Play online screen is open.
    private var gameListener: LanBeacon.Listener?

    private func startListeningForGames() {
        guard gameListener == nil else { return }
        gameListener = try? Blocking.run { try await LanBeacon.Listener.start() }
    }

    private func stopListeningForGames() {
        guard let listener = gameListener else { return }
        gameListener = nil
        Blocking.wait { await listener.stop() }
    }

    /// A request as the trace's detail says it.
    static func describe(_ request: OnlineRequest) -> String {
        switch request.choice {
        case .host: "host here"
        case .createRoom(let server): "create a room on \(server.description)"
        case .joinRoom(let server, let code): "join \(code) on \(server.description)"
        case .joinGame(let game): "join \(game.name.text) at \(game.joinAddress)"
        }
    }

    /// The timer: a frame of motion is due, or the clock's next second.
    private func timerFired(at taken: ContinuousClock.Instant) {
        if let listener = gameListener {
            let games = listener.games
            if state.online?.lanGames != games {
                finish(reduce(&state, .lanGames(games), now: clock.now), takenAt: taken)
                write("lanGames", detail: games.count.counted("game"))
            }
        }
        if let due = heapTrimDue, taken >= due, state.motion.burst == nil {
            heapTrimDue = nil
            malloc_trim(0)
        }
        let now = clock.now
        var effects = reduce(&state, .frame, now: now) + reduce(&state, .clock, now: now)
        if state.overlay == .replay {
            // Replay keeps the wall clock's time: the game clock stands still under it.
            effects += reduce(&state, .wallClock(seconds(since: launched)), now: now)
        }
        finish(effects, takenAt: taken)
    }

    /// Draws the frame the effects call for, presents it, saves a changed game, then traces.
    private func finish(_ effects: [Effect], takenAt taken: ContinuousClock.Instant) {
        var effects = effects
        for effect in effects {
            switch effect {
            case .quit: running = false
            case .toggleFullScreen: window.toggleFullscreen()
            case .copyToClipboard(let text): window.setClipboardText(text)
            case .fieldEdited: break
            case .textInput(let on): if on { SDL_StartTextInput() } else { SDL_StopTextInput() }
            case .pasteRequested:
                if let text = window.clipboardText() {
                    effects += reduce(&state, .input(.textEntered(text)), now: clock.now)
                }
            case .playOnline(let request):
                // Traced here: the session ends with this frame, before its lines are written.
                write("playOnline", detail: Self.describe(request))
                onlineRequest = request
                running = false
            case .switchMode(let mode): effects += switchMode(to: mode)
            case .overlayChanged(let from, let to):
                clock.setStopped(to != .none)
                if to == .stats, from != .stats { effects += loadProgress() }
                if to == .online { startListeningForGames() }
                if from == .online { stopListeningForGames() }
            case .muteChanged(let muted):
                sound.setMuted(muted)
                autosave?.remember(muted: muted)
            case .settingsChanged:
                sound.setVolume(state.volume)
                sound.setMuted(state.isMuted)
                keepLatestGames(state.gamesKept)
                autosave?.remember(state.settings)
            case .send(let message): link?.send(message)
            case .startNetworkGame: link?.startGame()
            case .playNetworkGameAgain: link?.playAgain()
            case .leaveNetworkGame: link?.leave()
            case .chooseNetworkMode(let mode): link?.chooseMode(mode)
            case .keepSeatToken(let token):
                guard let link else { break }
                let room = link.keepsTokenByRoom ? state.network?.room : nil
                let key = room.map { NetworkFiles.seatKey(server: link.address, room: $0) }
                networkFiles?.keep(token, for: key ?? link.address)
            case .record(let entry): recorder?.take(entry)
            case .showPastGames: effects += reduce(&state, .pastGamesLoaded(pastGames()), now: clock.now)
            case .openReview(let id): effects += openReview(id)
            case .openPractice: effects += reduce(&state, .practiceLoaded(practiceOffer()), now: clock.now)
            case .drillPlayed(let drill):
                do {
                    try recorder?.database.insert(drill)
                } catch {
                    Diagnostics.warn("set-game: cannot keep the drill (\(error))")
                }
            case .applied, .tutorialMoved, .relaidOut, .animationEnded, .undone, .redone, .gameReplaced, .network,
                .replayed:
                break
            }
        }
        // Counted even when the player also quit: `close()` writes what this records.
        let changed = autosave?.record(effects, game: state.game, undoCount: state.history?.undoCount ?? 0) ?? false
        guard running else { return }
        if changed, let autosave { showStatistics(autosave.statistics) }
        present(full: false)
        playSounds(for: effects)
        let frameMs = milliseconds(since: taken)
        countFrame(frameMs, ended: effects, takenAt: taken)
        // Settings are written at once, even when the move changed nothing else to save.
        let settingsChanged = effects.contains {
            switch $0 {
            case .muteChanged, .settingsChanged: true
            default: false
            }
        }
        let saveMs = changed ? timed { save() } : nil
        if settingsChanged && !changed { save() }
        record()
        for effect in effects {
            switch effect {
            case .applied(let intent, let events):
                // Clock ticks that changed nothing are not worth a line.
                if intent == .tick && events.isEmpty { continue }
                let made = MoveSound.sound(for: effect, game: state.game)
                write(
                    TraceRecord.eventName(for: intent, events: events), frameMs: frameMs, saveMs: saveMs,
                    detail: events.summary
                ) { $0.sound = TraceSound(made) }
            case .relaidOut:
                write("resize", frameMs: frameMs)
                // A new size draws its card parts afresh (0.1–3 MB each at 4K and
                // 8K) and lets the last size's go; hand those pages back, as after
                // motion, or the heap keeps the largest size's for good.
                malloc_trim(0)
            case .undone:
                write("undo", frameMs: frameMs, saveMs: saveMs)
            case .redone:
                write("redo", frameMs: frameMs, saveMs: saveMs)
            case .gameReplaced:
                write("switchMode", frameMs: frameMs, saveMs: saveMs)
            case .overlayChanged(let from, let to):
                write(to == .pause ? "pause" : from == .pause && to == .none ? "resume" : "overlay", frameMs: frameMs)
            case .muteChanged(let muted):
                write(muted ? "mute" : "unmute", frameMs: frameMs)
            case .settingsChanged:
                write("settings", frameMs: frameMs)
            case .tutorialMoved(let move, let made):
                write("tutorial", frameMs: frameMs, detail: move) { $0.sound = TraceSound(made) }
            case .replayed(let moves, let made, _):
                write("replay", frameMs: frameMs, detail: moves) { $0.sound = TraceSound(made) }
            case .network(let move):
                let made = MoveSound.sound(for: effect, game: state.game)
                write(move.event, frameMs: frameMs, detail: move.detail) { $0.sound = TraceSound(made) }
            case .animationEnded(let burst):
                // The card parts the motion was drawn from (a back is 0.1–0.4 MB at
                // 4K) were freed as it landed; glibc keeps freed heap pages, so they would
                // stay resident. They go back once the table has been still for a second,
                // not at once: a quick player's next click (a mismatch's shake ends between
                // two clicks) would fault its card's parts in again, hundreds of pages in one frame.
                heapTrimDue = ContinuousClock.now + Self.heapTrimDelay
                write("animationEnd", frameMs: frameMs) { record in
                    record.kind = burst.kind
                    record.frames = burstFrames.count
                    record.durationMs = TraceNumber(((clock.now - burst.start) * 1000 * 100).rounded() / 100)
                    record.worstFrameMs = TraceNumber((burstFrames.worstMs * 100).rounded() / 100)
                    record.refreshHz = Int((1 / frameInterval).rounded())
                }
            case .quit, .toggleFullScreen, .switchMode, .send, .startNetworkGame, .keepSeatToken,
                .playNetworkGameAgain, .leaveNetworkGame, .chooseNetworkMode, .copyToClipboard, .textInput,
                .pasteRequested, .record, .showPastGames, .openReview, .openPractice, .drillPlayed:
                break
            case .fieldEdited(let field):
                write("type", frameMs: frameMs, detail: field)
            case .playOnline:
                break
            }
        }
    }

    /// Starts the sounds of the moves just presented, and a countdown's tick.
    ///
    /// Called right after the frame that shows the moves, before saving, so a
    /// sound starts with the next audio block (256 frames, at most 5.3 ms, later).
    private func playSounds(for effects: [Effect]) {
        for effect in effects {
            if let made = MoveSound.sound(for: effect, game: state.game) { _ = sound.play(made) }
        }
        let left = state.game.secondsLeft(at: clock.now)
        if let tick = MoveSound.countdownTick(before: countdownLeft, after: left) { _ = sound.play(tick) }
        countdownLeft = left
    }

    /// Leaves the game in play for the saved game of `mode` (a new one if it has
    /// none): the game left has its time brought up to now and is written first,
    /// so switching back resumes it where it was.
    private func switchMode(to mode: Game.Mode) -> [Effect] {
        let left = reduce(&state, .intent(.tick), now: clock.now)
        autosave?.record(left, game: state.game, undoCount: state.history?.undoCount ?? 0)
        save()
        let seed = UInt64.random(in: 0...UInt64.max)
        let today = DailyDate.localToday
        let opened =
            autosave?.open(mode, today: today, seed: seed)
            ?? SavedGame(game: Game(new: mode, date: today, seed: seed, now: 0), history: nil)
        clock = PlayClock(startingAt: opened.game.clock)
        window.setTitle(App.windowTitle(for: opened.game))
        let lines = autosave?.statistics.panelLines(for: opened.game) ?? []
        let loaded = reduce(
            &state, .gameLoaded(opened.game, history: opened.history, panelLines: lines), now: clock.now)
        // The game left is written; the one taken up continues its own record.
        record()
        if let warning = recorder?.resume(state.game) { warn(warning) }
        return loaded
    }

    /// Opens the games database and takes up the record of the game in play (a network
    /// game's begins with its deal). An unreadable database is kept aside, and said so.
    private func openRecorder() {
        guard let games else { return }
        let (database, warning) = GameDatabase.openKeepingAside(path: games.path)
        if let warning { warn(warning) }
        guard let database else { return }
        let recorder = GameRecorder(database: database, keepsLatest: games.keepsLatest)
        if state.network == nil, let warning = recorder.resume(state.game) { warn(warning) }
        self.recorder = recorder
        state.recordsGames = true
    }

    /// The games recorded, newest first, as the Past games overlay lists them.
    private func pastGames() -> PastGamesShown {
        record()
        guard let recorder else { return PastGamesShown(rows: []) }
        let games = (try? recorder.database.pastGames(limit: 500)) ?? []
        return PastGamesShown(rows: games.map { PastGamesShown.Row(id: $0.id, text: Self.describe($0)) })
    }

    /// A past game's row: `2026-11-28 09:14 · Solo · 4:05 · 27 Sets · finished`.
    static func describe(_ game: GameSummary) -> String {
        let sets = game.finds.counted("Set")
        let how =
            switch game.result {
            case .playing: " \u{B7} in play"
            case .abandoned: " \u{B7} left"
            case .finished: " \u{B7} finished"
            }
        return "\(PastGamesListing.localTime(game.startedAt)) \u{B7} \(game.mode.title) \u{B7} "
            + "\(PastGamesListing.clock(game.seconds)) \u{B7} \(sets)\(how)"
    }

    /// Reads game `id` (nil: the game in play, or the one just ended) for Review.
    private func openReview(_ id: Int64?) -> [Effect] {
        record()
        guard let recorder, let id = id ?? recorder.gameId else {
            return reduce(&state, .storageWarning("This game has no record to review"), now: clock.now)
        }
        let record: GameRecord?
        do {
            record = try recorder.database.record(id)
        } catch {
            return reduce(&state, .storageWarning("Cannot read game \(id): \(error)"), now: clock.now)
        }
        guard let record, !record.moves.isEmpty else {
            return reduce(&state, .storageWarning("Game \(id) has no moves to review"), now: clock.now)
        }
        let title = "\(record.mode.title) \u{B7} \(PastGamesListing.localTime(record.startedAt))"
        let review = ReviewState(record: record, id: id, title: title, medians: medians())
        return reduce(&state, .reviewLoaded(review), now: clock.now)
    }

    /// The recent games' pace for the Statistics overlay: its charts, and its Last 10 and Last 50 columns.
    private func loadProgress() -> [Effect] {
        record()
        guard let database = recorder?.database, let all = try? database.progress(latest: nil), !all.isEmpty else {
            return []
        }
        let table = GameProgress.tableLines(
            latest10: Array(all.suffix(10)), latest50: Array(all.suffix(50)), all: all)
        return reduce(&state, .progressLoaded(Array(all.suffix(50)), table: table), now: clock.now)
    }

    /// What Practice offers: the slow moments of the games recorded, and the kind of Set the
    /// statistics say is slowest for the player.
    private func practiceOffer() -> PracticeOffer {
        record()
        let medians = medians()
        let slow = (try? recorder?.database.slowMoments(medians: medians)) ?? []
        var kinds: [SetKind: (finds: Int, median: Double)] = [:]
        var overall: Double?
        if let statistics = autosave?.statistics {
            for kind in SetKind.allCases {
                if let median = medians[kind] { kinds[kind] = (statistics.finds(of: kind), median) }
            }
            overall = statistics.overallMedianSeconds
        }
        let weakest = DrillTable.weakestKind(kinds, overall: overall)
        return PracticeOffer(
            slowMoments: slow, weakest: weakest, weakestMedian: weakest.flatMap { medians[$0] },
            overallMedian: overall, seed: UInt64.random(in: 0...UInt64.max))
    }

    /// The player's median seconds per kind of Set, over every game the statistics count.
    private func medians() -> [SetKind: Double] {
        guard let statistics = autosave?.statistics else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: SetKind.allCases.compactMap { kind in
                statistics.medianSeconds(of: kind).map { (kind, $0) }
            })
    }

    /// Keeps only the latest `count` games (every one for nil), from now on and at once.
    private func keepLatestGames(_ count: Int?) {
        guard let recorder, recorder.keepsLatest != count else { return }
        recorder.keepsLatest = count
        guard let count else { return }
        do {
            try recorder.database.trim(keeping: count, inPlay: recorder.gameId)
        } catch {
            warn("set-game: cannot trim the games database (\(GameDatabase.reason(error)))")
        }
    }

    /// Writes the game's record as it stands, after the frame that shows its last move.
    private func record() {
        if let warning = recorder?.flush() { warn(warning) }
    }

    /// Says `line` on standard error and in the window, in a frame of its own.
    private func warn(_ line: String) {
        Diagnostics.warn(line)
        let home = getenv("HOME").map { String(cString: $0) }
        _ = reduce(&state, .storageWarning(Storage.windowLine(line, home: home)), now: clock.now)
        present(full: false)
    }

    /// Writes what changed. A warning (a folder that cannot be written) becomes
    /// an action like any other and is shown in a frame of its own, before the
    /// move's trace line.
    private func save() {
        guard let autosave else { return }
        autosave.save(state.game, history: state.history)
        if let warning = autosave.storage.takeWarningForWindow() {
            _ = reduce(&state, .storageWarning(warning), now: clock.now)
            present(full: false)
        }
    }

    /// Shows the window's pixels again after the window system lost them: the
    /// surface still holds the last frame, so it is presented as it is, and
    /// drawn again only when SDL has replaced it.
    private func repaint() {
        guard let surface = window.surface(), let target, target.wraps(surface) else {
            present(full: true)
            return
        }
        target.prepareForPresent()
        window.present([])
    }

    /// Renders what changed into the window surface and presents those rectangles.
    private func present(full: Bool) {
        guard let surface = window.surface() else { return }
        if target?.wraps(surface) != true {
            target = RenderTarget(surface: surface)
            renderer.invalidate()
        }
        guard let target else { return }
        if full { renderer.invalidate() }
        let scene = state.scene(now: clock.now)
        presentedShownFrames = scene.shownFrames
        let dirty = renderer.render(scene, into: target.canvas)
        guard !dirty.isEmpty else { return }
        target.prepareForPresent()
        let whole = Rect(0, 0, Double(target.canvas.buffer.width), Double(target.canvas.buffer.height))
        window.present(dirty.contains(whole) ? [] : dirty)
    }

    /// Counts a presented frame into the burst of motion it belongs to (the
    /// burst that has just ended, if this frame ended one).
    private func countFrame(_ frameMs: Double, ended effects: [Effect], takenAt taken: ContinuousClock.Instant) {
        let ended = effects.lazy.compactMap { effect -> Motion.Burst? in
            if case .animationEnded(let burst) = effect { return burst }
            return nil
        }.first
        guard let id = state.motion.burst?.id ?? ended?.id else { return }
        let period = Duration.nanoseconds(Int64(frameInterval * 1e9))
        if burstFrames.id != id {
            burstFrames = (id, 0, 0)
            frameDue = taken + period
        } else {
            // On the cadence; a frame more than a period late starts it again from now.
            frameDue += period
            let now = ContinuousClock.now
            if frameDue < now - period { frameDue = now }
        }
        burstFrames.count += 1
        burstFrames.worstMs = max(burstFrames.worstMs, frameMs)
    }

    /// Milliseconds until the session next has something to do by itself (a frame, or handing the heap
    /// back), or -1 to sleep until an event.
    private func wakeupTimeout() -> Int32 {
        let frame = frameTimeout()
        guard let due = heapTrimDue else { return frame }
        let (s, atto) = (due - ContinuousClock.now).components
        let trim = Int32(max(0, (Double(s) * 1000 + Double(atto) / 1e15).rounded(.up)))
        return frame < 0 ? trim : min(frame, trim)
    }

    /// Milliseconds until the picture next changes by itself, or -1 for none.
    private func frameTimeout() -> Int32 {
        let now = clock.now
        // The Play online screen's list of games on this network is looked at twice a second.
        if gameListener != nil { return 500 }
        // Replay moves on by itself, a frame each refresh, while it plays or its cards move.
        if state.overlay == .replay, state.review?.replay?.isMoving == true {
            return Int32((frameInterval * 1000).rounded(.down))
        }
        // Paused, nothing changes by itself: the clock and every motion stand still.
        if state.isPaused { return -1 }
        if state.motion.burst != nil {
            let (s, atto) = (frameDue - ContinuousClock.now).components
            let due = Double(s) * 1000 + Double(atto) / 1e15
            return Int32(max(0, due.rounded(.up)))
        }
        let game = state.game
        if game.isGameOver { return -1 }
        if let left = game.secondsLeft(at: now), left > 0 {
            return 100  // countdowns show tenths of a second
        }
        // The clock shows whole seconds: wake just after the next one.
        let played = game.playTime(at: now)
        let fraction = played - played.rounded(.down)
        return Int32(((1 - fraction) * 1000).rounded(.up)) + 2
    }

    /// Writes a trace line for `event`; `adding` fills in the keys of a particular event.
    private func write(
        _ event: String, frameMs: Double? = nil, saveMs: Double? = nil, detail: String? = nil,
        adding: (inout TraceRecord) -> Void = { _ in }
    ) {
        guard let trace else { return }
        let now = clock.now
        var record = TraceRecord(
            event: event, scene: state.scene(now: now), shown: presentedShownFrames,
            timing: TraceRecord.Timing(frameMs: frameMs, saveMs: saveMs), detail: detail)
        record.animating = state.isAnimating(at: now)
        record.undoable = state.history?.canUndo ?? false
        record.redoable = state.history?.canRedo ?? false
        record.volume = state.volume
        record.muted = state.isMuted
        record.gameId = recorder?.gameId
        if let network = state.network {
            let scene = state.scene(now: now)
            record.describe(network, now: now, roomCode: RoomCodeCard(scene: scene))
        }
        adding(&record)
        trace.write(record)
    }

    /// Hands the game-over panel and the Statistics overlay their lines again, when
    /// what they are made from has changed: most moves (a selection) change the game
    /// but not its statistics, and writing out the whole table is not worth a frame's time.
    private func showStatistics(_ statistics: Statistics) {
        let game = state.game
        let panelSource = PanelLinesSource(
            statistics: statistics, mode: game.mode, seed: game.seed,
            startedAt: game.startedAt,
            finds: game.foundSets.count + (game.selectionState == .match ? 1 : 0),
            today: game.mode.isDaily ? DailyDate.localToday : nil)
        if panelSource != shownPanelLines {
            _ = reduce(&state, .statisticsChanged(panelLines: statistics.panelLines(for: game)), now: clock.now)
            shownPanelLines = panelSource
        }
        let tableSource = TableLinesSource(statistics: statistics, today: DailyDate.localToday)
        if tableSource != shownTableLines {
            _ = reduce(&state, .statisticsTableChanged(Self.tableLines(statistics)), now: clock.now)
            shownTableLines = tableSource
        }
    }

    /// What the game-over panel's statistics lines depend on.
    private struct PanelLinesSource: Equatable {
        var statistics: Statistics
        var mode: Game.Mode
        var seed: UInt64
        var startedAt: Double
        var finds: Int
        var today: DailyDate?
    }

    /// What the Statistics overlay's table depends on.
    private struct TableLinesSource: Equatable {
        var statistics: Statistics
        var today: DailyDate
    }

    /// The statistics as `--stats` prints them, a line each.
    private static func tableLines(_ statistics: Statistics) -> [String] {
        var lines = statistics.table(today: DailyDate.localToday).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func resizePending() -> Bool {
        SDL_PumpEvents()
        var events = [SDL_Event](repeating: SDL_Event(), count: 32)
        let count = SDL_PeepEvents(&events, 32, SDL_PEEKEVENT, SDL_WINDOWEVENT.rawValue, SDL_WINDOWEVENT.rawValue)
        return events.prefix(Int(max(0, count))).contains {
            $0.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        }
    }

    private static func motionPending() -> Bool {
        SDL_PumpEvents()
        return SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_MOUSEMOTION.rawValue, SDL_MOUSEMOTION.rawValue) > 0
    }

    /// Milliseconds `work` took.
    private func timed(_ work: () -> Void) -> Double {
        let start = ContinuousClock.now
        work()
        return milliseconds(since: start)
    }

    private func seconds(since start: ContinuousClock.Instant) -> Double {
        milliseconds(since: start) / 1000
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let (s, atto) = (ContinuousClock.now - start).components
        return Double(s) * 1000 + Double(atto) / 1e15
    }
}
