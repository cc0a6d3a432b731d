import Catalog
import SetApp
import SetProtocol
import SetStorage
import SetTable
import Testing

@testable import SetCore
@testable import SetPlatform

/// Every screen in every language the game ships, and in `en@pseudo` (every text half as long again), at
/// each size the layout tests use: every text fits its box at the smallest size a text may shrink to or
/// wraps there (`textOverflow` 0), and no letter is drawn as the font's fallback box.
@Suite("Every screen in every language")
struct LanguageScreensTests {
    /// The languages shipped, and the pseudo-language that stands for the longest of them.
    static let languages = LanguagesTests.shipped + ["en@pseudo"]

    /// The 13 window sizes of the layout tests: landscape, portrait, square, tiny and 8K.
    static let sizes: [(Int, Int)] = [
        (320, 240), (640, 480), (800, 1280), (1280, 800), (1920, 1080), (2560, 1080), (1080, 1920), (1000, 1000),
        (3840, 2160), (7680, 4320), (240, 320), (480, 320), (5120, 2880),
    ]

    /// Every screen at one size in one language, by name: each overlay, the HUD in each mode, the
    /// game-over panel, a network game's lobby with its room code, and a network game under way.
    static func scenes(_ catalog: Catalog, width asked: Int, height askedHeight: Int) -> [(String, TableScene)] {
        let installed = LanguagesTests.installed
        // A window is never smaller than the game allows (320 × 240 either way round): as the game opens it.
        let size = WindowSize(width: asked, height: askedHeight).clamped
        let (width, height) = (size.width, size.height)
        var launch = LaunchSettings(overrides: LaunchSettings.Overrides(size: size, language: catalog.language))
        var scenes: [(String, TableScene)] = []
        for overlay in Screen.kinds {
            scenes.append((overlay.rawValue, Screenshot.scene(launch, seed: 3, overlay: overlay, catalogs: installed)))
        }
        for mode in Game.Mode.allCases {
            launch.play = LaunchSettings.Play(mode: mode)
            scenes.append(("hud-" + mode.rawValue, Screenshot.scene(launch, seed: 3, catalogs: installed)))
        }
        for mode in [Game.Mode.solo, .twoPlayer, .daily, .sprint10, .timed, .ultra] {
            var scene = TableScene(game: finished(mode), now: 90, width: width, height: height)
            scene.catalog = catalog
            scene.canReview = true
            scene.gameOverLines = ["Best time 7:41", "Games finished 12"].map { catalog.text($0) }
            scenes.append(("gameOver-" + mode.rawValue, scene))
        }
        scenes += network(catalog, width: width, height: height)
        return scenes
    }

    /// A game of `mode` that has just ended: a minute and a half of play, a score of 30, one Set found.
    static func finished(_ mode: Game.Mode) -> Game {
        var game = Game(seed: 3, mode: mode, now: 0)
        game.score = 30
        game.clock = 90
        game.endedAt = 90
        game.foundSets = [Array(mode.deck.prefix(3))]
        return game
    }

    /// A network game's window: seated in a room's lobby (its code on a card), then in the game.
    static func network(_ catalog: Catalog, width: Int, height: Int) -> [(String, TableScene)] {
        var state = AppState(
            network: NetworkTable(role: .client, address: "sets.example.org:7373", onRoomsServer: true),
            width: width, height: height, catalog: catalog)
        let players = [("Ann", 4, 5), ("Bob", 6, 6), ("Cyrille", 4, 4)].enumerated().map { seat, p in
            PlayerSnapshot(
                seat: seat, name: PlayerName(p.0) ?? PlayerName("X")!, score: p.1, sets: p.2, connected: seat != 2,
                pingMs: 24)
        }
        guard let token = SeatToken("0123456789abcdef0123456789abcdef"), let code = RoomCode("K7QM2XWP") else {
            return []
        }
        _ = reduce(&state, .network(.received(.welcome(seat: 1, token: token))), now: 1)
        _ = reduce(&state, .network(.received(.room(code: code, owner: true))), now: 1)
        let lobby = TableSnapshot(cards: [], deckCount: 81, players: players, gameOver: false, started: false)
        _ = reduce(&state, .network(.received(.table(lobby))), now: 1)
        var scenes = [("network-lobby", state.scene(now: 1))]
        let cards = Array(Game(seed: 3, now: 0).table)
        let playing = TableSnapshot(cards: cards, deckCount: 69, players: players, gameOver: false, mode: .sprint10)
        _ = reduce(&state, .network(.received(.table(playing))), now: 2)
        scenes.append(("network-game", state.scene(now: 2)))
        return scenes + againstComputers(catalog, width: width, height: height)
    }

