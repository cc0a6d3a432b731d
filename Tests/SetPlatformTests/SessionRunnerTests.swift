import Geometry
import SetApp
import SetAudio
import SetCore
import SetInput
import SetStorage
import SetStorageTestSupport
import SetTable
import Synchronization
import Testing

@testable import SetPlatform

/// The session's runner alone, with test clients: actions in, the state and what the clients were asked to do out.
@Suite("The session's runner")
struct SessionRunnerTests {
    /// What the test clients were asked to do, in order.
    final class Calls: Sendable {
        private let calls = Mutex<[String]>([])
        func add(_ call: String) { calls.withLock { $0.append(call) } }
        var all: [String] { calls.withLock { $0 } }
    }

    /// A runner for a solo game dealt from seed 5 in a 1280×800 window, its files in `folder`.
    func runner(
        _ folder: TemporaryGameFolder, calls: Calls, clipboard: String? = nil, clock: ClockClient = .live,
        catalogs: InstalledCatalogs = .none
    ) -> SessionRunner {
        let storage = folder.storage()
        let plan = LaunchPlan.make(LaunchSettings(), storage: storage) { 5 }
        let state = AppState(game: plan.game, width: 1280, height: 800, settings: plan.appSettings)
        let clients = SessionClients(
            storage: Autosave(storage: storage, plan: plan), records: RecordsClient(games: nil),
            sound: SoundClient(
                play: {
                    calls.add("play \($0)"); return true
                }, setVolume: { calls.add("volume \($0)") },
                setMuted: { calls.add("muted \($0)") }),
            window: WindowClient(
                toggleFullScreen: { calls.add("fullScreen") }, setTitle: { calls.add("title \($0)") },
                setTextInput: { calls.add("textInput \($0)") }),
            clipboard: ClipboardClient(read: { clipboard }, write: { calls.add("copy \($0)") }),
            network: nil, lan: .none,
            installation: GameRelease.installation(folder.locations, languages: catalogs.languages),
            catalogs: catalogs, clock: clock)
        return SessionRunner(state: state, clients: clients)
    }

    /// A clock a test moves by hand.
    final class HandClock: Sendable {
        private let start = ContinuousClock.now
        private let offset = Mutex<Duration>(.zero)
        /// Moves the clock on.
        func advance(_ by: Duration) { offset.withLock { $0 += by } }
        /// The clock as a session's client.
        var client: ClockClient { ClockClient { [self] in start + offset.withLock { $0 } } }
    }

    @Test func theGameClockRunsOnTheSessionsClockAndStandsStillUnderTheMenu() throws {
        let folder = try TemporaryGameFolder()
        let clock = HandClock()
        let runner = runner(folder, calls: Calls(), clock: clock.client)
        let start = runner.now
        clock.advance(.seconds(5))
        #expect(runner.now == start + 5)
        runner.send(.input(.keyDown(.f10, modifiers: [], isRepeat: false)))
        #expect(runner.state.overlay == .menu)
        clock.advance(.seconds(30))
        #expect(runner.now == start + 5)
        runner.send(.input(.keyDown(.escape, modifiers: [], isRepeat: false)))
        clock.advance(.milliseconds(2500))
        #expect(runner.now == start + 7.5)
    }

    func click(_ runner: SessionRunner, _ point: Point) -> SessionRunner.Outcome {
        var outcome = SessionRunner.Outcome()
        runner.send(
            [.input(.pointerDown(.left, at: point, time: 1)), .input(.pointerUp(.left, at: point, time: 1))],
            into: &outcome)
        return outcome
    }

    @Test func aModeButtonWritesTheGameLeftThenTakesUpTheOtherModesGameInOneInput() throws {
        let folder = try TemporaryGameFolder()
        let calls = Calls()
        let runner = runner(folder, calls: calls)
        let solo = runner.state.game
        let set = try #require(SetFinder.firstSet(in: solo.table))
        runner.send(.intent(.cardTapped(index: set[0])))
        let played = runner.state.game
        #expect(played.selection == [set[0]])

        let junior = try #require(runner.state.layout.screen.frame(of: .mode(.junior)))
        let outcome = click(runner, junior.center)

        #expect(runner.state.game.mode == .junior && runner.state.game.foundSets.isEmpty)
        #expect(calls.all == ["title Set \u{2014} Junior"])
        // One input: the switch, the game left's tick, the other game loaded and said so.
        let kinds = outcome.effects.map { effect -> String in
            switch effect {
            case .switchMode(let mode): "switch \(mode)"
            case .applied(let intent, _): "applied \(intent)"
            case .gameReplaced: "replaced"
            default: "\(effect)"
            }
        }
        #expect(kinds == ["switch junior", "applied tick", "replaced"])
        #expect(outcome.changed)
        // The solo game was written with its selection before Junior's was dealt.
        let saved = try #require(folder.storage().loadSavedGame(mode: .solo))
        #expect(saved.game.selection == played.selection && saved.game.table == played.table)
    }

