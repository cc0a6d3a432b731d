import Catalog
import SetCore
import SetOpponents
import SetTable
import Testing

@testable import SetApp

/// The Modes screen with computer players chosen: its buttons, their names, and every text fitting at each
/// layout size in the longest language there is (`en@pseudo`).
@Suite("App core: the Modes screen's computer players")
struct ModesComputerPanelTests {
    static let sizes: [(Int, Int)] = [
        (320, 240), (640, 480), (800, 1280), (1280, 800), (1920, 1080), (2560, 1080), (1080, 1920), (1000, 1000),
        (3840, 2160), (7680, 4320), (240, 320), (480, 320), (5120, 2880),
    ]

    /// A window with the Modes screen open on `choice`.
    static func state(_ choice: ModesChoice, width: Int = 1280, height: Int = 800, catalog: Catalog = .english)
        -> AppState
    {
        var state = AppState(game: Game(seed: 3, now: 0), width: width, height: height, catalog: catalog)
        state.modesChoice = choice
        _ = state.open(.modes)
        return state
    }

    @Test func theComputerPlayersRowsAndTheirNames() throws {
        let panel = try #require(Self.state(ModesChoice(opponents: 2, level: .expert)).scene(now: 0).panel)
        let names = panel.controls.map(\.name)
        for name in ["opponents0", "opponents1", "opponents2", "opponents3"] + ComputerLevel.allCases.map(\.buttonName)
        {
            #expect(names.contains(name), "\(name) missing from \(names)")
        }
        // The ones chosen are not live; Two players is not a game against the computer.
        let live = Dictionary(panel.controls.map { ($0.name, $0.enabled) }, uniquingKeysWith: { a, _ in a })
        #expect(live["opponents2"] == false && live["opponents3"] == true)
        #expect(live["levelExpert"] == false && live["levelCasual"] == true)
        #expect(live["modeTwoPlayer"] == false && live["modeSolo"] == true)
        // With none, no level row, and the mode in play is not live.
        let alone = try #require(Self.state(ModesChoice()).scene(now: 0).panel)
        #expect(!alone.controls.contains { $0.name == "levelExpert" })
        #expect(alone.controls.first { $0.name == "modeSolo" }?.enabled == false)
    }

    @Test func everyTextFitsInTheLongestLanguage() {
        var overflowing: [String] = []
        for (width, height) in Self.sizes {
            let scene = Self.state(
                ModesChoice(opponents: 3, level: .you), width: width, height: height, catalog: .pseudo
            )
            .scene(now: 0)
            overflowing += scene.textReport.overflowing.map { "\(width)x\(height): \($0)" }
        }
        #expect(overflowing.isEmpty, "\(overflowing.prefix(10))")
    }
}

/// In the lobby of a table the window runs, the Modes screen seats computer players at it.
@Suite("App core: computer players in a lobby")
struct LobbyComputerTests {
    typealias Fixture = NetworkReduceTests

    @Test func theHostsLobbyChoosesTheModeAndSeatsTheComputers() throws {
        var state = Fixture().seated(0, role: .host, started: false)
        #expect(state.scene(now: 1).offersComputers)
        let effects = state.carryOut([.playAgainstComputer([.skilled, .skilled], mode: .ultra)], now: 1)
        #expect(effects.contains(.chooseNetworkMode(.ultra)))
        #expect(effects.last == .addComputers([.skilled, .skilled]))
        #expect(state.network != nil)
        // A joiner's Modes screen offers none: the host's table is the host's to fill.
        let joiner = Fixture().seated(1, role: .client, started: false)
        #expect(!joiner.scene(now: 1).offersComputers)
        // Nor once the game has begun.
        #expect(!Fixture().seated(0, role: .host, started: true).scene(now: 1).offersComputers)
    }
}
