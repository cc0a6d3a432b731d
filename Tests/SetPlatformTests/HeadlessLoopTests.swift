import CSDL2
import Foundation
import Geometry
import Raster
import SetApp
import SetAudio
import SetCore
import SetTable
import Testing

@testable import SetPlatform
@testable import SetStorage

/// The real SDL event loop with no display (`SDL_VIDEODRIVER=offscreen`):
/// SDL events pushed with `SDL_PushEvent`, checked through the trace.
@Suite("Headless SDL loop", .serialized)
struct HeadlessLoopTests {
    /// A session in an offscreen window, with its trace file.
    final class Harness {
        let window: SDLWindow
        let session: GameSession
        let tracePath: String

        convenience init(seed: UInt64, size: WindowSize = WindowSize(width: 1280, height: 800), mode: Game.Mode = .solo)
            throws
        {
            try self.init(game: Game(seed: seed, mode: mode, now: 0), size: size, autosave: nil, message: nil)
        }

        /// A session launched as `set-game` launches one, with its files in `locations`.
        convenience init(launch: LaunchSettings, locations: StorageLocations) throws {
            let storage = Storage(locations: locations, echoesWarnings: false)
            let plan = LaunchPlan.make(launch, storage: storage) { 42 }
            try self.init(
                game: plan.game, size: plan.windowSize(usable: nil), fullscreen: plan.fullscreen,
                autosave: Autosave(storage: storage, plan: plan), message: storage.takeWarningForWindow(),
                history: plan.history)
        }

        /// - Parameter animates: off unless a test is about motion, so pushed clicks land on cards at rest.
        init(
            game: Game, size: WindowSize, fullscreen: Bool = false, autosave: Autosave?, message: String?,
            animates: Bool = false, history: History? = nil, sound: SoundClient = .noop
        ) throws {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
                throw SDLError.current("SDL_Init")
            }
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            window = try SDLWindow(size: size, fullscreen: fullscreen)
            tracePath = NSTemporaryDirectory() + "set-headless-\(UInt64.random(in: 0...UInt64.max)).jsonl"
            session = GameSession(
                window: window,
                launch: SessionLaunch(
                    game: game, opening: AppState.Opening(message: message, history: history),
                    settings: AppState.Settings(animates: animates),
                    files: SessionLaunch.Files(autosave: autosave, trace: try TraceWriter(path: tracePath)),
                    sound: SessionLaunch.Sound(client: sound), launched: .now))
            session.drawFirstFrame()
            session.drainQueue()  // the window's own shown/exposed events
        }

        deinit {
            try? FileManager.default.removeItem(atPath: tracePath)
            SDL_Quit()
        }

        /// Every trace line so far, parsed.
        func lines() throws -> [[String: Any]] {
            let text = try String(contentsOfFile: tracePath, encoding: .utf8)
            return try text.split(separator: "\n").map { line in
                try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
        }

        func push(_ event: SDL_Event) {
            var e = event
            SDL_PushEvent(&e)
        }

        func click(_ p: Point) {
            for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
                var e = SDL_Event()
                e.type = type.rawValue
                e.button.button = UInt8(SDL_BUTTON_LEFT)
                e.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
                e.button.x = Int32(p.x)
                e.button.y = Int32(p.y)
                push(e)
            }
            session.drainQueue()
        }

        func key(_ sym: Int32, mod: SDL_Keymod = KMOD_NONE) {
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = sym
            e.key.keysym.mod = UInt16(mod.rawValue)
            e.key.state = UInt8(SDL_PRESSED)
            push(e)
            session.drainQueue()
        }