    /// A game against three expert computers, under way and then over, rated.
    static func againstComputers(_ catalog: Catalog, width: Int, height: Int) -> [(String, TableScene)] {
        var state = AppState(
            network: NetworkTable(role: .host, address: "127.0.0.1", againstComputer: true),
            width: width, height: height, catalog: catalog)
        let players =
            ["Ada", "Alan", "Grace"].enumerated().map { seat, name in
                PlayerSnapshot(
                    seat: seat, name: PlayerName(name)!, score: 9 - seat, sets: 9 - seat, connected: true, pingMs: nil,
                    computer: .expert)
            } + [PlayerSnapshot(seat: 3, name: PlayerName("Ann")!, score: 3, sets: 3, connected: true, pingMs: 1)]
        guard let token = SeatToken("0123456789abcdef0123456789abcdef") else { return [] }
        _ = reduce(&state, .network(.received(.welcome(seat: 3, token: token))), now: 1)
        let cards = Array(Game(seed: 3, now: 0).table)
        var table = TableSnapshot(cards: cards, deckCount: 69, players: players, gameOver: false, mode: .sprint10)
        _ = reduce(&state, .network(.received(.table(table))), now: 2)
        var scenes = [("computers-game", state.scene(now: 2))]
        table.gameOver = true
        _ = reduce(&state, .network(.received(.event(.gameOver))), now: 60)
        _ = reduce(&state, .network(.received(.table(table))), now: 60)
        scenes.append(("computers-over", state.scene(now: 61)))
        return scenes
    }

    @Test(arguments: languages)
    func everyTextFitsAndEveryLetterIsDrawn(language: String) {
        let catalog = LanguagesTests.installed.launching(chosen: language).catalog
        #expect(catalog.language == language)
        var overflowing: [String] = []
        var missing = ""
        for (width, height) in Self.sizes {
            for (name, scene) in Self.scenes(catalog, width: width, height: height) {
                let report = scene.textReport
                overflowing += report.overflowing.map { "\(width)x\(height) \(name): \($0)" }
                for character in report.missingGlyphs where !missing.contains(character) { missing.append(character) }
            }
        }
        #expect(missing.isEmpty, "\(language) draws the fallback box for \(missing)")
        #expect(overflowing.isEmpty, "\(language): \(overflowing.count) texts overflow: \(overflowing.prefix(12))")
    }

    /// A word drawn in `en@pseudo` without its brackets and accents was never looked up in the catalog.
    @Test func inThePseudoLanguageEveryWordOnEveryScreenComesFromTheCatalog() throws {
        let plain = try Regex("[A-Za-z]{3,}")
        // Words that are not the game's to translate: players' names, a server's address, the game's name.
        let names: Set = [
            "Ann", "Bob", "Cyrille", "Ada", "Alan", "Grace", "sets.example.org:7373", "Set", "K7QM-2XWP",
        ]
        var bypassing: Set<String> = []
        for (name, scene) in Self.scenes(.pseudo, width: 1280, height: 800) {
            for text in scene.textReport.texts where !text.hasPrefix("[") && !names.contains(text) {
                if text.contains(plain) { bypassing.insert("\(name): \(text)") }
            }
        }
        #expect(bypassing.isEmpty, "\(bypassing.sorted())")
    }
}