    @Test func mutingGoesToTheSoundClient() throws {
        let folder = try TemporaryGameFolder()
        let calls = Calls()
        let runner = runner(folder, calls: calls)
        // M mutes: the sound client hears it, and the state says so.
        let outcome = runner.send(.input(.keyDown(.m, modifiers: [], isRepeat: false)))
        #expect(runner.state.isMuted && outcome.settingsChanged && !outcome.changed)
        #expect(calls.all == ["muted true"])
    }

    @Test func ctrlVReadsTheClipboardAndItsTextComesBackAsTypingInTheSameInput() throws {
        let folder = try TemporaryGameFolder()
        let calls = Calls()
        let runner = runner(folder, calls: calls, clipboard: "ABCD")
        runner.send(.input(.keyDown(.f10, modifiers: [], isRepeat: false)))
        let menu = try #require(runner.state.scene(now: runner.now).panel)
        let online = try #require(menu.controls.first { $0.name == "online" })
        _ = click(runner, online.frame.center)
        #expect(runner.state.overlay == .online && calls.all == ["textInput true"])
        let focus = try #require(runner.state.online?.focus)
        let before = try #require(runner.state.online?[focus].text)

        let outcome = runner.send(.input(.keyDown(.v, modifiers: [.ctrl], isRepeat: false)))
        #expect(outcome.effects == [.pasteRequested, .fieldEdited(focus.rawValue)])
        #expect(runner.state.online?[focus].text == before + "ABCD")
    }

    @Test func theMenuStopsTheGameClockAndEscapeStartsItAgain() throws {
        let folder = try TemporaryGameFolder()
        let calls = Calls()
        let runner = runner(folder, calls: calls)
        #expect(!runner.clock.isStopped)
        runner.send(.input(.keyDown(.f10, modifiers: [], isRepeat: false)))
        #expect(runner.state.overlay == .menu && runner.clock.isStopped)
        runner.send(.input(.keyDown(.escape, modifiers: [], isRepeat: false)))
        #expect(runner.state.overlay == .none && !runner.clock.isStopped)
        #expect(calls.all.isEmpty)
    }

    @Test func theWindowClosingStopsTheRunnerAndQKeyToo() throws {
        let folder = try TemporaryGameFolder()
        let runner = runner(folder, calls: Calls())
        #expect(runner.isRunning)
        runner.send(.input(.keyDown(.q, modifiers: [], isRepeat: false)))
        #expect(!runner.isRunning && runner.onlineRequest == nil)
    }

    @Test func aboutOpensWithWhatThePlatformSaysOfTheGameAndCopyGoesToTheClipboard() throws {
        let folder = try TemporaryGameFolder()
        let calls = Calls()
        let runner = runner(folder, calls: calls)
        runner.send(.input(.keyDown(.f10, modifiers: [], isRepeat: false)))
        let menu = try #require(runner.state.scene(now: runner.now).panel)
        let about = try #require(menu.controls.first { $0.button == .menu(.open(.about)) })
        let outcome = click(runner, about.frame.center)
        #expect(outcome.effects == [.overlayChanged(from: .menu, to: .about)])
        #expect(runner.state.screen == .about(runner.clients.installation))
        #expect(runner.clients.installation.version == GameRelease.version)

        let panel = try #require(runner.state.scene(now: runner.now).panel)
        let copy = try #require(panel.controls.first { $0.button == .about(.copy) })
        _ = click(runner, copy.frame.center)
        #expect(calls.all == ["copy \(runner.clients.installation.folders)"])
    }

    /// Settings → Language: the runner reads the catalog chosen, and the window, the settings on disk and the
    /// statistics' lines follow it at once.
    @Test func aLanguageChosenInTheSettingsIsReadAndRememberedAndTheStatisticsSpeakIt() throws {
        let folder = try TemporaryGameFolder()
        let calls = Calls()
        let german = try #require(InstalledCatalogs.current.files["de"], "the build has no German catalog")
        let runner = runner(folder, calls: calls, catalogs: InstalledCatalogs(files: ["de": german]))
        runner.send(.input(.keyDown(.f10, modifiers: [], isRepeat: false)))
        let menu = try #require(runner.state.scene(now: runner.now).panel)
        let settings = try #require(menu.controls.first { $0.button == .menu(.open(.settings)) })
        _ = click(runner, settings.frame.center)
        func pressLanguage() throws {
            let panel = try #require(runner.state.scene(now: runner.now).panel)
            let language = try #require(panel.controls.first { $0.button == .settings(.language) })
            _ = click(runner, language.frame.center)
        }
        try pressLanguage()
        #expect(runner.state.settings.language == "en" && runner.state.catalog == .english)
        try pressLanguage()
        #expect(runner.state.settings.language == "de" && runner.state.catalog.language == "de")
        let panel = try #require(runner.state.scene(now: runner.now).panel)
        #expect(panel.controls.first { $0.button == .settings(.language) }?.title == "Sprache: Deutsch")
        #expect(runner.state.gameOverLines.contains("Beendete Spiele 0"), "\(runner.state.gameOverLines)")
        #expect(calls.all.contains("title Set"))
        // The session writes the settings after the frame, with the game.
        _ = runner.saveGame()
        #expect(folder.storage().loadSettings().language == "de")
    }
}
