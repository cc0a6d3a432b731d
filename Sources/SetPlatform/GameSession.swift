import CMalloc
import CSDL2
import Catalog
import Geometry
import SetApp
import SetAudio
import SetCore
import SetProtocol
import SetStorage
import SetTable

/// One run of the game in a window: SDL events in, actions through the `SessionRunner`, and the
/// frame presented once they are done, then saved, then traced.
///
/// The loop sleeps in `SDL_WaitEventTimeout` and wakes only for input or for what the screen shows
/// changing on its own (the clock's next second, a two-player countdown); each frame redraws only
/// what changed and presents only those rectangles. After each frame that shows a change the game is
/// saved, and only then traced: a trace line means the move is on disk.
final class GameSession {
    private let window: SDLWindow
    /// The app's state and the clients its effects go to.
    private let runner: SessionRunner
    private let renderer = TableRenderer()
    private var target: RenderTarget?
    private let launched: ContinuousClock.Instant
    private var pacer: FramePacer
    /// The scene last presented, and where it drew the cards away from their places: the trace's lines
    /// describe it, so a frame's scene is built once.
    private var presented: (scene: TableScene, shown: [Int: Rect])?
    /// Opens the audio device once the first frame is on screen, so starting the
    /// sound (a second or more when a sound server is slow or missing) never holds the window back.
    private let openSound: (() -> (device: AudioDevice?, sound: SoundClient))?
    /// The device playing the mixer, kept open until the session closes.
    private var audioDevice: AudioDevice?
    /// A two-player countdown's seconds left at the last frame, for its ticks.
    private var countdownLeft: Double?
    /// A network game's connection (nil in a local game).
    private let link: NetworkLink?
    /// A record from a file to open in Review after the first frame (`--review`).
    private let reviewed: LaunchSettings.ReviewedFile?

    /// A session in `window` for what `launch` describes.
    init(window: SDLWindow, launch: SessionLaunch) {
        self.window = window
        link = launch.network?.link
        runner = SessionRunner(
            state: launch.state(width: window.size.width, height: window.size.height),
            clients: SessionClients.live(window: window, launch: launch))
        openSound = launch.sound.open
        pacer = FramePacer(refreshRate: window.refreshRate)
        reviewed = launch.review
        launched = launch.launched
    }