        func cardCentre(_ index: Int) -> Point {
            let scene = TableScene(game: session.game, now: 0, width: window.size.width, height: window.size.height)
            return scene.grid.frame(of: index)?.center ?? Point(-1, -1)
        }
    }

    @Test func startLineDescribesTheOpeningTable() throws {
        let h = try Harness(seed: 7)
        let lines = try h.lines()
        let start = try #require(lines.first)
        #expect(start["seq"] as? Int == 0)
        #expect(start["event"] as? String == "start")
        #expect(start["window"] as? [Int] == [1280, 800])
        #expect((start["cards"] as? [[String: Any]])?.count == 12)
        #expect(start["deck"] as? Int == 69)
        #expect(start["selection"] as? String == "none")
        #expect(start["gameOver"] as? Bool == false)
        let buttons = try #require(start["buttons"] as? [String: Any])
        #expect(
            Set(buttons.keys) == [
                "deal", "newGame", "hint", "undo", "modeSolo", "modeTwoPlayer", "modeDaily",
                "modeJunior", "menu",
            ])
        // The mode in play is lit and does nothing; the others switch.
        #expect((buttons["modeSolo"] as? [String: Any])?["enabled"] as? Bool == false)
        #expect((buttons["modeJunior"] as? [String: Any])?["enabled"] as? Bool == true)
        // Nothing to undo yet: the button is there, greyed out.
        #expect((buttons["undo"] as? [String: Any])?["enabled"] as? Bool == false)
        #expect(start["undoable"] as? Bool == false && start["redoable"] as? Bool == false)
    }

    @Test func pushedClicksSelectAndJudgeASet() throws {
        let h = try Harness(seed: 7)
        let set = try #require(SetFinder.firstSet(in: h.session.game.table))
        for index in set { h.click(h.cardCentre(index)) }
        let lines = try h.lines()
        #expect(lines.map { $0["event"] as? String } == ["start", "select", "select", "select"])
        #expect(lines.last?["selection"] as? String == "match")
        let selected = (lines.last?["cards"] as? [[String: Any]])?.filter { $0["selected"] as? Bool == true }
        #expect(selected?.count == 3)
        #expect(lines.dropFirst().allSatisfy { ($0["frameMs"] as? Double ?? -1) >= 0 })
    }

    @Test func ctrlRShufflesAndDDeals() throws {
        let h = try Harness(seed: 9)
        h.key(Int32(bitPattern: SDLK_r.rawValue), mod: KMOD_LCTRL)
        h.key(Int32(bitPattern: SDLK_d.rawValue))
        let events = try h.lines().map { $0["event"] as? String }
        #expect(events == ["start", "shuffle", "deal"])
        #expect(h.session.game.table.count == 15)
    }

    @Test func aTwoFingerTwistPast30DegreesShufflesOnce() throws {
        let h = try Harness(seed: 5)
        let before = h.session.game.table
        for _ in 0..<8 {
            var e = SDL_Event()
            e.type = SDL_MULTIGESTURE.rawValue
            e.mgesture.dTheta = Float(6 * Double.pi / 180)  // 8 × 6° = 48°
            e.mgesture.numFingers = 2
            e.mgesture.x = 0.5
            e.mgesture.y = 0.5
            h.push(e)
        }
        h.session.drainQueue()
        let events = try h.lines().map { $0["event"] as? String }
        #expect(events == ["start", "shuffle"])
        #expect(h.session.game.table != before)
    }

    @Test func aResizeRelaysOutAndTracesTheNewWindow() throws {
        let h = try Harness(seed: 3)
        SDL_SetWindowSize(h.window.handle, 600, 900)
        SDL_PumpEvents()
        h.session.drainQueue()
        let lines = try h.lines()
        let resize = try #require(lines.last { $0["event"] as? String == "resize" })
        #expect(resize["window"] as? [Int] == [600, 900])
        let board = try #require(resize["board"] as? [Double])
        #expect(board[2] <= 600 && board[3] <= 900)
    }

    @Test func aQuitEventEndsTheLoop() throws {
        let h = try Harness(seed: 1)
        var e = SDL_Event()
        e.type = SDL_QUIT.rawValue
        h.push(e)
        h.session.drainQueue()
        #expect(!h.session.isRunning)
    }
}
