import CSDL2
import Raster
import SetCore
import SetInput
import SetTable

/// One run of the game in a window: the event loop, drawing and the trace.
///
/// The loop sleeps in `SDL_WaitEventTimeout` and wakes only for input or for
/// what the screen shows changing on its own (the clock's next second, a
/// two-player countdown); each frame redraws only what changed and presents
/// only those rectangles.
final class GameSession {
    private let window: SDLWindow
    private var controller: TableController
    private let renderer = TableRenderer()
    private var target: RenderTarget?
    private let trace: TraceWriter?
    private let clock: PlayClock
    private var running = true
    private let launched: ContinuousClock.Instant

    init(window: SDLWindow, game: Game, theme: Theme, trace: TraceWriter?, launched: ContinuousClock.Instant) {
        self.window = window
        let size = window.size
        self.controller = TableController(game: game, width: size.width, height: size.height, theme: theme)
        self.trace = trace
        self.clock = PlayClock(startingAt: game.clock)
        self.launched = launched
    }

    /// Draws the first frame and runs until the player quits.
    func run() {
        drawFirstFrame()
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
    var game: Game { controller.game }

    func drawFirstFrame() {
        present(full: true)
        let startupMs = milliseconds(since: launched)
        write("start", frameMs: startupMs)
    }

    private func handle(_ event: SDL_Event, takenAt taken: ContinuousClock.Instant) {
        guard let platformEvent = SDLEventTranslator.translate(event, windowSize: window.size) else { return }
        switch platformEvent {
        case .quit:
            running = false
        case .exposed:
            renderer.invalidate()
            present(full: false)
        case .input(let input):
            let effects = controller.handle(input, now: clock.now)
            // While the pointer moves, draw only the latest position.
            if effects.isEmpty, case .pointerMove = input, Self.motionPending() { return }
            finish(effects, takenAt: taken)
        }
    }

    private func timerFired(at taken: ContinuousClock.Instant) {
        finish(controller.tick(now: clock.now), takenAt: taken)
    }

    /// Draws the frame the effects call for, presents it, then traces them.
    private func finish(_ effects: [ControllerEffect], takenAt taken: ContinuousClock.Instant) {
        for effect in effects {
            switch effect {
            case .quit: running = false
            case .toggleFullScreen: window.toggleFullscreen()
            case .applied, .relaidOut: break
            }
        }
        guard running else { return }
        present(full: false)
        let frameMs = milliseconds(since: taken)
        for effect in effects {
            switch effect {
            case .applied(let intent, let events):
                // Clock ticks that changed nothing are not worth a line.
                if intent == .tick && events.isEmpty { continue }
                write(TraceRecord.eventName(for: intent, events: events), frameMs: frameMs, detail: events.summary)
            case .relaidOut:
                write("resize", frameMs: frameMs)
            case .quit, .toggleFullScreen:
                break
            }
        }
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
        let dirty = renderer.render(controller.scene(now: clock.now), into: target.canvas)
        guard !dirty.isEmpty else { return }
        target.prepareForPresent()
        let whole = Rect(0, 0, Double(target.canvas.buffer.width), Double(target.canvas.buffer.height))
        window.present(dirty.contains(whole) ? [] : dirty)
    }

    /// Milliseconds until the screen next changes by itself, or -1 to sleep until an event.
    private func wakeupTimeout() -> Int32 {
        let game = controller.game
        if game.isGameOver { return -1 }
        let now = clock.now
        if let left = game.secondsLeft(at: now), left > 0 {
            return 100  // countdowns show tenths of a second
        }
        // The clock shows whole seconds: wake just after the next one.
        let played = game.playTime(at: now)
        let fraction = played - played.rounded(.down)
        return Int32(((1 - fraction) * 1000).rounded(.up)) + 2
    }

    private func write(_ event: String, frameMs: Double? = nil, detail: String? = nil) {
        guard let trace else { return }
        trace.write(event: event, members: TraceRecord.members(
            for: controller.scene(now: clock.now), frameMs: frameMs, detail: detail))
    }

    private static func motionPending() -> Bool {
        SDL_PumpEvents()
        return SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_MOUSEMOTION.rawValue, SDL_MOUSEMOTION.rawValue) > 0
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let (s, atto) = (ContinuousClock.now - start).components
        return Double(s) * 1000 + Double(atto) / 1e15
    }
}