    /// Draws the first frame and runs until the player quits.
    func run() {
        // SDL starts with text input on; only the Play online screen's fields take it.
        SDL_StopTextInput()
        drawFirstFrame()
        if let openSound {
            let opened = openSound()
            audioDevice = opened.device
            runner.useSound(opened.sound)
        }
        var event = SDL_Event()
        while runner.isRunning {
            let timeout = pacer.timeout(state, now: runner.now, listening: runner.clients.lan.games() != nil)
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
        while runner.isRunning, SDL_PollEvent(&event) != 0 {
            handle(event, takenAt: ContinuousClock.now)
        }
    }

    /// Whether the player has not asked to quit.
    var isRunning: Bool { runner.isRunning }

    /// The app's state as it stands.
    private var state: AppState { runner.state }

    /// The model as it stands.
    var game: Game { state.game }

    /// The line the window shows for the player, if any.
    var message: String? { state.message }

    /// The statistics as they stand, when saving.
    var statistics: Statistics? { runner.clients.storage?.statistics }

    /// What the Play online screen asked for, once it has: the app plays it in this window next.
    var onlineRequest: OnlineRequest? { runner.onlineRequest }
    /// The language the session ended in: a network game played from its Play online screen goes on in it.
    var catalog: Catalog { runner.state.catalog }

    /// Presents the first frame, writes the game (a new game is on disk from the start, so --new holds
    /// even if nothing is played) and opens the games database, then says so in the trace. The statistics
    /// and the settings are written right after the start line (a new player's are the defaults with one
    /// game started, four syncs to disk the first frame need not wait for), and a database that is not
    /// there yet (a new player's first launch) is created then too: making it and its tables takes longer
    /// than the first frame, and nothing on a new player's screen needs it. A `--review` file opens last.
    /// All of it is done before the first event is handled.
    func drawFirstFrame() {
        present(full: true)
        let startupMs = FramePacer.milliseconds(ContinuousClock.now - launched)
        let creates = !runner.clients.records.exists
        let before = runner.saveGame(gameAlone: true) + (creates ? [] : runner.openRecords())
        if !before.isEmpty {
            var outcome = SessionRunner.Outcome()
            runner.send(before, into: &outcome)
            present(full: false)
        }
        write("start", timing: TraceRecord.Timing(frameMs: startupMs))
        var after = runner.saveGame() + (creates ? runner.openRecords() : [])
        if let reviewed {
            let medians = RecordsClient.medians(runner.clients.storage?.statistics)
            after.append(
                .reviewLoaded(ReviewState(record: reviewed.record, id: nil, when: reviewed.name, medians: medians)))
        }
        if !after.isEmpty { dispatch(after, takenAt: ContinuousClock.now) }
    }

    /// Ends the session: the clock brought up to now and everything written; the sound device closes.
    func close() {
        runner.close(windowSize: window.windowedSize, fullscreen: window.isFullscreen)
        // The device stops before SDL quits.
        audioDevice = nil
    }

    private func handle(_ event: SDL_Event, takenAt taken: ContinuousClock.Instant) {
        if let link, event.type == link.wakeType {
            dispatch(link.take().map(AppAction.network), takenAt: taken)
            return
        }
        guard let platformEvent = SDLEventTranslator.translate(event, windowSize: window.size) else { return }
        switch platformEvent {
        case .quit:
            runner.stop()
        case .exposed:
            repaint()
        case .input(let input):
            // Replay and a practice table keep the wall clock's time: the game clock stands still under them.
            let wall: [AppAction] =
                state.overlay == .replay || state.overlay == .practice ? [.wallClock(seconds(since: launched))] : []
            var outcome = SessionRunner.Outcome()
            runner.send(wall + [.input(input)], into: &outcome)
            // While the pointer moves, draw only the latest position; while the window
            // is dragged to a new size, only the latest size.
            if outcome.effects.isEmpty, case .pointerMove = input, SDLEventTranslator.motionPending() { return }
            if case .resized = input, SDLEventTranslator.resizePending() { return }
            finish(outcome, takenAt: taken)
        }
    }

    /// The timer: a frame of motion is due, the clock's next second, or the games heard on this network.
    private func timerFired(at taken: ContinuousClock.Instant) {
        if let games = runner.clients.lan.games(), state.online?.lanGames != games {
            dispatch([.lanGames(games)], takenAt: taken)
            write("lanGames", detail: games.count.counted("game"))
        }
        pacer.trimHeapIfDue(at: taken, moving: state.motion.burst != nil)
        var actions: [AppAction] = [.frame, .clock]
        // Replay keeps the wall clock's time: the game clock stands still under it.
        if state.overlay == .replay { actions.append(.wallClock(seconds(since: launched))) }
        dispatch(actions, takenAt: taken)
    }

    /// Applies `actions`, then draws, saves and traces what they did.
    private func dispatch(_ actions: [AppAction], takenAt taken: ContinuousClock.Instant) {
        var outcome = SessionRunner.Outcome()
        runner.send(actions, into: &outcome)
        finish(outcome, takenAt: taken)
    }

    /// Presents the frame an input came to, plays its sounds, saves a changed game, then traces.
    private func finish(_ outcome: SessionRunner.Outcome, takenAt taken: ContinuousClock.Instant) {
        guard runner.isRunning else {
            // Traced here: the session ends with this input, before its frame.
            if let request = runner.onlineRequest {
                presented = nil
                write("playOnline", detail: SessionTrace.describe(request))
            }
            return
        }
        var outcome = outcome
        present(full: false)
        playSounds(for: outcome.effects)
        let frameMs = FramePacer.milliseconds(ContinuousClock.now - taken)
        if let id = state.motion.burst?.id ?? outcome.endedBurst?.id {
            pacer.count(frameMs, burst: id, takenAt: taken)
        }
        // Settings are written at once, even when the move changed nothing else to save.
        var warnings: [AppAction] = []
        var saveMs: Double?
        if outcome.changed || outcome.settingsChanged {
            let start = ContinuousClock.now
            warnings += runner.saveGame()
            if outcome.changed { saveMs = FramePacer.milliseconds(ContinuousClock.now - start) }
        }
        warnings += runner.clients.records.flush()
        if !warnings.isEmpty {
            // A warning is shown in a frame of its own, before the move's trace line.
            runner.send(warnings, into: &outcome)
            present(full: false)
        }
        if outcome.effects.contains(where: { if case .relaidOut = $0 { true } else { false } }) {
            // A new size draws its card parts afresh (0.1–3 MB each at 4K and 8K) and lets the last
            // size's go; hand those pages back, as after motion, or the heap keeps the largest size's for good.
            malloc_trim(0)
        }
        if outcome.endedBurst != nil { pacer.motionEnded() }
        guard let trace = runner.clients.trace, let frame = traceFrame() else { return }
        let burst = SessionTrace.Burst(
            frames: pacer.burst.count, worstMs: pacer.burst.worstMs, refreshHz: pacer.refreshHz)
        trace.write(outcome.effects, state: state, frame: frame, frameMs: frameMs, saveMs: saveMs, burst: burst)
    }

    /// Starts the sounds of the moves just presented, and a countdown's tick.
    ///
    /// Called right after the frame that shows the moves, before saving, so a
    /// sound starts with the next audio block (256 frames, at most 5.3 ms, later).
    private func playSounds(for effects: [Effect]) {
        let sound = runner.clients.sound
        for effect in effects {
            if let made = MoveSound.sound(for: effect, game: state.game) { _ = sound.play(made) }
        }
        let left = state.game.secondsLeft(at: runner.now)
        if let tick = MoveSound.countdownTick(before: countdownLeft, after: left) { _ = sound.play(tick) }
        countdownLeft = left
    }

    /// The frame the trace describes: the one presented, or, when none is on show for the state, the state's scene now.
    private func traceFrame() -> SessionTrace.Frame? {
        guard runner.clients.trace != nil else { return nil }
        let now = runner.now
        let drawn = presented ?? (state.scene(now: now), [:])
        return SessionTrace.Frame(
            scene: drawn.scene, shown: drawn.shown, now: now, gameId: runner.clients.records.gameId)
    }

    /// Writes a trace line for `event` about the frame on show.
    private func write(_ event: String, timing: TraceRecord.Timing = TraceRecord.Timing(), detail: String? = nil) {
        guard let trace = runner.clients.trace, let frame = traceFrame() else { return }
        trace.write(event, state: state, frame: frame, timing: timing, detail: detail)
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
        // Until this frame is drawn, nothing on show is known to be the state's: with no surface to draw
        // into, the trace's lines are made from the state, not from an older frame.
        presented = nil
        guard let surface = window.surface() else { return }
        if target?.wraps(surface) != true {
            target = RenderTarget(surface: surface)
            renderer.invalidate()
        }
        guard let target else { return }
        if full { renderer.invalidate() }
        let scene = state.scene(now: runner.now)
        presented = (scene, scene.shownFrames)
        runner.presented(scene)
        let dirty = renderer.render(scene, into: target.canvas)
        guard !dirty.isEmpty else { return }
        target.prepareForPresent()
        let whole = Rect(0, 0, Double(target.canvas.buffer.width), Double(target.canvas.buffer.height))
        window.present(dirty.contains(whole) ? [] : dirty)
    }

    /// The wall clock's seconds since `start`, on the session's clock.
    private func seconds(since start: ContinuousClock.Instant) -> Double {
        ClockClient.seconds(runner.clients.clock.now() - start)
    }
}
